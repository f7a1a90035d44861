package org.jsmc.explore.oracle;

import static org.assertj.core.api.Assertions.assertThat;
import static org.jsmc.explore.litmus.Op.faa;
import static org.jsmc.explore.litmus.Op.r;
import static org.jsmc.explore.litmus.Op.w;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.Example;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import org.jsmc.exec.Event;
import org.jsmc.exec.Outcome;
import org.jsmc.exec.Program;
import org.jsmc.exec.ThreadId;
import org.jsmc.explore.Equivalence;
import org.jsmc.explore.litmus.Litmus;
import org.jsmc.explore.litmus.Op;
import org.jsmc.explore.litmus.RandomProgram;
import org.jsmc.explore.litmus.RandomSync;
import org.jsmc.ir.SourceLocation;

/**
 * The round-robin measure of the bounded-POR paper in the oracle: descents of traces (its unit test
 * U1), {@code rounds(G)} by the greedy Algorithm 1 against the exhaustive minimum over every
 * interleaving of the class, and per-bound class counts: the litmus rows of the research note's
 * §7.2 (GenMC's expectations, main's thread creations left out: their events precede every thread's
 * and add no descent) and the closed form of N threads each doing {@code fetch_add}: {@code Σ_{j≤k}
 * Eulerian(N, j)}.
 */
class RoundsTest {

    private static List<Event> trace(int... threads) {
        List<Event> trace = new ArrayList<>();
        for (int t : threads) {
            trace.add(
                    new Event.Fence(
                            new ThreadId(t, "0." + t), trace.size() + 1, SourceLocation.UNKNOWN));
        }
        return trace;
    }

    @Example
    void descentsOfTheFigureOneTraces() {
        assertThat(Oracle.descents(trace(1, 3, 2))).isEqualTo(1);
        assertThat(Oracle.descents(trace(3, 1, 2))).isEqualTo(1);
        assertThat(Oracle.descents(trace(3, 2, 1))).isEqualTo(2);
        assertThat(Oracle.descents(trace(1, 2, 3))).isZero();
        assertThat(Oracle.descents(trace())).isZero();
    }

    /**
     * Per Mazurkiewicz class of the program's executions: the fewest descents among the
     * interleavings the enumeration ran, the greedy rounds, whether it is complete, the fewest
     * descents over every topological order of its units (a dynamic program over sets of units),
     * and whether it makes a choice (the enumeration runs a choice at one place only, so its
     * interleavings are then not all linearisations).
     */
    private static Map<ClassKey, int[]> classes(Program program) {
        Map<ClassKey, int[]> classes = new HashMap<>();
        Enumerator.forEach(
                program,
                x -> {
                    List<Event> t = x.trace();
                    boolean error = x.outcome() == Outcome.ERROR;
                    ClassKey key = Oracle.keyOf(Equivalence.MAZURKIEWICZ, t);
                    int greedy = Oracle.rounds(t, error);
                    int[] c =
                            classes.computeIfAbsent(
                                    key,
                                    k ->
                                            new int[] {
                                                Integer.MAX_VALUE,
                                                greedy,
                                                x.outcome() == Outcome.COMPLETE ? 1 : 0,
                                                fewestDescents(new Relations(t), error),
                                                t.stream().anyMatch(e -> e instanceof Event.Choice)
                                                        ? 1
                                                        : 0
                                            });
                    c[0] = Math.min(c[0], Oracle.descents(t));
                    assertThat(greedy).as("greedy of one class").isEqualTo(c[1]);
                });
        return classes;
    }

    private static void greedyIsTheExhaustiveMinimum(Program program) {
        classes(program)
                .forEach(
                        (key, c) -> {
                            String what = "rounds(G) of " + key.render(Notation.HEX);
                            if (c[3] >= 0) {
                                assertThat(c[1]).as(what + " against every order").isEqualTo(c[3]);
                            }
                            if (c[4] == 0) {
                                assertThat(c[1]).as(what + " against the runs").isEqualTo(c[0]);
                            }
                        });
    }

    /**
     * The fewest descents over every order of {@code r}'s units (atomic sections, single events)
     * that respects program order and dependence, the error's unit last with {@code endsInError};
     * -1 for more than 16 units.
     */
    private static int fewestDescents(Relations r, boolean endsInError) {
        List<Integer> units = new ArrayList<>();
        for (int i = 0; i < r.size; i++) {
            if (r.unit(i) == i) {
                units.add(i);
            }
        }
        int n = units.size();
        if (n > 16) {
            return -1;
        }
        int[] preds = new int[n];
        int[] thread = new int[n];
        for (int u = 0; u < n; u++) {
            thread[u] = r.event(units.get(u)).thread().index();
            for (int i = 0; i < r.size; i++) {
                if (r.unit(i) != units.get(u)) {
                    continue;
                }
                for (int v = 0; v < n; v++) {
                    int j = units.get(v);
                    boolean before = false;
                    for (int k = 0; k < r.size; k++) {
                        if (r.unit(k) == j
                                && k != i
                                && (r.programOrderPredecessors(i).contains(k)
                                        || (k < i && r.dependent(k, i)))) {
                            before = true;
                        }
                    }
                    if (v != u && before) {
                        preds[u] |= 1 << v;
                    }
                }
            }
        }
        if (endsInError) {
            int last = units.indexOf(r.unit(r.size - 1));
            preds[last] |= ((1 << n) - 1) & ~(1 << last);
        }
        // best[mask * n + last]: fewest descents of an order of the units in mask ending in last
        int[] best = new int[(1 << n) * Math.max(n, 1)];
        java.util.Arrays.fill(best, Integer.MAX_VALUE);
        for (int u = 0; u < n; u++) {
            if (preds[u] == 0) {
                best[(1 << u) * n + u] = 0;
            }
        }
        int answer = n == 0 ? 0 : Integer.MAX_VALUE;
        for (int mask = 1; mask < 1 << n; mask++) {
            for (int last = 0; last < n; last++) {
                int d = best[mask * n + last];
                if (d == Integer.MAX_VALUE) {
                    continue;
                }
                if (mask == (1 << n) - 1) {
                    answer = Math.min(answer, d);
                }
                for (int u = 0; u < n; u++) {
                    if ((mask & (1 << u)) == 0 && (preds[u] & ~mask) == 0) {
                        int next = (mask | (1 << u)) * n + u;
                        int cost = d + (thread[last] > thread[u] ? 1 : 0);
                        best[next] = Math.min(best[next], cost);
                    }
                }
            }
        }
        return answer;
    }

    @Provide
    Arbitrary<RandomProgram> programs() {
        return RandomProgram.programs();
    }

    @Provide
    Arbitrary<RandomSync> syncPrograms() {
        return RandomSync.programs();
    }

    @Property(tries = 300)
    void greedyEqualsTheMinimumOverLinearisations(@ForAll("programs") RandomProgram p) {
        greedyIsTheExhaustiveMinimum(p.toLitmus());
    }

    @Property(tries = 300)
    void greedyEqualsTheMinimumWithSectionsAndConditions(@ForAll("syncPrograms") RandomSync p) {
        greedyIsTheExhaustiveMinimum(p.toLitmus());
    }

    /** Cumulative counts of complete classes with rounds ≤ k, for k = 0 … max. */
    private static List<Integer> cumulative(Program program) {
        int[] perRounds = new int[64];
        int max = 0;
        for (int[] c : classes(program).values()) {
            if (c[2] == 1) {
                perRounds[c[1]]++;
                max = Math.max(max, c[1]);
            }
        }
        List<Integer> counts = new ArrayList<>();
        int sum = 0;
        for (int k = 0; k <= max; k++) {
            sum += perRounds[k];
            counts.add(sum);
        }
        return counts;
    }

    @Example
    void litmusCountsPerBound() {
        assertThat(
                        cumulative(
                                Litmus.litmus("SB")
                                        .thread(w("x", 1), r("y"))
                                        .thread(w("y", 1), r("x"))))
                .containsExactly(1, 3);
        assertThat(
                        cumulative(
                                Litmus.litmus("MP")
                                        .thread(w("x", 1), w("y", 1))
                                        .thread(r("y"), r("x"))))
                .containsExactly(1, 3);
        assertThat(
                        cumulative(
                                Litmus.litmus("LB")
                                        .thread(r("y"), w("x", 1))
                                        .thread(r("x"), w("y", 1))))
                .containsExactly(1, 3);
        assertThat(
                        cumulative(
                                Litmus.litmus("CoRR")
                                        .thread(w("x", 1), w("x", 2))
                                        .thread(r("x"), r("x"))))
                .containsExactly(1, 5, 6);
        assertThat(
                        cumulative(
                                Litmus.litmus("IRIW")
                                        .thread(w("x", 1))
                                        .thread(r("x"), r("y"))
                                        .thread(r("y"), r("x"))
                                        .thread(w("y", 1))))
                .containsExactly(1, 12, 15);
        assertThat(
                        cumulative(
                                Litmus.litmus("W+RRR+W")
                                        .thread(w("x", 1))
                                        .thread(r("x"), r("x"), r("x"))
                                        .thread(w("x", 2))))
                .containsExactly(1, 11, 20);
    }

    /** Permutations of n with m descents. */
    private static long eulerian(int n, int m) {
        if (m < 0 || m >= Math.max(n, 1)) {
            return n == 0 && m == 0 ? 1 : 0;
        }
        if (n == 1) {
            return 1;
        }
        return (n - m) * eulerian(n - 1, m - 1) + (m + 1) * eulerian(n - 1, m);
    }

    @Example
    void fetchAddsFollowTheEulerianNumbers() {
        for (int n = 2; n <= 5; n++) {
            Litmus l = Litmus.litmus("ainc" + n);
            for (int t = 0; t < n; t++) {
                l.thread(faa("x", 1));
            }
            List<Integer> expected = new ArrayList<>();
            long sum = 0;
            for (int k = 0; k < n; k++) {
                sum += eulerian(n, k);
                expected.add((int) sum);
            }
            assertThat(cumulative(l)).as("AINC(" + n + ")").isEqualTo(expected);
        }
    }

    @Example
    void sectionsCountAsOneUnit() {
        Litmus l = Litmus.litmus("sections").thread(Op.atomic(r("x"), w("x", 1))).thread(w("x", 2));
        greedyIsTheExhaustiveMinimum(l);
    }
}
