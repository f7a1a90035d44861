package org.jsmc.explore.dfs;

import static org.assertj.core.api.Assertions.assertThat;

import net.jqwik.api.Arbitrary;
import net.jqwik.api.EdgeCasesMode;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import org.jsmc.explore.Equivalence;
import org.jsmc.explore.Listener;
import org.jsmc.explore.Options;
import org.jsmc.explore.Result;
import org.jsmc.explore.litmus.BruteForce;
import org.jsmc.explore.litmus.Litmus;
import org.jsmc.explore.litmus.RandomProgram;
import org.jsmc.explore.oracle.Census;
import org.jsmc.explore.oracle.Oracle;

/** dfs, the oracle's enumeration and an independent simulator agree on random programs. */
class DfsProperties {

    @Provide
    Arbitrary<RandomProgram> programs() {
        return RandomProgram.programs();
    }

    @Property(tries = 200, edgeCases = EdgeCasesMode.NONE)
    void dfsCountsEveryExecutionOnceLikeTheOracleAndBruteForce(
            @ForAll("programs") RandomProgram program) {
        BruteForce.Executions expected = BruteForce.count(program);
        Litmus litmus = program.toLitmus();
        Result dfs = new DfsExplorer().explore(litmus, Options.DEFAULT, Listener.NONE);
        Census census = Oracle.census(litmus);

        assertThat(dfs.complete()).isTrue();
        assertThat(dfs.counts().traces()).isEqualTo(expected.traces());
        assertThat(dfs.counts().deadlocked()).isEqualTo(expected.deadlocked());
        assertThat(dfs.counts().assumeBlocked()).isEqualTo(expected.assumeBlocked());
        assertThat((long) census.count(Equivalence.NONE)).isEqualTo(expected.traces());
        assertThat((long) census.assumeBlockedCount(Equivalence.NONE))
                .isEqualTo(expected.assumeBlocked());
    }
}
