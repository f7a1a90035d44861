package org.jsmc.bench.run;

/**
 * The resources one run may use.
 *
 * @param timeoutSeconds wall-clock time after which the runner kills the process
 * @param memoryMb the JVM's heap limit ({@code -Xmx})
 */
public record Limits(double timeoutSeconds, int memoryMb) {
    public Limits {
        if (!(timeoutSeconds > 0) || memoryMb <= 0) {
            throw new IllegalArgumentException("limits must be positive");
        }
    }
}
