package org.jsmc.bench.run;

import java.io.PrintWriter;
import java.util.Locale;
import org.jsmc.bench.harness.ProgressMeter;

/**
 * Progress of a benchmark run on stderr. On a terminal it is a {@link ProgressMeter}, one line
 * rewritten in place: a bar, done/total, the run in progress, elapsed time and an estimate of the
 * time left. Elsewhere (a log file) it prints one line per finished run instead.
 *
 * <p>Thread-safety: all methods are synchronized; parallel runs report to one bar.
 */
public final class ProgressBar {
    private final PrintWriter err;
    private final boolean terminal;
    private final ProgressMeter meter;

    /**
     * @param err where to write
     * @param terminal whether {@code err} is a terminal (rewrite one line) or a log (append lines)
     * @param jobs how many runs proceed in parallel, for the estimate
     */
    public ProgressBar(PrintWriter err, boolean terminal, int jobs) {
        this.err = err;
        this.terminal = terminal;
        this.meter = new ProgressMeter(err, jobs);
    }

    /** The number of runs to do. */
    public synchronized void start(int total) {
        meter.start(total);
        draw();
    }

    /** Run {@code spec} starts. */
    public synchronized void begin(RunSpec spec) {
        meter.begin(spec.describe());
        draw();
    }

    /** Run {@code spec} ended with {@code r}. */
    public synchronized void end(RunSpec spec, RunRecord r) {
        meter.end(r.seconds());
        if (terminal) {
            draw();
        } else {
            err.printf(
                    Locale.ROOT,
                    "[%d/%d] %s: %s%n",
                    meter.done(),
                    meter.total(),
                    spec.describe(),
                    outcome(r));
            err.flush();
        }
    }

    /** Erases the bar. */
    public synchronized void finish() {
        meter.erase();
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
        if (terminal) {
            meter.draw();
        }
    }
}
