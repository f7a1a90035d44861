package org.jsmc.cli;

import java.io.PrintWriter;
import java.util.Locale;
import org.jsmc.explore.Counts;
import org.jsmc.explore.Listener;

/**
 * A progress line on stderr (traces, rate, elapsed time), for runs longer than a second on a
 * terminal. It rewrites itself in place and is erased when the run ends.
 */
final class ProgressLine implements Listener {
    private static final long FIRST_NANOS = 1_000_000_000L;
    private static final long EVERY_NANOS = 250_000_000L;

    private final PrintWriter err;
    private long lastNanos = -1;
    private int width;

    ProgressLine(PrintWriter err) {
        this.err = err;
    }

    @Override
    public void progress(Counts counts, long elapsedNanos) {
        if (elapsedNanos < FIRST_NANOS || elapsedNanos - lastNanos < EVERY_NANOS) {
            return;
        }
        lastNanos = elapsedNanos;
        double seconds = elapsedNanos / 1e9;
        String line =
                String.format(
                        Locale.ROOT,
                        "jsmc: %,d executions (%,.0f/s), %.1f s",
                        counts.executions(),
                        counts.executions() / seconds,
                        seconds);
        err.print("\r" + line + " ".repeat(Math.max(0, width - line.length())));
        err.flush();
        width = line.length();
    }

    /** Erases the line, if one was printed. */
    void clear() {
        if (width > 0) {
            err.print("\r" + " ".repeat(width) + "\r");
            err.flush();
            width = 0;
        }
    }
}
