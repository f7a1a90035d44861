package org.jsmc.explore.core;

import java.util.Optional;
import org.jsmc.exec.ErrorKind;
import org.jsmc.exec.ErrorReport;
import org.jsmc.exec.Event;
import org.jsmc.exec.Execution;
import org.jsmc.exec.ThreadId;
import org.jsmc.exec.ThreadStatus;
import org.jsmc.ir.SourceLocation;

/**
 * Replays recorded events into a fresh execution, as stateless explorers do before each new branch,
 * and says when the program did not do the same thing again.
 *
 * <p>{@link Execution#replay} detects an event that differs from the recorded one. A replayed
 * thread that is no longer enabled, or an execution that ends in the middle of a prefix that went
 * on before, are divergences too; the interpreter cannot see those, so the explorer reports them
 * here, with the same {@link ErrorKind#NONDETERMINISM} kind.
 */
public final class Replay {
    private Replay() {}

    /**
     * Replays {@code expected}.
     *
     * @return empty if the execution performed exactly {@code expected}; otherwise the report of
     *     the divergence (the execution may then be in any state and must be abandoned)
     */
    public static Optional<ErrorReport> event(Execution execution, Event expected) {
        Optional<ErrorReport> blocked = canStep(execution, expected.thread(), expected);
        if (blocked.isPresent()) {
            return blocked;
        }
        Event actual = execution.replay(expected);
        Optional<ErrorReport> error = execution.error();
        // Without an error, replay compared the events: a difference would have ended the run.
        if (error.isEmpty() || error.get().kind() == ErrorKind.NONDETERMINISM) {
            return error;
        }
        if (!expected.equals(actual)) {
            return Optional.of(divergence(expected.thread(), expected, "performed " + actual));
        }
        return Optional.empty();
    }

    /**
     * Checks that {@code thread} can take its recorded step {@code what} now.
     *
     * @return empty if it can, otherwise the report of the divergence
     */
    public static Optional<ErrorReport> canStep(Execution execution, ThreadId thread, Object what) {
        if (execution.outcome().isFinal()) {
            return Optional.of(
                    divergence(thread, what, "the execution ended " + execution.outcome()));
        }
        if (!execution.exists(thread)) {
            return Optional.of(divergence(thread, what, thread + " does not exist"));
        }
        ThreadStatus status = execution.status(thread);
        if (status != ThreadStatus.ENABLED) {
            return Optional.of(divergence(thread, what, thread + " is " + status));
        }
        return Optional.empty();
    }

    private static ErrorReport divergence(ThreadId thread, Object expected, String instead) {
        SourceLocation where = expected instanceof Event e ? e.location() : SourceLocation.UNKNOWN;
        return new ErrorReport(
                ErrorKind.NONDETERMINISM,
                "replay expected " + expected + " but " + instead,
                thread,
                where);
    }
}
