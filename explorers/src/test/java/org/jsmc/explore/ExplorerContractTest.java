package org.jsmc.explore;

import static org.assertj.core.api.Assertions.assertThat;
import static org.jsmc.explore.litmus.Litmus.litmus;
import static org.jsmc.explore.litmus.Op.assume;
import static org.jsmc.explore.litmus.Op.atomic;
import static org.jsmc.explore.litmus.Op.await;
import static org.jsmc.explore.litmus.Op.broadcast;
import static org.jsmc.explore.litmus.Op.check;
import static org.jsmc.explore.litmus.Op.choice;
import static org.jsmc.explore.litmus.Op.exit;
import static org.jsmc.explore.litmus.Op.faa;
import static org.jsmc.explore.litmus.Op.free;
import static org.jsmc.explore.litmus.Op.join;
import static org.jsmc.explore.litmus.Op.lock;
import static org.jsmc.explore.litmus.Op.r;
import static org.jsmc.explore.litmus.Op.signal;
import static org.jsmc.explore.litmus.Op.spawn;
import static org.jsmc.explore.litmus.Op.trylock;
import static org.jsmc.explore.litmus.Op.unlock;
import static org.jsmc.explore.litmus.Op.w;
import static org.jsmc.explore.litmus.Op.when;

import java.util.ArrayList;
import java.util.List;
import java.util.function.Supplier;
import java.util.stream.Stream;
import org.jsmc.exec.Outcome;
import org.jsmc.explore.litmus.Litmus;
import org.jsmc.explore.litmus.PaperPrograms;
import org.jsmc.explore.oracle.Census;
import org.jsmc.explore.oracle.Guarantees;
import org.jsmc.explore.oracle.Oracle;
import org.jsmc.explore.oracle.TraceRecorder;
import org.jsmc.ir.UnsupportedFeatureException;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * The contract every registered {@link Algorithm} keeps, checked against the oracle on small
 * programs: it explores at least one complete trace of every class of its equivalence and none the
 * program cannot have (exactly one per class, and no sleep-set-blocked execution, for the {@link
 * Algorithm#exact()} ones); it finds every reachable error; and it stops at the first error unless
 * asked to keep going. New algorithms join by being registered.
 */
class ExplorerContractTest {

    record Case(String name, Supplier<Litmus> program) {
        @Override
        public String toString() {
            return name;
        }
    }

    static List<Case> programs() {
        return List.of(
                new Case("SB", PaperPrograms::sb),
                new Case("ViEqui P1", PaperPrograms::viequiP1),
                new Case("RVF Fig. 6", PaperPrograms::rvfFig6),
                new Case("rmw 7", () -> PaperPrograms.viequiRmw(7)),
                new Case("cmpxchg 7", () -> PaperPrograms.viequiCmpxchg(7)),
                new Case(
                        "locked increments",
                        () ->
                                litmus("inc")
                                        .thread(
                                                lock("m"),
                                                r("x"),
                                                w("x", v -> v.get(0) + 1),
                                                unlock("m"))
                                        .thread(
                                                lock("m"),
                                                r("x"),
                                                w("x", v -> v.get(0) + 1),
                                                unlock("m"))
                                        .thread(r("x"))),
                new Case(
                        "crossed locks",
                        () ->
                                litmus("dl")
                                        .thread(lock("a"), lock("b"), unlock("b"), unlock("a"))
                                        .thread(lock("b"), lock("a"), unlock("a"), unlock("b"))),
                new Case(
                        "assertions",
                        () ->
                                litmus("assert")
                                        .thread(r("x"), check(v -> v.get(0) != 1, "x != 1"))
                                        .thread(
                                                w("x", 1),
                                                r("y"),
                                                check(v -> v.get(0) != 2, "y != 2"))
                                        .thread(w("y", 2))),
                new Case(
                        "assume and choice",
                        () ->
                                litmus("assume")
                                        .thread(choice(2), w("x", v -> v.get(0)))
                                        .thread(r("x"), assume(v -> v.get(0) == 1), w("y", 1))
                                        .thread(r("y"))),
                new Case(
                        "spawn and join",
                        () ->
                                Litmus.main(
                                        "sj",
                                        spawn(w("x", 1), faa("y", 1)),
                                        spawn(r("x"), faa("y", 1)),
                                        r("y"),
                                        join(1),
                                        join(2),
                                        r("y"))),
                new Case(
                        "condition variables",
                        () ->
                                litmus("cv")
                                        .thread(
                                                lock("m"),
                                                r("f"),
                                                when(v -> v.get(0) == 0, await("c", "m")),
                                                unlock("m"))
                                        .thread(lock("m"), await("c", "m"), unlock("m"))
                                        .thread(lock("m"), w("f", 1), signal("c"), unlock("m"))
                                        .thread(lock("m"), broadcast("c"), unlock("m"))),
                new Case(
                        "atomic section",
                        () ->
                                litmus("atomic")
                                        .thread(atomic(r("x"), w("x", v -> v.get(0) + 1)))
                                        .thread(atomic(r("x"), w("x", v -> v.get(0) + 1)))
                                        .thread(r("x"))),
                new Case(
                        "a lock never released",
                        () ->
                                litmus("held")
                                        .thread(w("x", 1), lock("m"))
                                        .thread(lock("m"), r("x"))
                                        .thread(r("x"))),
                new Case(
                        "trylock",
                        () ->
                                litmus("try")
                                        .thread(
                                                trylock("m"),
                                                when(v -> v.get(0) == 1, w("x", 1), unlock("m")))
                                        .thread(lock("m"), r("x"), unlock("m"))
                                        .thread(trylock("m"))),
                new Case("deadlock", PaperPrograms::deadlockAndRace),
                new Case(
                        "exit and free",
                        () ->
                                litmus("exit")
                                        .thread(w("x", 1), exit(0))
                                        .thread(r("x"), free("y"))
                                        .thread(w("y", 2), r("x"))),
                new Case(
                        "assertion after a choice",
                        () ->
                                litmus("choose")
                                        .thread(
                                                r("x"),
                                                choice(2),
                                                check(v -> v.get(0) + v.get(1) != 2, "x+c != 2"))
                                        .thread(w("x", 1))));
    }

    static Stream<Arguments> algorithmsAndPrograms() {
        List<Arguments> out = new ArrayList<>();
        for (Algorithm a : Algorithm.values()) {
            for (Case c : programs()) {
                out.add(Arguments.of(a, c));
            }
        }
        return out.stream();
    }

    @ParameterizedTest(name = "{0} on {1}")
    @MethodSource("algorithmsAndPrograms")
    void exploresEveryClassOfItsEquivalenceAndFindsEveryError(Algorithm algorithm, Case c) {
        Assumptions.assumeTrue(Oracle.EQUIVALENCES.contains(algorithm.equivalence()));
        Census census = Oracle.census(c.program().get());
        TraceRecorder recorder = new TraceRecorder();
        Result result =
                exploreOrRefuse(
                        algorithm,
                        c.program().get(),
                        Options.DEFAULT.withKeepGoing(true),
                        recorder);

        assertThat(Guarantees.broken(algorithm, c.program().get(), census, recorder)).isEmpty();
        if (algorithm.exact()) {
            assertThat(result.counts().sleepSetBlocked()).as("sleep-set blocked").isZero();
        }
        assertThat(recorder.errors()).isEqualTo(census.errors());
        assertThat(result.complete()).isTrue();
        assertThat(result.counts().traces()).isEqualTo(recorder.complete().size());
        assertThat(result.counts().traces()).isLessThanOrEqualTo(census.count(Equivalence.NONE));
    }

    @ParameterizedTest(name = "{0} on {1}")
    @MethodSource("algorithmsAndPrograms")
    void stopsAtTheFirstErrorUnlessKeepingOn(Algorithm algorithm, Case c) {
        Census census = Oracle.census(c.program().get());
        Result result =
                exploreOrRefuse(algorithm, c.program().get(), Options.DEFAULT, Listener.NONE);
        boolean errors = census.executions(Outcome.ERROR) > 0;
        assertThat(result.errorFound()).isEqualTo(errors);
        if (errors) {
            assertThat(result.counts().errors()).isEqualTo(1);
            assertThat(census.errors()).contains(result.firstError().orElseThrow().report());
        }
    }

    /**
     * Explores, or skips the case when the algorithm refuses a feature of the program: then the
     * refusal must be the one-line message that names the algorithm.
     */
    private static Result exploreOrRefuse(
            Algorithm algorithm, Litmus program, Options options, Listener listener) {
        try {
            return algorithm.create().explore(program, options, listener);
        } catch (UnsupportedFeatureException e) {
            assertThat(e.getMessage())
                    .contains("'" + algorithm.algorithmName() + "'")
                    .doesNotContain("\n");
            Assumptions.abort(e.getMessage());
            throw e;
        }
    }
}
