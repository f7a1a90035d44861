package org.jsmc.bench.run;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.time.Instant;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import org.jsmc.bench.harness.ChildJvms;
import org.jsmc.explore.Counts;

/**
 * Runs one {@link RunSpec} in a JVM of its own ({@link ChildJvms}: output to temporary files,
 * killed with everything it started at the time limit, peak memory sampled while it runs) and turns
 * what happened into a {@link RunRecord}. A run killed at the time limit has the sampled memory
 * figure; a finished run reports its own.
 */
public final class ProcessRun {
    private static final ObjectMapper JSON = new ObjectMapper();
    private static final String OOM = "OutOfMemoryError";

    private static final ChildJvms JVMS = new ChildJvms("jsmc-bench", 200);

    private ProcessRun() {}

    /** Runs {@code spec} with {@code launcher} under {@code limits}. */
    public static RunRecord run(RunSpec spec, Launcher launcher, Limits limits) {
        try {
            return record(
                    spec,
                    limits,
                    JVMS.run(launcher.command(spec, limits), limits.timeoutSeconds()));
        } catch (IOException e) {
            throw new UncheckedIOException("cannot run " + spec.describe(), e);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException("interrupted while running " + spec.describe(), e);
        }
    }

    private static RunRecord record(RunSpec spec, Limits limits, ChildJvms.Ended ended) {
        Base base = new Base(spec, limits);
        double seconds = ended.seconds();
        Double sampledPeakMb = ended.peakMemoryMb();
        if (ended.killed()) {
            return base.failed(Status.TIMEOUT, seconds, sampledPeakMb, null, null);
        }
        int exit = ended.exitCode();
        String stderr = ended.stderr();
        String stdout = ended.stdout();
        // -XX:+ExitOnOutOfMemoryError prints "Terminating due to java.lang.OutOfMemoryError" on
        // stdout and exits with 3; an OutOfMemoryError caught by jsmc would be on stderr.
        if (exit != 0 && exit != 42 && (stderr.contains(OOM) || stdout.contains(OOM))) {
            return base.failed(
                    Status.OOM, seconds, sampledPeakMb, exit, firstLine(stderr + "\n" + stdout));
        }
        if (exit != 0 && exit != 42) {
            return base.failed(Status.ERROR, seconds, sampledPeakMb, exit, firstLine(stderr));
        }
        JsonNode report;
        try {
            report = JSON.readTree(stdout);
        } catch (IOException e) {
            report = null;
        }
        if (report == null || !report.has("counts")) {
            return base.failed(
                    Status.ERROR, seconds, sampledPeakMb, exit, "no JSON report on stdout");
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
                        : sampledPeakMb;
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
}
