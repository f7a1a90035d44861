package org.jsmc.explore.oracle;

import static org.assertj.core.api.Assertions.assertThat;
import static org.jsmc.explore.Equivalence.DATA_CENTRIC;
import static org.jsmc.explore.Equivalence.MAZURKIEWICZ;
import static org.jsmc.explore.Equivalence.NONE;
import static org.jsmc.explore.Equivalence.OBSERVERS;
import static org.jsmc.explore.Equivalence.READS_FROM;
import static org.jsmc.explore.Equivalence.RVF;
import static org.jsmc.explore.Equivalence.VALUE_CENTRIC;
import static org.jsmc.explore.Equivalence.VIEW;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.function.BiConsumer;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.EdgeCasesMode;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import org.jsmc.exec.Event;
import org.jsmc.exec.Outcome;
import org.jsmc.explore.Equivalence;
import org.jsmc.explore.Listener;
import org.jsmc.explore.Options;
import org.jsmc.explore.dfs.DfsExplorer;
import org.jsmc.explore.litmus.Litmus;
import org.jsmc.explore.litmus.RandomProgram;
import org.jsmc.explore.litmus.RandomSync;

/** Relations between the equivalences that hold by definition, on random programs. */
class OracleProperties {

    @Provide
    Arbitrary<RandomProgram> programs() {
        return RandomProgram.programs();
    }

    /**
     * Each equivalence is at least as coarse as the one before: #view ≤ #RVF ≤ #reads-from ≤
     * #observers ≤ #Mazurkiewicz ≤ #interleavings, for complete and for assume-blocked executions.
     * (The stronger statement, that each key is a function of the finer key, is checked by {@link
     * #eachKeyIsAFunctionOfTheFinerOne}.)
     */
    @Property(tries = 200, edgeCases = EdgeCasesMode.NONE)
    void classCountsRefineInOrder(@ForAll("programs") RandomProgram program) {
        Census census = Oracle.census(program.toLitmus());
        List<Equivalence> chain = List.of(VIEW, RVF, READS_FROM, OBSERVERS, MAZURKIEWICZ, NONE);
        for (int i = 0; i + 1 < chain.size(); i++) {
            assertThat(census.count(chain.get(i)))
                    .as("%s ≤ %s", chain.get(i), chain.get(i + 1))
                    .isLessThanOrEqualTo(census.count(chain.get(i + 1)));
            assertThat(census.assumeBlockedCount(chain.get(i)))
                    .isLessThanOrEqualTo(census.assumeBlockedCount(chain.get(i + 1)));
        }
    }

    /**
     * Two traces with the same finer key have the same coarser key, along the chain and for the
     * root/leaf keys (Mazurkiewicz refines data-centric, which refines reads-from; Mazurkiewicz
     * refines value-centric, which refines RVF): the coarser equivalence really contains the finer
     * one, not only has fewer classes.
     */
    @Property(tries = 100, edgeCases = EdgeCasesMode.NONE)
    void eachKeyIsAFunctionOfTheFinerOne(@ForAll("programs") RandomProgram program) {
        List<List<Event>> traces = traces(program);
        List<Map<Equivalence, ClassKey>> keys = traces.stream().map(Oracle::keysOf).toList();
        List<Equivalence> chain = List.of(NONE, MAZURKIEWICZ, OBSERVERS, READS_FROM, RVF, VIEW);
        List<List<Equivalence>> pairs = new java.util.ArrayList<>();
        for (int i = 0; i + 1 < chain.size(); i++) {
            pairs.add(List.of(chain.get(i), chain.get(i + 1)));
        }
        pairs.add(List.of(MAZURKIEWICZ, DATA_CENTRIC));
        pairs.add(List.of(DATA_CENTRIC, READS_FROM));
        pairs.add(List.of(MAZURKIEWICZ, VALUE_CENTRIC));
        pairs.add(List.of(VALUE_CENTRIC, RVF));
        for (List<Equivalence> pair : pairs) {
            Map<ClassKey, ClassKey> coarser = new HashMap<>();
            for (Map<Equivalence, ClassKey> k : keys) {
                ClassKey fine = k.get(pair.get(0));
                ClassKey coarse = k.get(pair.get(1));
                ClassKey before = coarser.putIfAbsent(fine, coarse);
                assertThat(before == null || before.equals(coarse))
                        .as("%s determines %s", pair.get(0), pair.get(1))
                        .isTrue();
            }
        }
    }

    /** The canonical linearisation and the pair-based Mazurkiewicz key partition alike. */
    @Property(tries = 100, edgeCases = EdgeCasesMode.NONE)
    void canonicalLinearisationIsAnotherFormOfTheMazurkiewiczKey(
            @ForAll("programs") RandomProgram program) {
        Set<ClassKey> keys = new HashSet<>();
        Set<List<Event>> canonical = new HashSet<>();
        Set<List<Object>> both = new HashSet<>();
        for (List<Event> trace : traces(program)) {
            ClassKey key = Oracle.keyOf(MAZURKIEWICZ, trace);
            List<Event> linear = Oracle.canonicalLinearisation(trace);
            assertThat(linear).containsExactlyInAnyOrderElementsOf(trace);
            // The canonical linearisation is itself a trace of the same class.
            assertThat(Oracle.keyOf(MAZURKIEWICZ, linear)).isEqualTo(key);
            keys.add(key);
            canonical.add(linear);
            both.add(List.of(key, linear));
        }
        assertThat(both).hasSize(keys.size()).hasSize(canonical.size());
    }

    /**
     * Traces of one Mazurkiewicz or observer class end alike (complete, deadlocked, failed): a
     * class's representative stands for all its executions. Checked on {@link RandomSync} programs,
     * whose assertions, {@code exit} and {@code free} make executions fail.
     */
    @Property(tries = 200, edgeCases = EdgeCasesMode.NONE)
    void aClassNeverMixesOutcomes(@ForAll("syncPrograms") RandomSync program) {
        Map<ClassKey, Outcome> outcomes = new HashMap<>();
        traces(
                program.toLitmus(),
                (trace, outcome) -> {
                    for (Equivalence e : List.of(MAZURKIEWICZ, OBSERVERS)) {
                        Outcome before = outcomes.putIfAbsent(Oracle.keyOf(e, trace), outcome);
                        assertThat(before == null || before == outcome)
                                .as("%s class of %s", e, trace)
                                .isTrue();
                    }
                });
    }

    @Provide
    Arbitrary<RandomSync> syncPrograms() {
        return RandomSync.programs();
    }

    private static List<List<Event>> traces(RandomProgram program) {
        List<List<Event>> traces = new ArrayList<>();
        traces(program.toLitmus(), (trace, outcome) -> traces.add(trace));
        return traces;
    }

    private static void traces(Litmus program, BiConsumer<List<Event>, Outcome> sink) {
        new DfsExplorer()
                .explore(
                        program,
                        Options.DEFAULT.withKeepGoing(true),
                        new Listener() {
                            @Override
                            public boolean wantsTraces() {
                                return true;
                            }

                            @Override
                            public void executionFinished(List<Event> trace, Outcome outcome) {
                                sink.accept(trace, outcome);
                            }
                        });
    }
}
