package org.jsmc.svcomp.run;

import java.io.PrintWriter;
import java.util.Locale;
import java.util.function.Function;
import org.jsmc.svcomp.task.Task;

/**
 * Progress of {@code jsmc svcomp}: one line per finished task on stdout and, on a terminal, a bar
 * on stderr rewritten in place (done/total, the task in progress, elapsed time, an estimate of the
 * time left), erased before each task line and drawn again after it.
 *
 * <p>Thread-safety: all methods are synchronized; parallel runs report to one progress.
 */
public final class TaskProgress {
    private static final int BAR = 24;

    private final PrintWriter out;
    private final PrintWriter err;
    private final boolean terminal;
    private final int jobs;
    private final Function<TaskResult, String> line;
    private final long start = System.nanoTime();
    private int total;
    private int done;
    private double runSeconds;
    private String current = "";
    private int width;

    /**
     * @param out where the task lines go
     * @param err where the bar goes
     * @param terminal whether {@code err} is a terminal (else no bar)
     * @param jobs how many tasks run in parallel, for the estimate
     * @param line the line printed for a finished task, or null for none
     */
    public TaskProgress(
            PrintWriter out,
            PrintWriter err,
            boolean terminal,
            int jobs,
            Function<TaskResult, String> line) {
        this.out = out;
        this.err = err;
        this.terminal = terminal;
        this.jobs = Math.max(1, jobs);
        this.line = line;
    }

    /** The number of tasks to run. */
    public synchronized void start(int total) {
        this.total = total;
        draw();
    }

    /** {@code task} starts. */
    public synchronized void begin(Task task) {
        current = task.definition().file().getFileName().toString();
        draw();
    }

    /** A task ended with {@code r}. */
    public synchronized void end(TaskResult r) {
        done++;
        runSeconds += r.seconds();
        if (line != null) {
            erase();
            out.println(line.apply(r));
            out.flush();
        }
        draw();
    }

    /** Erases the bar. */
    public synchronized void finish() {
        erase();
    }

    private void erase() {
        if (terminal && width > 0) {
            err.print("\r" + " ".repeat(width) + "\r");
            err.flush();
            width = 0;
        }
    }

    private void draw() {
        if (!terminal || total == 0) {
            return;
        }
        double elapsed = (System.nanoTime() - start) / 1e9;
        int filled = done * BAR / total;
        String eta = done == 0 ? "?" : duration(runSeconds / done * (total - done) / jobs);
        String bar =
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
        err.print("\r" + bar + " ".repeat(Math.max(0, width - bar.length())));
        err.flush();
        width = bar.length();
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
