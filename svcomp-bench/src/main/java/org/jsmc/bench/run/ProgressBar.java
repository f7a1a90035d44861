package org.jsmc.bench.run;

import java.io.PrintWriter;
import java.util.Locale;

/**
 * Progress of a benchmark run on stderr. On a terminal it is one line rewritten in place: a bar,
 * done/total, the run in progress, elapsed time and an estimate of the time left (the mean time per
 * finished run so far, times the runs left, divided by the parallel jobs). Elsewhere (a log file)
 * it prints one line per finished run instead.
 *
 * <p>Thread-safety: all methods are synchronized; parallel runs report to one bar.
 */
public final class ProgressBar {
    private static final int BAR = 24;

    private final PrintWriter err;
    private final boolean terminal;
    private final int jobs;
    private final long start = System.nanoTime();
    private int total;
    private int done;
    private double runSeconds;
    private String current = "";
    private int width;

    /**
     * @param err where to write
     * @param terminal whether {@code err} is a terminal (rewrite one line) or a log (append lines)
     * @param jobs how many runs proceed in parallel, for the estimate
     */
    public ProgressBar(PrintWriter err, boolean terminal, int jobs) {
        this.err = err;
        this.terminal = terminal;
        this.jobs = Math.max(1, jobs);
    }

    /** The number of runs to do. */
    public synchronized void start(int total) {
        this.total = total;
        draw();
    }

    /** Run {@code spec} starts. */
    public synchronized void begin(RunSpec spec) {
        current = spec.describe();
        draw();
    }

    /** Run {@code spec} ended with {@code r}. */
    public synchronized void end(RunSpec spec, RunRecord r) {
        done++;
        runSeconds += r.seconds();
        if (terminal) {
            draw();
        } else {
            err.printf(Locale.ROOT, "[%d/%d] %s: %s%n", done, total, spec.describe(), outcome(r));
            err.flush();
        }
    }

    /** Erases the bar. */
    public synchronized void finish() {
        if (terminal && width > 0) {
            err.print("\r" + " ".repeat(width) + "\r");
            err.flush();
            width = 0;
        }
    }

    /** {@code ok: 256 traces, 0.52 s} and the like. */
    static String outcome(RunRecord r) {
        return switch (r.status()) {
            case OK ->
                    String.format(
                            Locale.ROOT,
                            "%,d trace%s, %.2f s",
                            r.counts().traces(),
                            r.counts().traces() == 1 ? "" : "s",
                            r.seconds());
            case TIMEOUT -> String.format(Locale.ROOT, "timeout after %.0f s", r.timeoutSeconds());
            case OOM -> "out of memory (-Xmx" + r.memoryMb() + "m)";
            case ERROR -> "error: " + r.message();
        };
    }

    private void draw() {
        if (!terminal) {
            return;
        }
        double elapsed = (System.nanoTime() - start) / 1e9;
        int filled = total == 0 ? BAR : done * BAR / total;
        String eta = done == 0 ? "?" : duration(runSeconds / done * (total - done) / jobs);
        String line =
                String.format(
                        Locale.ROOT,
                        "[%s%s] %d/%d  %s  %s elapsed, ETA %s",
                        "#".repeat(filled),
                        "-".repeat(BAR - filled),
                        done,
                        total,
                        current,
                        duration(elapsed),
                        eta);
        err.print("\r" + line + " ".repeat(Math.max(0, width - line.length())));
        err.flush();
        width = line.length();
    }

    /** {@code 1h02m}, {@code 3m07s} or {@code 12s}. */
    static String duration(double seconds) {
        long s = Math.round(seconds);
        if (s >= 3600) {
            return String.format(Locale.ROOT, "%dh%02dm", s / 3600, s % 3600 / 60);
        }
        if (s >= 60) {
            return String.format(Locale.ROOT, "%dm%02ds", s / 60, s % 60);
        }
        return s + "s";
    }
}
