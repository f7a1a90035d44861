package org.jsmc.explore.trust;

import static org.assertj.core.api.Assertions.assertThat;
import static org.jsmc.explore.litmus.Op.cas;
import static org.jsmc.explore.litmus.Op.faa;
import static org.jsmc.explore.litmus.Op.join;
import static org.jsmc.explore.litmus.Op.lock;
import static org.jsmc.explore.litmus.Op.r;
import static org.jsmc.explore.litmus.Op.spawn;
import static org.jsmc.explore.litmus.Op.unlock;
import static org.jsmc.explore.litmus.Op.w;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.EdgeCasesMode;
import net.jqwik.api.Example;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import org.jsmc.exec.ErrorReport;
import org.jsmc.exec.Event;
import org.jsmc.exec.Outcome;
import org.jsmc.explore.Algorithm;
import org.jsmc.explore.Equivalence;
import org.jsmc.explore.ErrorTrace;
import org.jsmc.explore.Listener;
import org.jsmc.explore.Options;
import org.jsmc.explore.Result;
import org.jsmc.explore.dfs.DfsExplorer;
import org.jsmc.explore.litmus.Litmus;
import org.jsmc.explore.litmus.RandomProgram;
import org.jsmc.explore.litmus.RandomSync;
import org.jsmc.explore.litmus.RunningOn;
import org.jsmc.explore.oracle.ClassKey;
import org.jsmc.explore.oracle.Oracle;

/**
 * The round-robin bound of {@code trust} (the bounded-POR paper; seed-003 §7): the histogram of the
 * complete executions is the oracle's {@code rounds} of their classes; {@code --bound k} explores
 * complete classes of at most k rounds only, each once, and all of them where no thread joins
 * another (H1 of note §7.4; with joins the paper's Prop. 2 fails, see {@link
 * #joinsBreakMonotonicity}); and the per-bound counts of the note's acceptance programs. (Blocked
 * executions are pruned by the rounds of their graphs, which count failed lock attempts as reads,
 * as GenMC does; their traces do not show the attempts, so the oracle cannot check them.)
 */
class TrustRoundsTest {

    @Provide
    Arbitrary<RandomProgram> programs() {
        return RandomProgram.programs();
    }

    @Property(tries = 300, edgeCases = EdgeCasesMode.NONE)
    void boundedRunsExploreTheClassesWithinTheBound(@ForAll("programs") RandomProgram p) {
        Litmus program = p.toLitmus();
        Complete all = new Complete();
        Result unbounded = Algorithm.TRUST.create().explore(program, keepGoing(), all);
        Map<ClassKey, Integer> rounds = new java.util.HashMap<>();
        Map<Integer, Long> histogram = new TreeMap<>();
        for (List<Event> t : all.traces) {
            int r = Oracle.rounds(t, false);
            rounds.put(Oracle.keyOf(Equivalence.MAZURKIEWICZ, t), r);
            histogram.merge(r, 1L, Long::sum);
        }
        assertThat(histogramOf(unbounded)).as("histogram of %s", p).isEqualTo(histogram);
        int max = histogram.isEmpty() ? 0 : ((TreeMap<Integer, Long>) histogram).lastKey();
        for (int k = 0; k <= max; k++) {
            Complete bounded = new Complete();
            Result result =
                    Algorithm.TRUST
                            .create()
                            .explore(program, keepGoing().withRoundBound(k), bounded);
            Set<ClassKey> expected = new HashSet<>();
            for (var e : rounds.entrySet()) {
                if (e.getValue() <= k) {
                    expected.add(e.getKey());
                }
            }
            List<ClassKey> explored = new ArrayList<>();
            for (List<Event> t : bounded.traces) {
                explored.add(Oracle.keyOf(Equivalence.MAZURKIEWICZ, t));
            }
            assertThat(expected).as("k = %d on %s", k, p).containsAll(explored);
            assertThat(explored).as("each once, k = %d on %s", k, p).doesNotHaveDuplicates();
            if (!p.toString().contains("join")) {
                // Where no thread joins a later one, exactly the classes within the bound.
                assertThat(explored).as("k = %d on %s", k, p).hasSize(expected.size());
            }
            if (k < max) {
                assertThat(result.counts().boundPruned()).isPositive();
            }
        }
    }

    @Provide
    Arbitrary<RandomSync> errorPrograms() {
        return RandomSync.withoutConditionsOrSections();
    }

    /**
     * Bounded runs report only errors the program has, more as k grows, all of them once k passes
     * the rounds of the error traces, and every error met in a running-on execution (the failing
     * thread stops, the others run to their ends: the graphs TruSt goes on with) of at most k
     * rounds. Not every error whose own trace has at most k rounds: the bound applies to the graphs
     * TruSt forms, which hold the events of the threads it ran first (see {@link
     * #anErrorTraceCanNeedFewerRoundsThanItsGraph}).
     */
    @Property(tries = 300, edgeCases = EdgeCasesMode.NONE)
    void boundedRunsFindErrorsOfTheProgramAndAllOfThemInTheEnd(
            @ForAll("errorPrograms") RandomSync p) {
        Litmus program = p.toLitmus();
        Map<ErrorReport, Integer> rounds = errorRounds(program);
        int max = rounds.values().stream().max(Integer::compare).orElse(0);
        Set<ErrorReport> before = Set.of();
        for (int k = 0; k <= max + 1; k++) {
            Set<ErrorReport> found = boundedErrors(program, k);
            assertThat(rounds.keySet()).as("k = %d on %s", k, p).containsAll(found);
            assertThat(found).as("k = %d on %s", k, p).containsAll(before);
            before = found;
        }
        assertThat(before).as("%s", p).isEqualTo(rounds.keySet());
        Map<ErrorReport, Integer> graphRounds = runningOnRounds(program);
        for (int k = 0; k <= max + 1; k++) {
            Set<ErrorReport> found = boundedErrors(program, k);
            for (var e : graphRounds.entrySet()) {
                if (e.getValue() <= k) {
                    assertThat(found).as("k = %d on %s", k, p).contains(e.getKey());
                }
            }
        }
    }

    /**
     * Each error and the fewest rounds of a running-on execution (its thread halts there, the
     * others run to their ends) that meets it: the graphs TruSt's bound measures. Executions that
     * end with a thread waiting are left out: TruSt's graph of one holds the failed attempt, which
     * its trace does not show.
     */
    private static Map<ErrorReport, Integer> runningOnRounds(Litmus program) {
        Map<ErrorReport, Integer> fewest = new java.util.HashMap<>();
        for (RunningOn.Run run : RunningOn.runs(program)) {
            if (!run.waiting()) {
                int r = Oracle.rounds(run.trace(), false);
                run.errors().forEach(e -> fewest.merge(e, r, Math::min));
            }
        }
        return fewest;
    }

    /**
     * T1 writes x; T2 reads x and asserts it is not 0. The failing execution is T2's read alone: 0
     * rounds. TruSt runs T1 first, and the graph where T2 reads the initial x holds T1's write
     * after it: 1 round, so {@code --bound 0} does not find the error and {@code --bound 1} does
     * (GenMC bounds its graphs the same way).
     */
    @Example
    void anErrorTraceCanNeedFewerRoundsThanItsGraph() {
        Litmus program = new RandomSync(List.of(List.of(18), List.of(160))).toLitmus();
        assertThat(errorRounds(program).values()).containsExactly(0);
        assertThat(runningOnRounds(program).values()).containsExactly(1);
        assertThat(boundedErrors(program, 0)).isEmpty();
        assertThat(boundedErrors(program, 1)).hasSize(1);
    }

    /**
     * T1 and T3 read x and assert it is not 0, T2 writes 0 to it. In the 0-round graph T1 fails
     * first, and T3's read of T2's write fails after it: T3's error is reached by T2's write and
     * T3's read alone, its porf-prefix, which {@code --bound 0} reports. (Taking the nodes an
     * execution of the whole graph performs before the read instead, T1's failed read, which
     * from-reads precede T2's write, kept it from being reported below 1 round.)
     */
    @Example
    void anErrorIsReachedByItsPorfPrefix() {
        Litmus program =
                new RandomSync(List.of(List.of(160), List.of(16), List.of(160))).toLitmus();
        assertThat(boundedErrors(program, 0)).hasSize(2);
    }

    /**
     * T1 and T2 read x and assert it is not 0; T3 chooses and assumes it chose 0. T3's choice is
     * taken as soon as it is reached, at the start, so the prefix of T2's failure holds it although
     * no node of the graph spawned T3 (it starts with the program). Left out, the prefix replayed
     * alone had T3 at a choice the graph did not hold, and T2's error was never reported.
     */
    @Example
    void aFailingPrefixHoldsTheChoiceOfAThreadThatStartsWithTheProgram() {
        Litmus program =
                new RandomSync(List.of(List.of(160), List.of(160), List.of(177))).toLitmus();
        assertThat(boundedErrors(program, 0)).hasSize(2);
        assertThat(errorRounds(program)).hasSize(2);
    }

    /** Each error of {@code program} and the fewest rounds of a trace that ends in it. */
    private static Map<ErrorReport, Integer> errorRounds(Litmus program) {
        Map<ErrorReport, Integer> fewest = new java.util.HashMap<>();
        new DfsExplorer()
                .explore(
                        program,
                        keepGoing(),
                        new Listener() {
                            @Override
                            public void errorFound(ErrorTrace e) {
                                fewest.merge(e.report(), Oracle.rounds(e.trace(), true), Math::min);
                            }
                        });
        return fewest;
    }

    private static Set<ErrorReport> boundedErrors(Litmus program, int k) {
        Set<ErrorReport> found = new HashSet<>();
        Algorithm.TRUST
                .create()
                .explore(
                        program,
                        keepGoing().withRoundBound(k),
                        new Listener() {
                            @Override
                            public void errorFound(ErrorTrace e) {
                                found.add(e.report());
                            }
                        });
        return found;
    }

    /**
     * The paper's Prop. 2 (a TruSt step never lowers the rounds, so pruning over the bound loses
     * nothing) fails when a thread joins a later one: main locks m, joins T1, reads x, unlocks; T1
     * reads x; T2 writes x, locks m, reads x, unlocks. The execution where T1 reads the initial x
     * and T2's critical section precedes main's has 1 round, but TruSt reaches it only by T2's lock
     * revisiting main's, from the graph where T1 read T2's write: main's join waits for T1, which
     * waits for T2, so that graph has 2 rounds, and {@code --bound 1} prunes it. GenMC 0.11 counts
     * the same (0, 2, 5 complete executions for bounds 0, 1, 2): jsmc follows the paper.
     */
    @Example
    void joinsBreakMonotonicity() {
        Litmus program =
                Litmus.main(
                        "joinlock",
                        spawn(r("x")),
                        spawn(w("x", 0), lock("m"), r("x"), unlock("m")),
                        lock("m"),
                        join(1),
                        r("x"),
                        unlock("m"));
        Complete all = new Complete();
        Algorithm.TRUST.create().explore(program, keepGoing(), all);
        long withinOne = all.traces.stream().filter(t -> Oracle.rounds(t, false) <= 1).count();
        assertThat(withinOne).isEqualTo(3);
        assertThat(counts(program)).containsExactly(0L, 2L, 5L);
    }

    @Example
    void litmusCountsPerBound() {
        assertThat(counts(Litmus.litmus("SB").thread(w("x", 1), r("y")).thread(w("y", 1), r("x"))))
                .containsExactly(1L, 3L);
        assertThat(counts(Litmus.litmus("MP").thread(w("x", 1), w("y", 1)).thread(r("y"), r("x"))))
                .containsExactly(1L, 3L);
        assertThat(
                        counts(
                                Litmus.litmus("CoRR")
                                        .thread(w("x", 1), w("x", 2))
                                        .thread(r("x"), r("x"))))
                .containsExactly(1L, 5L, 6L);
        assertThat(
                        counts(
                                Litmus.litmus("IRIW")
                                        .thread(w("x", 1))
                                        .thread(r("x"), r("y"))
                                        .thread(r("y"), r("x"))
                                        .thread(w("y", 1))))
                .containsExactly(1L, 12L, 15L);
        assertThat(
                        counts(
                                Litmus.litmus("W+RRR+W")
                                        .thread(w("x", 1))
                                        .thread(r("x"), r("x"), r("x"))
                                        .thread(w("x", 2))))
                .containsExactly(1L, 11L, 20L);
    }

    /** AINC(N) and LOCKINC(N): Σ_{j≤k} Eulerian(N, j) (note §7.2); CASROT(4), WCAS(3), CAS(3). */
    @Example
    void incrementsCasesAndLocks() {
        long[][] ainc = {{1, 2}, {1, 5, 6}, {1, 12, 23, 24}, {1, 27, 93, 119, 120}};
        for (int n = 2; n <= 5; n++) {
            Litmus fai = Litmus.litmus("ainc" + n);
            Litmus locked = Litmus.litmus("lockinc" + n);
            for (int t = 0; t < n; t++) {
                fai.thread(faa("x", 1));
                locked.thread(lock("m"), r("x"), w("x", v -> v.get(0) + 1), unlock("m"));
            }
            assertThat(counts(fai)).as("AINC(%d)", n).containsExactly(boxed(ainc[n - 2]));
            if (n <= 4) {
                assertThat(counts(locked)).as("LOCKINC(%d)", n).containsExactly(boxed(ainc[n - 2]));
            }
        }
        Litmus casrot = Litmus.litmus("casrot4");
        for (int i = 1; i <= 4; i++) {
            casrot.thread(cas("x", i - 1, i));
        }
        assertThat(counts(casrot)).containsExactly(1L, 12L, 14L);
        Litmus wcas = Litmus.litmus("wcas3").thread(w("x", 2));
        for (int i = 0; i < 3; i++) {
            wcas.thread(cas("x", 2, 3));
        }
        assertThat(counts(wcas)).containsExactly(1L, 10L, 13L);
        Litmus plain = Litmus.litmus("cas3");
        for (int i = 1; i <= 3; i++) {
            plain.thread(cas("x", 0, i));
        }
        assertThat(counts(plain)).containsExactly(1L, 3L);
    }

    /** Complete traces with {@code --bound k} for k = 0, 1, … up to the unbounded count. */
    private static List<Long> counts(Litmus program) {
        long total =
                Algorithm.TRUST
                        .create()
                        .explore(program, keepGoing(), Listener.NONE)
                        .counts()
                        .traces();
        List<Long> out = new ArrayList<>();
        for (int k = 0; out.isEmpty() || out.get(out.size() - 1) < total; k++) {
            out.add(
                    Algorithm.TRUST
                            .create()
                            .explore(program, keepGoing().withRoundBound(k), Listener.NONE)
                            .counts()
                            .traces());
        }
        return out;
    }

    private static Long[] boxed(long[] xs) {
        Long[] out = new Long[xs.length];
        for (int i = 0; i < xs.length; i++) {
            out[i] = xs[i];
        }
        return out;
    }

    /** Records the traces of complete executions, those without a blocked thread. */
    private static final class Complete implements Listener {
        final List<List<Event>> traces = new ArrayList<>();

        @Override
        public boolean wantsTraces() {
            return true;
        }

        @Override
        public void executionFinished(List<Event> trace, Outcome outcome) {
            if (outcome == Outcome.COMPLETE) {
                traces.add(List.copyOf(trace));
            }
        }
    }

    private static Map<Integer, Long> histogramOf(Result r) {
        Map<Integer, Long> out = new TreeMap<>();
        r.statistics()
                .forEach(
                        (key, n) -> {
                            if (key.startsWith("rounds.")) {
                                out.put(Integer.parseInt(key.substring(7)), n);
                            }
                        });
        return out;
    }

    private static Options keepGoing() {
        return Options.DEFAULT.withKeepGoing(true);
    }
}
