package org.jsmc.explore.consistency;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.jsmc.explore.consistency.Instances.INIT;
import static org.jsmc.explore.consistency.Instances.assertWitness;
import static org.jsmc.explore.consistency.Instances.nop;
import static org.jsmc.explore.consistency.Instances.order;
import static org.jsmc.explore.consistency.Instances.read;
import static org.jsmc.explore.consistency.Instances.rmw;
import static org.jsmc.explore.consistency.Instances.write;

import org.junit.jupiter.api.Test;

/** Hand-written VSC instances with known answers, under every heuristic combination. */
class VerifySCTest {
    private static final int X = 0;
    private static final int Y = 1;
    private static final int M = 2; // a lock: acquire = rmw(M), release = write(M)

    @Test
    void emptyInstanceHasTheEmptyWitness() {
        assertThat(new VerifySC(Heuristics.ALL).check(new PartialTrace(3, 2), null)).isEmpty();
        assertThat(new VerifySC(Heuristics.PLAIN).check(new PartialTrace(0, 0), null)).isEmpty();
    }

    @Test
    void eventsWithoutReadsAlwaysHaveAWitness() {
        PartialTrace p = new PartialTrace(3, 2);
        write(p, 0, X);
        nop(p, 1);
        write(p, 1, X, Y);
        write(p, 2, Y);
        assertWitness(p, true);
    }

    /** SB: x = 1; r = y ‖ y = 1; r = x. Both reads of 0 is the non-SC outcome. */
    @Test
    void storeBuffering() {
        assertWitness(storeBuffering(false), false);
        assertWitness(storeBuffering(true), true);
    }

    private static PartialTrace storeBuffering(boolean secondSeesFirst) {
        PartialTrace p = new PartialTrace(2, 2);
        long wx = write(p, 0, X);
        read(p, 0, Y, INIT);
        write(p, 1, Y);
        read(p, 1, X, secondSeesFirst ? wx : INIT);
        return p;
    }

    /** MP: x = 1; y = 1 ‖ r = y; r = x. Seeing the flag but not the data is not SC. */
    @Test
    void messagePassing() {
        PartialTrace p = new PartialTrace(2, 2);
        write(p, 0, X);
        long wy = write(p, 0, Y);
        read(p, 1, Y, wy);
        read(p, 1, X, INIT);
        assertWitness(p, false);
    }

    /** CoRR: two reads of one thread cannot see two writes of another in reverse order. */
    @Test
    void coherenceOfReadReads() {
        PartialTrace p = new PartialTrace(2, 1);
        long a = write(p, 0, X);
        long b = write(p, 0, X);
        read(p, 1, X, b);
        read(p, 1, X, a);
        assertWitness(p, false);
    }

    @Test
    void twoRmwsCannotBothReadInit() {
        PartialTrace p = new PartialTrace(2, 1);
        rmw(p, 0, X, INIT);
        rmw(p, 1, X, INIT);
        assertWitness(p, false);
    }

    @Test
    void twoRmwsInSequence() {
        PartialTrace p = new PartialTrace(2, 1);
        long first = rmw(p, 0, X, INIT);
        rmw(p, 1, X, first);
        int[] w = new VerifySC(Heuristics.ALL).check(p, null);
        assertThat(w).containsExactly(0, 1);
        assertWitness(p, true);
    }

    /** An RMW is atomic: it reads before it writes, and never reads its own write. */
    @Test
    void rmwDoesNotReadItself() {
        PartialTrace p = new PartialTrace(1, 1);
        int i = p.add(0, X, new int[] {X});
        p.goodWrites(0, i, new long[] {PartialTrace.ref(0, i)});
        assertWitness(p, false);
    }

    /** A read ordered after an RMW sees its write: no read slips between its two halves. */
    @Test
    void aReadAfterAnRmwSeesItsWrite() {
        PartialTrace p = new PartialTrace(2, 1);
        rmw(p, 0, X, INIT);
        read(p, 1, X, INIT);
        assertWitness(p, true); // the read runs first
        PartialTrace q = new PartialTrace(2, 1);
        long u = rmw(q, 0, X, INIT);
        long r = read(q, 1, X, INIT);
        order(q, u, r);
        assertWitness(q, false);
    }

    /**
     * Lock-like location M: acquire = rmw(M) reading the last release (or INIT), release =
     * write(M). Each acquire waiting for the other's release is a deadlock: no witness.
     */
    @Test
    void acquiresEachWaitingForTheOtherRelease() {
        PartialTrace p = new PartialTrace(2, 3);
        long rel0 = PartialTrace.ref(0, 1);
        long rel1 = PartialTrace.ref(1, 1);
        rmw(p, 0, M, rel1);
        write(p, 0, M);
        rmw(p, 1, M, rel0);
        write(p, 1, M);
        assertWitness(p, false);
    }

    @Test
    void acquiresCannotBothTakeAFreeLock() {
        PartialTrace p = new PartialTrace(2, 3);
        rmw(p, 0, M, INIT);
        write(p, 0, M);
        rmw(p, 1, M, INIT);
        write(p, 1, M);
        assertWitness(p, false);
    }

    @Test
    void criticalSectionsInOneOrder() {
        PartialTrace p = new PartialTrace(2, 3);
        rmw(p, 0, M, INIT);
        write(p, 0, X);
        long rel0 = write(p, 0, M);
        rmw(p, 1, M, rel0);
        write(p, 1, X);
        write(p, 1, M);
        assertThat(new VerifySC(Heuristics.ALL).check(p, null)).containsExactly(0, 0, 0, 1, 1, 1);
        assertThat(new VerifySC(Heuristics.PLAIN).check(p, null)).containsExactly(0, 0, 0, 1, 1, 1);
        assertWitness(p, true);
    }

    @Test
    void criticalSectionsInEitherOrder() {
        PartialTrace p = new PartialTrace(2, 3);
        long rel0 = PartialTrace.ref(0, 1);
        long rel1 = PartialTrace.ref(1, 1);
        rmw(p, 0, M, INIT, rel1);
        write(p, 0, M);
        rmw(p, 1, M, INIT, rel0);
        write(p, 1, M);
        assertWitness(p, true, new int[] {1, 1, 0, 0});
        assertThat(new VerifySC(Heuristics.ALL).check(p, new int[] {1}))
                .containsExactly(1, 1, 0, 0);
    }

    /** A read of INIT holds x: the write of x must wait for it. */
    @Test
    void readOfInitHoldsItsLocation() {
        PartialTrace p = new PartialTrace(2, 1);
        read(p, 0, X, INIT);
        write(p, 1, X);
        assertThat(new VerifySC(Heuristics.PLAIN).check(p, new int[] {1, 0})).containsExactly(0, 1);
        assertWitness(p, true, new int[] {1, 0});
    }

    /** Once a is active and r wants only a, x is held until r runs: b must wait. */
    @Test
    void heldUntilTheReadRuns() {
        PartialTrace p = new PartialTrace(3, 1);
        long a = write(p, 0, X);
        read(p, 1, X, a);
        write(p, 2, X);
        assertWitness(p, true, new int[] {0, 2, 1});
    }

    /** The atomic RMW that holds x may overwrite x itself: it reads first. */
    @Test
    void rmwMayOverwriteWhatItHolds() {
        PartialTrace p = new PartialTrace(2, 1);
        rmw(p, 0, X, INIT);
        long wx = PartialTrace.ref(0, 0);
        read(p, 1, X, wx);
        assertWitness(p, true);
        PartialTrace q = new PartialTrace(2, 1);
        rmw(q, 0, X, INIT);
        read(q, 1, X, INIT);
        assertWitness(q, true, new int[] {0, 1});
    }

    /** Two reads holding x for different writes: one of them is stranded. */
    @Test
    void twoHoldersOfOneLocation() {
        PartialTrace p = new PartialTrace(3, 1);
        long a = write(p, 0, X);
        read(p, 1, X, INIT);
        read(p, 2, X, a);
        write(p, 1, X);
        assertWitness(p, true);
        PartialTrace q = new PartialTrace(3, 1);
        long b = write(q, 0, X);
        long c = write(q, 0, X);
        read(q, 1, X, b);
        read(q, 2, X, c);
        read(q, 2, X, b);
        assertWitness(q, false);
    }

    @Test
    void anEdgeMakesItInfeasible() {
        PartialTrace p = new PartialTrace(2, 1);
        long w = write(p, 0, X);
        long r = read(p, 1, X, INIT);
        assertWitness(p, true);
        order(p, w, r);
        assertWitness(p, false);
    }

    /** A spawn-like edge: thread 1 starts after thread 0's write, so it cannot read INIT. */
    @Test
    void spawnEdge() {
        PartialTrace p = new PartialTrace(2, 1);
        long w = write(p, 0, X);
        read(p, 0, X, w);
        long r = read(p, 1, X, INIT, w);
        order(p, w, r);
        assertWitness(p, true);
        p.goodWrites(1, 0, new long[] {INIT});
        assertWitness(p, false);
    }

    @Test
    void cyclicEdgesHaveNoWitness() {
        PartialTrace p = new PartialTrace(2, 1);
        long a = nop(p, 0);
        long b = nop(p, 1);
        order(p, a, b);
        order(p, b, a);
        assertWitness(p, false);
        PartialTrace q = new PartialTrace(1, 0);
        long c = nop(q, 0);
        order(q, c, c);
        assertWitness(q, false);
    }

    @Test
    void writesOfSeveralLocationsAreAtomic() {
        PartialTrace p = new PartialTrace(2, 2);
        long both = write(p, 0, X, Y);
        read(p, 1, Y, both);
        read(p, 1, X, INIT);
        assertWitness(p, false);
        PartialTrace q = new PartialTrace(2, 2);
        long w = write(q, 0, X, Y);
        read(q, 1, Y, w);
        read(q, 1, X, w);
        assertWitness(q, true);
    }

    @Test
    void emptyGoodWritesHaveNoWitness() {
        PartialTrace p = new PartialTrace(1, 1);
        read(p, 0, X);
        assertWitness(p, false);
    }

    /** H3: an auxiliary order that is a witness comes back as is, with no search. */
    @Test
    void auxiliaryWitnessIsReturnedAsIs() {
        PartialTrace p = new PartialTrace(2, 1);
        long a = write(p, 0, X);
        long b = write(p, 1, X);
        read(p, 0, X, a, b);
        VerifySC v = new VerifySC(Heuristics.ALL);
        int[] aux = {1, 0, 0};
        assertThat(v.check(p, aux)).containsExactly(1, 0, 0);
        assertThat(v.states()).isZero();
        assertThat(v.check(p, new int[] {0, 1, 0})).containsExactly(0, 1, 0);
    }

    @Test
    void statisticsAccumulate() {
        VerifySC v = new VerifySC(Heuristics.PLAIN);
        v.check(storeBuffering(true), null);
        v.check(storeBuffering(false), null);
        assertThat(v.calls()).isEqualTo(2);
        assertThat(v.states()).isPositive();
        assertThat(v.nanos()).isPositive();
    }

    @Test
    void aLongInstanceDoesNotOverflowTheStack() {
        int n = 20_000;
        PartialTrace p = new PartialTrace(2, 2);
        long last = INIT;
        for (int i = 0; i < n; i++) {
            long w = write(p, 0, X);
            read(p, 1, X, w, last);
            last = w;
        }
        for (Heuristics h : Instances.allHeuristics()) {
            int[] w = new VerifySC(h).check(p, null);
            assertThat(BruteForce.isWitness(p, w)).as("%s", h).isTrue();
        }
    }

    @Test
    void badInputIsRejected() {
        PartialTrace p = new PartialTrace(2, 1);
        p.add(0, X, new int[0]);
        VerifySC v = new VerifySC(Heuristics.ALL);
        assertThatThrownBy(() -> v.check(p, null))
                .isInstanceOf(IllegalStateException.class)
                .hasMessageContaining("(0,0)");
        p.goodWrites(0, 0, new long[] {PartialTrace.ref(1, 0)});
        assertThatThrownBy(() -> v.check(p, null)).isInstanceOf(IllegalArgumentException.class);
        p.add(1, -1, new int[0]);
        assertThatThrownBy(() -> v.check(p, null))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("does not write");
        p.goodWrites(0, 0, new long[] {INIT});
        assertThatThrownBy(() -> v.check(p, new int[] {2}))
                .isInstanceOf(IllegalArgumentException.class);
        p.order(0, 0, 1, 7);
        assertThatThrownBy(() -> v.check(p, null)).isInstanceOf(IllegalArgumentException.class);
    }
}
