package org.jsmc.cli;

import java.util.Locale;
import org.jsmc.explore.Algorithm;
import org.jsmc.explore.Counts;
import org.jsmc.explore.ErrorTrace;
import org.jsmc.explore.Result;

/**
 * The report in Nidhugg's format, so existing table scripts parse it:
 *
 * <pre>
 * Trace count: 69
 * Assume-blocked trace count: 3          (only when non-zero; likewise the other buckets)
 * No errors were detected.               (or the error block)
 * Total wall-clock time: 0.18 s
 * </pre>
 */
final class TextReport {
    private TextReport() {}

    static String render(Report report, boolean verbose) {
        Result r = report.result();
        Counts c = r.counts();
        StringBuilder s = new StringBuilder();
        s.append("Trace count: ").append(c.traces()).append('\n');
        bucket(s, "Assume-blocked", c.assumeBlocked());
        bucket(s, "Sleepset-blocked", c.sleepSetBlocked());
        bucket(s, "Await-blocked", c.awaitBlocked());
        bucket(s, "Bound-pruned", c.boundPruned());
        bucket(s, "Deadlocked", c.deadlocked());
        bucket(s, "Repeated-view", r.statistics().getOrDefault("viewsRepeated", 0L));
        bucket(s, "Repeated-class", r.statistics().getOrDefault("classesRepeated", 0L));
        Long events = r.statistics().get("unfoldingEvents");
        if (events != null) {
            s.append("Unfolding events: ").append(events).append('\n');
        }
        if (r.firstError().isPresent()) {
            errorBlock(s, r.firstError().get(), report, verbose);
        } else {
            s.append("No errors were detected.\n");
        }
        Long bound = r.statistics().get("bound");
        if (bound != null) {
            s.append("Round-robin bound: ").append(bound);
            Long runs = r.statistics().get("deepenedRuns");
            if (runs != null) {
                s.append(" (the last of ").append(runs).append(" runs with bounds 0, 1, ...)");
            }
            s.append('\n');
            if (c.boundPruned() > 0 && r.firstError().isEmpty()) {
                s.append("Note: executions of more than ")
                        .append(bound)
                        .append(" round-robin rounds were not explored.\n");
            }
        }
        if (r.statistics().containsKey("mixedSizes")) {
            String classes =
                    Algorithm.byName(r.algorithm())
                            .map(a -> a.equivalence().title())
                            .orElse(r.algorithm());
            s.append("Note: accesses of different sizes overlap, and ")
                    .append(r.algorithm())
                    .append("'s search gives each read one location: optimal's search ran")
                    .append(" instead, keeping one execution per ")
                    .append(classes)
                    .append(" class.\n");
        }
        if (r.loopBoundHit()) {
            s.append("Note: the loop bound (--unroll ")
                    .append(report.unroll())
                    .append(") cut some executions; behaviours beyond it were not explored.\n");
        }
        if (!r.complete() && r.firstError().isEmpty()) {
            s.append("Note: a trace or time limit stopped the exploration early.\n");
        }
        s.append(String.format(Locale.ROOT, "Total wall-clock time: %.2f s%n", report.seconds()));
        if (report.answer() != null) {
            s.append("Verdict: ").append(report.answer().verdict()).append('\n');
            s.append("Reason: ").append(report.answer().reason()).append('\n');
        }
        return s.toString();
    }

    private static void bucket(StringBuilder s, String name, long n) {
        if (n != 0) {
            s.append(name).append(" trace count: ").append(n).append('\n');
        }
    }

    private static void errorBlock(
            StringBuilder s, ErrorTrace error, Report report, boolean verbose) {
        s.append(" Error detected:\n");
        for (Report.TraceLine line : report.counterexample()) {
            s.append("  ").append("    ".repeat(line.column())).append(line.id());
            if (line.location().isKnown()) {
                s.append(' ')
                        .append(line.location().file())
                        .append(':')
                        .append(line.location().line())
                        .append(':');
                if (!line.source().isEmpty()) {
                    s.append(' ').append(line.source());
                }
            }
            if (verbose || !line.location().isKnown()) {
                s.append("    [").append(line.description()).append(']');
            }
            s.append('\n');
        }
        s.append("Error: ").append(error.report().describe()).append('\n');
        if (!error.output().isEmpty()) {
            s.append("Output of this execution:\n");
            for (String l : error.output().split("\n", -1)) {
                if (!l.isEmpty()) {
                    s.append("  ").append(l).append('\n');
                }
            }
        }
    }
}
