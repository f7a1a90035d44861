package org.jsmc.explore.view;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.EdgeCasesMode;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import org.jsmc.exec.Event;
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

/**
 * {@code view} against the oracle on random event-level programs ({@link RandomProgram}: memory,
 * RMWs, CASes, locks, trylocks, spawn/join, choices, assumptions), with {@code --keep-going}: it
 * explores every view class exactly once, complete and assume-blocked executions alike, finds every
 * reachable error, and the ablations (no backtrack signals, plain VerifySC) leave its counts alone.
 */
class ViewProperties {

    @Provide
    Arbitrary<RandomProgram> programs() {
        return RandomProgram.programs();
    }

    @Provide
    Arbitrary<RandomSync> errorPrograms() {
        return RandomSync.withoutConditionsOrSections();
    }

    @Property(tries = 500, edgeCases = EdgeCasesMode.NONE)
    void exploresEveryViewClassOnce(@ForAll("programs") RandomProgram p) {
        Litmus program = p.toLitmus();
        Census census = Oracle.census(program);
        TraceRecorder recorder = new TraceRecorder();
        Result result = Algorithm.VIEW.create().explore(program, keepGoing(), recorder);

        Coverage coverage = recorder.coverage(census, Equivalence.VIEW);
        assertThat(coverage.isExact()).as("%s: %s", p, coverage).isTrue();
        assertThat(classes(recorder.assumeBlocked()))
                .as("assume-blocked classes of %s", p)
                .isEqualTo(census.assumeBlockedClasses(Equivalence.VIEW));
        assertThat(result.counts().assumeBlocked()).isEqualTo(recorder.assumeBlocked().size());
        assertThat(recorder.errors()).isEqualTo(census.errors());
        assertThat(result.counts().sleepSetBlocked()).isZero();
        assertThat(result.complete()).isTrue();
        for (Options o :
                List.of(
                        keepGoing().withBacktrackSignals(false),
                        keepGoing().withVerifyScHeuristics(false))) {
            Result ablated = Algorithm.VIEW.create().explore(program, o, Listener.NONE);
            assertThat(ablated.counts()).as("view with %s on %s", o, p).isEqualTo(result.counts());
        }
    }

    /**
     * With assertions: every reachable error found, no impossible class explored, and one trace per
     * class among the executions without an error.
     */
    @Property(tries = 300, edgeCases = EdgeCasesMode.NONE)
    void findsEveryReachableError(@ForAll("errorPrograms") RandomSync p) {
        Litmus program = p.toLitmus();
        Census census = Oracle.census(program);
        TraceRecorder recorder = new TraceRecorder();
        Result result = Algorithm.VIEW.create().explore(program, keepGoing(), recorder);
        assertThat(recorder.errors()).as("errors of %s", p).isEqualTo(census.errors());
        assertThat(Guarantees.broken(Algorithm.VIEW, program, census, recorder))
                .as("view on %s", p)
                .isEmpty();
        assertThat(result.complete()).isTrue();
    }

    static Options keepGoing() {
        return Options.DEFAULT.withKeepGoing(true);
    }

    /** The view classes of {@code traces}, each of which must be there once. */
    static Set<ClassKey> classes(List<List<Event>> traces) {
        Map<ClassKey, Integer> seen = new HashMap<>();
        for (List<Event> t : traces) {
            seen.merge(Oracle.keyOf(Equivalence.VIEW, t), 1, Integer::sum);
        }
        assertThat(seen.values()).as("a class twice").allMatch(n -> n == 1);
        return seen.keySet();
    }
}
