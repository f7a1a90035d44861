package org.jsmc.explore.core;

import java.time.Duration;

/**
 * The trace limit and the time limit of {@link org.jsmc.explore.Options}, checked between
 * executions (never inside one, so every counted execution is whole).
 */
public final class Limits {
    private final long traceLimit;
    private final long timeLimitNanos;

    /** {@code 0} and {@link Duration#ZERO} mean no limit. */
    public Limits(long traceLimit, Duration timeLimit) {
        this.traceLimit = traceLimit;
        this.timeLimitNanos = timeLimit.isZero() ? 0 : saturatedNanos(timeLimit);
    }

    /** Whether an exploration that ran {@code executions} in {@code elapsedNanos} must stop. */
    public boolean reached(long executions, long elapsedNanos) {
        return (traceLimit > 0 && executions >= traceLimit)
                || (timeLimitNanos > 0 && elapsedNanos >= timeLimitNanos);
    }

    private static long saturatedNanos(Duration d) {
        try {
            return d.toNanos();
        } catch (ArithmeticException e) {
            return Long.MAX_VALUE;
        }
    }
}
