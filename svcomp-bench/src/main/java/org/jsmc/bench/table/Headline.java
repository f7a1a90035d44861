package org.jsmc.bench.table;

import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;

/**
 * ViEqui's headline metrics (seed-001 §4.7, acceptance A5), which the paper never defines, with the
 * formulas the note reconstructs from its tables: over a table's paper rows,
 *
 * <ul>
 *   <li><b>10×</b>: the rows where the fastest of the baselines took more than ten times the
 *       subject's time, a baseline's timeout counting as its time limit;
 *   <li><b>timeout</b>: the rows where every baseline timed out and the subject finished.
 * </ul>
 *
 * Computed once from the paper's numbers (rows where every cell has a time or a timeout) and once
 * from jsmc's runs (rows where every configuration ran).
 */
final class Headline {
    /** A time, or a timeout after the limit. */
    record Time(double seconds, boolean timedOut) {}

    /** The subject and the baselines of the layouts that have the metrics. */
    private static final Map<String, List<String>> LAYOUTS =
            Map.of(
                    "viequi-t2", List.of("view", "optimal", "observers", "rvf"),
                    "viequi-t3", List.of("view", "optimal", "observers", "rvf"));

    /** The paper's time limit, which its timeouts count as. */
    static final double PAPER_LIMIT_SECONDS = 1800;

    private int rows;
    private int tenfold;
    private int timeouts;

    private Headline() {}

    /** The configurations of {@code layout}'s metrics, subject first; empty when it has none. */
    static List<String> configurations(String layout) {
        return LAYOUTS.getOrDefault(layout, List.of());
    }

    /** An empty tally. */
    static Headline tally() {
        return new Headline();
    }

    /** Adds a row, given each configuration's time in {@link #configurations} order. */
    void add(List<Optional<Time>> times) {
        if (times.stream().anyMatch(Optional::isEmpty)) {
            return;
        }
        rows++;
        Time subject = times.get(0).get();
        double fastest = Double.POSITIVE_INFINITY;
        boolean allTimedOut = true;
        for (Optional<Time> t : times.subList(1, times.size())) {
            fastest = Math.min(fastest, t.get().seconds());
            allTimedOut &= t.get().timedOut();
        }
        if (!subject.timedOut() && fastest > 10 * subject.seconds()) {
            tenfold++;
        }
        if (!subject.timedOut() && allTimedOut) {
            timeouts++;
        }
    }

    /** "10× a/n (x %), timeout b/n (y %)", or null without rows. */
    String render() {
        if (rows == 0) {
            return null;
        }
        return String.format(
                Locale.ROOT,
                "10× %d/%d (%.1f %%), timeout %d/%d (%.1f %%)",
                tenfold,
                rows,
                100.0 * tenfold / rows,
                timeouts,
                rows,
                100.0 * timeouts / rows);
    }

    /** The footnote of a layout, from the paper's and jsmc's tallies. */
    static String note(String layout, Headline paper, Headline jsmc) {
        List<String> c = configurations(layout);
        return "Headline metrics (ViEqui's, seed-001 §4.7), "
                + c.get(0)
                + " against the fastest of "
                + String.join(", ", c.subList(1, c.size()))
                + ": 10× = rows where the fastest took more than 10 times as long (a timeout counts"
                + " as the time limit); timeout = rows where all of them timed out and "
                + c.get(0)
                + " finished. Paper: "
                + Optional.ofNullable(paper.render()).orElse("no row with every time")
                + ". jsmc: "
                + Optional.ofNullable(jsmc.render()).orElse("no row with every run")
                + ".";
    }
}
