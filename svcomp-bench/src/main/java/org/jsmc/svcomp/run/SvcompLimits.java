package org.jsmc.svcomp.run;

/**
 * The resources of one task's run.
 *
 * @param timeoutSeconds the time jsmc is given ({@code --time-limit}); at its end jsmc stops and
 *     answers unknown by itself
 * @param graceSeconds how much longer the runner waits before it kills jsmc (answer: unknown,
 *     reason {@code timeout})
 * @param memoryMb the JVM's heap limit ({@code -Xmx})
 */
public record SvcompLimits(double timeoutSeconds, double graceSeconds, int memoryMb) {
    /** The grace period of the command line: enough for a JVM to print its report and exit. */
    public static final double DEFAULT_GRACE_SECONDS = 5;

    public SvcompLimits {
        if (!(timeoutSeconds > 0) || graceSeconds < 0 || memoryMb <= 0) {
            throw new IllegalArgumentException("limits must be positive");
        }
    }

    /** When the runner kills the run, in seconds after its start. */
    public double killSeconds() {
        return timeoutSeconds + graceSeconds;
    }
}
