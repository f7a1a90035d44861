package org.jsmc.explore.core;

import java.util.Optional;
import org.jsmc.exec.ErrorKind;
import org.jsmc.exec.ErrorReport;
import org.jsmc.exec.Execution;
import org.jsmc.exec.Outcome;
import org.jsmc.exec.ThreadId;
import org.jsmc.exec.ThreadStatus;
import org.jsmc.explore.ErrorTrace;
import org.jsmc.ir.SourceLocation;

/** Builds the {@link ErrorTrace} of a finished execution: its report, trace and output. */
public final class Counterexample {
    private Counterexample() {}

    /**
     * The error a finished execution reached: the interpreter's report for an {@link
     * Outcome#ERROR}, or a {@link ErrorKind#DEADLOCK} report naming what every blocked thread waits
     * for when {@code deadlockIsError}. Empty otherwise.
     */
    public static Optional<ErrorTrace> of(Execution execution, boolean deadlockIsError) {
        return switch (execution.outcome()) {
            case ERROR ->
                    Optional.of(
                            of(
                                    execution,
                                    execution
                                            .error()
                                            .orElseThrow(
                                                    () ->
                                                            new IllegalStateException(
                                                                    "ERROR outcome without a report"))));
            case DEADLOCK ->
                    deadlockIsError
                            ? Optional.of(of(execution, deadlock(execution)))
                            : Optional.empty();
            case COMPLETE, ASSUME_BLOCKED -> Optional.empty();
            case RUNNING -> throw new IllegalStateException("execution still running");
        };
    }

    /** {@code report} with the execution's trace and output so far. */
    public static ErrorTrace of(Execution execution, ErrorReport report) {
        return new ErrorTrace(report, execution.trace(), execution.output());
    }

    private static ErrorReport deadlock(Execution execution) {
        ThreadId blocked =
                execution.threads().stream()
                        .filter(t -> execution.status(t) == ThreadStatus.BLOCKED)
                        .findFirst()
                        .orElse(null);
        // Point at the first blocked thread's attempt: that is where a user starts reading.
        SourceLocation where =
                blocked == null || execution.pending(blocked) == null
                        ? SourceLocation.UNKNOWN
                        : execution.pending(blocked).location();
        return new ErrorReport(ErrorKind.DEADLOCK, execution.describeBlocked(), blocked, where);
    }
}
