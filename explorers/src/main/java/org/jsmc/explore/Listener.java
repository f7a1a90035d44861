package org.jsmc.explore;

import java.util.List;
import org.jsmc.exec.Event;
import org.jsmc.exec.Outcome;

/**
 * Receives news from a running exploration. All methods have empty defaults.
 *
 * <p>Order of calls for each execution: {@link #executionFinished} (only if {@link
 * #wantsTraces()}), then {@link #errorFound} if the execution ended in an error, then {@link
 * #progress}. Calls come from the exploring thread.
 */
public interface Listener {

    /** A listener that ignores everything. */
    Listener NONE = new Listener() {};

    /** The counts so far, after each execution; implementations throttle their output. */
    default void progress(Counts counts, long elapsedNanos) {}

    /** Whether {@link #executionFinished} should be called (it costs a copy of the trace). */
    default boolean wantsTraces() {
        return false;
    }

    /** An execution ended; {@code trace} is its events in order. */
    default void executionFinished(List<Event> trace, Outcome outcome) {}

    /** An execution ended in an error. */
    default void errorFound(ErrorTrace error) {}
}
