package org.jsmc.cli;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code jsmc bench}, in-process, on the fixture of {@code svcomp-bench} (a manifest with two small
 * programs and a hand-written results file). The run test starts real jsmc processes.
 */
class BenchCliTest {
    private static final Path FIXTURE = Path.of("../svcomp-bench/src/test/resources/fixture");
    private static final String MANIFEST = FIXTURE.resolve("manifest.yaml").toString();
    private static final String RESULTS = FIXTURE.resolve("results.jsonl").toString();

    @TempDir Path dir;

    @Test
    void benchNeedsASubcommand() {
        CliRun run = CliRun.of("bench");
        assertThat(run.exitCode()).isEqualTo(2);
        assertThat(run.err())
                .startsWith("jsmc: Missing required subcommand")
                .contains("Try 'jsmc bench --help'");
        assertThat(CliRun.of("bench", "--help").out()).contains("run", "table", "plot");
    }

    @Test
    void tableOfOneLayoutOnStdout() {
        CliRun run =
                CliRun.of(
                        "bench",
                        "table",
                        "--layout",
                        "vcdpor-t1",
                        "--compare",
                        "--manifest",
                        MANIFEST,
                        "--results",
                        RESULTS);
        assertThat(run.exitCode()).isZero();
        assertThat(run.out())
                .startsWith("## VC-DPOR Table 1: SV-COMP benchmarks (`vcdpor-t1`)")
                .contains("| writers(3) |")
                .contains("### Mismatches")
                .contains(
                        "writers(4) optimal traces: jsmc 23, expected 24 (closed form mazurkiewicz = N!)");
        CliRun csv =
                CliRun.of(
                        "bench",
                        "table",
                        "--layout",
                        "rvf-t1",
                        "--format",
                        "csv",
                        "--compare",
                        "--manifest",
                        MANIFEST,
                        "--results",
                        RESULTS);
        assertThat(csv.out()).startsWith("Benchmark,Metric,RVF-SMC,");
        assertThat(csv.err())
                .contains("mismatch: readers(2) source traces: jsmc 4, expected 5 (paper)");
    }

    @Test
    void tableUsageErrors() {
        CliRun bad = CliRun.of("bench", "table", "--layout", "nope", "--manifest", MANIFEST);
        assertThat(bad.exitCode()).isEqualTo(2);
        assertThat(bad.err())
                .startsWith("jsmc: Invalid value 'nope' for option '--layout'")
                .contains("vcdpor-t1");
        assertThat(CliRun.of("bench", "table", "--manifest", MANIFEST).exitCode()).isEqualTo(2);
        CliRun noManifest =
                CliRun.of(
                        "bench",
                        "table",
                        "--all",
                        "--manifest",
                        dir.resolve("none.yaml").toString());
        assertThat(noManifest.exitCode()).isEqualTo(1);
        assertThat(noManifest.err()).startsWith("jsmc: no manifest at ");
    }

    @Test
    void allTablesAndPlotsIntoDirectories() throws IOException {
        Path tables = dir.resolve("tables");
        CliRun run =
                CliRun.of(
                        "bench",
                        "table",
                        "--all",
                        "--compare",
                        "--manifest",
                        MANIFEST,
                        "--results",
                        RESULTS,
                        "--out",
                        tables.toString());
        assertThat(run.exitCode()).isZero();
        // 13 layouts in three formats, and mismatches.md.
        assertThat(run.out()).contains("wrote 40 files").contains("mismatches.md");
        assertThat(tables.resolve("vcdpor-fig8.md")).exists();
        assertThat(tables.resolve("qpor-t1.tex")).exists();
        assertThat(Files.readString(tables.resolve("mismatches.md"))).contains("## Closed forms");
        Path plots = dir.resolve("plots");
        CliRun scatter =
                CliRun.of(
                        "bench",
                        "plot",
                        "--x",
                        "source",
                        "--y",
                        "optimal",
                        "--metric",
                        "time",
                        "--results",
                        RESULTS,
                        "--out",
                        plots.toString());
        assertThat(scatter.exitCode()).isZero();
        assertThat(scatter.out().lines())
                .containsExactly(
                        plots.resolve("scatter-optimal-vs-source-time.png").toString(),
                        plots.resolve("scatter-optimal-vs-source-time.svg").toString());
        CliRun lines =
                CliRun.of(
                        "bench",
                        "plot",
                        "--family",
                        "T01",
                        "--manifest",
                        MANIFEST,
                        "--results",
                        RESULTS,
                        "--out",
                        plots.toString());
        assertThat(lines.out()).contains("lines-T01-traces.svg", "lines-T01-time.png");
        assertThat(CliRun.of("bench", "plot", "--x", "source").exitCode()).isEqualTo(2);
    }

    @Test
    void runStartsJsmcPerRunAndResumes() throws IOException {
        Path results = dir.resolve("r/results.jsonl");
        String[] args = {
            "bench",
            "run",
            "--manifest",
            MANIFEST,
            "--results",
            results.toString(),
            "--algorithms",
            "dfs,optimal",
            "--families",
            "T02",
            "--quick",
            "--timeout",
            "120",
            "--jvm-option=-XX:TieredStopAtLevel=1"
        };
        CliRun run = CliRun.of(args);
        assertThat(run.exitCode()).as(run.err()).isZero();
        assertThat(run.out()).startsWith("4 runs planned, 0 already recorded, 4 run now: 4 ok,");
        List<String> lines = Files.readAllLines(results);
        assertThat(lines).hasSize(4);
        ObjectMapper json = new ObjectMapper();
        Map<String, Long> traces = new TreeMap<>();
        for (String line : lines) {
            JsonNode r = json.readTree(line);
            assertThat(r.get("family").asText()).isEqualTo("T02");
            assertThat(r.get("status").asText()).isEqualTo("ok");
            traces.put(
                    r.get("algorithm").asText() + "(" + r.get("params").get("N").asLong() + ")",
                    r.get("counts").get("traces").asLong());
        }
        // readers(N): (2N+2)!/(2^(N+1)(N+1)!) interleavings, 2^N Mazurkiewicz traces
        assertThat(traces)
                .isEqualTo(Map.of("dfs(1)", 3L, "dfs(2)", 15L, "optimal(1)", 2L, "optimal(2)", 4L));
        CliRun again = CliRun.of(args);
        assertThat(again.out()).startsWith("4 runs planned, 4 already recorded, 0 run now");
        CliRun badFamily =
                CliRun.of("bench", "run", "--manifest", MANIFEST, "--families", "X99", "--dry-run");
        assertThat(badFamily.exitCode()).isEqualTo(2);
        assertThat(badFamily.err()).contains("'X99' for option '--families'");
    }

    @Test
    void jsonReportHasPeakMemory() throws IOException {
        Path file = dir.resolve("one.c");
        Files.writeString(file, "int main(void) { return 0; }\n");
        CliRun run = CliRun.of("--json", file.toString());
        JsonNode json = new ObjectMapper().readTree(run.out());
        assertThat(json.get("peakMemoryMb").asDouble()).isPositive();
    }
}
