package org.jsmc.explore;

import static org.assertj.core.api.Assertions.assertThat;
import static org.jsmc.explore.litmus.Op.join;
import static org.jsmc.explore.litmus.Op.r;
import static org.jsmc.explore.litmus.Op.spawn;
import static org.jsmc.explore.litmus.Op.w;
import static org.jsmc.explore.litmus.Op.when;

import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.LongStream;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.Assume;
import net.jqwik.api.EdgeCasesMode;
import net.jqwik.api.Example;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import org.jsmc.explore.dfs.DfsExplorer;
import org.jsmc.explore.litmus.Litmus;
import org.jsmc.explore.litmus.Op;
import org.jsmc.explore.litmus.RandomBranching;
import org.jsmc.explore.litmus.RandomProgram;
import org.jsmc.explore.litmus.RandomSync;
import org.jsmc.explore.oracle.Census;
import org.jsmc.explore.oracle.ClassKey;
import org.jsmc.explore.oracle.Coverage;
import org.jsmc.explore.oracle.Oracle;
import org.jsmc.explore.oracle.TraceRecorder;

/**
 * The DPOR algorithms against the oracle on random event-level programs ({@link RandomProgram}:
 * memory, RMWs, CASes, locks, trylocks, spawn/join, choices, assumptions; {@link RandomSync}:
 * condition variables, atomic sections, assertions, {@code exit}, {@code free}), with {@code
 * --keep-going}:
 *
 * <ul>
 *   <li>every algorithm finds exactly the reachable errors and explores no impossible class;
 *   <li>{@code source} explores every Mazurkiewicz class, none twice;
 *   <li>{@code optimal} explores every Mazurkiewicz class exactly once, errors and {@code exit}
 *       included, and has no sleep-set-blocked execution, also where the program makes
 *       nondeterministic choices, between steps or inside atomic sections (the README's known
 *       limits name the rarer cases where it still may: sections whose probes give up);
 *   <li>{@code observers} finds the same errors and explores every observer class exactly once (its
 *       sleep-set-blocked runs are allowed: they are counted apart, never as traces).
 * </ul>
 *
 * <p>Four-thread programs ({@link RandomBranching}) are too large for the oracle; there the classes
 * are those of all interleavings ({@code dfs}), with the same claims.
 */
class DporProperties {

    /** An atomic section that increments {@code x1} modulo 3. */
    private static final Op INCREMENT_X1 = Op.atomic(r("x1"), w("x1", v -> (v.last() + 1) % 3));

    @Provide
    Arbitrary<RandomProgram> programs() {
        return RandomProgram.programs();
    }

    @Provide
    Arbitrary<RandomSync> syncPrograms() {
        return RandomSync.programs();
    }

    @Provide
    Arbitrary<RandomSync> sectionPrograms() {
        return RandomSync.programsWithSections();
    }

    @Provide
    Arbitrary<RandomBranching> branchingPrograms() {
        return RandomBranching.programs();
    }

    @Property(tries = 100, edgeCases = EdgeCasesMode.NONE)
    void dporOnFourThreadsAgainstAllInterleavings(@ForAll("branchingPrograms") RandomBranching p) {
        Litmus program = p.toLitmus();
        TraceRecorder all = new TraceRecorder();
        Result dfs =
                new DfsExplorer()
                        .explore(
                                program,
                                Options.DEFAULT
                                        .withKeepGoing(true)
                                        .withTraceLimit(RandomBranching.MAX_EXECUTIONS),
                                all);
        Assume.that(dfs.complete());
        Map<ClassKey, Integer> maz = classes(all, Equivalence.MAZURKIEWICZ);
        Map<ClassKey, Integer> obs = classes(all, Equivalence.OBSERVERS);

        Map<ClassKey, Integer> source =
                classes(explore(Algorithm.SOURCE, program), Equivalence.MAZURKIEWICZ);
        assertThat(source.keySet()).as("source").isEqualTo(maz.keySet());
        assertThat(source.values()).as("source, a class twice").allMatch(n -> n == 1);

        TraceRecorder optimalTraces = new TraceRecorder();
        Result optimal = explore(Algorithm.OPTIMAL, program, optimalTraces);
        Map<ClassKey, Integer> optimalClasses = classes(optimalTraces, Equivalence.MAZURKIEWICZ);
        assertThat(optimalClasses.keySet()).as("optimal").isEqualTo(maz.keySet());
        assertThat(optimalClasses.values()).as("optimal, a class twice").allMatch(n -> n == 1);
        assertThat(optimal.counts().sleepSetBlocked()).as("optimal sleep-set blocked").isZero();

        Map<ClassKey, Integer> observers =
                classes(explore(Algorithm.OBSERVERS, program), Equivalence.OBSERVERS);
        assertThat(observers.keySet()).as("observers").isEqualTo(obs.keySet());
        assertThat(observers.values()).as("observers, a class twice").allMatch(n -> n == 1);
    }

    /**
     * A program on which {@code optimal} once missed a Mazurkiewicz class: the race of T1's write
     * and T4's read of {@code x}, both in the replayed prefix, was reversed only in the first
     * execution through that prefix; the later ones, where T3 ran its branch before T2's write of
     * {@code y}, gave it another {@code notdep} and so another reversal, which was never inserted.
     */
    @Example
    void optimalReversesThePrefixRacesAgain() {
        Litmus program =
                new RandomBranching(
                                "T1: w(x,1) | T2: w(y,2) | T3: r(x) if(last==0){ r(y) w(y,3) r(y) }"
                                        + " if(last==2){ w(x,3) } | T4: w(x,1) r(x)")
                        .toLitmus();
        Run run = run(Algorithm.OPTIMAL, program);
        assertThat(run.maz().isExact()).isTrue();
        assertThat(run.result().counts().sleepSetBlocked()).isZero();
    }

    /**
     * Three setters write {@code a} then {@code b}; a checker reads {@code b}, then {@code a}.
     * {@code observers} once explored 71 of the 76 classes: a thread sleeping with its write of
     * {@code a} looked like a weak initial of a reversal that leaves another setter's write of
     * {@code a} unread — but the checker reads that write after the reversal, so it is observed and
     * the sleeping write does not commute with it.
     */
    @Example
    void observersCountsAWriteObservedAfterTheReversal() {
        Op setter = spawn(w("a", 1), w("b", 2));
        Litmus program = Litmus.main("setters", setter, setter, setter, spawn(r("b"), r("a")));
        Run run = run(Algorithm.OBSERVERS, program);
        Coverage coverage = run.obs();
        assertThat(coverage.isExact()).isTrue();
        assertThat(run.result().counts().traces())
                .isEqualTo(run.census().count(Equivalence.OBSERVERS));
    }

    /**
     * Four-thread programs on which {@code observers} once missed classes. The first (37 → 36):
     * reversing T3's and T4's writes of {@code x} (T3's to be observed by T1 later), T2 sleeping
     * with its write of {@code y} looked like a weak initial, its write independent of the
     * sequence; but T3 writes {@code y} after the sequence, and the class where T2's write follows
     * T3's and T1 reads it is not in T2's branch. The others (53 → 50, 8 → 7, 10 → 9, 61 → 60, 129
     * → 128): a reversal that stopped at the later write of an observed write–write pair was
     * computed from whichever order of unobserved writes the execution had taken, the classes with
     * the other order needed races that sleeping threads then dropped, or a wakeup sequence was
     * absorbed by a leaf whose free continuation cannot run the conditionally sleeping writes it
     * needed. Now the reversal runs the observer ({@code Reversal.observedPast}, {@code
     * observedSwap}) and a leaf does not absorb a longer sequence.
     */
    @Example
    void observersReversesWhatTheObserverSees() {
        List<String> programs =
                List.of(
                        "T1: r(y) if(last==1){ r(x) } | T2: w(y,1) | T3: w(x,1) w(y,2)"
                                + " | T4: w(y,2) r(x) w(x,2)",
                        "T1: r(y) if(last==1){ r(x) } | T2: w(y,1) | T3: w(x,1) w(y,2)"
                                + " | T4: r(x) w(x,2) r(y)",
                        "T1: r(y) if(last==2){ r(x) } | T2: w(x,2) w(y,2) | T3: w(x,3) | T4: r(y)",
                        "T1: r(x) if(last==2){ r(y) } | T2: w(x,2) | T3: w(y,3) r(x) | T4: w(y,4)",
                        "T1: w(x,1) w(y,1) r(x) | T2: w(y,2) | T3: w(x,1) | T4: w(y,4) r(x) r(y)",
                        "T1: w(x,1) r(y) w(y,1) r(y) | T2: w(y,2) r(x) | T3: w(x,1)"
                                + " | T4: w(y,2) r(y)");
        for (String text : programs) {
            Litmus program = new RandomBranching(text).toLitmus();
            Map<ClassKey, Integer> all =
                    classes(explore(Algorithm.DFS, program), Equivalence.OBSERVERS);
            Map<ClassKey, Integer> observers =
                    classes(explore(Algorithm.OBSERVERS, program), Equivalence.OBSERVERS);
            assertThat(observers.keySet()).as(text).isEqualTo(all.keySet());
            assertThat(observers.values()).as(text + ", a class twice").allMatch(n -> n == 1);
        }
    }

    /**
     * {@code observers} once missed 2 of the 12 classes: a reversal that ran main's write, its
     * spawn of T3, T3's choice and main's read took the choice for an initial (a spawn orders its
     * child's steps without a conflict) and put it before the spawn.
     */
    @Example
    void observersKeepsASpawnBeforeItsChildInAReversal() {
        RandomProgram p =
                new RandomProgram(
                        List.of(
                                List.of(
                                        new RandomProgram.Spawn(1),
                                        new RandomProgram.Spawn(2),
                                        new RandomProgram.Write("z", 0),
                                        new RandomProgram.Spawn(3),
                                        new RandomProgram.Join(1),
                                        new RandomProgram.Join(3),
                                        new RandomProgram.Join(2),
                                        new RandomProgram.Read("z")),
                                List.of(new RandomProgram.Read("z")),
                                List.of(new RandomProgram.Write("z", 1)),
                                List.of(new RandomProgram.Choose())));
        assertThat(run(Algorithm.OBSERVERS, p.toLitmus()).obs().isExact()).isTrue();
    }

    /** How many times each class of {@code equivalence} occurs among the complete traces. */
    private static Map<ClassKey, Integer> classes(TraceRecorder traces, Equivalence equivalence) {
        Map<ClassKey, Integer> out = new HashMap<>();
        for (List<org.jsmc.exec.Event> t : traces.complete()) {
            out.merge(Oracle.keyOf(equivalence, t), 1, Integer::sum);
        }
        return out;
    }

    private static TraceRecorder explore(Algorithm a, Litmus program) {
        TraceRecorder traces = new TraceRecorder();
        explore(a, program, traces);
        return traces;
    }

    private static Result explore(Algorithm a, Litmus program, TraceRecorder traces) {
        Result result = a.create().explore(program, Options.DEFAULT.withKeepGoing(true), traces);
        assertThat(result.complete()).isTrue();
        return result;
    }

    @Property(tries = 500, edgeCases = EdgeCasesMode.NONE)
    void sourceExploresEveryClassOnce(@ForAll("programs") RandomProgram p) {
        Run run = run(Algorithm.SOURCE, p.toLitmus());
        assertThat(run.maz().missing()).as("missing").isEmpty();
        assertThat(run.maz().duplicated()).as("duplicated").isEmpty();
    }

    @Property(tries = 500, edgeCases = EdgeCasesMode.NONE)
    void optimalExploresEachClassExactlyOnce(@ForAll("programs") RandomProgram p) {
        Run run = run(Algorithm.OPTIMAL, p.toLitmus());
        assertThat(run.maz().isExact()).as("exact").isTrue();
        assertThat(run.result().counts().sleepSetBlocked()).as("sleep-set blocked").isZero();
    }

    @Property(tries = 500, edgeCases = EdgeCasesMode.NONE)
    void observersExploresEachObserverClassOnce(@ForAll("programs") RandomProgram p) {
        Run run = run(Algorithm.OBSERVERS, p.toLitmus());
        assertThat(run.obs().isExact()).as("exact").isTrue();
    }

    @Property(tries = 300, edgeCases = EdgeCasesMode.NONE)
    void dporOnConditionVariablesSectionsAndErrors(@ForAll("syncPrograms") RandomSync p) {
        Run source = run(Algorithm.SOURCE, p.toLitmus());
        assertThat(source.maz().missing()).as("source missing").isEmpty();
        assertThat(source.maz().duplicated()).as("source duplicated").isEmpty();
        Run optimal = run(Algorithm.OPTIMAL, p.toLitmus());
        assertThat(optimal.maz().isExact()).as("optimal exact").isTrue();
        assertThat(optimal.result().counts().sleepSetBlocked())
                .as("optimal sleep-set blocked")
                .isZero();
    }

    /**
     * {@code observers} on the programs of the property above. It missed a class in about 1 program
     * in 3,000 of this mix (1 in 1,000 where half the segments choose) until executions that end by
     * overwriting a guarded write raced that write with the pending readers, and in none of the
     * 20,000 or so programs of two to four threads the fuzzing campaigns ({@code scripts/fuzz ...
     * observers}) drew since.
     */
    @Property(tries = 300, edgeCases = EdgeCasesMode.NONE)
    void observersOnConditionVariablesSectionsAndErrors(@ForAll("syncPrograms") RandomSync p) {
        Run observers = run(Algorithm.OBSERVERS, p.toLitmus());
        assertThat(observers.obs().isExact()).as("observers exact").isTrue();
    }

    /**
     * The property above with atomic sections that block inside, fail inside or make more choices
     * inside than are probed ({@link RandomSync#programsWithSections}): every algorithm explores
     * every class of its equivalence once. {@code optimal} may end executions sleep-set blocked
     * there (about 1 program in 400 in fuzzing campaigns), so only exactness is asserted. The seed
     * is fixed: before the fixes of these sections all three algorithms missed classes in about 1
     * program in 10 of this mix, and campaigns of thousands of programs ({@code scripts/fuzz
     * -Dsections=true}) are how the rarer cases are searched for.
     */
    @Property(tries = 200, edgeCases = EdgeCasesMode.NONE, seed = "20261127")
    void dporOnSectionsThatBlockFailOrChooseInside(@ForAll("sectionPrograms") RandomSync p) {
        Run source = run(Algorithm.SOURCE, p.toLitmus());
        assertThat(source.maz().isExact()).as("source exact").isTrue();
        Run optimal = run(Algorithm.OPTIMAL, p.toLitmus());
        assertThat(optimal.maz().isExact()).as("optimal exact").isTrue();
        Run observers = run(Algorithm.OBSERVERS, p.toLitmus());
        assertThat(observers.obs().isExact()).as("observers exact").isTrue();
    }

    /**
     * Programs on which {@code observers} once missed or repeated a class or ended sleep-set
     * blocked: a write standing in for its observer, an observing compare-exchange after an RMW; an
     * access after a {@code free}, which reads the value the last write left (so it observes that
     * write, and a {@code free} does not overwrite a guarded write; the oracle once did not count
     * that write observed and saw two traces of one class where two writes left the same value); a
     * reversal of two signals below a guarded write that left the write's read to the free
     * continuation, which ran into an assertion first (three classes missed); a first attempt at
     * that fix that pinned what a trylock's thread did after succeeding, in a reversal where it
     * fails; the last, a section asleep per combination of its choice, one writing what a read
     * reads and one writing over another thread's write: a sequence running the first was judged
     * against the union of both, which conflicts with that write, and a class was explored twice
     * ({@code SleepSet.stepFor}). The second list: programs that stopped ending sleep-set blocked
     * when sequences that end the execution with a guarded write unread were dropped (the first, a
     * reversal ending with an error before that write is read); such sequences are explored again,
     * for the classes their races lead to ({@code Reversal.leavesUnread}), so these programs end a
     * few executions sleep-set blocked again, as counted runs, never as traces. The last of that
     * list repeated a class: a section asleep on condition in one combination of its choice (its
     * write overwritten unobserved) was woken whole by a read that conflicts only with the other
     * combination, and ran the first again; the thread now wakes per combination, and one asleep on
     * condition runs only as a guard ({@code SleepSet.after}).
     */
    @Example
    void observersIsExactOnPastFailures() {
        List<List<List<Integer>>> programs =
                List.of(
                        List.of(List.of(20, 17), List.of(94, 22), List.of(5, 6)),
                        List.of(List.of(52), List.of(14, 128), List.of(38)),
                        List.of(List.of(2, 17), List.of(8, 62), List.of(46, 12)),
                        List.of(List.of(59), List.of(41, 1), List.of(47, 173)),
                        List.of(List.of(4, 75), List.of(62, 1), List.of(44, 15)),
                        List.of(List.of(25, 193), List.of(53), List.of(17)),
                        List.of(List.of(21), List.of(17, 50), List.of(205, 53)),
                        List.of(List.of(27), List.of(69, 105), List.of(197, 67)),
                        List.of(List.of(73), List.of(23, 80), List.of(94, 5)),
                        List.of(List.of(239, 188), List.of(1), List.of(116, 80)));
        assertExactAndNeverBlocked(Algorithm.OBSERVERS, programs);
        assertExact(
                Algorithm.OBSERVERS,
                List.of(
                        List.of(List.of(10, 41), List.of(74, 15), List.of(18, 163)),
                        List.of(List.of(64, 15), List.of(22, 0), List.of(175, 92)),
                        List.of(List.of(19, 15), List.of(166, 69), List.of(71, 6)),
                        List.of(List.of(24), List.of(28, 52), List.of(169)),
                        List.of(List.of(6, 169), List.of(205, 22), List.of(20, 178)),
                        List.of(List.of(142, 163), List.of(116), List.of(101, 8)),
                        List.of(List.of(22, 230), List.of(134, 23), List.of(180))),
                false);
    }

    /**
     * Asserts that {@code a} explores each class of its equivalence once, without a sleep-set
     * blocked execution, on each of the {@link RandomSync} programs {@code programs}.
     */
    private static void assertExactAndNeverBlocked(
            Algorithm a, List<List<List<Integer>>> programs) {
        assertExact(a, programs, true);
    }

    /**
     * Asserts that {@code observers} explores each observer class of each of {@code programs} once.
     */
    private static void assertObserversExact(Litmus... programs) {
        for (Litmus program : programs) {
            Coverage coverage = run(Algorithm.OBSERVERS, program).obs();
            assertThat(coverage.missing()).as(program.name()).isEmpty();
            assertThat(coverage.duplicated()).as(program.name()).isEmpty();
        }
    }

    /**
     * Asserts that {@code optimal} explores each Mazurkiewicz class of each of {@code programs}
     * once, without a sleep-set blocked execution.
     */
    private static void assertOptimalExactAndNeverBlocked(Litmus... programs) {
        for (Litmus program : programs) {
            Run run = run(Algorithm.OPTIMAL, program);
            assertThat(run.coverage(Equivalence.MAZURKIEWICZ).isExact())
                    .as(program.name())
                    .isTrue();
            assertThat(run.result().counts().sleepSetBlocked()).as(program.name()).isZero();
        }
    }

    /**
     * Asserts that {@code a} explores each class of its equivalence once on each of the {@link
     * RandomSync} programs {@code programs}, and with {@code neverBlocked} without a sleep-set
     * blocked execution.
     */
    private static void assertExact(
            Algorithm a, List<List<List<Integer>>> programs, boolean neverBlocked) {
        for (List<List<Integer>> threads : programs) {
            RandomSync p = new RandomSync(threads);
            Run run = run(a, p.toLitmus());
            assertThat(run.coverage(a.equivalence()).isExact()).as(p + " " + a + " exact").isTrue();
            if (neverBlocked) {
                assertThat(run.result().counts().sleepSetBlocked())
                        .as(p + " " + a + " blocked")
                        .isZero();
            }
        }
    }

    /**
     * Found by the property tests: under the observer equivalence the reversal of main's write of
     * {@code x} with the second thread's, observed by main's read, runs main's write right after
     * the second thread's and the choice that follows the latter behind it. The search resolves
     * that choice as soon as it is pending, before main's write; with the choice left behind, it
     * found no node for it, went on freely, and ran main's critical section first: {@code
     * observers} missed the 2 classes where the second thread's came first.
     */
    @Example
    void observersResolvesAChoiceOfAWakeupSequenceRightAfterTheStepBeforeIt() {
        Litmus program =
                Litmus.main(
                        "choice-behind-an-observed-write",
                        spawn(w("y", 0)),
                        spawn(w("x", 0), Op.choice(2), Op.lock("m"), r("y"), Op.unlock("m")),
                        w("x", 0),
                        Op.lock("m"),
                        r("x"),
                        Op.unlock("m"));
        assertThat(run(Algorithm.OBSERVERS, program).obs().isExact()).isTrue();
    }

    /**
     * Found by the random C programs: when an assertion fails, main's {@code join} of a thread that
     * has already returned was enabled but cut off. Pending joins never raced, so the class in
     * which main joins first and then the assertion fails was missed (31 of 32 classes).
     */
    @Example
    void anErrorRacesWithAJoinItCutOff() {
        Litmus program =
                Litmus.main(
                        "join-cut-off",
                        spawn(Op.cas("y", 1, 2), r("y")),
                        spawn(r("w"), Op.check(v -> v.get(0) != 2, "w != 2")),
                        spawn(
                                w("w", 2),
                                Op.faa("y", 1),
                                r("y"),
                                Op.check(v -> v.last() != 2, "y != 2")),
                        join(1),
                        join(2),
                        join(3));
        assertThat(run(Algorithm.SOURCE, program).maz().missing()).isEmpty();
        assertThat(run(Algorithm.OPTIMAL, program).maz().isExact()).isTrue();
        assertThat(run(Algorithm.OBSERVERS, program).obs().isExact()).isTrue();
    }

    /**
     * The VC-DPOR paper's nondet-array at N = 3 ({@code benchmarks/vcdpor/nondet_array.c}): each
     * thread reads {@code x}, writes the slot {@code a[x]} and {@code x+1}; main joins them and
     * reads the array. {@code observers} once explored 27 of its 39 classes: the write–write race
     * of two slot writes is observed only by main after the joins, so the earlier write stands in
     * for that observer, and a thread sleeping with its read of {@code x} looked like it covered
     * the reversal, although its read, moved first, reads 0 and makes the thread write the slot
     * again. It may still end a few executions sleep-set blocked.
     */
    @Example
    void observersExploresEveryClassOfNondetArray() {
        Op[] thread = {
            r("x"),
            when(v -> v.last() == 0, w("a0", 1), w("x", 1)),
            when(v -> v.get(0) == 1, w("a1", 1), w("x", 2)),
            when(v -> v.get(0) == 2, w("a2", 1), w("x", 3))
        };
        Litmus program =
                Litmus.main(
                        "nondet-array",
                        spawn(thread),
                        spawn(thread),
                        spawn(thread),
                        join(1),
                        join(2),
                        join(3),
                        r("a0"),
                        r("a1"),
                        r("a2"));
        Run run = run(Algorithm.OBSERVERS, program);
        Coverage coverage = run.obs();
        assertThat(coverage.missing()).isEmpty();
        assertThat(coverage.duplicated()).isEmpty();
        assertThat(run.result().counts().traces())
                .isEqualTo(run.census().count(Equivalence.OBSERVERS));
    }

    /**
     * Programs on which {@code optimal} once missed classes, or ended sleep-set blocked: an
     * assertion fails while another thread's atomic section is pending, so whether the failure
     * recurs after the section is not known when the race is reversed (a sleeping thread that
     * commutes with all of the sequence but the error must still cover it); a sequence ending with
     * a use-after-free swallowed by a leaf whose free continuation ran into a sleeping thread; and,
     * the last four, two pending sections whose events were unknown (so each looked dependent on
     * the other's branch) until a probe ran them.
     */
    @Example
    void optimalIsExactWhenAnErrorRacesWithAPendingAtomicSection() {
        assertExactAndNeverBlocked(
                Algorithm.OPTIMAL,
                List.of(
                        List.of(List.of(175, 64), List.of(157), List.of(152, 0)),
                        List.of(List.of(20, 35), List.of(172, 14), List.of(147)),
                        List.of(List.of(169), List.of(206), List.of(159, 6)),
                        List.of(List.of(104), List.of(169), List.of(147)),
                        List.of(List.of(68), List.of(144, 61), List.of(164, 0)),
                        List.of(List.of(64, 38), List.of(81, 160), List.of(154, 6)),
                        List.of(List.of(163, 147), List.of(148), List.of(151, 201)),
                        List.of(List.of(166), List.of(145, 167), List.of(150)),
                        List.of(List.of(163, 71), List.of(152), List.of(157)),
                        List.of(List.of(123, 163), List.of(148, 155), List.of(153, 100)),
                        List.of(List.of(163, 143), List.of(167, 159), List.of(144))));
    }

    /**
     * A thread reads {@code x1} and fails if it read 0 and its choice right after is 1. A failing
     * execution ended with another thread's write of {@code x1} pending, and the reversal of the
     * failure with it (the write, then the read, marked as failing) went into a wakeup tree. In the
     * first program that sequence was a leaf, and a longer sequence from a later race (the write,
     * the read, then sections in the other order) was taken as covered by it, though its free
     * continuation never led to that class: the race there was covered in turn by a thread asleep
     * since before the leaf ({@code optimal} missed 2 of 231 classes). In the second the read's
     * node had children, and a sequence of other threads independent of the read was set beside it
     * instead of under it, against the wakeup-tree property: the reader, asleep when that
     * sequence's branch ran, covered a race that led on to a class (2 of 49 missed). Now such a
     * leaf does not stand for longer sequences, and such a node counts as the read without the
     * failure ({@code WakeupTree.insert}).
     */
    @Example
    void aFailuresReversalKeepsTheWakeupTreeExact() {
        Litmus program =
                Litmus.main(
                        "failure-leaf",
                        spawn(
                                r("x1"),
                                Op.choice(2),
                                Op.check(v -> v.get(1) == 0 || v.get(0) != 0, "x1 != 0")),
                        spawn(w("x1", 0), w("x0", 1)),
                        spawn(w("x1", 2), INCREMENT_X1, w("x0", 2)),
                        INCREMENT_X1);
        Run run = run(Algorithm.OPTIMAL, program);
        assertThat(run.census().count(Equivalence.MAZURKIEWICZ)).isEqualTo(231);
        assertThat(run.maz().isExact()).as("failure-leaf exact").isTrue();
        Litmus beside =
                Litmus.main(
                        "failure-node",
                        spawn(w("x0", 1), w("x1", 1)),
                        spawn(w("x1", 1), r("x0")),
                        spawn(r("x1")),
                        r("x1"),
                        Op.choice(2),
                        Op.check(v -> v.get(1) == 0 || v.get(0) != 0, "x1 != 0"));
        run = run(Algorithm.OPTIMAL, beside);
        assertThat(run.census().count(Equivalence.MAZURKIEWICZ)).isEqualTo(49);
        assertThat(run.maz().isExact()).as("failure-node exact").isTrue();
    }

    /**
     * A thread whose first event is a choice that fails at once. The search takes a choice as soon
     * as its thread reaches it, here when the thread is created, so the choice belongs to the step
     * that spawned the thread as a thread's choices belong to its own step: the spawning thread
     * sleeps with its spawn only for the alternatives that do not fail, and a race with the failure
     * is reversed with the spawn failing. Before, all three algorithms missed the class where the
     * first thread reads before the failure and ended a run sleep-set blocked; with the sleep set
     * mended, {@code optimal} still missed 2 of the 14 classes of the second program (the wakeup
     * sequence of the race ended without the failure and was continued freely).
     */
    @Example
    void aChoiceAtTheStartOfAThreadBelongsToItsSpawn() {
        Op chooser = spawn(Op.choice(2), Op.check(v -> v.last() == 0, "chose 1"));
        List<Litmus> programs =
                List.of(
                        Litmus.main(
                                "choice-at-thread-start", spawn(r("w")), chooser, spawn(w("w", 1))),
                        Litmus.main(
                                "choice-at-thread-start-after-a-section",
                                spawn(
                                        Op.lock("m"),
                                        r("w"),
                                        w("w", v -> v.last() + 1),
                                        Op.unlock("m")),
                                spawn(r("w")),
                                chooser));
        for (Litmus program : programs) {
            for (Algorithm a : List.of(Algorithm.SOURCE, Algorithm.OPTIMAL, Algorithm.OBSERVERS)) {
                Run run = run(a, program);
                String as = program.name() + " " + a;
                assertThat(run.coverage(a.equivalence()).missing()).as(as + " missing").isEmpty();
                assertThat(run.coverage(a.equivalence()).duplicated()).as(as + " twice").isEmpty();
                if (a != Algorithm.OBSERVERS) {
                    assertThat(run.result().counts().sleepSetBlocked()).as(as).isZero();
                }
            }
        }
    }

    /**
     * A thread writes and then fails at a choice right after its write. Where another thread's
     * write passes the sleeping write, the thread sleeps on condition that its write stays
     * unobserved. {@code observers} missed classes in two ways: a run in which the sleeping write
     * ran after all and its choice failed ended with the write unread, and was taken for sleep-set
     * blocked as if the write could move back before the write it passed (the failure moves back
     * with it, and the passed steps leave the failing execution: the first program's class where
     * the reader's write precedes the failure); and a step independent of the sleeping write left
     * the thread awake only for its failing alternative, asleep for the others unconditionally, so
     * the class where the other write precedes it and a read observes it was lost (the second
     * program). Found by the random C programs with choices.
     */
    @Example
    void observersExploresTheClassesOfAWriteAFailingChoiceFollows() {
        Op[] chooser = {w("x", 0), Op.choice(2), Op.check(v -> v.last() == 0, "chose 1")};
        Litmus overwritten =
                Litmus.litmus("unread-guard-then-failure")
                        .thread(chooser)
                        .thread(r("x"), w("x", 1));
        Litmus observed =
                Litmus.litmus("conditional-sleeper-and-an-independent-step")
                        .thread(chooser)
                        .thread(w("x", 2))
                        .thread(r("y"), r("x"));
        assertObserversExact(overwritten, observed);
    }

    /**
     * A thread reads and fails at the second of two choices made right after its read. The failure
     * races with the unlock it cut off; under the observer equivalence the reversal is closed by
     * the read, failing, only where the failing choice came right after it, so with a chain of two
     * it was left open, continued freely, and {@code observers} missed the 2 classes where the
     * critical section ends before the read (found by the random C programs). Not so for the chain
     * of a thread created about to choose (the second program, found by CI): closed by the spawn,
     * failing, it missed 4 of 14 classes; left open, the spawning thread, awake for the failing
     * paths only, continues it.
     */
    @Example
    void observersClosesAReversalWithAFailingChainOfChoices() {
        Litmus program =
                Litmus.litmus("failing-chain")
                        .thread(Op.faa("x", 1))
                        .thread(
                                r("x"),
                                Op.choice(2),
                                Op.check(v -> v.get(1) == 0 || v.get(0) != 0, "x != 0"),
                                Op.choice(2),
                                Op.check(v -> v.last() == 0 || v.get(0) != 1, "x != 1"))
                        .thread(Op.lock("m"), r("x"), w("x", v -> v.last() + 1), Op.unlock("m"));
        Litmus created =
                Litmus.main(
                        "failing-chain-at-thread-start",
                        spawn(r("x"), Op.check(v -> v.last() != 2, "x != 2")),
                        spawn(w("x", 1)),
                        spawn(Op.choice(2), Op.choice(2), Op.check(v -> v.last() == 0, "chose 1")));
        assertObserversExact(program, created);
    }

    /**
     * Atomic sections with a choice inside (kind 14): a wakeup-tree node holds the section as one
     * of its choices made it, and was taken to stand for a sequence in which the section chose
     * otherwise (and so conflicted with other steps): {@code optimal} missed 4 of 21 classes on the
     * first program, 1 of 45 and 2 of 128 on the next two. Now each combination of choices has its
     * own node. On the fourth, a section that a use-after-free cut short was taken to do only what
     * it did before the error, also where the reversal runs it before the {@code free} (optimal
     * missed 8 of 63 classes); now a probe runs it there.
     */
    @Example
    void noClassIsMissedWhenAtomicSectionsChoose() {
        for (List<List<Integer>> threads :
                List.of(
                        List.of(List.of(9), List.of(226, 196), List.of(7, 177)),
                        List.of(List.of(59, 201), List.of(23), List.of(233, 49)),
                        List.of(List.of(238, 221), List.of(71, 47), List.of(168, 3)),
                        List.of(List.of(225, 149), List.of(193, 95), List.of(70)),
                        List.of(List.of(238), List.of(145, 107), List.of(91, 213)))) {
            RandomSync p = new RandomSync(threads);
            assertThat(run(Algorithm.SOURCE, p.toLitmus()).maz().missing())
                    .as(p + " source")
                    .isEmpty();
            assertThat(run(Algorithm.OPTIMAL, p.toLitmus()).maz().missing())
                    .as(p + " optimal")
                    .isEmpty();
            assertThat(run(Algorithm.OBSERVERS, p.toLitmus()).obs().missing())
                    .as(p + " observers")
                    .isEmpty();
        }
    }

    /**
     * Ways {@code observers} missed classes. First ({@code [[28,43],[230],[17]]}): a thread run
     * from sleep on condition makes its step a guard, whose writes must be read before being
     * overwritten; the guard was the whole atomic section, so a write to what the section only read
     * counted as overwriting it, and the thread that had to run next never could (1 of 12 classes
     * missed). Second ({@code [[17],[17,214],[15]]}, and with more segments 4 of 84): a read whose
     * choice right after it failed was a {@code notdep} step of a race, so the reversal ran it
     * before {@code e'}; its thread, asleep with that read, covered the sequence, but it had failed
     * only right after the read, never after {@code e'} (1 of 14 missed). Third ({@code
     * [[129,105],[208],[131]]}, 6 of 37): the same with no thread asleep, where the sequence was
     * inserted, but ran the read and its failing choice first. Such a race now also reverses with
     * the read moved last, failing ({@code Reversal.failingLast}). Fourth ({@code
     * [[90,175],[118,103],[130]]}, a trylock, signals and a waiter, 10 of 132): a sequence that
     * ended the execution with a guard unread was dropped as repeating a class, and with it the
     * races of the steps pending at that end, which led on to where a waiter reads the guard
     * ({@code Reversal.leavesUnread}). Fifth ({@code [[230,171,221],[19,122,81]]}, 2 of 37): a
     * section that chooses to write {@code x1} after reading {@code x0}, reversed with a later
     * write of {@code x1} whose observer could not be moved, stood in for that observer; as a step
     * that reads, it was taken to observe the write, so its own write–write order after it did not
     * count, and the sequence went down the branch that runs the section first ({@code
     * Reversal.observedElement}). Sixth ({@code [[140],[208],[120,20]]}, 1 of 23): like the fourth,
     * with the failure as {@code e'}: the class where the thread of the guard never runs before the
     * failure was reached only from such a sequence.
     */
    @Example
    void observersRevisitsFailuresAndGuardsOfSections() {
        for (List<List<Integer>> threads :
                List.of(
                        List.of(List.of(28, 43), List.of(230), List.of(17)),
                        List.of(List.of(17), List.of(17, 214), List.of(15)),
                        List.of(List.of(127, 77), List.of(17, 214), List.of(15, 179)),
                        List.of(List.of(129, 105), List.of(208), List.of(131)),
                        List.of(List.of(90, 175), List.of(118, 103), List.of(130)),
                        List.of(List.of(230, 171, 221), List.of(19, 122, 81)),
                        List.of(List.of(140), List.of(208), List.of(120, 20)))) {
            RandomSync p = new RandomSync(threads);
            assertThat(run(Algorithm.OBSERVERS, p.toLitmus()).obs().missing())
                    .as(p + " observers")
                    .isEmpty();
            assertThat(run(Algorithm.OPTIMAL, p.toLitmus()).maz().isExact())
                    .as(p + " optimal")
                    .isTrue();
        }
    }

    /**
     * Failures right after choices under the observer equivalence, two programs where {@code
     * observers} missed a class. First (1 of 132): {@code t} reads {@code x}, {@code y} and fails
     * if its choice is 1 and {@code y} was 2; a wakeup sequence that runs another thread's steps
     * and then {@code t}'s read went down a branch whose read was followed by that failing choice,
     * and the leaf of the failure was taken to cover it, though the failure ends the execution
     * before those steps. Such a sequence now also goes in with the read moved last, failing
     * ({@code WakeupTree.failsRightAfter}). Second (4 of 415): a read that fails when it reads 0
     * raced with a pending write of 1 it would observe; the reversal ran the write alone, and the
     * writer, asleep on condition (its write overwritten unobserved), covered it. The failing read
     * now follows the pending write as its observer ({@code Reversal.readsWhatItWrites}). Third (4
     * of 109): {@code main}'s write of {@code x1}, overwritten unobserved, slept on condition; the
     * failure of another thread raced with it, pending, and the sequence running it before the
     * failure was covered, so the failure never raced with {@code main}'s read of its own write
     * that comes next. That sequence is now run as a stepping stone ({@code
     * Reversal.isWeakInitial}).
     */
    @Example
    void observersRunsStepsBeforeFailuresRightAfterChoices() {
        Litmus first =
                Litmus.main(
                        "fails-after-choice",
                        spawn(
                                INCREMENT_X1,
                                Op.choice(2),
                                when(v -> v.get(1) == 1, w("x0", 2)),
                                INCREMENT_X1),
                        spawn(
                                r("x0"),
                                r("x1"),
                                Op.choice(2),
                                Op.check(v -> v.get(2) == 0 || v.get(1) != 2, "x1 != 2")),
                        r("x0"),
                        Op.choice(2),
                        Op.check(v -> v.get(1) == 0 || v.get(0) != 0, "x0 != 0"),
                        w("x0", 2),
                        r("x0"));
        Litmus second =
                Litmus.main(
                        "fails-on-pending-write",
                        spawn(
                                r("x1"),
                                Op.check(v -> v.get(0) != 0, "x1 != 0"),
                                r("x1"),
                                Op.choice(2),
                                Op.check(v -> v.get(2) == 0 || v.get(1) != 2, "x1 != 2"),
                                w("x1", 1)),
                        spawn(r("x0"), Op.check(v -> v.get(0) != 0, "x0 != 0")),
                        spawn(
                                w("x1", 2),
                                w("x1", 0),
                                r("x1"),
                                Op.check(v -> v.get(0) != 0, "x1 != 0")),
                        r("x1"),
                        Op.choice(2),
                        Op.check(v -> v.get(1) == 0 || v.get(0) != 1, "x1 != 1"),
                        r("x0"),
                        r("x0"),
                        Op.check(v -> v.get(3) != 0, "x0 != 0"));
        Litmus third =
                Litmus.main(
                        "reads-own-write-before-failure",
                        spawn(
                                w("x0", 2),
                                w("x0", 2),
                                r("x0"),
                                Op.check(v -> v.get(0) != 0, "x0 != 0")),
                        spawn(
                                w("x1", 1),
                                Op.atomic(r("x0"), w("x0", v -> (v.last() + 1) % 3)),
                                r("x0"),
                                Op.choice(2),
                                Op.check(v -> v.get(2) == 0 || v.get(1) != 2, "x0 != 2")),
                        Op.choice(2),
                        when(v -> v.get(0) == 1, w("x1", 0)),
                        r("x1"),
                        Op.check(v -> v.get(1) != 2, "x1 != 2"));
        for (Litmus program : List.of(first, second, third)) {
            Run observers = run(Algorithm.OBSERVERS, program);
            assertThat(observers.obs().missing()).as(program.name() + " observers").isEmpty();
            assertThat(observers.obs().duplicated()).as(program.name() + " observers").isEmpty();
        }
    }

    /**
     * N threads each write {@code x} or {@code y} in an atomic section, by a choice inside it. The
     * sections that write the same variable are ordered, the others commute: (N+1)·N! classes. The
     * thread used to sleep with the union of what its choices did, so a write of {@code y} woke it
     * also for the combination that writes {@code x}, which then ran again in a class explored
     * already (8 traces for 6 classes, 48 for 24). Now each combination sleeps on its own.
     */
    @Example
    void eachCombinationOfChoicesInsideASectionSleepsOnItsOwn() {
        Op pick =
                Op.atomic(
                        Op.choice(2),
                        when(v -> v.get(0) == 0, w("x", 1)),
                        when(v -> v.get(0) == 1, w("y", 1)));
        for (int n = 2; n <= 3; n++) {
            Op[] threads = new Op[n];
            Arrays.fill(threads, spawn(pick));
            Litmus program = Litmus.main("pick-" + n, threads);
            long classes = (n + 1) * LongStream.rangeClosed(1, n).reduce(1, (a, b) -> a * b);
            for (Algorithm a : List.of(Algorithm.SOURCE, Algorithm.OPTIMAL)) {
                Run run = run(a, program);
                assertThat(run.census().count(Equivalence.MAZURKIEWICZ)).isEqualTo(classes);
                assertThat(run.maz().isExact()).as(program.name() + " " + a + " exact").isTrue();
                assertThat(run.result().counts().traces()).isEqualTo(classes);
            }
        }
    }

    /**
     * Under the observer equivalence the combinations of a section's choices that another step only
     * writes over sleep on, on condition. N threads each read {@code x} in an atomic section and,
     * by a choice inside it, increment {@code x} or write {@code y}; nothing reads {@code y}. With
     * k threads incrementing, in one of k! orders, each of the others reads {@code x} in one of k+1
     * places: Σ_k C(N,k)·k!·(k+1)^(N−k) classes, 7 for N = 2 and 37 for N = 3. A combination that
     * writes {@code y} was woken by the other thread's write of {@code y} (its section as a whole
     * conflicts more: it reads {@code x}) and ran again after it (8 traces for 7 classes, 48 for
     * 37). Also a random program where a thread sleeping on condition, run anyway (as a guard),
     * took every choice inside its section, also those of combinations still asleep (6 traces for 5
     * classes); a thread so run now takes only the combinations asleep on condition or not
     * explored. And one where such a guard's own next section, by its choice inside, wrote over the
     * guard unread (24 traces for 23 classes): only a thread's next event was checked against the
     * guards, and a later read of the memory took the guard for observed. The execution now ends
     * there, sleep-set blocked ({@code SleepSet.overwritesGuard(Step)}).
     */
    @Example
    void observersWritesOverSectionsPerCombination() {
        Op readThenPick =
                Op.atomic(
                        r("x"),
                        Op.choice(2),
                        when(v -> v.get(1) == 0, w("x", v -> v.get(0) + 1)),
                        when(v -> v.get(1) == 1, w("y", 1)));
        for (int n = 2; n <= 3; n++) {
            Op[] threads = new Op[n];
            Arrays.fill(threads, spawn(readThenPick));
            Run run = run(Algorithm.OBSERVERS, Litmus.main("read-then-pick-" + n, threads));
            assertThat(run.census().count(Equivalence.OBSERVERS)).isEqualTo(n == 2 ? 7 : 37);
            assertThat(run.obs().isExact()).as("read-then-pick-" + n + " exact").isTrue();
        }
        assertExact(
                Algorithm.OBSERVERS,
                List.of(
                        List.of(List.of(226, 56, 53), List.of(87)),
                        List.of(List.of(164), List.of(26, 227), List.of(237))),
                false);
    }

    /**
     * Random programs with choices inside sections. The first repeated classes with the union sleep
     * step; the second missed one once each combination slept on its own and nothing else changed:
     * where a thread was awake only for some combinations, the sleeping ones never ran there, so
     * their races with later steps were never seen ({@code racesOfSleepingCombinations} in {@code
     * DporSearch}). The third missed 8 of 42 until the reversal of such a race stopped running the
     * later step's own successors before it.
     */
    @Example
    void theCombinationsASectionSleepsWithStillRace() {
        List<List<List<Integer>>> programs =
                List.of(
                        List.of(List.of(234, 156), List.of(23, 195)),
                        List.of(List.of(124, 229), List.of(1, 148)),
                        List.of(List.of(231), List.of(173, 212), List.of(227)));
        for (Algorithm a : List.of(Algorithm.SOURCE, Algorithm.OPTIMAL)) {
            assertExact(a, programs, false);
        }
    }

    /**
     * A section that a use-after-free cut short, reversed to run before the {@code free}: counted
     * as dependent with everything (what it does after the recorded events being unknown), its
     * reversal looked new and ended sleep-set blocked; the probe that runs it there finds it
     * independent.
     */
    @Example
    void optimalProbesASectionAnErrorCutShort() {
        assertExactAndNeverBlocked(
                Algorithm.OPTIMAL,
                List.of(
                        List.of(List.of(201), List.of(149), List.of(174, 14)),
                        List.of(List.of(193, 41), List.of(68, 153), List.of(134)),
                        List.of(List.of(205), List.of(153, 120), List.of(25, 131))));
    }

    /**
     * Three threads each increment {@code x}, {@code y} and {@code z} in atomic sections; main
     * asserts {@code x == 0}, so most executions end while sections are pending. {@code optimal}
     * once explored 1,111 of its 1,113 classes: the error's races with the pending sections were
     * reversed without knowing what the sections do; now a probe runs them first (found with the
     * same program in C, five threads and two sections each: 62,332 of 62,390 classes).
     */
    @Example
    void optimalExploresEveryClassWhenAnErrorCutsOffSections() {
        Op[] increments = new Op[3];
        for (int i = 0; i < 3; i++) {
            String v = "xyz".substring(i, i + 1);
            increments[i] = Op.atomic(r(v), w(v, values -> values.get(values.size() - 1) + 1));
        }
        Litmus program =
                Litmus.main(
                        "sections-cut-off",
                        spawn(increments),
                        spawn(increments),
                        spawn(increments),
                        r("x"),
                        Op.check(values -> values.get(values.size() - 1) == 0, "x == 0"));
        Run run = run(Algorithm.OPTIMAL, program);
        assertThat(run.census().count(Equivalence.MAZURKIEWICZ)).isEqualTo(1113);
        assertThat(run.maz().isExact()).as("exact").isTrue();
        assertThat(run.result().counts().sleepSetBlocked()).as("blocked").isZero();
    }

    /**
     * Assertions that fail right after a choice (no event between them). First: main reads {@code
     * x}, chooses and fails; two threads increment {@code y} and {@code x} in atomic sections.
     * Every algorithm explored 4 of the 5 classes: main slept with its read, which the increment of
     * {@code y} does not touch, so the class in which that increment comes before main's failure
     * was taken for one explored already (main's branch, where the failure cuts the increment off).
     * Now a thread whose choice failed sleeps with its step only for the other alternatives. Second
     * (a random program): {@code optimal} missed the classes in which the failing thread runs after
     * one or two independent steps of another thread, until a reversal of the failure's race ran
     * the failing step again and sleeping threads stopped covering sequences of a thread that may
     * fail that way.
     */
    @Example
    void aThreadWhoseChoiceFailedSleepsOnlyForTheOtherAlternatives() {
        Litmus first =
                Litmus.main(
                        "choice-then-assert",
                        spawn(Op.atomic(r("y"), w("y", values -> values.get(0) + 1))),
                        spawn(Op.atomic(r("x"), w("x", values -> values.get(0) + 1))),
                        r("x"),
                        Op.choice(2),
                        Op.check(values -> values.get(1) != 1 || values.get(0) != 0, "x != 0"));
        Litmus second =
                Litmus.main(
                        "choice-then-assert-later",
                        spawn(
                                r("x"),
                                Op.choice(2),
                                Op.check(v -> v.get(1) == 0 || v.get(0) != 0, "x != 0"),
                                w("y", 2)),
                        spawn(w("y", 2), r("y"), w("x", 1)),
                        r("x"),
                        r("x"),
                        r("y"));
        for (Litmus program : List.of(first, second)) {
            for (Algorithm a : List.of(Algorithm.SOURCE, Algorithm.OPTIMAL, Algorithm.OBSERVERS)) {
                Run run = run(a, program);
                assertThat(run.coverage(a.equivalence()).isExact())
                        .as(program.name() + " " + a + " exact")
                        .isTrue();
            }
        }
    }

    /**
     * A wakeup sequence from a race with a thread's pending step, before the choice that step leads
     * to, stands for every alternative of the choice; a later sequence that fixes the alternative
     * used to become a choice node next to it, and the first then applied to no alternative but the
     * free ones: {@code optimal} missed 4 of 80 classes on the first program and 1 of 102 on the
     * second (both from random programs where assertions fail right after choices). The third has a
     * thread whose choice a sequence placed after another thread's step, although the choice is
     * made right after its own step. On the fourth, a sequence reached a level of a thread's choice
     * alternatives with that choice behind other steps; appended as it was, it mixed steps into the
     * level of choices and {@code observers} crashed.
     */
    @Example
    void aStepInsertedBeforeAChoiceStaysForEveryAlternative() {
        Litmus first =
                Litmus.main(
                        "steps-for-every-alternative",
                        spawn(r("x0"), r("x0"), failsIf(1, 0), Op.choice(2), writesIf(2, "x1", 1)),
                        spawn(w("x1", 1)),
                        spawn(r("x1"), Op.choice(2), failsAfterChoiceIf(0, 1, 1), w("x1", 0)),
                        r("x1"),
                        Op.choice(2),
                        failsAfterChoiceIf(0, 1, 0));
        Litmus second =
                Litmus.main(
                        "steps-for-every-alternative-2",
                        spawn(
                                r("x1"),
                                failsIf(0, 1),
                                r("x1"),
                                failsIf(1, 0),
                                Op.choice(2),
                                writesIf(2, "x0", 2)),
                        spawn(r("x0"), failsIf(0, 0)),
                        spawn(r("x0"), r("x0"), failsIf(1, 0), Op.choice(2), writesIf(2, "x1", 1)),
                        w("x0", 1),
                        r("x1"),
                        Op.choice(2),
                        failsAfterChoiceIf(0, 1, 0));
        Litmus third =
                Litmus.main(
                        "choice-right-after-its-step",
                        spawn(Op.choice(2), writesIf(0, "x1", 2)),
                        spawn(
                                w("x1", 0),
                                Op.choice(2),
                                writesIf(0, "x0", 0),
                                r("x0"),
                                failsIf(1, 2)),
                        spawn(increment("x1")),
                        increment("x1"));
        Litmus fourth =
                Litmus.main(
                        "choice-first-where-the-sequence-has-it-later",
                        spawn(
                                Op.choice(2),
                                writesIf(0, "x1", 1),
                                w("x0", 2),
                                r("x0"),
                                failsIf(1, 1)),
                        spawn(
                                w("x1", 1),
                                r("x1"),
                                Op.choice(2),
                                failsAfterChoiceIf(0, 1, 1),
                                increment("x1")),
                        r("x1"),
                        Op.choice(2),
                        failsAfterChoiceIf(0, 1, 2));
        for (Litmus program : List.of(first, second, third, fourth)) {
            for (Algorithm a : List.of(Algorithm.SOURCE, Algorithm.OPTIMAL, Algorithm.OBSERVERS)) {
                assertThat(run(a, program).coverage(a.equivalence()).isExact())
                        .as(program.name() + " " + a + " exact")
                        .isTrue();
            }
        }
    }

    /** An atomic section that adds 1 modulo 3 to {@code x}. */
    private static Op increment(String x) {
        return Op.atomic(r(x), w(x, v -> (v.get(v.size() - 1) + 1) % 3));
    }

    /**
     * Likewise inside atomic sections: a wakeup sequence that runs one combination of a section's
     * choices leads {@code optimal} to explore only that one there ({@code
     * WakeupTree.Node#alternativesInside}); the thread stays awake for the others. A section that
     * reads {@code x0} and writes {@code x0} or, by its choice, {@code x1}, beside an increment of
     * {@code x1}: 3 classes, and the reversal of the increment with the section's write of {@code
     * x1} also ran the other combination first, sleep-set blocked; the next two ended 1 and 3
     * executions blocked, and the fourth 1, where the section was the reversal's last element, run
     * in another state (uncertain), whose choices then fixed nothing. The last three missed classes
     * (7 of 74, 4 of 44, 3 of 490) until a node that a sequence with the thread's pending section
     * went through (its choices unknown, so standing for every combination) stopped fixing the
     * combination.
     */
    @Example
    void optimalExploresOnlyTheCombinationsInsideASectionAWakeupSequenceAsksFor() {
        assertExactAndNeverBlocked(
                Algorithm.OPTIMAL,
                List.of(
                        List.of(List.of(33), List.of(226)),
                        List.of(List.of(182, 178, 224), List.of(235)),
                        List.of(List.of(70, 188, 197), List.of(51, 239)),
                        List.of(List.of(55), List.of(58), List.of(236))));
        assertExact(
                Algorithm.OPTIMAL,
                List.of(
                        List.of(List.of(217, 46), List.of(72), List.of(234, 110)),
                        List.of(List.of(217, 46), List.of(72), List.of(234)),
                        List.of(List.of(233, 208), List.of(239), List.of(238, 72))),
                false);
    }

    /**
     * A combination of a section that still sleeps where its thread is awake for others covers a
     * wakeup sequence that runs it first, as a sleeping thread's would ({@code
     * SleepSet#asleepInsideFor}). RandomSync {@code [[230,113],[67,182]]}: the section's
     * combination that writes {@code x0}, explored first at the root, still slept after the other
     * thread's critical section (which woke only the combination writing {@code x1}); the reversal
     * of its race with that thread's read of {@code x0} was inserted there all the same, the search
     * could take only the other combination, and the execution ended sleep-set blocked (1 of 8).
     */
    @Example
    void optimalCoversSequencesWithACombinationStillAsleep() {
        assertExactAndNeverBlocked(
                Algorithm.OPTIMAL, List.of(List.of(List.of(230, 113), List.of(67, 182))));
    }

    /**
     * A thread that explored some alternatives of the choice after its step here and stays awake
     * for the others covers a sequence that runs that step first and then takes an explored one
     * ({@code OptimalExplorer#coveredByChoicesExplored}); and a sleeping thread that is an initial
     * of a sequence covers it even when another thread of the sequence may fail by such a choice:
     * it runs first. Without them {@code optimal} inserted, where its class was explored, a
     * sequence that then ran to a sleep-set blocked end: 1 of 76 executions of this program, the
     * only one of 3,000 random programs ({@code Fuzz2}, seed 8) that they take to none; over six
     * seeds they remove about a tenth of the blocked executions.
     */
    @Example
    void optimalCoversSequencesWithTheAlternativesAThreadExplored() {
        assertExactAndNeverBlocked(
                Algorithm.OPTIMAL,
                List.of(List.of(List.of(209), List.of(118, 228), List.of(233, 116))));
    }

    /**
     * The reversal of an assertion that fails right after a choice fixes the failing alternative,
     * and a companion sequence, the same without the failure, takes the others ({@code
     * Reversal#notFailing}). Left free after the failing step, the other alternatives repeated
     * classes a sleeping thread covered: RandomSync {@code [[85],[209],[178]]} ended 1 of 8
     * executions sleep-set blocked. Without the companion {@code optimal} missed 1 of 75 classes of
     * {@code optimalCoversSequencesWithTheAlternativesAThreadExplored}'s program. The second
     * program (a random one with choices before checks) lost 1 of 397 while the failing
     * alternative, a leaf, stood for longer sequences also where the step before it may read
     * another value, the write it raced with now before it, and the check then pass.
     */
    @Example
    void optimalFixesTheFailingAlternativeInAFailuresReversal() {
        assertExactAndNeverBlocked(
                Algorithm.OPTIMAL, List.of(List.of(List.of(85), List.of(209), List.of(178))));
        Litmus uncertain =
                Litmus.main(
                        "fails-after-choice-uncertainly",
                        spawn(r("x1"), Op.choice(2), failsAfterChoiceIf(0, 1, 0)),
                        spawn(Op.choice(2), writesIf(0, "x1", 0), w("x0", 1)),
                        spawn(Op.choice(2), writesIf(0, "x1", 2), increment("x1"), w("x0", 2)),
                        increment("x1"));
        Run run = run(Algorithm.OPTIMAL, uncertain);
        assertThat(run.coverage(Equivalence.MAZURKIEWICZ).isExact()).isTrue();
        assertThat(run.result().counts().traces()).isEqualTo(397);
    }

    /**
     * Where the write a failure right after a choice raced with comes first, the failing step may
     * read another value and the choice pass; a probe settles it ({@code DporSearch#probeFailure}).
     * RandomSync {@code [[53],[176],[159,215]]}: a compare-exchange that makes the read {@code x1 =
     * 2} where it read 1 and failed; the sequence that ran the failing alternative anyway, and a
     * thread asleep with an independent read (its thread then blocked by an assumption) covered
     * what followed: 2 of 10 executions sleep-set blocked.
     */
    @Example
    void optimalRunsAFailureAgainOnlyWhereItRecurs() {
        assertExactAndNeverBlocked(
                Algorithm.OPTIMAL, List.of(List.of(List.of(53), List.of(176), List.of(159, 215))));
    }

    /**
     * A sleeping thread covers a wakeup sequence in which a thread awake only for the alternatives
     * of the choice after its step that failed cannot fail by them: a probe runs the sequence up to
     * that step and takes them ({@code FailureProbe}). RandomSync {@code [[217],[151],[184,14]]}:
     * the assertion after the choice fails when the read of {@code x1} gives 0; in the sequence the
     * increment comes first, the read gives 1, and the thread asleep with its independent reads of
     * {@code x0} covers the sequence. Counted as failing, the thread kept the sleeping one from
     * covering it, and 2 of 8 executions ended sleep-set blocked. The probe first tried the
     * alternatives the thread was not awake for, and {@code optimal} missed 1 of 12 classes of the
     * second program, where the failing read still reads 0 in the sequence. In the third the
     * sequence is the companion of a failure's reversal ({@code Reversal#notFailing}): the failing
     * alternative there is the reversal's own, so it does not count (1 of 16 executions blocked
     * while it did).
     */
    @Example
    void optimalLetsASleepingThreadCoverWhereTheChoiceCannotFail() {
        assertExactAndNeverBlocked(
                Algorithm.OPTIMAL,
                List.of(
                        List.of(List.of(217), List.of(151), List.of(184, 14)),
                        List.of(List.of(19), List.of(208, 129), List.of(78, 153)),
                        List.of(List.of(215, 97), List.of(182), List.of(33, 138))));
    }

    /**
     * A pending atomic section that makes a choice inside, cut off by a failure, is probed once per
     * combination of its choices, and each combination races on its own ({@code
     * DporSearch#byCombination}). RandomSync {@code [[5],[220],[230]]}: the section writes {@code
     * x0} or {@code x1} by its choice; unknown, it counted as dependent with everything and its
     * reversal with the failing read of {@code x0} ran both combinations before it, and the one
     * writing {@code x0}, after which the read gives 1 and the assertion passes, ended sleep-set
     * blocked (1 of 11 executions). Filtering the combinations by conflict with the earlier step
     * missed 3 of the 10 classes until the failure itself was let race with every combination: none
     * runs after it.
     */
    @Example
    void optimalRacesEachCombinationOfAPendingSectionsChoices() {
        assertExactAndNeverBlocked(
                Algorithm.OPTIMAL, List.of(List.of(List.of(5), List.of(220), List.of(230))));
    }

    /**
     * A wakeup-tree leaf that a longer sequence extends opens what follows it, not its own step
     * ({@code WakeupTree.Node#freeStep}): its atomic section keeps the combination of choices the
     * sequences through it made. RandomSync {@code [[2],[175],[229]]}: the section reads {@code x1}
     * and writes {@code x1} or {@code x0} by its choice; the leaf that runs it writing {@code x0}
     * before the failing read of {@code x1} was extended by the failure's sequence and then ran
     * both combinations, and the one writing {@code x1}, which leaves the read of {@code x0}
     * asleep, ended sleep-set blocked (1 of 7 executions).
     */
    @Example
    void optimalKeepsTheCombinationOfALeafThatASequenceExtends() {
        assertExactAndNeverBlocked(
                Algorithm.OPTIMAL, List.of(List.of(List.of(2), List.of(175), List.of(229))));
    }

    /**
     * A sequence that ends at a node of a wakeup tree with children leaves what follows that node
     * free; the first child explored there is opened, the others keep the choices the sequences
     * through them made ({@code WakeupTree.Node#openFirstExplored}). RandomSync {@code
     * [[228],[7,188],[228]]}: two threads run an atomic section that reads {@code x0} and writes
     * {@code x0} or {@code x1} by its choice, beside a reader of {@code x1} then {@code x0}; a
     * sequence that ended at the reader's first read opened every child there, the second child's
     * section ran both combinations, and the one its sequences had not asked for ended sleep-set
     * blocked (1 of 13 executions; 3 of 94 in the second program).
     */
    @Example
    void optimalOpensOnlyTheFirstChildExploredWhereASequenceEndsInsideABranch() {
        assertExactAndNeverBlocked(
                Algorithm.OPTIMAL,
                List.of(
                        List.of(List.of(228), List.of(7, 188), List.of(228)),
                        List.of(List.of(72), List.of(47, 227), List.of(38, 227))));
    }

    /**
     * A choice right after an atomic section that made choices inside is restricted like one right
     * after a step: to the alternatives the wakeup subtree asks for, the thread staying awake for
     * that combination of the section, only for the others ({@code
     * DporSearch#restrictAfterSection}, {@code SleepSet#awakeAfterSection}). In each program the
     * second thread runs such a section, then chooses whether an assumption holds; the sequence
     * that reversed the section with another thread's step asked for the choice that passes, the
     * choice ran free, and its failing alternative, which left that other thread asleep, ended
     * sleep-set blocked (1 of 9, 1 of 1 and 1 of 7 traces; in the last one the sequences fixed the
     * choice after both combinations of the section).
     */
    @Example
    void optimalRestrictsTheChoiceRightAfterAChoosingSection() {
        assertExactAndNeverBlocked(
                Algorithm.OPTIMAL,
                List.of(
                        List.of(List.of(24, 197), List.of(226, 191, 51)),
                        List.of(List.of(176, 143), List.of(230, 179, 16)),
                        List.of(List.of(186, 72), List.of(238, 191, 97))));
    }

    /**
     * A sequence whose step is a pending atomic section (its choices inside unknown) lets the node
     * it goes through run every combination of the section ({@code
     * WakeupTree.Node#everyCombination}); a sequence that only tested the node, its thread not an
     * initial there, set the flag too, and the node's combinations that no sequence asked for ended
     * sleep-set blocked. In the first program the second thread's section read {@code x1} after the
     * third thread freed it; the error's sequence, which runs the third thread's section, its
     * {@code free} and then the cut-short section, tested the node of the second thread's section
     * below the third thread's, found that thread no initial there (the {@code free} comes first)
     * and went on to the {@code free}, yet marked the node (1 of 24 traces; 1 of 76 and 2 of 90 in
     * the others).
     */
    @Example
    void optimalRunsEveryCombinationOnlyWhereAPendingSectionGoesThrough() {
        assertExactAndNeverBlocked(
                Algorithm.OPTIMAL,
                List.of(
                        List.of(List.of(2), List.of(233, 14), List.of(230, 193)),
                        List.of(List.of(27, 74), List.of(60, 193), List.of(227, 58)),
                        List.of(List.of(236, 235), List.of(201, 220), List.of(81))));
    }

    /**
     * A node where a sequence ended, or a leaf a longer sequence extended, is open: what follows it
     * is free, every alternative of its choices explored ({@code WakeupTree.Node#open}). A variant
     * of that node, the same thread's atomic section in another combination of its choices,
     * inherited the flag, though the sequence had ended at the node's combination only. In the
     * first program the sequence that runs the third thread's section in the combination that
     * writes {@code x1} right after the lock ended at its node; the sequence that runs the section
     * in the combination that writes {@code x0} and then the first thread's section became a
     * variant, open, and below it the third thread's second section ran in both combinations: the
     * one that writes {@code x0} again left the second thread, asleep since the lock with its read
     * of {@code x1}, unwoken (2 of 129 executions sleep-set blocked; 1 of 53 and 4 of 35 in the
     * others).
     */
    @Example
    void optimalOpensOnlyTheCombinationASequenceEndedAt() {
        assertExactAndNeverBlocked(
                Algorithm.OPTIMAL,
                List.of(
                        List.of(List.of(230), List.of(75), List.of(227, 239)),
                        List.of(List.of(238), List.of(63, 38), List.of(211, 225)),
                        List.of(List.of(175, 155), List.of(218), List.of(232, 229))));
    }

    /**
     * Below an open node only the branch explored first is the free continuation; a sequence
     * appended there later as a further branch came from a race and takes the choices it made
     * ({@code WakeupTree#append}). Open too, its choices ran every way. In the first program the
     * third thread's read of {@code x0} was inserted, to fail by the choice after it, beside the
     * waiter's {@code pthread_cond_wait} in a free continuation; the choice also ran the way that
     * passes, and with the waiter asleep nothing woke it (6 of 68 executions sleep-set blocked; 2
     * of 217 and 2 of 83 in the others).
     */
    @Example
    void optimalKeepsTheChoicesOfABranchAppendedBelowAnOpenNode() {
        assertExactAndNeverBlocked(
                Algorithm.OPTIMAL,
                List.of(
                        List.of(List.of(220, 234), List.of(222, 100), List.of(177, 208)),
                        List.of(List.of(227, 225), List.of(169, 93), List.of(209, 232)),
                        List.of(List.of(7, 228), List.of(222, 103), List.of(220, 93))));
    }

    /**
     * A sequence whose atomic section was estimated in another state (uncertain: it read other
     * values there) matches the node of the same combination of the section's choices, not only the
     * other way round ({@code WakeupTree.Node#matching}). The second thread's section, reversed
     * with the first thread's section that writes {@code x1}, was estimated reading the value that
     * section wrote; it became a second variant of its combination behind the first, whose subtree
     * fixed the choice after the section, and the sequence's free continuation never ran: the class
     * where the second thread takes the other alternative (its assumption fails) and the first
     * thread then fails its assertion was missed.
     */
    @Example
    void optimalMatchesAnEstimatedSectionWithTheNodeOfItsCombination() {
        assertExactAndNeverBlocked(
                Algorithm.OPTIMAL, List.of(List.of(List.of(238, 219, 139), List.of(237, 183, 70))));
    }

    /**
     * A pending atomic section that fails inside in one combination of its choices (it writes
     * memory another thread freed) is still probed per combination ({@code
     * DporSearch#byCombination}): the failing combination is a universal step of its own, whose
     * reversal ends with it. Before, one failing combination left the whole section unknown, and
     * its reversal ran every combination; the one that does not fail repeated classes explored
     * beside a sleeping thread (2 of 65 executions sleep-set blocked; 5 of 42 in the second
     * program).
     */
    @Example
    void optimalProbesEachCombinationOfAPendingSectionThatFailsInside() {
        assertExactAndNeverBlocked(
                Algorithm.OPTIMAL,
                List.of(
                        List.of(List.of(197, 222), List.of(171, 78), List.of(228)),
                        List.of(List.of(222), List.of(52, 127), List.of(201, 230))));
    }

    /**
     * Below an open node (a free continuation) every alternative of a choice is taken, and each
     * alternative's node is opened in turn ({@code WakeupTree.Node#afterChoice}): left as the
     * sequences through it made it, it fixed the choice that follows. Three threads: one frees
     * {@code x1} and fences, one reads {@code x1}, asserts after a choice and runs a section that
     * writes {@code x1} by its other choice, one reads {@code x1}, asserts after a choice and
     * assumes by a second choice. A sequence ended at the third thread's read, whose branch had
     * nodes for both alternatives of its first choice but only for the passing one of its second;
     * the free continuation took the first choice both ways and the second only that way, and the
     * classes where the assumption fails and the second thread's section then writes the freed
     * {@code x1} were missed (8 of 136).
     */
    @Example
    void optimalTakesEveryChoiceOfAFreeContinuationEveryWay() {
        assertExactAndNeverBlocked(
                Algorithm.OPTIMAL,
                List.of(List.of(List.of(205, 198), List.of(221, 236), List.of(215, 179, 215))));
    }

    /**
     * A variant of a node (its atomic section in another combination of its choices) goes on freely
     * exactly where the node's own step is free, the first branch explored in a free continuation
     * ({@code WakeupTree.Node#openFirstExplored} opens the variants with it); one created below an
     * open node beside that branch took its freedom from the level. Four threads: a section on
     * {@code x0} or {@code x1}, a trylock section, a lock section on {@code x0}, and two sections;
     * the fourth thread's second section got a variant below its first, in a free continuation
     * where the lock holder's read ran first, and the first thread's section after it then ran in
     * both combinations: the one that writes {@code x1} left the lock holder, asleep with its read
     * of {@code x0}, unwoken (1 of 661 executions sleep-set blocked).
     */
    @Example
    void optimalFreesAVariantOnlyWhereItsNodesStepIsFree() {
        assertExactAndNeverBlocked(
                Algorithm.OPTIMAL,
                List.of(List.of(List.of(238), List.of(91), List.of(78), List.of(227, 230))));
    }

    /**
     * A step followed in a wakeup sequence by a choice that fails is an initial of the sequence
     * only where nothing is left before it ({@code Reversal#isInitial}): the search resolves the
     * choice right after the step, so run first it fails before the steps that precede it in the
     * sequence, in another class. Four threads: a lock section and a write of {@code x1}, a waiter
     * never signalled, an increment of {@code x1} followed by a read that fails by a choice when it
     * sees 1, and a fence. The reversal of the fence with that failure, run after the waiter's lock
     * and read, went into the branch where the failing read ran first, and the classes where the
     * waiter starts before the failure (and the fence never runs) were missed (4 of 76). The second
     * program (three reads each followed by a choice that may fail, a section with a choice inside,
     * a write and an assertion) ended 1 of 157 executions sleep-set blocked before this rule.
     */
    @Example
    void optimalMovesAStepFirstOnlyWithTheFailingChoiceAfterIt() {
        assertExactAndNeverBlocked(
                Algorithm.OPTIMAL,
                List.of(
                        List.of(List.of(69, 17), List.of(98), List.of(45, 209), List.of(202)),
                        List.of(List.of(216), List.of(227, 208), List.of(208, 27), List.of(163))));
    }

    /**
     * An atomic section that an error cut short before its choice, reversed to run where it does
     * not fail, is probed once per combination of the choices it then makes, and each combination
     * is a reversal of its own ({@code DporSearch#reversals}). RandomSync {@code
     * [[205],[231],[121,110]]}: the section reads {@code x1} after the first thread frees it;
     * reversed with the {@code free}, its rest was unknown, so it counted as dependent with every
     * step of the condition-variable thread, and the sequences that ran it after each of those
     * steps all looked new; the last of them ended sleep-set blocked (1 of 11 executions).
     */
    @Example
    void optimalCompletesASectionCutShortByAnErrorPerCombination() {
        assertExactAndNeverBlocked(
                Algorithm.OPTIMAL, List.of(List.of(List.of(205), List.of(231), List.of(121, 110))));
    }

    /**
     * An atomic section whose thread blocks inside it (here on the mutex of another thread's
     * trylock or critical section) ends the execution: nobody else may run while it is open. Its
     * step conflicts with every step it cut off, like an error; before, the classes in which it
     * blocked before one of those steps were missed by all three algorithms (1 of 10 classes of the
     * first program, with a thread that holds the mutex after a trylock; 4 of 27 of the second,
     * where an assumption blocked another thread and the deadlock became an assume-blocked end).
     * Where a reversal runs the section after a step that releases what it waited for (the third
     * program: a condition wait releases the mutex), it need not block there, and the sequence goes
     * on freely; closed by the blocking section, it ended sleep-set blocked (1 of 7).
     */
    @Example
    void aSectionThatBlocksInsideEndsTheExecution() {
        List<List<List<Integer>>> programs =
                List.of(
                        List.of(List.of(95), List.of(270, 187, 161)),
                        List.of(List.of(185), List.of(256, 218), List.of(94, 194, 129)),
                        List.of(List.of(256), List.of(110, 6, 68), List.of(167)));
        assertExact(Algorithm.SOURCE, programs, false);
        assertExactAndNeverBlocked(Algorithm.OPTIMAL, programs);
        assertExact(Algorithm.OBSERVERS, programs, false);
    }

    /**
     * A pending atomic section whose probe gives up (here 128 combinations of seven choices inside,
     * past a probe limit of 64) is known only by its beginning; it must count as dependent with
     * every step. Taken as independent, a thread asleep with a step the section conflicts with (an
     * increment of what the section reads) covered the reversal of a failure with the section, and
     * the classes where the section ran before a failing section of a third thread, the sleeping
     * thread cut off, were missed (128 of 706). At the default limit the section is probed whole,
     * and no execution ends sleep-set blocked.
     */
    @Example
    void optimalTakesASectionWhoseProbeGivesUpAsDependentWithEverything() {
        Litmus program =
                new RandomSync(List.of(List.of(155), List.of(241), List.of(278))).toLitmus();
        Run pastLimit =
                run(
                        Algorithm.OPTIMAL,
                        program,
                        Options.DEFAULT.withKeepGoing(true).withSectionProbeLimit(64));
        assertThat(pastLimit.maz().isExact()).as("exact past the probe limit").isTrue();
        assertOptimalExactAndNeverBlocked(program);
    }

    /**
     * A pending atomic section that stops at a false assumption inside, in some combination of its
     * choices, is probed like any other: that combination is a step of the events up to the
     * assumption (its thread goes no further, the others go on). The probe gave up on it before,
     * the section counted as dependent with every step, and its reversals ran combinations no
     * sequence needed to a sleep-set-blocked end (3 of 13 and 2 of 142 executions). The third
     * program missed 2 of 18 classes when the litmus programs, unlike the interpreter, kept the
     * other threads blocked after such an assumption.
     */
    @Example
    void optimalProbesASectionThatStopsAtAFalseAssumption() {
        assertExactAndNeverBlocked(
                Algorithm.OPTIMAL,
                List.of(
                        List.of(List.of(44), List.of(223), List.of(206, 271)),
                        List.of(List.of(197), List.of(261, 261), List.of(13, 47, 232)),
                        List.of(List.of(166), List.of(271), List.of(274, 76, 163))));
    }

    /**
     * The reversal of a race with an atomic section that failed inside after a choice it made there
     * runs the section in its failing combination; its other combinations after the racing step are
     * classes of their own, which a second sequence, free after that step, leaves to the section
     * ({@code Reversal#otherCombinations}). Without it, 2 of 494 classes were missed.
     */
    @Example
    void optimalRunsTheOtherCombinationsOfASectionThatFailedInside() {
        assertExactAndNeverBlocked(
                Algorithm.OPTIMAL,
                List.of(List.of(List.of(229), List.of(236, 285), List.of(225, 13, 156))));
    }

    /**
     * Under the observer equivalence an execution ends where a step writes over a guarded write
     * (one run out of its conditional sleep) before anything read it: it repeats an explored class.
     * But a thread about to read that write could have run before the overwriting step, in a class
     * of its own; the races of such an execution now include the pending steps of the enabled
     * threads, an atomic section's probed in the state before the overwriting step ({@code
     * DporSearch#pendingSteps}). Before, those classes were missed when the overwriting step was a
     * section in one combination of its choices (1 of 47, 1 of 66, 4 of 161, 4 of 264 classes of
     * these programs; about 1 in 1,000 choice-heavy random programs).
     */
    @Example
    void observersReversesAnOverwriteOfAGuardWithThePendingReaders() {
        assertExact(
                Algorithm.OBSERVERS,
                List.of(
                        List.of(List.of(84, 239, 38), List.of(148), List.of(47, 16)),
                        List.of(List.of(21, 18), List.of(224), List.of(89, 238, 33)),
                        List.of(List.of(236, 226, 211), List.of(226, 221)),
                        List.of(List.of(21, 224), List.of(228), List.of(210, 24, 223))),
                false);
    }

    /**
     * An execution that ends because a step wrote over a guarded write unread races that step with
     * the pending steps of the enabled threads; a pending atomic section that chooses inside is
     * probed per combination for it, one pending step each. Known only by its beginning, it raced
     * with nothing, and {@code observers} missed the classes where the section reads the guarded
     * write (here the first thread's, inside its critical section) before the second thread's
     * section overwrites it: 4 of 264 and 8 of 528 classes.
     */
    @Example
    void observersRacesAnOverwriteOfAGuardWithEachCombinationOfAPendingSection() {
        assertExact(
                Algorithm.OBSERVERS,
                List.of(
                        List.of(List.of(74, 64), List.of(225, 225), List.of(274)),
                        List.of(List.of(74, 64), List.of(225, 237), List.of(181, 274))),
                false);
    }

    /**
     * An execution that ends because a step wrote over a guarded write unread races that step also
     * with each enabled thread's first later step that conflicts with it, run after the steps of
     * the thread before it: here the third thread's {@code atomic_fetch_add} two steps after its
     * pending one (a write and a broadcast) reads what the first thread's section overwrote, the
     * second thread's write. Raced only with the pending steps, {@code observers} missed the
     * classes where it read that write before the overwrite: 4 of 652.
     */
    @Example
    void observersRacesAnOverwriteOfAGuardWithALaterStepThatReadsIt() {
        assertExact(
                Algorithm.OBSERVERS,
                List.of(List.of(List.of(36, 232), List.of(238, 269), List.of(234, 129, 35))),
                false);
    }

    /**
     * Under the observer equivalence a leaf of a wakeup tree does not stand for a longer sequence,
     * also where the leaf is an alternative of a choice. Here the sequence {@code T3sec·T4 r(x1)·
     * choice·T2sec·T4 r(x1)·free(x1)} (from the race of the first thread's read of {@code x1} with
     * the free) met the leaf {@code T3sec·T4 r(x1)·choice} at the node after the third thread's
     * first section; that leaf's free continuation freed {@code x1} before the fourth thread read
     * it again (the first thread's read then failing), and the race that would have led on was
     * covered by the first thread, asleep there: {@code observers} missed 4 of 374 classes.
     */
    @Example
    void observersDoesNotLetALeafChoiceStandForALongerSequence() {
        assertExact(
                Algorithm.OBSERVERS,
                List.of(
                        List.of(
                                List.of(175),
                                List.of(158, 201),
                                List.of(263, 236),
                                List.of(217, 15))),
                false);
    }

    /**
     * A thread asleep on condition that its write stays unobserved does not cover the reversal of
     * that write's step {@code e'} (here the fourth thread's pending section, a critical section
     * writing {@code x0}) with an error {@code e} that reads it (the first thread's read of {@code
     * x0} whose assertion fails): after the reversal the error reads the section's write. The
     * section had slept past the third thread's write of {@code x0} since a branch where it ran
     * first, and that branch has the third thread's write read instead: {@code observers} missed 2
     * of 225 classes.
     */
    @Example
    void observersDoesNotLetAConditionalSleeperCoverTheReversalOfItsWriteWithAReadOfIt() {
        assertExact(
                Algorithm.OBSERVERS,
                List.of(
                        List.of(
                                List.of(90, 170),
                                List.of(57, 163),
                                List.of(231, 275),
                                List.of(266))),
                false);
    }

    /**
     * Every choice of a chain right after an atomic section that made choices inside is restricted
     * to the alternatives the wakeup subtree asks for, not only the first: here the second thread
     * runs a section, then two choices (assumptions that block on one alternative each), and a
     * sequence fixed both; the second went every way, and the alternative nobody asked for repeated
     * a class with the first thread asleep (6 of 90 executions sleep-set blocked).
     */
    @Example
    void optimalRestrictsEveryChoiceOfAChainAfterASection() {
        assertExactAndNeverBlocked(
                Algorithm.OPTIMAL,
                List.of(List.of(List.of(213, 1), List.of(181, 230, 179, 177, 231))));
    }

    /**
     * A wakeup sequence whose atomic section is of unknown combination (cut short by an error
     * before its choices: the second thread freed what it reads) goes down a node of that section
     * only where the thread is an initial in every combination. Here a read of {@code x0} comes
     * before the section in the sequence; the section writes {@code x0} in one combination only,
     * and gone down the node, the sequence ran the section first in that one too: {@code observers}
     * missed the class in which the read comes first and the section writes after it (1 of 12
     * classes; 3 of 43 with a fifth thread and a lock).
     */
    @Example
    void observersRunsAStepBeforeASectionOfUnknownCombinationThatConflictsWithIt() {
        assertExact(
                Algorithm.OBSERVERS,
                List.of(
                        List.of(List.of(18), List.of(193), List.of(233), List.of(0)),
                        List.of(
                                List.of(189),
                                List.of(74),
                                List.of(193),
                                List.of(233),
                                List.of(40))),
                false);
    }

    /**
     * A choice alternative that a wakeup sequence adds beside another keeps the sequence's choices,
     * also below a node whose continuation is free. Here the sequence fixed the fourth thread's
     * second choice, then ran the first thread's section in the combination that writes {@code x0}
     * and wakes the third thread; created open, the alternative ran the section in its other
     * combination too, which leaves the third thread asleep: 3 of 341 executions sleep-set blocked.
     */
    @Example
    void optimalKeepsTheChoicesOfAnAlternativeAddedBesideAnother() {
        assertExactAndNeverBlocked(
                Algorithm.OPTIMAL,
                List.of(
                        List.of(
                                List.of(238, 226),
                                List.of(145),
                                List.of(163, 216),
                                List.of(216, 183))));
    }

    /**
     * A wakeup-tree leaf at a choice that failed covers a sequence through that alternative only if
     * the sequence fails there too. Below a pending atomic section, whose node stands for every
     * combination of its choices, the subtree is shared by the combinations, and the failure came
     * from one of them: here the fourth thread read {@code x0 = 1} after the third's section wrote
     * it, and its choice 1 failed; after the section's other combination the thread reads 0 and the
     * choice passes. The reversal of the fence's race with the first thread's failure, which runs
     * that combination and then the choice passing, was swallowed by the failed leaf, and {@code
     * observers} missed 1 of 572 classes (the one in which the fence never ran).
     */
    @Example
    void observersGoesOnBelowAFailedChoiceWhereTheSequencePasses() {
        assertExact(
                Algorithm.OBSERVERS,
                List.of(
                        List.of(
                                List.of(208, 181),
                                List.of(194),
                                List.of(238, 227),
                                List.of(218, 230))),
                false);
    }

    /**
     * Likewise for choices that follow one another right after a step (a chain): a wakeup sequence
     * that fixes them all leads {@code optimal} to take only those, and the thread stays awake for
     * the paths of alternatives it left ({@code ChoicePaths}). In both programs a thread reads,
     * chooses whether to assert, then chooses whether to write {@code x0}: the second choice was
     * free, and where the sequence asked for the write, the run without it repeated a class with
     * the thread asleep that the write would have woken (2 of 26 and 7 of 63 executions sleep-set
     * blocked).
     */
    @Example
    void optimalTakesOnlyTheChainOfChoicesAWakeupSequenceAsksFor() {
        Litmus first =
                Litmus.main(
                        "choice-chain",
                        chainOfChoices(0, "x0", 0),
                        spawn(increment("x0"), increment("x1")),
                        w("x0", 0));
        Litmus second =
                Litmus.main(
                        "choice-chain-2",
                        spawn(
                                increment("x0"),
                                r("x1"),
                                Op.choice(2),
                                failsAfterChoiceIf(1, 2, 0),
                                increment("x1")),
                        chainOfChoices(1, "x0", 1),
                        r("x0"));
        assertOptimalExactAndNeverBlocked(first, second);
    }

    /**
     * Where a sleeping thread covers a wakeup sequence unless a thread of the sequence, awake only
     * for the alternatives that failed after its step, fails by them, and a probe finds it does,
     * only the sequence closed by those failures is new ({@code OptimalExplorer#leftByFailures}).
     * In the first program main's read of {@code x0}, independent of every other step, sleeps from
     * the start, and a thread reads {@code x1} and fails if its choice takes 1: inserted whole, the
     * sequence of that read went on freely and its passing alternative, which main covers, ended
     * sleep-set blocked (2 of 26 executions; 3 of 60 in the second program, a random one of the
     * same kind). In the third the failing choice begins a chain (a second choice follows right
     * after it), and the failing runs are probed along each path of the chain: 4 of 36 executions
     * blocked while only a single choice was. In RandomSync {@code [[124],[217],[11,201]]} the
     * thread's read was of freed memory in the execution, which so never reached the choice: the
     * choice steps come from the probe (4 of 20 executions blocked while they were copied from the
     * execution).
     */
    @Example
    void optimalInsertsOnlyTheFailingRunsOfASequenceASleepingThreadCovers() {
        Litmus first =
                Litmus.main(
                        "covered-unless-fails",
                        spawn(r("x1"), Op.choice(2), failsAfterChoiceIf(0, 1, 0)),
                        spawn(w("x1", 0), r("x1")),
                        spawn(r("x0"), r("x0")),
                        r("x0"));
        Litmus second =
                Litmus.main(
                        "covered-unless-fails-2",
                        spawn(r("x0"), Op.choice(2), failsAfterChoiceIf(0, 1, 1)),
                        spawn(increment("x0")),
                        spawn(r("x0"), w("x0", 1)),
                        Op.choice(2),
                        writesIf(0, "x1", 2),
                        increment("x1"));
        Litmus third =
                Litmus.main(
                        "covered-unless-fails-3",
                        chainOfChoices(0, "x1", 0),
                        spawn(r("x0")),
                        spawn(r("x1"), failsIf(0, 2), r("x0")),
                        w("x1", 0));
        assertOptimalExactAndNeverBlocked(first, second, third);
        assertExactAndNeverBlocked(
                Algorithm.OPTIMAL, List.of(List.of(List.of(124), List.of(217), List.of(11, 201))));
    }

    /**
     * A thread that reads {@code x1}, fails if a choice takes 1 and it read {@code bad}, and writes
     * {@code c} to {@code x} if a second choice, right after the first, takes 1.
     */
    private static Op chainOfChoices(int bad, String x, int c) {
        return spawn(
                r("x1"),
                Op.choice(2),
                failsAfterChoiceIf(0, 1, bad),
                Op.choice(2),
                writesIf(2, x, c));
    }

    /**
     * A wakeup sequence that fixes a choice's alternative leads {@code optimal} to explore only
     * that one there ({@code WakeupTree.Node#alternatives}): the other alternatives' classes were
     * explored where the trace the sequence came from made the choice, so exploring them again
     * ended sleep-set blocked (3 of 8 executions on the first program, 1 of 7 on the second, both
     * from random programs where assertions fail after choices). The thread then stays awake for
     * the other alternatives. The next two lost classes while this was built: a leaf that a
     * sequence ending the execution extended had covered sequences that continued freely after it
     * (1 of 172), and a sequence that ended where a branch with a choice went on restricted that
     * choice, though its own continuation was free (RandomSync {@code [[161],[226,22],[223]]}, 2 of
     * 13).
     */
    @Example
    void optimalExploresOnlyTheAlternativesAWakeupSequenceAsksFor() {
        Litmus first =
                Litmus.main(
                        "alternative-asked-for",
                        spawn(r("x1")),
                        spawn(
                                r("x1"),
                                failsIf(0, 2),
                                Op.choice(2),
                                writesIf(1, "x0", 2),
                                r("x0"),
                                failsIf(2, 2)),
                        r("x1"));
        Litmus second =
                Litmus.main(
                        "alternative-asked-for-2",
                        spawn(w("x1", 2)),
                        spawn(w("x0", 2)),
                        increment("x0"),
                        Op.choice(2),
                        writesIf(1, "x1", 1));
        assertOptimalExactAndNeverBlocked(first, second);
        Litmus leaf =
                Litmus.main(
                        "leaf-extended",
                        spawn(r("x1"), Op.choice(2), failsAfterChoiceIf(0, 1, 0), w("x0", 0)),
                        spawn(r("x0"), Op.choice(2), failsAfterChoiceIf(0, 1, 0), w("x1", 0)),
                        spawn(r("x1")),
                        Op.choice(2),
                        writesIf(0, "x1", 2),
                        r("x1"));
        assertThat(run(Algorithm.OPTIMAL, leaf).coverage(Equivalence.MAZURKIEWICZ).isExact())
                .as(leaf.name())
                .isTrue();
        assertThat(
                        run(
                                        Algorithm.OPTIMAL,
                                        new RandomSync(
                                                        List.of(
                                                                List.of(161),
                                                                List.of(226, 22),
                                                                List.of(223)))
                                                .toLitmus())
                                .coverage(Equivalence.MAZURKIEWICZ)
                                .missing())
                .isEmpty();
    }

    /**
     * An assertion that value {@code k} (the thread's reads and choices, in order) is not {@code
     * c}.
     */
    private static Op failsIf(int k, int c) {
        return Op.check(v -> v.get(k) != c, "value " + k + " != " + c);
    }

    /**
     * An assertion that fails if choice {@code ch} took alternative 1 and value {@code k} is {@code
     * c}.
     */
    private static Op failsAfterChoiceIf(int k, int ch, int c) {
        return Op.check(v -> v.get(ch) == 0 || v.get(k) != c, "choice " + ch + " or value " + k);
    }

    /** A write of {@code c} to {@code x} if choice {@code ch} took alternative 1. */
    private static Op writesIf(int ch, String x, int c) {
        return when(v -> v.get(ch) == 1, w(x, c));
    }

    /**
     * The VC-DPOR paper's reorder at N = 2 ({@code benchmarks/vcdpor/reorder.c}): two setters write
     * {@code a} then {@code b}; a checker reads them with C's short-circuit re-reads. {@code
     * observers} once explored 48 traces of its 47 classes: a wakeup sequence ran a setter's write
     * of {@code a} (sleeping on condition) to have it read by the checker's second read of {@code
     * a}, but the checker then read {@code b} = 0 and stopped, leaving the write unread; that
     * execution repeats the class where the write came first. It now ends sleep-set blocked.
     */
    @Example
    void observersExploresEveryClassOfReorder() {
        Op setter = spawn(w("a", 1), w("b", 2));
        Op checker =
                spawn(
                        r("a"),
                        when(
                                v -> v.get(0) == 0,
                                r("b"),
                                when(v -> v.get(1) != 0, r("a"), when(v -> v.get(2) == 1, r("b")))),
                        when(v -> v.get(0) != 0, r("a"), when(v -> v.get(1) == 1, r("b"))));
        Litmus program = Litmus.main("reorder", setter, setter, checker, join(1), join(2), join(3));
        Run run = run(Algorithm.OBSERVERS, program);
        Coverage coverage = run.obs();
        assertThat(coverage.missing()).isEmpty();
        assertThat(coverage.duplicated()).isEmpty();
        assertThat(run.result().counts().traces())
                .isEqualTo(run.census().count(Equivalence.OBSERVERS));
    }

    /** One exploration with its recorder and the oracle's census; errors already compared. */
    private record Run(Result result, TraceRecorder recorder, Census census) {
        Coverage coverage(Equivalence equivalence) {
            return recorder.coverage(census, equivalence);
        }

        Coverage maz() {
            return coverage(Equivalence.MAZURKIEWICZ);
        }

        Coverage obs() {
            return coverage(Equivalence.OBSERVERS);
        }
    }

    private static Run run(Algorithm a, Litmus program) {
        return run(a, program, Options.DEFAULT.withKeepGoing(true));
    }

    private static Run run(Algorithm a, Litmus program, Options options) {
        Census census = Oracle.census(program);
        TraceRecorder recorder = new TraceRecorder();
        Result result = a.create().explore(program, options, recorder);
        assertThat(result.complete()).isTrue();
        assertThat(recorder.errors()).as(a + " errors").isEqualTo(census.errors());
        assertThat(recorder.coverage(census, Equivalence.MAZURKIEWICZ).unknown())
                .as(a + " impossible classes")
                .isEmpty();
        assertThat(result.counts().traces()).isEqualTo(recorder.complete().size());
        return new Run(result, recorder, census);
    }
}
