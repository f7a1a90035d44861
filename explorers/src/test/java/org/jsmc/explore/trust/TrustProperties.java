package org.jsmc.explore.trust;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.jsmc.explore.litmus.Op.exit;
import static org.jsmc.explore.litmus.Op.free;
import static org.jsmc.explore.litmus.Op.join;
import static org.jsmc.explore.litmus.Op.r;
import static org.jsmc.explore.litmus.Op.spawn;
import static org.jsmc.explore.litmus.Op.w;

import java.util.HashMap;
import java.util.List;
import java.util.Map;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.EdgeCasesMode;
import net.jqwik.api.Example;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import org.jsmc.explore.Algorithm;
import org.jsmc.explore.Equivalence;
import org.jsmc.explore.Listener;
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
import org.jsmc.ir.UnsupportedFeatureException;

/**
 * {@code trust} against the oracle on random event-level programs, with {@code --keep-going}: one
 * complete execution per Mazurkiewicz class (so exactly {@code optimal}'s count), the
 * assume-blocked classes exactly, no sleep-set-blocked run, and every reachable error, also where
 * an error in one thread must not hide the errors and executions of the others.
 */
class TrustProperties {

    @Provide
    Arbitrary<RandomProgram> programs() {
        return RandomProgram.programs();
    }

    /**
     * {@link RandomSync} programs with what {@code trust} models: memory, RMWs, CASes, critical
     * sections, trylock sections, assertions (also after a choice), assumptions and fences.
     */
    @Provide
    Arbitrary<RandomSync> errorPrograms() {
        return RandomSync.withoutConditionsOrSections();
    }

    /** Like {@link #errorPrograms()}, with atomic sections (also with a choice inside). */
    @Provide
    Arbitrary<RandomSync> sectionPrograms() {
        return RandomSync.programs(
                Arbitraries.of(0, 1, 2, 3, 4, 5, 9, 9, 10, 11, 13, 14, 14)
                        .flatMap(
                                kind ->
                                        Arbitraries.integers()
                                                .between(0, 15)
                                                .map(a -> kind * 16 + a)));
    }

    /**
     * Like {@link #errorPrograms()}, with condition variables (waiters, and signallers and
     * broadcasters holding the mutex) beside critical sections and atomic sections.
     */
    @Provide
    Arbitrary<RandomSync> conditionPrograms() {
        return RandomSync.programs(
                Arbitraries.of(0, 1, 2, 3, 4, 5, 6, 6, 6, 7, 7, 7, 9, 10, 11, 13)
                        .flatMap(
                                kind ->
                                        Arbitraries.integers()
                                                .between(0, 15)
                                                .map(a -> kind * 16 + a)));
    }

    @Property(tries = 400, edgeCases = EdgeCasesMode.NONE)
    void exploresConditionVariables(@ForAll("conditionPrograms") RandomSync p) {
        keepsItsGuarantees(p);
    }

    @Property(tries = 300, edgeCases = EdgeCasesMode.NONE)
    void exploresAtomicSectionsAsUnits(@ForAll("sectionPrograms") RandomSync p) {
        keepsItsGuarantees(p);
    }

    @Property(tries = 500, edgeCases = EdgeCasesMode.NONE)
    void exploresEveryMazurkiewiczClassOnce(@ForAll("programs") RandomProgram p) {
        Litmus program = p.toLitmus();
        Census census = Oracle.census(program);
        TraceRecorder recorder = new TraceRecorder();
        Result result = Algorithm.TRUST.create().explore(program, keepGoing(), recorder);

        Coverage coverage = recorder.coverage(census, Equivalence.MAZURKIEWICZ);
        assertThat(coverage.isExact()).as("%s: %s", p, coverage).isTrue();
        assertThat(classes(recorder).keySet())
                .as("assume-blocked classes of %s", p)
                .isEqualTo(census.assumeBlockedClasses(Equivalence.MAZURKIEWICZ));
        assertThat(recorder.assumeBlocked()).hasSize(classes(recorder).size());
        assertThat(recorder.errors()).isEqualTo(census.errors());
        assertThat(result.counts().sleepSetBlocked()).isZero();
        assertThat(result.complete()).isTrue();
        Result optimal = Algorithm.OPTIMAL.create().explore(program, keepGoing(), Listener.NONE);
        assertThat(result.counts().traces()).as("%s", p).isEqualTo(optimal.counts().traces());
    }

    @Property(tries = 400, edgeCases = EdgeCasesMode.NONE)
    void findsEveryReachableError(@ForAll("errorPrograms") RandomSync p) {
        keepsItsGuarantees(p);
    }

    /**
     * {@code exit} and {@code free} after main joined every thread order after all their events:
     * explored like any event (a use after the free is an error); while a thread may still run they
     * are refused in one line.
     */
    @Example
    void exitAndFreeAfterTheJoins() {
        Litmus freed =
                Litmus.main(
                        "freed",
                        spawn(w("x", 1), r("y")),
                        spawn(r("x"), w("y", 2)),
                        join(1),
                        join(2),
                        free("x"),
                        r("y"),
                        exit(0));
        Census census = Oracle.census(freed);
        TraceRecorder recorder = new TraceRecorder();
        Result result = Algorithm.TRUST.create().explore(freed, keepGoing(), recorder);
        assertThat(Guarantees.broken(Algorithm.TRUST, freed, census, recorder)).isEmpty();
        assertThat(recorder.errors()).isEqualTo(census.errors());
        assertThat(result.counts().traces()).isEqualTo(census.count(Equivalence.MAZURKIEWICZ));

        Litmus early = Litmus.main("early", spawn(w("x", 1)), free("x"), join(1));
        assertThatThrownBy(() -> Algorithm.TRUST.create().explore(early, keepGoing(), recorder))
                .isInstanceOf(UnsupportedFeatureException.class)
                .hasMessageContaining("free() while other threads may run for 'trust'");
    }

    /**
     * A signal without the mutex would order against other threads' critical sections in the
     * graphs, which the Mazurkiewicz classes do not: refused in one line (waiter, and a thread that
     * sets the flag and signals without the lock).
     */
    @Example
    void refusesASignalWithoutItsMutex() {
        Litmus unlocked = new RandomSync(List.of(List.of(6 * 16), List.of(8 * 16))).toLitmus();
        assertThatThrownBy(
                        () ->
                                Algorithm.TRUST
                                        .create()
                                        .explore(unlocked, keepGoing(), Listener.NONE))
                .isInstanceOf(UnsupportedFeatureException.class)
                .hasMessageContaining(
                        "a condition variable signalled without its mutex for 'trust'");
    }

    /** Every reachable error, and the class guarantees on the executions without one. */
    private static void keepsItsGuarantees(RandomSync p) {
        Litmus program = p.toLitmus();
        Census census = Oracle.census(program);
        TraceRecorder recorder = new TraceRecorder();
        Result result = Algorithm.TRUST.create().explore(program, keepGoing(), recorder);

        assertThat(recorder.errors()).as("errors of %s", p).isEqualTo(census.errors());
        assertThat(Guarantees.broken(Algorithm.TRUST, program, census, recorder))
                .as("%s", p)
                .isEmpty();
        assertThat(result.complete()).isTrue();
    }

    private static Map<ClassKey, Integer> classes(TraceRecorder recorder) {
        Map<ClassKey, Integer> out = new HashMap<>();
        for (var t : recorder.assumeBlocked()) {
            out.merge(Oracle.keyOf(Equivalence.MAZURKIEWICZ, t), 1, Integer::sum);
        }
        return out;
    }

    private static Options keepGoing() {
        return Options.DEFAULT.withKeepGoing(true);
    }
}
