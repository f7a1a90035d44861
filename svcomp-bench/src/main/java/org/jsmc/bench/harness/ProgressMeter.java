package org.jsmc.bench.harness;

import java.io.PrintWriter;
import java.util.Locale;

/**
 * A runner's progress bar, one line on a terminal rewritten in place: {@code [#####-----] 3/10 <the
 * run in progress> 1m02s elapsed, ETA 2m30s}. The estimate is the mean time per finished run so
 * far, times the runs left, divided by the parallel jobs. Its owner decides when to draw it (only
 * on a terminal) and what else to print, erasing it first.
 *
 * <p>Thread-safety: none; the owner synchronizes.
 */
public final class ProgressMeter {
    private static final int BAR = 24;

    private final PrintWriter err;
    private final int jobs;
    private final long start = System.nanoTime();
    private int total;
    private int done;
    private double runSeconds;
    private String current = "";
    private int width;

    /**
     * @param err where the bar goes
     * @param jobs how many runs proceed in parallel, for the estimate (at least 1 is assumed)
     */
    public ProgressMeter(PrintWriter err, int jobs) {
        this.err = err;
        this.jobs = Math.max(1, jobs);
    }

    /** The number of runs to do. */
    public void start(int total) {
        this.total = total;
    }

    /** A run called {@code current} starts. */
    public void begin(String current) {
        this.current = current;
    }

    /** A run that took {@code seconds} ended. */
    public void end(double seconds) {
        done++;
        runSeconds += seconds;
    }

    /** The number of runs to do. */
    public int total() {
        return total;
    }

    /** The number of runs ended. */
    public int done() {
        return done;
    }

    /** Draws the bar over the one drawn before; a bar of no runs is full. */
    public void draw() {
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

    /** Erases the bar, if one is drawn. */
    public void erase() {
        if (width > 0) {
            err.print("\r" + " ".repeat(width) + "\r");
            err.flush();
            width = 0;
        }
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
