package org.jsmc.explore.rvf;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.EdgeCasesMode;
import net.jqwik.api.Example;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import org.jsmc.exec.Event;
import org.jsmc.explore.Algorithm;
import org.jsmc.explore.Equivalence;
import org.jsmc.explore.Options;
import org.jsmc.explore.Result;
import org.jsmc.explore.litmus.Litmus;
import org.jsmc.explore.litmus.RandomProgram;
import org.jsmc.explore.litmus.RandomSync;
import org.jsmc.explore.oracle.Census;
import org.jsmc.explore.oracle.ClassKey;
import org.jsmc.explore.oracle.Coverage;
import org.jsmc.explore.oracle.Guarantees;
import org.jsmc.explore.oracle.Oracle;
import org.jsmc.explore.oracle.TraceRecorder;

/**
 * {@code rf}, {@code rvf} and {@code view} against the oracle on random event-level programs
 * ({@link RandomProgram}: memory, RMWs, CASes, locks, trylocks, spawn/join, choices, assumptions),
 * with {@code --keep-going}:
 *
 * <ul>
 *   <li>{@code view} explores every view class exactly once, complete and assume-blocked executions
 *       alike, and finds every reachable error;
 *   <li>{@code rf} explores every reads-from class exactly once, complete and assume-blocked
 *       executions alike, and finds every reachable error;
 *   <li>{@code rvf} explores no two traces of one RVF class, and at least one trace of every
 *       combination of events and values (so at most #RVF and at least #(events, values) traces,
 *       note §7 pitfall 2), and finds every reachable error;
 *   <li>the ablations (no backtrack signals, plain VerifySC) leave their counts unchanged.
 * </ul>
 */
class ValueSmcProperties {

    @Provide
    Arbitrary<RandomProgram> programs() {
        return RandomProgram.programs();
    }

    /**
     * {@link RandomSync} programs with only what {@code rf}, {@code rvf} and {@code view} model:
     * memory, RMWs, CASes, critical sections, trylock sections, assertions (also after a choice),
     * assumptions and fences.
     */
    @Provide
    Arbitrary<RandomSync> errorPrograms() {
        return RandomSync.withoutConditionsOrSections();
    }

    /**
     * With assertions: all three find every reachable error, explore no impossible class, and keep
     * their class guarantees on the executions without an error (an error's prefixes are not
     * enumerated class by class; {@link Algorithm#classesOfErrors()}).
     */
    @Property(tries = 300, edgeCases = EdgeCasesMode.NONE)
    void allFindEveryReachableError(@ForAll("errorPrograms") RandomSync p) {
        Litmus program = p.toLitmus();
        Census census = Oracle.census(program);
        for (Algorithm a : List.of(Algorithm.RF, Algorithm.RVF, Algorithm.VIEW)) {
            TraceRecorder recorder = new TraceRecorder();
            Result result = a.create().explore(program, keepGoing(), recorder);
            assertThat(recorder.errors()).as("%s errors of %s", a, p).isEqualTo(census.errors());
            assertThat(Guarantees.broken(a, program, census, recorder))
                    .as("%s on %s", a, p)
                    .isEmpty();
            assertThat(result.complete()).isTrue();
        }
    }

    /**
     * A trace that ends in an error raises its ancestors' backtrack signals also when {@code view}
     * drops it as a repeated view: here T2's second trylock fails and its CAS then succeeds in a
     * view that only a later branch of T1's first read reaches (found by the fuzzing campaign).
     */
    @Example
    void viewRaisesSignalsAlsoForRepeatedErrorTraces() {
        RandomSync p = new RandomSync(List.of(List.of(219, 87, 161), List.of(83, 89, 63)));
        Litmus program = p.toLitmus();
        Census census = Oracle.census(program);
        TraceRecorder recorder = new TraceRecorder();
        Algorithm.VIEW.create().explore(program, keepGoing(), recorder);
        assertThat(Guarantees.broken(Algorithm.VIEW, program, census, recorder)).isEmpty();
    }

    /**
     * A choice is taken as soon as its thread reaches it, also by the branches that run on the
     * node's execution: here the witness of T2's read of the initial value runs T1's write after
     * it, and the alternative that fails T2's assertion must not come after that write (the oracle
     * knows no such error trace).
     */
    @Example
    void choicesAreTakenWhereTheirThreadsReachThem() {
        RandomSync p = new RandomSync(List.of(List.of(16), List.of(208)));
        Litmus program = p.toLitmus();
        Census census = Oracle.census(program);
        for (Algorithm a : List.of(Algorithm.RF, Algorithm.RVF, Algorithm.VIEW)) {
            TraceRecorder recorder = new TraceRecorder();
            a.create().explore(program, keepGoing(), recorder);
            assertThat(Guarantees.broken(a, program, census, recorder)).as("%s", a).isEmpty();
        }
    }

    @Property(tries = 400, edgeCases = EdgeCasesMode.NONE)
    void rfExploresEveryReadsFromClassOnce(@ForAll("programs") RandomProgram p) {
        assertExploresEveryClassOnce(Algorithm.RF, p);
    }

    @Property(tries = 500, edgeCases = EdgeCasesMode.NONE)
    void viewExploresEveryViewClassOnce(@ForAll("programs") RandomProgram p) {
        assertExploresEveryClassOnce(Algorithm.VIEW, p);
    }

    /**
     * Every class of {@code a}'s equivalence once, complete and assume-blocked executions alike,
     * every reachable error, nothing sleep-set blocked, and the ablations' counts unchanged.
     */
    private static void assertExploresEveryClassOnce(Algorithm a, RandomProgram p) {
        Litmus program = p.toLitmus();
        Census census = Oracle.census(program);
        TraceRecorder recorder = new TraceRecorder();
        Result result = a.create().explore(program, keepGoing(), recorder);

        Coverage coverage = recorder.coverage(census, a.equivalence());
        assertThat(coverage.isExact()).as("%s: %s", p, coverage).isTrue();
        assertThat(classes(recorder.assumeBlocked(), a.equivalence()))
                .as("assume-blocked classes of %s", p)
                .isEqualTo(census.assumeBlockedClasses(a.equivalence()));
        assertThat(result.counts().assumeBlocked()).isEqualTo(recorder.assumeBlocked().size());
        assertThat(recorder.errors()).isEqualTo(census.errors());
        assertThat(result.counts().sleepSetBlocked()).isZero();
        assertThat(result.complete()).isTrue();
        assertAblationsAgree(a, program, result);
    }

    @Property(tries = 400, edgeCases = EdgeCasesMode.NONE)
    void rvfCoversEveryValueFunctionWithinRvfClasses(@ForAll("programs") RandomProgram p) {
        Litmus program = p.toLitmus();
        Census census = Oracle.census(program);
        TraceRecorder all = new TraceRecorder();
        Algorithm.DFS.create().explore(program, keepGoing(), all);
        TraceRecorder recorder = new TraceRecorder();
        Result result = Algorithm.RVF.create().explore(program, keepGoing(), recorder);

        Coverage coverage = recorder.coverage(census, Equivalence.RVF);
        assertThat(coverage.unknown()).as("impossible classes of %s", p).isEmpty();
        assertThat(coverage.duplicated()).as("an RVF class twice in %s", p).isEmpty();
        assertThat(eventSets(recorder.complete()))
                .as("(events, values) classes of %s", p)
                .isEqualTo(eventSets(all.complete()));
        assertThat(eventSets(recorder.assumeBlocked()))
                .as("assume-blocked (events, values) classes of %s", p)
                .isEqualTo(eventSets(all.assumeBlocked()));
        assertThat(recorder.errors()).isEqualTo(census.errors());
        assertThat(result.complete()).isTrue();
        assertAblationsAgree(Algorithm.RVF, program, result);
    }

    private static void assertAblationsAgree(Algorithm a, Litmus program, Result result) {
        for (Options o :
                List.of(
                        keepGoing().withBacktrackSignals(false),
                        keepGoing().withVerifyScHeuristics(false))) {
            Result ablated = a.create().explore(program, o, org.jsmc.explore.Listener.NONE);
            assertThat(ablated.counts()).as("%s with %s", a, o).isEqualTo(result.counts());
        }
    }

    static Options keepGoing() {
        return Options.DEFAULT.withKeepGoing(true);
    }

    static Set<Set<Event>> eventSets(List<List<Event>> traces) {
        Set<Set<Event>> out = new HashSet<>();
        for (List<Event> t : traces) {
            out.add(new HashSet<>(t));
        }
        return out;
    }

    /** The classes of {@code traces}. */
    static Set<ClassKey> keys(List<List<Event>> traces, Equivalence e) {
        Set<ClassKey> out = new HashSet<>();
        for (List<Event> t : traces) {
            out.add(Oracle.keyOf(e, t));
        }
        return out;
    }

    /** The classes of {@code traces}, each of which must be there once. */
    static Set<ClassKey> classes(List<List<Event>> traces, Equivalence e) {
        Map<ClassKey, Integer> seen = new HashMap<>();
        for (List<Event> t : traces) {
            seen.merge(Oracle.keyOf(e, t), 1, Integer::sum);
        }
        assertThat(seen.values()).as("a class twice").allMatch(n -> n == 1);
        return seen.keySet();
    }
}
