package org.jsmc.cli;

import java.io.PrintStream;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import org.jsmc.exec.ErrorReport;
import org.jsmc.exec.Program;
import org.jsmc.explore.Algorithm;
import org.jsmc.explore.Equivalence;
import org.jsmc.explore.Listener;
import org.jsmc.explore.Options;
import org.jsmc.explore.Result;
import org.jsmc.explore.oracle.Census;
import org.jsmc.explore.oracle.Coverage;
import org.jsmc.explore.oracle.Guarantees;
import org.jsmc.explore.oracle.Oracle;
import org.jsmc.explore.oracle.TraceRecorder;

/**
 * The litmus campaign of the ViEqui paper's Table I (seed-001 §4.2, acceptance A3), run through the
 * whole pipeline: {@link LitmusGenerator} writes C tests from a seed, the bundled clang compiles
 * them, and {@code view} explores each twice. With {@code --keep-going} it is held to the oracle:
 * the errors the oracle reaches, every view class and none twice ({@link Guarantees}), and on a
 * test without a violation exactly the oracle's number of classes; on a test with more
 * interleavings than the oracle enumerates, to the views and errors of {@code optimal}'s traces. A
 * test that breaks any of it is printed. Without, as the paper ran it (stopping at the first
 * violation), its traces and time go into the Table I summary.
 *
 * <pre>
 * scripts/litmus-campaign [-Dseed=S] N        # N programs, 2N tests (each with its negation)
 * </pre>
 */
public final class LitmusCampaign {
    /**
     * Tests with more interleavings than this are checked against {@code optimal}'s views instead
     * of the oracle, which enumerates them all.
     */
    static final long LIMIT = 20_000;

    /** One Table I row. */
    static final class Row {
        int tests;
        long traces;
        double seconds;
        int soundAndOptimal;
    }

    /** The campaign's result. */
    static final class Summary {
        final Row noViolation = new Row();
        final Row violation = new Row();
        int byOracle;
        int byOptimal;
        final List<String> failures = new ArrayList<>();
    }

    private LitmusCampaign() {}

    private static void errors(
            TraceRecorder view, Set<ErrorReport> expected, String by, List<String> broken) {
        if (!view.errors().equals(expected)) {
            broken.add("errors " + view.errors() + ", " + by + " " + expected);
        }
    }

    public static void main(String[] args) {
        if (args.length != 1) {
            System.err.println("usage: LitmusCampaign N");
            System.exit(2);
        }
        long seed = Long.getLong("seed", 1);
        Summary s = run(Integer.parseInt(args[0]), seed, System.out);
        print(s, seed, System.out);
        System.exit(s.failures.isEmpty() ? 0 : 1);
    }

    /** Runs {@code programs} programs (twice as many tests) from {@code seed}. */
    static Summary run(int programs, long seed, PrintStream log) {
        LitmusGenerator generator = new LitmusGenerator(seed);
        Summary s = new Summary();
        for (int i = 0; i < programs; i++) {
            for (LitmusGenerator.Test test : generator.next(i)) {
                check(test, s, log);
            }
        }
        return s;
    }

    private static void check(LitmusGenerator.Test test, Summary s, PrintStream log) {
        Program program = TestClang.program(test.source());
        Options keepGoing = Options.DEFAULT.withKeepGoing(true);
        TraceRecorder recorder = new TraceRecorder();
        Result full = Algorithm.VIEW.create().explore(program, keepGoing, recorder);
        Result all =
                Algorithm.DFS
                        .create()
                        .explore(program, keepGoing.withTraceLimit(LIMIT), Listener.NONE);
        List<String> broken = new ArrayList<>();
        boolean violation;
        if (all.complete()) {
            Census census = Oracle.census(program);
            broken.addAll(Guarantees.broken(Algorithm.VIEW, program, census, recorder));
            errors(recorder, census.errors(), "oracle", broken);
            violation = !census.errors().isEmpty();
            if (!violation && full.counts().traces() != census.count(Equivalence.VIEW)) {
                broken.add(
                        full.counts().traces()
                                + " traces, oracle "
                                + census.count(Equivalence.VIEW)
                                + " view classes");
            }
            s.byOracle++;
        } else {
            // Too many interleavings for the oracle: the views of optimal's traces, one per
            // Mazurkiewicz class, are every view class (acceptance A2).
            TraceRecorder optimal = new TraceRecorder();
            Algorithm.OPTIMAL.create().explore(program, keepGoing, optimal);
            Coverage c =
                    Coverage.between(Equivalence.VIEW, optimal.errorFree(), recorder.errorFree());
            if (!c.isExact()) {
                broken.add("against optimal's views: " + c);
            }
            errors(recorder, optimal.errors(), "optimal", broken);
            violation = !optimal.errors().isEmpty();
            s.byOptimal++;
        }
        long start = System.nanoTime();
        Result first = Algorithm.VIEW.create().explore(program, Options.DEFAULT, Listener.NONE);
        double seconds = (System.nanoTime() - start) / 1e9;
        if (first.errorFound() != violation) {
            broken.add("verdict " + first.errorFound() + " without --keep-going");
        }
        Row row = violation ? s.violation : s.noViolation;
        row.tests++;
        row.traces += first.counts().traces();
        row.seconds += seconds;
        if (broken.isEmpty()) {
            row.soundAndOptimal++;
        } else {
            String failure = test.name() + ": " + broken + "\n" + test.source();
            s.failures.add(failure);
            log.println(failure);
        }
    }

    /** The summary in the layout of the paper's Table I. */
    static void print(Summary s, long seed, PrintStream out) {
        out.println("view on generated SC litmus tests (seed " + seed + ")");
        out.println(
                "| Category | #tests | Avg. #Seq | Avg. Time | Total #Seq | Total Time (s) |"
                        + " #sound+opt |");
        out.println("|---|---|---|---|---|---|---|");
        row(out, "No violation", s.noViolation);
        row(out, "Has violation", s.violation);
        out.println(
                "Checked against the oracle: "
                        + s.byOracle
                        + "; against optimal's views (more than "
                        + LIMIT
                        + " interleavings): "
                        + s.byOptimal
                        + "; tests that broke a guarantee: "
                        + s.failures.size());
    }

    private static void row(PrintStream out, String name, Row r) {
        double n = Math.max(1, r.tests);
        out.printf(
                Locale.ROOT,
                "| %s | %d | %.2f | %.3f s | %d | %.2f | %d |%n",
                name,
                r.tests,
                r.traces / n,
                r.seconds / n,
                r.traces,
                r.seconds,
                r.soundAndOptimal);
    }
}
