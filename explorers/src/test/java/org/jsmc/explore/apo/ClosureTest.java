package org.jsmc.explore.apo;

import static org.assertj.core.api.Assertions.assertThat;

import org.jsmc.explore.consistency.Chains;
import org.jsmc.explore.consistency.PartialOrder;
import org.junit.jupiter.api.Test;

/**
 * VC-DPOR Fig. 5 (note §2.7, L6), an instance built to the narrative since the figure is an image:
 * a root p1 and a leaf p2, one read per location x, y, z; from thread order alone the closure adds
 * exactly w_x → r_x (Rule 1), r_y → w̄_y (Rule 2) and w̄_z → w_z (Rule 3), and leaves two y-writes
 * and two z-writes unordered.
 */
class ClosureTest {
    // root p1: w_z(z,1) w̄_y(y,1) r_x(x)=1 r_z(z)=1; leaf p2: w̄_z(z,2) w_x(x,1) r_y(y)=0
    // w_y'(y,2) w_z'(z,3). Gids: p1 0..3, p2 4..8.
    private static final int WZ = 0;
    private static final int WY_BAD = 1;
    private static final int RX = 2;
    private static final int RZ = 3;
    private static final int WZ_BAD = 4;
    private static final int WX = 5;
    private static final int RY = 6;
    private static final int WY_LATE = 7;
    private static final int WZ_LATE = 8;

    private static Apo fig5() {
        boolean[] reads = {false, false, true, true, false, false, true, false, false};
        int[] location = {2, 1, 0, 2, 2, 0, 1, 1, 2};
        // Good writes by value and side: r_x remote (the leaf's w_x), r_z local (w_z), r_y the
        // initial 0.
        int[][] good = new int[9][];
        good[RX] = new int[] {WX};
        good[RZ] = new int[] {WZ};
        good[RY] = new int[] {Chains.INIT};
        return Apo.of(
                new int[] {4, 5},
                0,
                reads,
                new boolean[reads.length],
                location,
                good,
                3,
                new int[0][]);
    }

    /**
     * Unobservable writes (Optimization 3's second case) of Fig. 5: in thread order alone only
     * w_y', which follows the only y-read in its thread; in the closure also w̄_y (Rule 2 put r_y
     * before it) and w̄_z (Rule 3 put it before w_z, which r_z follows), never a write a read may
     * still read.
     */
    @Test
    void unobservableWritesAreThoseNoReadCanReach() {
        Apo apo = fig5();
        // writers(1) = {w̄_y, w_y'}, writers(2) = {w_z, w̄_z, w_z'}, writers(0) = {w_x}.
        assertThat(apo.unobservable(1, apo.order())).containsExactly(false, true);
        assertThat(apo.unobservable(2, apo.order())).containsExactly(false, false, false);
        PartialOrder q = apo.closure();
        assertThat(apo.unobservable(1, q)).containsExactly(true, true);
        assertThat(apo.unobservable(2, q)).containsExactly(false, true, false);
        assertThat(apo.unobservable(0, q)).containsExactly(false);
    }

    @Test
    void theThreeRulesEachAddTheirOrder() {
        Apo apo = fig5();
        PartialOrder p = apo.order();
        assertThat(p.before(WX, RX) || p.before(RY, WY_BAD) || p.before(WZ_BAD, WZ)).isFalse();
        PartialOrder q = apo.closure();
        assertThat(q).isNotNull();
        assertThat(q.before(WX, RX)).as("Rule 1").isTrue();
        assertThat(q.before(RY, WY_BAD)).as("Rule 2").isTrue();
        assertThat(q.before(WZ_BAD, WZ)).as("Rule 3").isTrue();
        assertThat(q.before(WY_BAD, WY_LATE) || q.before(WY_LATE, WY_BAD)).isFalse();
        assertThat(q.before(WZ, WZ_LATE) || q.before(WZ_LATE, WZ)).isFalse();
        // Nothing else between the threads: every cross edge follows from the three.
        for (int a = 0; a < 9; a++) {
            for (int b = 0; b < 9; b++) {
                if (q.before(a, b) && !p.before(a, b)) {
                    assertThat(implied(p, a, b)).as("%d < %d", a, b).isTrue();
                }
            }
        }
        assertThat(ClosureProperties.isWitness(apo, apo.realize())).isTrue();
    }

    /** Whether {@code a < b} follows from thread order and the three rules' edges. */
    private static boolean implied(PartialOrder p, int a, int b) {
        PartialOrder three = p.copy();
        three.add(WX, RX);
        three.add(RY, WY_BAD);
        three.add(WZ_BAD, WZ);
        return three.before(a, b);
    }

    @Test
    void aReadWithoutAGoodWriteItCanReadHasNoClosure() {
        // r_x's only good write is the leaf's, but the leaf writes x only after reading y, which
        // it reads from the root's write after r_x.
        boolean[] reads = {true, false, true, false};
        int[] location = {0, 1, 1, 0};
        int[][] good = {{3}, null, {1}, null}; // all of value 1; r_x remote
        Apo apo =
                Apo.of(
                        new int[] {2, 2},
                        0,
                        reads,
                        new boolean[reads.length],
                        location,
                        good,
                        2,
                        new int[0][]);
        assertThat(apo.closure()).isNull();
        assertThat(apo.realize()).isNull();
    }
}
