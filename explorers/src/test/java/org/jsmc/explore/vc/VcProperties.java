package org.jsmc.explore.vc;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.Set;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.Combinators;
import net.jqwik.api.EdgeCasesMode;
import net.jqwik.api.Example;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import net.jqwik.api.Tuple;
import org.jsmc.explore.Algorithm;
import org.jsmc.explore.Equivalence;
import org.jsmc.explore.Options;
import org.jsmc.explore.VcOptimization;
import org.jsmc.explore.litmus.BruteForce;
import org.jsmc.explore.litmus.Litmus;
import org.jsmc.explore.litmus.RandomProgram;
import org.jsmc.explore.litmus.RandomSync;
import org.jsmc.explore.oracle.Census;
import org.jsmc.explore.oracle.Coverage;
import org.jsmc.explore.oracle.Guarantees;
import org.jsmc.explore.oracle.Oracle;
import org.jsmc.explore.oracle.TraceRecorder;

/**
 * {@code vc} against the oracle on random programs of loads, stores, read-modify-writes,
 * compare-exchanges, assumptions, choices, critical sections (also entered by trylock), spawns and
 * joins (what it models so far): explored traces are pairwise value-happens-before-inequivalent
 * (root: thread 1), they cover every value function (every view class: on complete traces the
 * reads' values fix the events and the values written), nothing impossible, and every reachable
 * error.
 */
class VcProperties {

    @Provide
    Arbitrary<RandomProgram> programs() {
        return RandomProgram.programs()
                .filter(
                        p ->
                                p.threads().stream()
                                        .flatMap(List::stream)
                                        .allMatch(
                                                s ->
                                                        s instanceof RandomProgram.Read
                                                                || s instanceof RandomProgram.Write
                                                                || s instanceof RandomProgram.Add
                                                                || s instanceof RandomProgram.Cas
                                                                || s
                                                                        instanceof
                                                                        RandomProgram.AssumeNot
                                                                || s instanceof RandomProgram.Choose
                                                                || s instanceof RandomProgram.Lock
                                                                || s instanceof RandomProgram.Unlock
                                                                || s
                                                                        instanceof
                                                                        RandomProgram.TryLock
                                                                || s
                                                                        instanceof
                                                                        RandomProgram.UnlockIfHeld
                                                                || s instanceof RandomProgram.Spawn
                                                                || s
                                                                        instanceof
                                                                        RandomProgram.Join));
    }

    /**
     * Larger ones: 2–4 threads of up to 5, 4 or 3 loads and stores (and rare read-modify-writes,
     * compare-exchanges, assumptions and choices) on two variables, all threads from the start.
     */
    @Provide
    Arbitrary<RandomProgram> memoryPrograms() {
        Arbitrary<String> var = Arbitraries.of("x", "y");
        Arbitrary<Integer> value = Arbitraries.integers().between(0, 2);
        Arbitrary<RandomProgram.Step> step =
                Arbitraries.frequencyOf(
                        Tuple.of(5, var.map(RandomProgram.Read::new)),
                        Tuple.of(5, Combinators.combine(var, value).as(RandomProgram.Write::new)),
                        Tuple.of(1, Combinators.combine(var, value).as(RandomProgram.Add::new)),
                        Tuple.of(
                                1,
                                Combinators.combine(var, value, value).as(RandomProgram.Cas::new)),
                        Tuple.of(1, value.map(RandomProgram.AssumeNot::new)),
                        Tuple.of(1, Arbitraries.just(new RandomProgram.Choose())));
        return Arbitraries.integers()
                .between(2, 4)
                .flatMap(
                        n ->
                                Combinators.combine(
                                                step.list()
                                                        .ofMinSize(1)
                                                        .ofMaxSize(n == 2 ? 5 : n == 3 ? 4 : 3),
                                                Arbitraries.integers().between(-4, 4),
                                                Arbitraries.integers().between(1, 4))
                                        .as(VcProperties::critical)
                                        .list()
                                        .ofSize(n))
                .map(RandomProgram::new)
                .filter(p -> BruteForce.count(p).all() <= 3000);
    }

    /**
     * {@code steps} with those from {@code from} on ({@code length} of them) locked, if from ≥ 0.
     */
    private static List<RandomProgram.Step> critical(
            List<RandomProgram.Step> steps, int from, int length) {
        if (from < 0 || from >= steps.size()) {
            return steps;
        }
        List<RandomProgram.Step> out = new java.util.ArrayList<>(steps);
        out.add(Math.min(out.size(), from + length), new RandomProgram.Unlock());
        out.add(from, new RandomProgram.Lock());
        return out;
    }

    @Property(tries = 300, edgeCases = EdgeCasesMode.NONE)
    void keepsItsGuaranteesOnLargerPrograms(@ForAll("memoryPrograms") RandomProgram p) {
        exploresInequivalentTracesCoveringEveryValueFunction(p);
    }

    /**
     * Without Optimization 2 the same guarantees, and at least as many traces: the shortcut only
     * drops children that repeat a completed trace's events and values.
     */
    @Property(tries = 200, edgeCases = EdgeCasesMode.NONE)
    void theMaximalShortcutOnlyDropsRepeatedValueFunctions(
            @ForAll("memoryPrograms") RandomProgram p) {
        Litmus program = p.toLitmus();
        Options keepGoing = Options.DEFAULT.withKeepGoing(true);
        long with = check(p, program, keepGoing);
        long without =
                check(
                        p,
                        program,
                        keepGoing.withVcOptimization(VcOptimization.MAXIMAL_SHORTCUT, false));
        assertThat(with).as("%s", p).isLessThanOrEqualTo(without);
    }

    /**
     * Every combination of the three optimizations keeps the guarantees, of {@code vc} and {@code
     * dc}.
     */
    @Property(tries = 200, edgeCases = EdgeCasesMode.NONE)
    void everyCombinationOfOptimizationsKeepsTheGuarantees(
            @ForAll("memoryPrograms") RandomProgram p, @ForAll Set<VcOptimization> off) {
        Options options = Options.DEFAULT.withKeepGoing(true);
        for (VcOptimization o : off) {
            options = options.withVcOptimization(o, false);
        }
        check(p, p.toLitmus(), options);
        checkDc(p, p.toLitmus(), options);
    }

    /**
     * {@code dc}, the same search with one write per branch: its traces cover every reads-from
     * class and are pairwise inequivalent under the data-centric key (reads-from and the order of
     * the leaves' dependent pairs).
     */
    @Property(tries = 300, edgeCases = EdgeCasesMode.NONE)
    void dcCoversReadsFromClassesWithoutRepeatingADataCentricOne(
            @ForAll("memoryPrograms") RandomProgram p) {
        checkDc(p, p.toLitmus(), Options.DEFAULT.withKeepGoing(true));
    }

    private static void checkDc(RandomProgram p, Litmus program, Options options) {
        Census census = Oracle.census(program);
        TraceRecorder recorder = new TraceRecorder();
        new DcExplorer().explore(program, options, recorder);
        Coverage rf = recorder.coverage(census, Equivalence.READS_FROM);
        assertThat(rf.missing()).as("missing reads-from classes of %s", p).isEmpty();
        assertThat(rf.unknown()).as("impossible reads-from classes of %s", p).isEmpty();
        Coverage dc = recorder.coverage(census, Equivalence.DATA_CENTRIC);
        assertThat(dc.duplicated()).as("data-centric classes explored twice in %s", p).isEmpty();
        assertThat(recorder.errors()).as("errors of %s", p).isEqualTo(census.errors());
    }

    /**
     * Programs of the segment kinds {@code vc} models (loads, stores, critical sections, failing
     * checks, assumptions and choices, a choice right before a check that fails with it), two or
     * three threads.
     */
    @Provide
    Arbitrary<RandomSync> syncPrograms() {
        return RandomSync.programs(
                Arbitraries.of(0, 1, 4, 10, 11, 13)
                        .flatMap(k -> Arbitraries.integers().between(0, 15).map(a -> k * 16 + a)));
    }

    /**
     * {@code vc} and {@code dc} under {@link Guarantees}: among them, no trace the oracle knows no
     * class of. A choice is taken as soon as its thread reaches it, also where a witness ran other
     * threads' events between the chooser's previous event and the choice.
     */
    @Property(tries = 300, edgeCases = EdgeCasesMode.NONE)
    void keepTheirGuaranteesWhereChoicesPrecedeFailures(@ForAll("syncPrograms") RandomSync p) {
        assertGuarantees(p);
    }

    /**
     * T1 reads x, chooses, and fails when it read 0 and chose 1; T2 writes x and reads y. The
     * witness of the choice's branch ran T2 between T1's read and its choice: the failing trace
     * then held T2's events, which no execution that takes the choice where T1 reaches it has.
     */
    @Example
    void aChoiceIsTakenWhereItsThreadReachesIt() {
        assertGuarantees(new RandomSync(List.of(List.of(220), List.of(18, 5))));
    }

    /**
     * T2's write of x is unobservable in the closure of the order at T1's choice (every read of x
     * is ordered before it or after T0's write), so Optimization 3 leaves it unordered against
     * T0's; the choice's children rebuilt their order without that closure as seed, and the closure
     * threw ("no write to overwrite") before deriving the orders that make it unobservable.
     */
    @Example
    void aChoicesChildrenExtendTheOrderOfTheirNode() {
        RandomProgram p =
                new RandomProgram(
                        List.of(
                                List.of(
                                        new RandomProgram.Lock(),
                                        new RandomProgram.Write("x", 0),
                                        new RandomProgram.Unlock(),
                                        new RandomProgram.Read("x"),
                                        new RandomProgram.Choose()),
                                List.of(
                                        new RandomProgram.Lock(),
                                        new RandomProgram.Read("x"),
                                        new RandomProgram.Unlock()),
                                List.of(new RandomProgram.Write("x", 0))));
        check(p, p.toLitmus(), Options.DEFAULT.withKeepGoing(true));
        checkDc(p, p.toLitmus(), Options.DEFAULT.withKeepGoing(true));
    }

    private static void assertGuarantees(RandomSync p) {
        Litmus program = p.toLitmus();
        Census census = Oracle.census(program);
        for (Algorithm a : List.of(Algorithm.VC, Algorithm.DC)) {
            TraceRecorder recorder = new TraceRecorder();
            a.create().explore(program, Options.DEFAULT.withKeepGoing(true), recorder);
            assertThat(Guarantees.broken(a, program, census, recorder))
                    .as("%s on %s", a, p)
                    .isEmpty();
        }
    }

    /**
     * Main creates two threads that lock, read and unlock, joins the first, tries the lock and
     * joins the second. Where main's trylock fails while the second holds the mutex, its unlock
     * comes into the trace after the trylock was given "held": the unlock must be ordered against
     * the failed trylock (the chain of the mutex does not order them), or the closure finds no
     * place for the trylock and value functions are missed (found by the random programs).
     */
    @Example
    void aFailedTrylockIsOrderedAgainstALaterRelease() {
        List<RandomProgram.Step> critical =
                List.of(
                        new RandomProgram.Lock(),
                        new RandomProgram.Read("x"),
                        new RandomProgram.Unlock());
        RandomProgram p =
                new RandomProgram(
                        List.of(
                                List.of(
                                        new RandomProgram.Spawn(1),
                                        new RandomProgram.Spawn(2),
                                        new RandomProgram.Join(1),
                                        new RandomProgram.TryLock(),
                                        new RandomProgram.Join(2),
                                        new RandomProgram.Read("x"),
                                        new RandomProgram.UnlockIfHeld()),
                                critical,
                                critical));
        check(p, p.toLitmus(), Options.DEFAULT.withKeepGoing(true));
    }

    @Property(tries = 500, edgeCases = EdgeCasesMode.NONE)
    void exploresInequivalentTracesCoveringEveryValueFunction(@ForAll("programs") RandomProgram p) {
        check(p, p.toLitmus(), Options.DEFAULT.withKeepGoing(true));
    }

    /** The guarantees of {@code vc} under {@code options}; its trace count. */
    private static long check(RandomProgram p, Litmus program, Options options) {
        Census census = Oracle.census(program);
        TraceRecorder recorder = new TraceRecorder();
        long traces = new VcExplorer().explore(program, options, recorder).counts().traces();
        Coverage views = recorder.coverage(census, Equivalence.VIEW);
        assertThat(views.missing()).as("missing value functions of %s", p).isEmpty();
        assertThat(views.unknown()).as("impossible value functions of %s", p).isEmpty();
        Coverage vhb = recorder.coverage(census, Equivalence.VALUE_CENTRIC);
        assertThat(vhb.duplicated()).as("VHB classes explored twice in %s", p).isEmpty();
        assertThat(vhb.unknown()).as("impossible VHB classes in %s", p).isEmpty();
        assertThat(recorder.errors()).as("errors of %s", p).isEqualTo(census.errors());
        return traces;
    }
}
