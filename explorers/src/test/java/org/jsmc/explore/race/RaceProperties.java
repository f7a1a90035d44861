package org.jsmc.explore.race;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.Set;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.Example;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import net.jqwik.api.statistics.Statistics;
import org.jsmc.exec.ErrorKind;
import org.jsmc.exec.Event;
import org.jsmc.exec.EventId;
import org.jsmc.exec.Outcome;
import org.jsmc.explore.Algorithm;
import org.jsmc.explore.ErrorTrace;
import org.jsmc.explore.Listener;
import org.jsmc.explore.Options;
import org.jsmc.explore.Result;
import org.jsmc.explore.dfs.DfsExplorer;
import org.jsmc.explore.litmus.Litmus;
import org.jsmc.explore.litmus.RandomRaces;

/**
 * The race check against its oracle on random programs ({@link RandomRaces}): a program has a race
 * (some interleaving, enumerated by {@code dfs} without the check, has a pair the slow {@link
 * NaiveRaces} finds unordered) exactly when each algorithm that keeps happens-before, running the
 * checked program, ends an execution with a data race (the algorithms of Mazurkiewicz classes);
 * without atomic sections, that is also exactly when two conflicting accesses can be adjacent; and
 * the adjacent counterexample replays.
 */
class RaceProperties {

    private static final List<Algorithm> ALGORITHMS =
            List.of(Algorithm.DFS, Algorithm.SOURCE, Algorithm.OPTIMAL);

    @Provide
    Arbitrary<RandomRaces> programs() {
        return RandomRaces.programs();
    }

    @Property(tries = 2000)
    void everyAlgorithmFindsARaceExactlyWhenThereIsOne(@ForAll("programs") RandomRaces p) {
        check(p);
    }

    /**
     * The second access learns, through an atomic read, a section that ran after the first: the
     * adjacent counterexample must run that section whole before the first access.
     */
    @Example
    void aNeededSectionRunsWhole() {
        check(new RandomRaces(List.of(List.of(4), List.of(25), List.of(9, 0))));
    }

    private static void check(RandomRaces p) {
        Litmus program = p.toLitmus();
        boolean[] race = {false, false};
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
                                race[0] |= NaiveRaces.hasRace(trace);
                                race[1] |= NaiveRaces.hasAdjacentRace(trace);
                            }
                        });
        Statistics.collect(race[0] ? "racy" : "race-free");
        if (!p.hasSections()) {
            assertThat(race[1])
                    .as("adjacency agrees with happens-before on " + p)
                    .isEqualTo(race[0]);
        }
        for (Algorithm a : ALGORITHMS) {
            Options options = Options.DEFAULT.withStopAt(Set.of(ErrorKind.DATA_RACE));
            Result result =
                    a.create()
                            .explore(
                                    RaceCheckedProgram.of(program, a, options),
                                    options,
                                    Listener.NONE);
            ErrorTrace error =
                    result.firstError()
                            .filter(e -> e.report().kind() == ErrorKind.DATA_RACE)
                            .orElse(null);
            assertThat(error != null).as(a + " on " + p).isEqualTo(race[0]);
            if (error != null) {
                ErrorTrace adjacent = AdjacentRace.of(program, error);
                List<Event> trace = adjacent.trace();
                int first = trace.indexOf(find(trace, adjacent.report().partner()));
                Event second = trace.get(trace.size() - 1);
                assertThat(second.thread()).isEqualTo(adjacent.report().thread());
                // adjacent, but for atomic sections, which run whole
                boolean[] inSection = inSections(trace);
                for (int i = first + 1; i < trace.size() - 1; i++) {
                    assertThat(inSection[i])
                            .as("adjacent counterexample of " + a + " on " + p + ": " + trace)
                            .isTrue();
                }
            }
        }
    }

    private static Event find(List<Event> trace, EventId id) {
        return trace.stream().filter(e -> e.id().equals(id)).findFirst().orElseThrow();
    }

    /** Per event, whether it is an atomic section's boundary or inside one. */
    private static boolean[] inSections(List<Event> trace) {
        boolean[] in = new boolean[trace.size()];
        int[] depth = new int[64];
        for (int i = 0; i < trace.size(); i++) {
            Event e = trace.get(i);
            int t = e.thread().index();
            if (e instanceof Event.AtomicBegin) {
                depth[t]++;
            }
            in[i] = depth[t] > 0;
            if (e instanceof Event.AtomicEnd) {
                depth[t]--;
            }
        }
        return in;
    }
}
