package org.jsmc.explore.core;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.BitSet;
import org.junit.jupiter.api.Test;

class ChoicePathsTest {

    private static BitSet bits(int... set) {
        BitSet b = new BitSet();
        for (int i : set) {
            b.set(i);
        }
        return b;
    }

    @Test
    void aPathStandsForEveryPathItBegins() {
        ChoicePaths p = ChoicePaths.of(new int[] {1});
        assertThat(p.meets(new int[] {1, 0})).isTrue();
        assertThat(p.meets(new int[] {0, 1})).isFalse();
        assertThat(p.next(new int[] {}, 2)).isEqualTo(bits(1));
        assertThat(p.next(new int[] {1}, 2)).isNull(); // every way on from [1]
    }

    @Test
    void theNextChoiceIsRestrictedToThePathsThatAgreeWithThePrefix() {
        ChoicePaths p =
                ChoicePaths.after(new int[] {0}, bits(1)).union(ChoicePaths.of(new int[] {1}));
        assertThat(p.paths()).hasSize(2);
        assertThat(p.next(new int[] {}, 2)).isNull(); // both first alternatives have paths
        assertThat(p.next(new int[] {0}, 2)).isEqualTo(bits(1));
        assertThat(p.meets(new int[] {0})).isTrue(); // [0] may go on as [0, 1]
        assertThat(p.meets(new int[] {0, 0})).isFalse();
    }

    @Test
    void aPrefixNoPathAgreesWithLeavesTheChoiceFree() {
        ChoicePaths p = ChoicePaths.of(new int[] {0, 1});
        assertThat(p.next(new int[] {1}, 2)).isNull();
    }

    @Test
    void withoutRemovesOnlyThePathItself() {
        ChoicePaths p = ChoicePaths.of(new int[] {1}).union(ChoicePaths.of(new int[] {1, 0}));
        assertThat(p.without(new int[] {1}).paths()).containsExactly(new int[] {1, 0});
        assertThat(ChoicePaths.of(new int[] {1}).without(new int[] {1})).isNull();
        assertThat(p.union(p)).isSameAs(p);
    }
}
