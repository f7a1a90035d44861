package org.jsmc.explore;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Arrays;
import org.jsmc.explore.dfs.DfsExplorer;
import org.junit.jupiter.api.Test;

class AlgorithmTest {

    @Test
    void dfsIsRegistered() {
        Algorithm dfs = Algorithm.byName("dfs").orElseThrow();
        assertThat(dfs).isEqualTo(Algorithm.DFS);
        assertThat(dfs.equivalence()).isEqualTo(Equivalence.NONE);
        assertThat(dfs.description())
                .isEqualTo("every interleaving of visible events, no reduction");
        assertThat(dfs.source()).isEqualTo("testing baseline");
        assertThat(dfs.create()).isInstanceOf(DfsExplorer.class);
        assertThat(dfs.create()).isNotSameAs(dfs.create());
    }

    @Test
    void unknownNamesAreAbsent() {
        assertThat(Algorithm.byName("DFS")).isEmpty();
        assertThat(Algorithm.byName("nope")).isEmpty();
    }

    @Test
    void namesAreUniqueLowerCaseWords() {
        assertThat(Arrays.stream(Algorithm.values()).map(Algorithm::algorithmName))
                .doesNotHaveDuplicates()
                .allMatch(n -> n.matches("[a-z][a-z0-9-]*"));
    }
}
