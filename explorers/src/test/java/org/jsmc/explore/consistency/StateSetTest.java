package org.jsmc.explore.consistency;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.HashSet;
import java.util.List;
import java.util.Random;
import java.util.Set;
import org.junit.jupiter.api.Test;

class StateSetTest {
    @Test
    void agreesWithAHashSetThroughGrowthAndReset() {
        StateSet set = new StateSet();
        Random random = new Random(4);
        for (int words = 1; words <= 3; words++) {
            set.reset(words);
            Set<List<Long>> expected = new HashSet<>();
            for (int m = 0; m < 100_000; m++) {
                long[] key = new long[words];
                for (int w = 0; w < words; w++) {
                    key[w] = random.nextInt(300); // many duplicates, many hash neighbours
                }
                List<Long> boxed =
                        words == 1
                                ? List.of(key[0])
                                : words == 2
                                        ? List.of(key[0], key[1])
                                        : List.of(key[0], key[1], key[2]);
                assertThat(set.add(key)).isEqualTo(expected.add(boxed));
            }
            assertThat(set.size()).isEqualTo(expected.size());
        }
    }
}
