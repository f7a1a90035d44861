package org.jsmc.svcomp.run;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.util.List;
import org.jsmc.bench.harness.ChildJvms;
import org.jsmc.svcomp.score.Verdict;
import org.jsmc.svcomp.task.Task;

/**
 * Runs jsmc on one task in a JVM of its own ({@link ChildJvms}: output into temporary files, peak
 * memory sampled from {@code /proc} while it runs, killed with everything it started when the time
 * limit and the grace period are over) and turns what happened into a {@link TaskResult}.
 *
 * <p>The outcomes: exit 0 or 42 with a JSON report on stdout whose {@code svcomp} object gives the
 * verdict and its reason; exit 1 (bad input or unsupported feature) is {@code error} with jsmc's
 * line on stderr as the reason; an {@code OutOfMemoryError} is {@code unknown}, reason {@code out
 * of memory}; killed at the time limit is {@code unknown}, reason {@code timeout}; anything else
 * (exit 2 or 3, a crash, no report) is {@code error}.
 */
public final class TaskRun {
    private static final ObjectMapper JSON = new ObjectMapper();
    private static final String OOM = "OutOfMemoryError";

    private static final ChildJvms JVMS = new ChildJvms("jsmc-svcomp", 100);

    private TaskRun() {}

    /** Runs {@code task} with {@code launcher} under {@code limits}. */
    public static TaskResult run(Task task, SvcompLauncher launcher, SvcompLimits limits) {
        ChildJvms.Ended ended;
        try {
            ended = JVMS.run(launcher.command(task, limits), limits.killSeconds());
        } catch (IOException e) {
            throw new UncheckedIOException("cannot run jsmc on " + task.definition().file(), e);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException(
                    "interrupted while running " + task.definition().file(), e);
        }
        Outcome o =
                ended.killed()
                        ? Outcome.TIMEOUT
                        : outcome(ended.exitCode(), ended.stdout(), ended.stderr());
        Double peak = o.peakMemoryMb != null ? o.peakMemoryMb : ended.peakMemoryMb();
        return TaskResult.of(
                task,
                launcher.algorithm(),
                limits,
                o.verdict,
                o.reason,
                ended.seconds(),
                o.checkSeconds,
                peak,
                ended.exitCode());
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
}
