package org.jsmc.bench.plot;

import static org.assertj.core.api.Assertions.assertThat;
import static org.jsmc.bench.Fixture.ok;
import static org.jsmc.bench.Fixture.timeout;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.jsmc.bench.Fixture;
import org.jsmc.bench.run.Results;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.knowm.xchart.CategoryChart;
import org.knowm.xchart.CategorySeries;
import org.knowm.xchart.XYChart;
import org.knowm.xchart.XYSeries;
import org.knowm.xchart.internal.chartpart.Chart;

/** The RVF-SMC paper's Figs. 7–12 (StandardPlots.rvfFigures) on hand-made results. */
class RvfFiguresTest {
    @TempDir Path out;

    private static Map<String, Long> vsc(long millis) {
        return Map.of("verifyScMillis", millis, "verifyScCalls", 7L, "calls", 3L);
    }

    /**
     * rvf against rf and source on four parameters of family R: rvf fewer than rf at N = 1 and 2,
     * equal at N = 3; rf timed out at N = 4; source timed out at N = 3 and 4, where the pair with
     * rvf's N = 4 timeout is dropped. The ablations finished everywhere rvf did, slower.
     */
    static Results results() {
        return new Results(
                List.of(
                        ok("R", 1, "rvf", 1, 1.0, vsc(50)),
                        ok("R", 2, "rvf", 2, 2.0, vsc(500)),
                        ok("R", 3, "rvf", 9, 10.0, vsc(9_999)),
                        timeout("R", 4, "rvf", 60),
                        ok("R", 1, "rf", 3, 1.1, vsc(20)),
                        ok("R", 2, "rf", 30, 4.0, vsc(100)),
                        ok("R", 3, "rf", 9, 9.0, vsc(0)),
                        timeout("R", 4, "rf", 60),
                        ok("R", 1, "source", 4, 0.9, null),
                        ok("R", 2, "source", 40, 3.0, null),
                        timeout("R", 3, "source", 60),
                        timeout("R", 4, "source", 60),
                        ok("R", 1, "rvf-nosignals", 1, 1.5, vsc(60)),
                        ok("R", 2, "rvf-nosignals", 2, 20.0, vsc(600)),
                        ok("R", 3, "rvf-nosignals", 9, 30.0, vsc(10_000)),
                        ok("R", 1, "rvf-plain", 1, 1.2, vsc(900)),
                        ok("R", 2, "rvf-plain", 2, 2.5, vsc(2_000)),
                        timeout("R", 3, "rvf-plain", 60)));
    }

    @Test
    void pointsAreGreenWhereRvfExploresFewerTracesOnTracesAndOnTime() {
        for (PlotMetric m : PlotMetric.values()) {
            ScatterPlot.Data rf = ScatterPlot.data(results(), "rf", "rvf", m);
            assertThat(rf.finished()).as(m.toString()).hasSize(3);
            assertThat(rf.yFewerTraces()).containsExactly(true, true, false);
            assertThat(rf.finishedYFewer()).hasSize(2);
            assertThat(rf.finishedOtherwise()).hasSize(1);
            assertThat(rf.clamped()).isEmpty();
            assertThat(rf.dropped()).isEqualTo(1);
            ScatterPlot.Data source = ScatterPlot.data(results(), "source", "rvf", m);
            assertThat(source.finishedYFewer()).hasSize(2);
            assertThat(source.finishedOtherwise()).isEmpty();
            assertThat(source.clamped()).hasSize(1);
        }
        ScatterPlot.Data time = ScatterPlot.data(results(), "source", "rvf", PlotMetric.TIME);
        assertThat(time.clamped()).containsExactly(new double[] {60.0, 10.0});
        assertThat(time.finishedYFewer())
                .containsExactly(new double[] {0.9, 1.0}, new double[] {3.0, 2.0});

        XYChart chart =
                ScatterPlot.chart(
                        ScatterPlot.data(results(), "rf", "rvf", PlotMetric.TRACES),
                        "rf",
                        "rvf",
                        PlotMetric.TRACES,
                        ScatterPlot.Colours.BY_TRACES);
        Map<String, XYSeries> series = chart.getSeriesMap();
        assertThat(series.get("rvf fewer traces").getMarkerColor()).isEqualTo(ScatterPlot.FEWER);
        assertThat(series.get("rvf fewer traces").getXData()).containsExactly(3.0, 30.0);
        assertThat(series.get("rvf not fewer traces").getMarkerColor())
                .isEqualTo(ScatterPlot.NOT_FEWER);
        assertThat(series.get("rvf not fewer traces").getYData()).containsExactly(9.0);
        assertThat(series).doesNotContainKey("both finished");
        XYChart plain =
                ScatterPlot.chart(
                        ScatterPlot.data(results(), "rf", "rvf", PlotMetric.TRACES),
                        "rf",
                        "rvf",
                        PlotMetric.TRACES);
        assertThat(plain.getSeriesMap().get("both finished").getXData()).hasSize(3);
    }

    @Test
    void verifyScShareIsOneValuePerFinishedRvfRunInTenPercentBuckets() {
        List<Double> shares = VerifyScHistogram.shares(results(), "rvf");
        // 50 / 1000, 500 / 2000, 9999 / 10000; the timeout has none.
        assertThat(shares).containsExactly(0.05, 0.25, 0.9999);
        assertThat(VerifyScHistogram.buckets(shares)).containsExactly(1, 0, 1, 0, 0, 0, 0, 0, 0, 1);
        assertThat(VerifyScHistogram.buckets(List.of(0.0, 0.1, 0.3, 0.7, 1.0, 1.5)))
                .containsExactly(1, 1, 0, 1, 0, 0, 0, 1, 0, 2);
        assertThat(VerifyScHistogram.shares(results(), "source")).isEmpty();
        assertThat(VerifyScHistogram.labels()).startsWith("0-10%").endsWith("90-100%");
        CategoryChart chart = VerifyScHistogram.chart(shares, "rvf", "Fig. 12");
        assertThat(chart.getTitle()).isEqualTo("Fig. 12 (3 runs)");
        CategorySeries s = chart.getSeriesMap().get("runs");
        assertThat(s.getYData().stream().map(Number::intValue).toList())
                .containsExactly(1, 0, 1, 0, 0, 0, 0, 0, 0, 1);
        assertThat(VerifyScHistogram.chart(List.of(), "rvf", "Fig. 12").getTitle())
                .isEqualTo("Fig. 12 (no data)");
    }

    @Test
    void writesFigures7To12() throws IOException {
        List<Path> files = StandardPlots.rvfFigures(results(), out);
        List<String> names = files.stream().map(p -> p.getFileName().toString()).toList();
        for (String fig :
                List.of(
                        "rvf-fig7-vs-vc-traces",
                        "rvf-fig7-vs-vc-time",
                        "rvf-fig8-vs-rf-traces",
                        "rvf-fig8-vs-rf-time",
                        "rvf-fig9-vs-dc-traces",
                        "rvf-fig9-vs-dc-time",
                        "rvf-fig10-vs-source-traces",
                        "rvf-fig10-vs-source-time",
                        "rvf-fig11-vs-rvf-nosignals-time",
                        "rvf-fig11-vs-rvf-plain-time",
                        "rvf-fig12-verifysc-share")) {
            assertThat(names).contains(fig + ".png", fig + ".svg");
        }
        assertThat(files).hasSize(22);
        for (Path f : files) {
            assertThat(Files.size(f)).as(f.toString()).isGreaterThan(1000);
        }
        Map<String, Chart<?, ?>> charts = StandardPlots.rvfCharts(results());
        assertThat(charts.get("rvf-fig8-vs-rf-traces").getTitle())
                .isEqualTo("Fig. 8: rvf vs rf: traces");
        assertThat(charts.get("rvf-fig10-vs-source-time").getTitle())
                .isEqualTo("Fig. 10: rvf vs source: time (s)");
        XYChart fig10 = (XYChart) charts.get("rvf-fig10-vs-source-time");
        assertThat(fig10.getSeriesMap().get("rvf fewer traces").getXData()).hasSize(2);
        assertThat(fig10.getSeriesMap().get("timeout/out of memory (clamped)").getXData())
                .containsExactly(60.0);
        XYChart plain = (XYChart) charts.get("rvf-fig11-vs-rvf-plain-time");
        assertThat(plain.getTitle()).isEqualTo("Fig. 11: rvf vs rvf-plain: time (s)");
        assertThat(plain.getSeriesMap().get("both finished").getXData()).containsExactly(1.2, 2.5);
        assertThat(plain.getSeriesMap().get("timeout/out of memory (clamped)").getYData())
                .containsExactly(10.0);
        assertThat(charts.get("rvf-fig12-verifysc-share").getTitle())
                .isEqualTo("Fig. 12: share of rvf's time in VerifySC (3 runs)");
    }

    @Test
    void withoutRvfRunsOrStatisticsTheFiguresSayNoData() {
        Map<String, Chart<?, ?>> charts = StandardPlots.rvfCharts(Fixture.results());
        assertThat(charts).hasSize(11);
        assertThat(charts.get("rvf-fig8-vs-rf-time").getTitle()).endsWith("(no data)");
        assertThat(charts.get("rvf-fig7-vs-vc-time").getTitle())
                .as("vc is not in this build")
                .contains("(no data");
        assertThat(charts.get("rvf-fig12-verifysc-share").getTitle()).endsWith("(no data)");
        // Finished rvf runs from a results file written before statistics were kept.
        Results old =
                new Results(
                        List.of(
                                ok("R", 1, "rvf", 1, 1.0, null),
                                ok("R", 1, "rvf-plain", 1, 1.0, null)));
        assertThat(StandardPlots.rvfCharts(old).get("rvf-fig12-verifysc-share").getTitle())
                .endsWith("(no data)");
        assertThat(StandardPlots.rvfCharts(old).get("rvf-fig11-vs-rvf-plain-time").getTitle())
                .doesNotContain("no data");
        // The standard set includes them.
        assertThat(StandardPlots.write(Fixture.manifest(), results(), out.resolve("all")))
                .extracting(p -> p.getFileName().toString())
                .contains(
                        "rvf-fig10-vs-source-traces.png",
                        "rvf-fig12-verifysc-share.png",
                        "scatter-optimal-vs-source-traces.png");
    }
}
