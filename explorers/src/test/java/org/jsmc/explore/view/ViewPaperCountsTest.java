package org.jsmc.explore.view;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.stream.Stream;
import org.jsmc.explore.Algorithm;
import org.jsmc.explore.Listener;
import org.jsmc.explore.Options;
import org.jsmc.explore.Result;
import org.jsmc.explore.litmus.Litmus;
import org.jsmc.explore.oracle.OraclePaperCountsTest;
import org.jsmc.explore.oracle.OraclePaperCountsTest.Row;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * {@code view} on the worked examples of the ViEqui note (research/seed-001-viequi.md §6.1: P1–P5;
 * §6.2: the artifact's regression suite, basic, rmw and cmpxchg) and the RVF note's programs that
 * give a view count: its trace count is the note's brute-force number of view classes, with and
 * without backtrack signals and VerifySC's heuristics, and never more than {@code rvf}'s.
 */
class ViewPaperCountsTest {

    static Stream<Row> rows() {
        return Stream.of(
                        OraclePaperCountsTest.viequiExamples(),
                        OraclePaperCountsTest.viequiBasic(),
                        OraclePaperCountsTest.viequiAtomics(),
                        OraclePaperCountsTest.rvfNote())
                .flatMap(s -> s)
                .filter(r -> r.view() != OraclePaperCountsTest.U);
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("rows")
    void exploresOneTracePerViewClass(Row row) {
        Litmus program = row.program().get();
        Options keepGoing = Options.DEFAULT.withKeepGoing(true);
        Result view = Algorithm.VIEW.create().explore(program, keepGoing, Listener.NONE);
        assertThat(view.counts().traces()).as("view classes").isEqualTo(row.view());
        for (Options o :
                List.of(
                        keepGoing.withBacktrackSignals(false),
                        keepGoing.withVerifyScHeuristics(false))) {
            Result ablated = Algorithm.VIEW.create().explore(program, o, Listener.NONE);
            assertThat(ablated.counts()).as("with %s", o).isEqualTo(view.counts());
        }
        Result rvf = Algorithm.RVF.create().explore(program, keepGoing, Listener.NONE);
        assertThat(view.counts().traces()).isLessThanOrEqualTo(rvf.counts().traces());
    }
}
