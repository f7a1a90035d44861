package org.jsmc.bench.harness;

import java.io.File;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.TimeUnit;

/**
 * The child JVMs of one runner, each running jsmc once. Their output goes to temporary files (so no
 * pipe can fill up and block them) and their input is the null device. While one runs, its peak
 * resident memory is sampled from {@code /proc} ({@link PeakMemory}), so that a run killed at the
 * time limit has a memory figure too. At the time limit the process and everything it started are
 * destroyed forcibly; so are the processes still running when the runner's JVM exits (Ctrl-C,
 * SIGTERM), by a shutdown hook registered when this object is made.
 *
 * <p>Thread-safety: {@link #run} may be called from parallel runs; each call has its own process
 * and files.
 */
public final class ChildJvms {
    private final String name;
    private final long pollMillis;

    /** The processes in progress, killed by the shutdown hook. */
    private final Set<Process> live = ConcurrentHashMap.newKeySet();

    /**
     * Registers the shutdown hook, a thread called {@code <name>-cleanup}. Make one per runner and
     * keep it: each registers a hook of its own.
     *
     * @param name the prefix of the temporary files' names, e.g. {@code jsmc-bench}
     * @param pollMillis how often to check whether the process ended, and sample its memory
     */
    public ChildJvms(String name, long pollMillis) {
        this.name = name;
        this.pollMillis = pollMillis;
        Runtime.getRuntime()
                .addShutdownHook(
                        new Thread(() -> live.forEach(ChildJvms::kill), name + "-cleanup"));
    }

    /**
     * How a child JVM ended.
     *
     * @param exitCode its exit code, or null when it was killed at the time limit
     * @param stdout what it printed on stdout; empty when it was killed
     * @param stderr what it printed on stderr; empty when it was killed
     * @param seconds wall-clock time from its start until it ended or was killed and reaped
     * @param sampledPeakMb the largest peak resident memory sampled while it ran, in MB; 0 when no
     *     sample was taken or known
     */
    public record Ended(
            Integer exitCode, String stdout, String stderr, double seconds, double sampledPeakMb) {
        /** Whether it was killed at the time limit. */
        public boolean killed() {
            return exitCode == null;
        }

        /** The sampled peak in MB to one decimal, or null when there is none. */
        public Double peakMemoryMb() {
            return sampledPeakMb > 0 ? Math.round(sampledPeakMb * 10) / 10.0 : null;
        }
    }

    /**
     * Runs {@code command} and waits until it exits or {@code killSeconds} have passed since its
     * start, when it is killed.
     */
    public Ended run(List<String> command, double killSeconds)
            throws IOException, InterruptedException {
        Path out = null;
        Path err = null;
        try {
            out = Files.createTempFile(name + "-", ".out");
            err = Files.createTempFile(name + "-", ".err");
            return run(command, killSeconds, out, err);
        } finally {
            deleteQuietly(out);
            deleteQuietly(err);
        }
    }

    private Ended run(List<String> command, double killSeconds, Path out, Path err)
            throws IOException, InterruptedException {
        long start = System.nanoTime();
        Process p =
                new ProcessBuilder(command)
                        .redirectOutput(out.toFile())
                        .redirectError(err.toFile())
                        .redirectInput(ProcessBuilder.Redirect.from(nullDevice()))
                        .start();
        live.add(p);
        double sampledPeakMb = 0;
        boolean finished = false;
        try {
            long deadline = start + (long) (killSeconds * 1e9);
            while (!finished) {
                long left = deadline - System.nanoTime();
                if (left <= 0) {
                    break;
                }
                finished =
                        p.waitFor(
                                Math.min(TimeUnit.NANOSECONDS.toMillis(left) + 1, pollMillis),
                                TimeUnit.MILLISECONDS);
                if (!finished) {
                    sampledPeakMb = Math.max(sampledPeakMb, PeakMemory.ofProcess(p.pid()));
                }
            }
            if (!finished) {
                sampledPeakMb = Math.max(sampledPeakMb, PeakMemory.ofProcess(p.pid()));
                kill(p);
                p.waitFor();
            }
        } finally {
            live.remove(p);
        }
        double seconds = (System.nanoTime() - start) / 1e9;
        if (!finished) {
            return new Ended(null, "", "", seconds, sampledPeakMb);
        }
        return new Ended(
                p.exitValue(),
                Files.readString(out, StandardCharsets.UTF_8),
                Files.readString(err, StandardCharsets.UTF_8),
                seconds,
                sampledPeakMb);
    }

    private static void kill(Process p) {
        p.descendants().forEach(ProcessHandle::destroyForcibly);
        p.destroyForcibly();
    }

    private static File nullDevice() {
        return new File(System.getProperty("os.name").startsWith("Windows") ? "NUL" : "/dev/null");
    }

    private static void deleteQuietly(Path p) {
        if (p != null) {
            try {
                Files.deleteIfExists(p);
            } catch (IOException e) {
                // a temporary file left behind is harmless
            }
        }
    }
}
