package org.jsmc.explore;

import org.jsmc.exec.Program;

/**
 * A stateless exploration algorithm.
 *
 * <p>{@link #explore} runs the program as many times as the algorithm needs, each time through
 * {@link Program#start()}, and returns when every execution it must explore has been explored, when
 * an error was found and {@link Options#keepGoing()} is off, or when a limit of {@link Options} is
 * reached. It reports to the {@link Listener} as it goes. An explorer instance serves one call;
 * create a new one through {@link Algorithm#create()} for the next.
 */
public interface Explorer {

    /** Explores {@code program} and returns the counts and the first error found. */
    Result explore(Program program, Options options, Listener listener);
}
