package org.jsmc.svcomp.run;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.File;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.TimeUnit;
import org.jsmc.bench.run.PeakMemory;
import org.jsmc.svcomp.score.Verdict;
import org.jsmc.svcomp.task.Task;

/**
 * Runs jsmc on one task in a JVM of its own and turns what happened into a {@link TaskResult}, as
 * {@code org.jsmc.bench.run.ProcessRun} does for benchmark runs: output into temporary files, peak
 * memory sampled from {@code /proc} while it runs, killed with everything it started when the time
 * limit and the grace period are over.
 *
 * <p>The outcomes: exit 0 or 42 with a JSON report on stdout whose {@code svcomp} object gives the
 * verdict and its reason; exit 1 (bad input or unsupported feature) is {@code error} with jsmc's
 * line on stderr as the reason; an {@code OutOfMemoryError} is {@code unknown}, reason {@code out
 * of memory}; killed at the time limit is {@code unknown}, reason {@code timeout}; anything else
 * (exit 2 or 3, a crash, no report) is {@code error}.
 */
public final class TaskRun {
    private static final long POLL_MILLIS = 100;
    private static final ObjectMapper JSON = new ObjectMapper();
    private static final String OOM = "OutOfMemoryError";

    /** The runs in progress, killed if the runner's JVM exits (Ctrl-C, SIGTERM). */
    private static final Set<Process> LIVE = ConcurrentHashMap.newKeySet();

    static {
        Runtime.getRuntime()
                .addShutdownHook(
                        new Thread(() -> LIVE.forEach(TaskRun::kill), "jsmc-svcomp-cleanup"));
    }

    private TaskRun() {}

    /** Runs {@code task} with {@code launcher} under {@code limits}. */
    public static TaskResult run(Task task, SvcompLauncher launcher, SvcompLimits limits) {
        Path out = null;
        Path err = null;
        try {
            out = Files.createTempFile("jsmc-svcomp-", ".out");
            err = Files.createTempFile("jsmc-svcomp-", ".err");
            return run(task, launcher, limits, out, err);
        } catch (IOException e) {
            throw new UncheckedIOException("cannot run jsmc on " + task.definition().file(), e);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException(
                    "interrupted while running " + task.definition().file(), e);
        } finally {
            deleteQuietly(out);
            deleteQuietly(err);
        }
    }

    private static TaskResult run(
            Task task, SvcompLauncher launcher, SvcompLimits limits, Path out, Path err)
            throws IOException, InterruptedException {
        long start = System.nanoTime();
        Process p =
                new ProcessBuilder(launcher.command(task, limits))
                        .redirectOutput(out.toFile())
                        .redirectError(err.toFile())
                        .redirectInput(ProcessBuilder.Redirect.from(nullDevice()))
                        .start();
        LIVE.add(p);
        double sampledMb = 0;
        boolean finished = false;
        try {
            long deadline = start + (long) (limits.killSeconds() * 1e9);
            while (!finished && System.nanoTime() < deadline) {
                long left = TimeUnit.NANOSECONDS.toMillis(deadline - System.nanoTime()) + 1;
                finished = p.waitFor(Math.min(left, POLL_MILLIS), TimeUnit.MILLISECONDS);
                if (!finished) {
                    sampledMb = Math.max(sampledMb, PeakMemory.ofProcess(p.pid()));
                }
            }
            if (!finished) {
                kill(p);
                p.waitFor();
            }
        } finally {
            LIVE.remove(p);
        }
        double seconds = (System.nanoTime() - start) / 1e9;
        Outcome o = finished ? outcome(p.exitValue(), read(out), read(err)) : Outcome.TIMEOUT;
        Double peak =
                o.peakMemoryMb != null
                        ? o.peakMemoryMb
                        : (sampledMb > 0 ? round1(sampledMb) : null);
        return TaskResult.of(
                task,
                launcher.algorithm(),
                limits,
                o.verdict,
                o.reason,
                seconds,
                o.checkSeconds,
                peak,
                finished ? p.exitValue() : null);
    }

    /** What a finished or killed process said. */
    record Outcome(Verdict verdict, String reason, Double checkSeconds, Double peakMemoryMb) {
        static final Outcome TIMEOUT = new Outcome(Verdict.UNKNOWN, "timeout", null, null);
    }

    /**
     * The outcome of a process that exited with {@code exit}, having printed {@code stdout} and
     * {@code stderr}.
     */
    static Outcome outcome(int exit, String stdout, String stderr) {
        // -XX:+ExitOnOutOfMemoryError prints "Terminating due to java.lang.OutOfMemoryError" on
        // stdout and exits with 3; an OutOfMemoryError caught by jsmc would be on stderr.
        if (exit != 0 && exit != 42 && (stderr.contains(OOM) || stdout.contains(OOM))) {
            return new Outcome(Verdict.UNKNOWN, "out of memory", null, null);
        }
        if (exit == 1) {
            return new Outcome(Verdict.ERROR, message(stderr), null, null);
        }
        if (exit != 0 && exit != 42) {
            String what = exit == 3 ? "internal error" : "exit code " + exit;
            return new Outcome(Verdict.ERROR, what + ": " + message(stderr), null, null);
        }
        JsonNode report;
        try {
            report = JSON.readTree(stdout);
        } catch (IOException e) {
            report = null;
        }
        if (report == null || !report.path("svcomp").isObject()) {
            return new Outcome(Verdict.ERROR, "no SV-COMP verdict in jsmc's report", null, null);
        }
        JsonNode sv = report.get("svcomp");
        Verdict v;
        try {
            v = Verdict.parse(sv.path("verdict").asText(""));
        } catch (IllegalArgumentException e) {
            return new Outcome(Verdict.ERROR, "jsmc's report: " + e.getMessage(), null, null);
        }
        String reason = sv.hasNonNull("reason") ? oneLine(sv.get("reason").asText()) : null;
        return new Outcome(
                v,
                reason,
                report.hasNonNull("seconds") ? report.get("seconds").asDouble() : null,
                report.hasNonNull("peakMemoryMb") ? report.get("peakMemoryMb").asDouble() : null);
    }

    /** jsmc's line on stderr, without its {@code jsmc: } prefix. */
    static String message(String stderr) {
        List<String> lines = stderr.lines().map(String::strip).filter(l -> !l.isEmpty()).toList();
        String line =
                lines.stream()
                        .filter(l -> l.startsWith("jsmc:"))
                        .findFirst()
                        .or(() -> lines.stream().findFirst())
                        .orElse("(no message on stderr)");
        return line.startsWith("jsmc:") ? line.substring(5).strip() : line;
    }

    private static String oneLine(String s) {
        return s.lines().map(String::strip).filter(l -> !l.isEmpty()).findFirst().orElse("");
    }

    private static void kill(Process p) {
        p.descendants().forEach(ProcessHandle::destroyForcibly);
        p.destroyForcibly();
    }

    private static String read(Path p) throws IOException {
        return Files.readString(p, StandardCharsets.UTF_8);
    }

    private static double round1(double v) {
        return Math.round(v * 10) / 10.0;
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
