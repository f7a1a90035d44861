package org.jsmc.exec;

/**
 * A checked program, ready to be executed any number of times.
 *
 * <h2>Lifecycle</h2>
 *
 * <p>An explorer receives one {@code Program} and calls {@link #start()} once per execution it
 * wants to run. Each call returns a fresh {@link Execution} in the program's initial state, with
 * {@code main} paused before its first visible event. Starting is cheap: stateless explorers replay
 * a prefix by starting again and re-issuing their scheduling decisions.
 *
 * <p>A program hands out {@link ThreadId} indices over its whole lifetime, so the same thread has
 * the same id in every execution. A program and its executions are not thread-safe: one explorer
 * thread uses them.
 */
public interface Program {

    /** A fresh execution in the initial state. */
    Execution start();

    /** A short name for reports, usually the source file's name. */
    String name();
}
