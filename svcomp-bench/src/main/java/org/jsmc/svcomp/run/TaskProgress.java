package org.jsmc.svcomp.run;

import java.io.PrintWriter;
import java.util.function.Function;
import org.jsmc.bench.harness.ProgressMeter;
import org.jsmc.svcomp.task.Task;

/**
 * Progress of {@code jsmc svcomp}: one line per finished task on stdout and, on a terminal, a
 * {@link ProgressMeter} on stderr rewritten in place (done/total, the task in progress, elapsed
 * time, an estimate of the time left), erased before each task line and drawn again after it.
 *
 * <p>Thread-safety: all methods are synchronized; parallel runs report to one progress.
 */
public final class TaskProgress {
    private final PrintWriter out;
    private final boolean terminal;
    private final Function<TaskResult, String> line;
    private final ProgressMeter meter;

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
        this.terminal = terminal;
        this.line = line;
        this.meter = new ProgressMeter(err, jobs);
    }

    /** The number of tasks to run. */
    public synchronized void start(int total) {
        meter.start(total);
        draw();
    }

    /** {@code task} starts. */
    public synchronized void begin(Task task) {
        meter.begin(task.definition().file().getFileName().toString());
        draw();
    }

    /** A task ended with {@code r}. */
    public synchronized void end(TaskResult r) {
        meter.end(r.seconds());
        if (line != null) {
            meter.erase();
            out.println(line.apply(r));
            out.flush();
        }
        draw();
    }

    /** Erases the bar. */
    public synchronized void finish() {
        meter.erase();
    }

    /** Draws the bar on a terminal, unless there is nothing to run. */
    private void draw() {
        if (terminal && meter.total() > 0) {
            meter.draw();
        }
    }
}
