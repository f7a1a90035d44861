package org.jsmc.explore.consistency;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;

/** Shorthands for hand-written instances, and the check every test makes of an answer. */
final class Instances {
    static final long INIT = PartialTrace.INIT;

    private Instances() {}

    /** Every combination of the three heuristics. */
    static List<Heuristics> allHeuristics() {
        List<Heuristics> all = new ArrayList<>();
        for (int bits = 0; bits < 8; bits++) {
            all.add(new Heuristics((bits & 1) != 0, (bits & 2) != 0, (bits & 4) != 0));
        }
        return all;
    }

    /** A plain write of {@code locations} by thread t; its ref. */
    static long write(PartialTrace p, int t, int... locations) {
        return PartialTrace.ref(t, p.add(t, -1, locations));
    }

    /** A plain read of x by thread t with the given good writes; its ref. */
    static long read(PartialTrace p, int t, int x, long... good) {
        int i = p.add(t, x, new int[0]);
        p.goodWrites(t, i, good);
        return PartialTrace.ref(t, i);
    }

    /** An atomic read-modify-write of x by thread t (a lock acquire when x is a lock); its ref. */
    static long rmw(PartialTrace p, int t, int x, long... good) {
        int i = p.add(t, x, new int[] {x});
        p.goodWrites(t, i, good);
        return PartialTrace.ref(t, i);
    }

    /** An event with no access; its ref. */
    static long nop(PartialTrace p, int t) {
        return PartialTrace.ref(t, p.add(t, -1, new int[0]));
    }

    /** Edge {@code before -> after}. */
    static void order(PartialTrace p, long before, long after) {
        p.order(
                PartialTrace.thread(before),
                PartialTrace.index(before),
                PartialTrace.thread(after),
                PartialTrace.index(after));
    }

    /**
     * Checks that every heuristic combination, without and with the given auxiliary order, finds a
     * witness exactly when {@code expected} says so and the brute-force oracle agrees, and that
     * every witness returned is one.
     */
    static void assertWitness(PartialTrace p, boolean expected, int[] auxiliary) {
        assertThat(BruteForce.witness(p) != null).as("oracle on\n%s", p).isEqualTo(expected);
        for (Heuristics h : allHeuristics()) {
            for (int[] aux : new int[][] {null, auxiliary}) {
                int[] w = new VerifySC(h).check(p, aux);
                assertThat(w != null).as("%s on\n%s", h, p).isEqualTo(expected);
                if (w != null) {
                    assertThat(BruteForce.isWitness(p, w)).as("%s witness on\n%s", h, p).isTrue();
                }
            }
        }
    }

    static void assertWitness(PartialTrace p, boolean expected) {
        assertWitness(p, expected, null);
    }
}
