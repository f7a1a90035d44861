package org.jsmc.bench.plot;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import org.jsmc.bench.Fixture;
import org.jsmc.bench.run.Results;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class PlotTest {
    private static final byte[] PNG_MAGIC = {(byte) 0x89, 'P', 'N', 'G', '\r', '\n', 0x1a, '\n'};

    @TempDir Path out;

    @Test
    void scatterPointsClampTimeoutsAndDropDoubleFailures() {
        Results r = Fixture.results();
        ScatterPlot.Data traces = ScatterPlot.data(r, "source", "optimal", PlotMetric.TRACES);
        // T01(N=3) 6/6, T01(N=4) 24/23, T02(N=3) 8/8 finished; T01(N=8) timeout/oom: dropped.
        assertThat(traces.finished()).hasSize(3);
        assertThat(traces.clamped()).isEmpty();
        assertThat(traces.dropped()).isEqualTo(1);
        ScatterPlot.Data time = ScatterPlot.data(r, "trust", "trust-b3", PlotMetric.TIME);
        assertThat(time.finished()).isEmpty();
        assertThat(time.clamped()).containsExactly(new double[] {2.0, 60.0});
        ScatterPlot.Data clampedTraces =
                ScatterPlot.data(r, "trust", "trust-b3", PlotMetric.TRACES);
        assertThat(clampedTraces.clamped()).containsExactly(new double[] {6.0, 6.0});
    }

    @Test
    void linesFollowTheParameter() {
        Map<String, TreeMap<Long, Double>> lines =
                LinePlot.data(Fixture.results(), "T01", "N", PlotMetric.TRACES);
        assertThat(lines.get("dfs"))
                .containsEntry(1L, 1.0)
                .containsEntry(3L, 15.0)
                .containsEntry(4L, 105.0);
        assertThat(lines.get("source")).containsOnlyKeys(1L, 3L, 4L);
    }

    @Test
    void writesValidPngAndSvg() throws IOException {
        Results r = Fixture.results();
        List<Path> files = StandardPlots.scatter(r, "source", "optimal", PlotMetric.TIME, out);
        files = new java.util.ArrayList<>(files);
        files.addAll(StandardPlots.scatter(r, "trust", "trust-b3", PlotMetric.TRACES, out));
        files.addAll(StandardPlots.scatter(r, "nothing", "none", PlotMetric.TRACES, out));
        files.addAll(
                StandardPlots.lines(
                        r,
                        Fixture.manifest().family("T01").orElseThrow(),
                        "N",
                        PlotMetric.TIME,
                        out));
        assertThat(files)
                .extracting(p -> p.getFileName().toString())
                .contains(
                        "scatter-optimal-vs-source-time.png",
                        "scatter-optimal-vs-source-time.svg",
                        "lines-T01-time.png",
                        "lines-T01-time.svg");
        for (Path f : files) {
            byte[] bytes = Files.readAllBytes(f);
            assertThat(bytes.length).as(f.toString()).isGreaterThan(1000);
            if (f.toString().endsWith(".png")) {
                assertThat(java.util.Arrays.copyOf(bytes, 8)).as(f.toString()).isEqualTo(PNG_MAGIC);
            } else {
                String svg = new String(bytes, StandardCharsets.UTF_8);
                assertThat(svg)
                        .as(f.toString())
                        .containsPattern("(?s)^(<\\?xml[^>]*>\\s*)?(<!DOCTYPE[^>]*>\\s*)?<svg[ >]");
                assertThat(svg.strip()).endsWith("</svg>");
            }
        }
    }

    @Test
    void standardSetCoversTheUsualPairsAndLineFamilies() {
        List<Path> files = StandardPlots.write(Fixture.manifest(), Fixture.results(), out);
        assertThat(files)
                .extracting(p -> p.getFileName().toString())
                .contains(
                        "scatter-optimal-vs-source-traces.png",
                        "scatter-observers-vs-optimal-time.svg",
                        "scatter-dfs-vs-source-traces.png",
                        "scatter-qpor-k1-vs-source-time.png",
                        "lines-T01-traces.png")
                .doesNotContain("lines-T02-traces.png");
    }
}
