package org.jsmc.explore.consistency;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.junit.jupiter.api.Test;

class PartialTraceTest {
    @Test
    void refsPackThreadAndIndex() {
        long ref = PartialTrace.ref(3, 7);
        assertThat(ref).isEqualTo((3L << 32) | 7);
        assertThat(PartialTrace.thread(ref)).isEqualTo(3);
        assertThat(PartialTrace.index(ref)).isEqualTo(7);
        assertThat(PartialTrace.ref(0, 0)).isNotEqualTo(PartialTrace.INIT);
        assertThat(PartialTrace.thread(PartialTrace.INIT)).isEqualTo(-1);
    }

    @Test
    void eventsAreNumberedPerThread() {
        PartialTrace p = new PartialTrace(2, 2);
        assertThat(p.add(0, -1, new int[] {1, 0, 1})).isZero();
        assertThat(p.add(0, 1, new int[0])).isEqualTo(1);
        assertThat(p.add(1, 0, new int[] {0})).isZero();
        assertThat(p.size(0)).isEqualTo(2);
        assertThat(p.size(1)).isEqualTo(1);
        assertThat(p.events()).isEqualTo(3);
        assertThat(p.threads()).isEqualTo(2);
        assertThat(p.writeLocations(0, 0)).containsExactly(0, 1);
        assertThat(p.readLocation(0, 1)).isEqualTo(1);
        assertThat(p.goodWrites(0, 1)).isNull();
        p.goodWrites(0, 1, new long[] {PartialTrace.ref(0, 0), PartialTrace.INIT});
        assertThat(p.goodWrites(0, 1)).containsExactly(PartialTrace.ref(0, 0), PartialTrace.INIT);
        p.order(0, 0, 1, 0);
        assertThat(p.edges()).isEqualTo(1);
        assertThat(p.edge(0)).containsExactly(0, 0, 1, 0);
        assertThat(p.toString()).contains("T0: w(0,1) r(1){(0,0) init}").contains("(0,0) -> (1,0)");
    }

    @Test
    void growsPastItsInitialCapacity() {
        PartialTrace p = new PartialTrace(1, 1);
        for (int i = 0; i < 100; i++) {
            assertThat(p.add(0, i % 2 == 0 ? -1 : 0, new int[] {0})).isEqualTo(i);
            p.order(0, 0, 0, i);
        }
        assertThat(p.readLocation(0, 99)).isZero();
        assertThat(p.edges()).isEqualTo(100);
    }

    @Test
    void rejectsBadArguments() {
        PartialTrace p = new PartialTrace(1, 1);
        assertThatThrownBy(() -> p.add(1, -1, new int[0]))
                .isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> p.add(0, 1, new int[0]))
                .isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> p.add(0, -1, new int[] {2}))
                .isInstanceOf(IllegalArgumentException.class);
        p.add(0, -1, new int[0]);
        assertThatThrownBy(() -> p.goodWrites(0, 0, new long[0]))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("reads nothing");
        assertThatThrownBy(() -> p.goodWrites(0, 1, new long[0]))
                .isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> p.order(0, -1, 0, 0)).isInstanceOf(IllegalArgumentException.class);
    }
}
