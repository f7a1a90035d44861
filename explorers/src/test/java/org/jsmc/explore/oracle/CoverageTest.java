package org.jsmc.explore.oracle;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.jsmc.explore.Equivalence;
import org.jsmc.explore.Options;
import org.jsmc.explore.dfs.DfsExplorer;
import org.jsmc.explore.litmus.Litmus;
import org.jsmc.explore.litmus.PaperPrograms;
import org.junit.jupiter.api.Test;

class CoverageTest {

    @Test
    void dfsCoversInterleavingsExactlyAndMazurkiewiczClassesWithRepeats() {
        Litmus sb = PaperPrograms.sb();
        Census census = Oracle.census(sb);
        TraceRecorder recorder = new TraceRecorder();
        new DfsExplorer().explore(sb, Options.DEFAULT, recorder);

        assertThat(recorder.coverage(census, Equivalence.NONE).isExact()).isTrue();
        Coverage maz = recorder.coverage(census, Equivalence.MAZURKIEWICZ);
        assertThat(maz.isSound()).isTrue();
        assertThat(maz.isExact()).isFalse();
        // a b | c d: abcd and cdab are alone in their classes; acbd, acdb, cabd, cadb share one.
        assertThat(maz.duplicated().values()).containsExactly(4);
    }

    @Test
    void missingAndImpossibleClassesAreReported() {
        Census sb = Oracle.census(PaperPrograms.sb());
        TraceRecorder recorder = new TraceRecorder();
        new DfsExplorer().explore(PaperPrograms.mp(), Options.DEFAULT, recorder);
        Coverage wrong = Coverage.of(sb, Equivalence.VIEW, recorder.complete().subList(0, 1));
        assertThat(wrong.missing()).hasSize(3);
        assertThat(wrong.unknown()).hasSize(1);
        assertThat(Coverage.of(sb, Equivalence.VIEW, List.of()).missing()).hasSize(3);
    }
}
