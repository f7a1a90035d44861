package org.jsmc.bench.run;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.TimeUnit;
import org.jsmc.explore.Counts;

/**
 * Runs one {@link RunSpec} in a JVM of its own and turns what happened into a {@link RunRecord}.
 * The process's output goes to temporary files (so no pipe can fill up and block it); at the time
 * limit the process and everything it started are destroyed forcibly. While it runs, its peak
 * resident memory is sampled from {@code /proc/PID/status} ({@code VmHWM}), so that runs killed at
 * the time limit have a memory figure too; a finished run reports its own.
 */
public final class ProcessRun {
    private static final long POLL_MILLIS = 200;
    private static final ObjectMapper JSON = new ObjectMapper();
    private static final String OOM = "OutOfMemoryError";

    /** The runs in progress, killed if the runner's JVM exits (e.g. on Ctrl-C or SIGTERM). */
    private static final Set<Process> LIVE = ConcurrentHashMap.newKeySet();

    static {
        Runtime.getRuntime()
                .addShutdownHook(
                        new Thread(
                                () ->
                                        LIVE.forEach(
                                                p -> {
                                                    p.descendants()
                                                            .forEach(
                                                                    ProcessHandle::destroyForcibly);
                                                    p.destroyForcibly();
                                                }),
                                "jsmc-bench-cleanup"));
    }

    private ProcessRun() {}

    /** Runs {@code spec} with {@code launcher} under {@code limits}. */
    public static RunRecord run(RunSpec spec, Launcher launcher, Limits limits) {
        Path out = null;
        Path err = null;
        try {
            out = Files.createTempFile("jsmc-bench-", ".out");
            err = Files.createTempFile("jsmc-bench-", ".err");
            return run(spec, launcher.command(spec, limits), limits, out, err);
        } catch (IOException e) {
            throw new UncheckedIOException("cannot run " + spec.describe(), e);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException("interrupted while running " + spec.describe(), e);
        } finally {
            deleteQuietly(out);
            deleteQuietly(err);
        }
    }

    private static RunRecord run(
            RunSpec spec, List<String> command, Limits limits, Path out, Path err)
            throws IOException, InterruptedException {
        long start = System.nanoTime();
        Process p =
                new ProcessBuilder(command)
                        .redirectOutput(out.toFile())
                        .redirectError(err.toFile())
                        .redirectInput(ProcessBuilder.Redirect.from(nullDevice()))
                        .start();
        LIVE.add(p);
        try {
            return await(spec, p, limits, start, out, err);
        } finally {
            LIVE.remove(p);
        }
    }

    private static RunRecord await(
            RunSpec spec, Process p, Limits limits, long start, Path out, Path err)
            throws IOException, InterruptedException {
        long deadline = start + (long) (limits.timeoutSeconds() * 1e9);
        double sampledPeakMb = 0;
        boolean finished = false;
        while (!finished) {
            long left = deadline - System.nanoTime();
            if (left <= 0) {
                break;
            }
            finished =
                    p.waitFor(
                            Math.min(TimeUnit.NANOSECONDS.toMillis(left) + 1, POLL_MILLIS),
                            TimeUnit.MILLISECONDS);
            if (!finished) {
                sampledPeakMb = Math.max(sampledPeakMb, PeakMemory.ofProcess(p.pid()));
            }
        }
        Base base = new Base(spec, limits);
        if (!finished) {
            sampledPeakMb = Math.max(sampledPeakMb, PeakMemory.ofProcess(p.pid()));
            p.descendants().forEach(ProcessHandle::destroyForcibly);
            p.destroyForcibly();
            p.waitFor();
            double seconds = (System.nanoTime() - start) / 1e9;
            return base.failed(Status.TIMEOUT, seconds, mb(sampledPeakMb), null, null);
        }
        double seconds = (System.nanoTime() - start) / 1e9;
        int exit = p.exitValue();
        String stderr = Files.readString(err, StandardCharsets.UTF_8);
        String stdout = Files.readString(out, StandardCharsets.UTF_8);
        // -XX:+ExitOnOutOfMemoryError prints "Terminating due to java.lang.OutOfMemoryError" on
        // stdout and exits with 3; an OutOfMemoryError caught by jsmc would be on stderr.
        if (exit != 0 && exit != 42 && (stderr.contains(OOM) || stdout.contains(OOM))) {
            return base.failed(
                    Status.OOM,
                    seconds,
                    mb(sampledPeakMb),
                    exit,
                    firstLine(stderr + "\n" + stdout));
        }
        if (exit != 0 && exit != 42) {
            return base.failed(Status.ERROR, seconds, mb(sampledPeakMb), exit, firstLine(stderr));
        }
        JsonNode report;
        try {
            report = JSON.readTree(stdout);
        } catch (IOException e) {
            report = null;
        }
        if (report == null || !report.has("counts")) {
            return base.failed(
                    Status.ERROR, seconds, mb(sampledPeakMb), exit, "no JSON report on stdout");
        }
        JsonNode c = report.get("counts");
        Counts counts =
                new Counts(
                        c.path("traces").asLong(),
                        c.path("assumeBlocked").asLong(),
                        c.path("sleepSetBlocked").asLong(),
                        c.path("awaitBlocked").asLong(),
                        c.path("boundPruned").asLong(),
                        c.path("deadlocked").asLong(),
                        c.path("errors").asLong());
        Double peak =
                report.hasNonNull("peakMemoryMb")
                        ? report.get("peakMemoryMb").asDouble()
                        : mb(sampledPeakMb);
        return base.record(
                Status.OK,
                report.path("verdict").asText(null),
                counts,
                report.has("complete") ? report.get("complete").asBoolean() : null,
                statistics(report.get("statistics")),
                seconds,
                report.hasNonNull("seconds") ? report.get("seconds").asDouble() : null,
                peak,
                exit,
                null);
    }

    /** The parts of a record every outcome shares. */
    private record Base(RunSpec spec, Limits limits) {
        /** A run without a report: timed out, out of memory, or failed. */
        RunRecord failed(
                Status status,
                double seconds,
                Double peakMemoryMb,
                Integer exitCode,
                String message) {
            return record(
                    status, null, null, null, null, seconds, null, peakMemoryMb, exitCode, message);
        }

        RunRecord record(
                Status status,
                String verdict,
                Counts counts,
                Boolean complete,
                Map<String, Long> statistics,
                double seconds,
                Double checkSeconds,
                Double peakMemoryMb,
                Integer exitCode,
                String message) {
            return new RunRecord(
                    spec.family().id(),
                    spec.params().values(),
                    spec.configuration().key(),
                    status,
                    verdict,
                    counts,
                    complete,
                    statistics,
                    round(seconds, 3),
                    checkSeconds == null ? null : round(checkSeconds, 3),
                    peakMemoryMb,
                    limits.timeoutSeconds(),
                    limits.memoryMb(),
                    exitCode,
                    message,
                    Instant.now().toString());
        }
    }

    /**
     * The integer figures of jsmc's {@code statistics} object (others are left out), or {@code
     * null} when there are none.
     */
    static Map<String, Long> statistics(JsonNode statistics) {
        if (statistics == null || !statistics.isObject()) {
            return null;
        }
        Map<String, Long> m = new TreeMap<>();
        statistics
                .fields()
                .forEachRemaining(
                        e -> {
                            if (e.getValue().isIntegralNumber()
                                    && e.getValue().canConvertToLong()) {
                                m.put(e.getKey(), e.getValue().asLong());
                            }
                        });
        return m.isEmpty() ? null : m;
    }

    private static Double mb(double sampled) {
        return sampled > 0 ? round(sampled, 1) : null;
    }

    private static double round(double v, int digits) {
        double f = Math.pow(10, digits);
        return Math.round(v * f) / f;
    }

    /** The line of {@code stderr} that says what went wrong, for the record's message. */
    static String firstLine(String stderr) {
        List<String> lines = stderr.lines().map(String::strip).filter(l -> !l.isEmpty()).toList();
        return lines.stream()
                .filter(l -> l.contains(OOM))
                .findFirst()
                .or(() -> lines.stream().filter(l -> l.startsWith("jsmc:")).findFirst())
                .or(() -> lines.stream().findFirst())
                .orElse("(no message on stderr)");
    }

    private static java.io.File nullDevice() {
        return new java.io.File(
                System.getProperty("os.name").startsWith("Windows") ? "NUL" : "/dev/null");
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
