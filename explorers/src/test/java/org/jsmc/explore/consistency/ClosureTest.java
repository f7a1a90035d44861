package org.jsmc.explore.consistency;

import static org.assertj.core.api.Assertions.assertThat;
import static org.jsmc.explore.consistency.Instances.INIT;
import static org.jsmc.explore.consistency.Instances.order;
import static org.jsmc.explore.consistency.Instances.read;
import static org.jsmc.explore.consistency.Instances.write;

import org.junit.jupiter.api.Test;

/** The edges each closure rule adds (Agarwal et al. CAV'21 §4.2), and when it finds no witness. */
class ClosureTest {
    private static final int X = 0;
    private static final int Y = 1;

    /** The closure of p, or null; {@link #before} then tests its order. */
    private PartialOrder closure;

    private Instance instance;

    private void close(PartialTrace p) {
        instance = Instance.of(p);
        PartialOrder base = PartialOrder.of(instance);
        closure = base == null ? null : Closure.of(instance, base);
    }

    private boolean before(long a, long b) {
        return closure.before(gid(a), gid(b));
    }

    private int gid(long ref) {
        return ref == INIT
                ? Instance.INIT
                : instance.gid(PartialTrace.thread(ref), PartialTrace.index(ref));
    }

    @Test
    void rule2TheOnlySourceComesFirst() {
        PartialTrace p = new PartialTrace(2, 1);
        long w = write(p, 0, X);
        long r = read(p, 1, X, w);
        close(p);
        assertThat(before(w, r)).isTrue();
        assertThat(before(r, w)).isFalse();
    }

    @Test
    void rule2TheLeastOfSeveralSourcesComesFirst() {
        PartialTrace p = new PartialTrace(2, 1);
        long a = write(p, 0, X);
        long b = write(p, 0, X);
        long r = read(p, 1, X, a, b);
        close(p);
        assertThat(before(a, r)).isTrue();
        assertThat(before(b, r)).isFalse();
    }

    @Test
    void rule3AnEarlierOtherWriteComesBeforeTheGreatestSource() {
        PartialTrace p = new PartialTrace(2, 1);
        long a = write(p, 0, X);
        long c = write(p, 0, X);
        long wbar = write(p, 1, X);
        read(p, 1, X, a, c);
        close(p);
        assertThat(before(wbar, c)).isTrue();
        assertThat(before(wbar, a)).isFalse();
    }

    @Test
    void rule4AnOtherWriteAfterAllSourcesComesAfterTheRead() {
        PartialTrace p = new PartialTrace(3, 1);
        long a = write(p, 0, X);
        long c = write(p, 0, X);
        long r = read(p, 1, X, a, c);
        long wbar = write(p, 2, X);
        order(p, c, wbar);
        close(p);
        assertThat(before(r, wbar)).isTrue();
    }

    @Test
    void rule4ReadingInitComesBeforeEveryOtherWrite() {
        PartialTrace p = new PartialTrace(2, 1);
        long r = read(p, 0, X, INIT);
        long w = write(p, 1, X);
        close(p);
        assertThat(before(r, w)).isTrue();
    }

    /**
     * Rule 3 applies to rx only once w1 is hidden by w2, which needs rule 2's edge {@code v < ry}
     * from a read processed later in the sweep: a second sweep finds it.
     */
    @Test
    void rulesChainToAFixpoint() {
        PartialTrace p = new PartialTrace(4, 2);
        long w1 = write(p, 0, X);
        long v = write(p, 0, Y);
        long ry = read(p, 1, Y, v);
        long w2 = write(p, 1, X);
        long rx = read(p, 2, X, w1, w2);
        long wbar = write(p, 3, X);
        order(p, w2, rx);
        order(p, wbar, rx);
        close(p);
        assertThat(before(v, ry)).isTrue();
        assertThat(before(w1, rx)).isTrue();
        assertThat(before(wbar, w2)).isTrue();
        assertThat(before(wbar, w1)).isFalse();
        Instances.assertWitness(p, true);
    }

    @Test
    void emptyClMeansNoWitness() {
        PartialTrace p = new PartialTrace(2, 2);
        write(p, 0, X);
        long wy = write(p, 0, Y);
        read(p, 1, Y, wy);
        read(p, 1, X, INIT);
        close(p);
        assertThat(closure).isNull();
    }

    @Test
    void aCycleMeansNoWitness() {
        PartialTrace p = new PartialTrace(2, 2);
        long wx = write(p, 0, X);
        read(p, 0, Y, INIT);
        long wy = write(p, 1, Y);
        read(p, 1, X, INIT);
        close(p);
        assertThat(closure).isNull();
        assertThat(wx).isNotEqualTo(wy);
    }

    @Test
    void aFeasibleInstanceHasAClosure() {
        PartialTrace p = new PartialTrace(2, 2);
        long wx = write(p, 0, X);
        read(p, 0, Y, INIT);
        write(p, 1, Y);
        read(p, 1, X, wx);
        close(p);
        assertThat(closure).isNotNull();
    }
}
