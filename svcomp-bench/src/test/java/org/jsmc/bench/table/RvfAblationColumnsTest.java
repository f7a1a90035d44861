package org.jsmc.bench.table;

import static org.assertj.core.api.Assertions.assertThat;
import static org.jsmc.bench.Fixture.ok;

import java.util.List;
import org.jsmc.bench.Fixture;
import org.jsmc.bench.check.Comparison;
import org.jsmc.bench.check.Mismatch;
import org.jsmc.bench.run.Results;
import org.junit.jupiter.api.Test;

/**
 * The RVF tables' ablation columns: the paper has no numbers for them, which is no mismatch; their
 * counts are compared with rvf's.
 */
class RvfAblationColumnsTest {
    /** readers(2) is an rvf-t1 row of the fixture (paper: rvf 4, rf 4, dc †, source 5). */
    private static Table table(long plainTraces) {
        Results results =
                new Results(
                        List.of(
                                ok("T02", 2, "rvf", 4, 1.0, null),
                                ok("T02", 2, "rf", 4, 1.0, null),
                                ok("T02", 2, "source", 4, 1.0, null),
                                ok("T02", 2, "rvf-nosignals", 4, 1.5, null),
                                ok("T02", 2, "rvf-plain", plainTraces, 2.0, null)));
        return new TableBuilder(
                        Layouts.byId("rvf-t1").orElseThrow(),
                        Fixture.manifest(),
                        results,
                        true,
                        true,
                        c -> true)
                .build();
    }

    @Test
    void ablationColumnsHaveNoPaperColumnAndNoPaperMismatch() {
        Table t = table(4);
        assertThat(t.header())
                .containsSubsequence(
                        "RVF-SMC",
                        "RVF-SMC (paper)",
                        "Nidh/source (paper)",
                        "RVF-SMC w/o signals",
                        "RVF-SMC plain VSC")
                .doesNotContain("RVF-SMC w/o signals (paper)", "RVF-SMC plain VSC (paper)");
        assertThat(t.header().get(t.header().size() - 1)).isEqualTo("RVF-SMC plain VSC");
        List<String> traces = t.rows().get(0);
        assertThat(traces.subList(traces.size() - 2, traces.size())).containsExactly("4", "4");
        List<String> time = t.rows().get(1);
        assertThat(time.subList(time.size() - 2, time.size())).containsExactly("1.50", "2.00");
        assertThat(t.mismatches())
                .extracting(Mismatch::configuration)
                .containsExactly("source")
                .as("only the paper's source count (5) differs");
    }

    @Test
    void anAblationThatChangesTheCountIsAMismatch() {
        Table t = table(5);
        assertThat(t.mismatches())
                .filteredOn(m -> m.configuration().equals("rvf-plain"))
                .singleElement()
                .satisfies(
                        m -> {
                            assertThat(m.jsmc()).isEqualTo(5);
                            assertThat(m.expected()).isEqualTo("4");
                            assertThat(m.against()).isEqualTo("rvf's count");
                            assertThat(m.reason()).isEqualTo(Comparison.ABLATION_REASON);
                        });
        assertThat(t.rows().get(0).get(t.header().size() - 1)).isEqualTo("5!");
        assertThat(t.mismatches()).noneMatch(m -> m.configuration().equals("rvf-nosignals"));
    }
}
