package org.jsmc.bench.table;

import java.util.Locale;
import org.jsmc.bench.manifest.Reported;
import org.jsmc.bench.run.RunRecord;

/**
 * How numbers and outcomes are written in table cells. Markers: {@code -} timeout, {@code MO} out
 * of memory, {@code err} jsmc failed, {@code n/a} algorithm not in this build, {@code †} the
 * paper's tool cannot handle the benchmark, a trailing {@code !} a count that differs from the
 * paper or the closed form (compare mode); an empty cell has not been run (or the paper leaves it
 * empty).
 */
final class CellText {
    static final String TIMEOUT = "-";
    static final String OOM = "MO";
    static final String ERROR = "err";
    static final String UNSUPPORTED = "n/a";
    static final String PAPER_UNSUPPORTED = "†";
    static final String MISMATCH = "!";

    private CellText() {}

    /** A count, as the papers print it: no separators. */
    static String count(long n) {
        return Long.toString(n);
    }

    /** Seconds: two decimals below 10, one below 100, none above. */
    static String seconds(double s) {
        if (s < 10) {
            return String.format(Locale.ROOT, "%.2f", s);
        }
        if (s < 100) {
            return String.format(Locale.ROOT, "%.1f", s);
        }
        return String.format(Locale.ROOT, "%.0f", s);
    }

    /** Megabytes, no decimals. */
    static String megabytes(double mb) {
        return String.format(Locale.ROOT, "%.0f", mb);
    }

    /** A speedup factor, two decimals. */
    static String factor(double f) {
        return String.format(Locale.ROOT, "%.2f", f);
    }

    /** The marker for a run that did not finish, or {@code null} when it did. */
    static String unfinished(RunRecord r) {
        return switch (r.status()) {
            case OK -> null;
            case TIMEOUT -> TIMEOUT;
            case OOM -> OOM;
            case ERROR -> ERROR;
        };
    }

    /**
     * jsmc's value of {@code metric} for a finished run ({@code SPEEDUP} is done by the builder).
     */
    static String value(RunRecord r, Metric metric) {
        return switch (metric) {
            case TRACES -> count(r.counts().traces());
            case TIME -> seconds(r.seconds());
            case SLEEP_SET_BLOCKED -> count(r.counts().sleepSetBlocked());
            case EVENTS ->
                    r.statistic(RunRecord.EVENTS_IN_DPU_MODEL).map(CellText::count).orElse("");
            case MEMORY -> r.peakMemoryMb() == null ? "" : megabytes(r.peakMemoryMb());
            case BUG -> "error".equals(r.verdict()) ? "y" : "n";
            case SPEEDUP -> throw new IllegalArgumentException("speedup needs a baseline");
        };
    }

    /** The paper's value of {@code metric}, or {@code null} when it gives none. */
    static String paper(Reported p, Metric metric) {
        return switch (metric) {
            case TRACES -> p.traces() == null ? null : count(p.traces());
            case TIME -> p.seconds() == null ? null : seconds(p.seconds());
            case SLEEP_SET_BLOCKED ->
                    p.sleepSetBlocked() == null ? null : count(p.sleepSetBlocked());
            case EVENTS -> p.events() == null ? null : count(p.events());
            case MEMORY -> p.memoryMb() == null ? null : megabytes(p.memoryMb());
            case BUG -> p.bug() == null ? null : p.bug() ? "y" : "n";
            case SPEEDUP -> p.speedup() == null ? null : factor(p.speedup());
        };
    }
}
