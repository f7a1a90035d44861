package org.jsmc.exec.machine;

/**
 * Reads the interpreter's instruction counter, which runs only in a JVM started with {@code
 * -Djsmc.countInstructions=true} (the throughput benchmark).
 */
public final class InstructionCounter {
    private InstructionCounter() {}

    /** Whether counting is on in this JVM. */
    public static boolean enabled() {
        return Interp.COUNT;
    }

    /** Instructions executed since the JVM started (0 when counting is off). */
    public static long executed() {
        return Interp.executed;
    }
}
