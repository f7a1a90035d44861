package org.jsmc.bench.harness;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;

/**
 * Peak resident memory ({@code VmHWM}) of a process, read from {@code /proc/PID/status}. Linux
 * only; elsewhere, and for processes that are gone, the answer is 0.
 */
public final class PeakMemory {
    private PeakMemory() {}

    /** The peak resident memory of this JVM in MB, or 0 when unknown (not Linux). */
    public static double ofThisProcess() {
        return fromStatus(Path.of("/proc/self/status"));
    }

    /** The peak resident memory of process {@code pid} in MB, or 0 when unknown. */
    public static double ofProcess(long pid) {
        return fromStatus(Path.of("/proc", Long.toString(pid), "status"));
    }

    /** {@code VmHWM} of a {@code /proc/.../status} file in MB, or 0 when unknown. */
    static double fromStatus(Path status) {
        try {
            for (String line : Files.readAllLines(status)) {
                if (line.startsWith("VmHWM:")) {
                    String[] parts = line.substring(6).trim().split("\\s+");
                    return Long.parseLong(parts[0]) / 1024.0;
                }
            }
        } catch (IOException | RuntimeException e) {
            return 0;
        }
        return 0;
    }
}
