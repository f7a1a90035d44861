package org.jsmc.bench.run;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import org.jsmc.bench.Fixture;
import org.jsmc.bench.manifest.Params;
import org.jsmc.explore.Counts;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class ResultsStoreTest {
    @TempDir Path dir;

    @Test
    void roundTripOneLinePerRun() throws IOException {
        ResultsStore store = new ResultsStore(dir.resolve("a/b/results.jsonl"));
        RunRecord r =
                new RunRecord(
                        "N02",
                        Map.of("N", 3L),
                        "source",
                        Status.OK,
                        "ok",
                        new Counts(8, 1, 2, 0, 0, 0, 0),
                        true,
                        null,
                        1.5,
                        0.9,
                        70.25,
                        60,
                        4096,
                        0,
                        null,
                        "2025-01-01T00:00:00Z");
        store.append(r);
        store.append(r);
        String text = Files.readString(store.file());
        assertThat(text.lines()).hasSize(2);
        assertThat(text.lines().findFirst().orElseThrow())
                .isEqualTo(
                        "{\"family\":\"N02\",\"params\":{\"N\":3},\"algorithm\":\"source\",\"status\":\"ok\","
                                + "\"verdict\":\"ok\",\"counts\":{\"traces\":8,\"assumeBlocked\":1,"
                                + "\"sleepSetBlocked\":2,\"awaitBlocked\":0,\"boundPruned\":0,"
                                + "\"deadlocked\":0,\"errors\":0},\"complete\":true,\"seconds\":1.5,"
                                + "\"checkSeconds\":0.9,\"peakMemoryMb\":70.25,\"timeoutSeconds\":60.0,"
                                + "\"memoryMb\":4096,\"exitCode\":0,\"finished\":\"2025-01-01T00:00:00Z\"}");
        assertThat(store.readAll()).containsExactly(r, r);
        assertThat(store.read().size()).isEqualTo(1);
    }

    @Test
    void statisticsAreKeptAndOptional() throws IOException {
        ResultsStore store = new ResultsStore(dir.resolve("results.jsonl"));
        RunRecord r =
                new RunRecord(
                        "V01",
                        Map.of("N", 3L),
                        "rvf",
                        Status.OK,
                        "ok",
                        new Counts(1, 0, 0, 0, 0, 0, 0),
                        true,
                        Map.of("verifyScMillis", 250L, "verifyScCalls", 12L, "calls", 4L),
                        1.25,
                        0.5,
                        80.0,
                        60,
                        4096,
                        0,
                        null,
                        "2025-01-01T00:00:00Z");
        store.append(r);
        String line = Files.readString(store.file()).strip();
        assertThat(line)
                .contains(
                        "\"complete\":true,\"statistics\":{\"calls\":4,\"verifyScCalls\":12,"
                                + "\"verifyScMillis\":250},\"seconds\":1.25");
        RunRecord back = store.readAll().get(0);
        assertThat(back).isEqualTo(r);
        assertThat(back.statistic(RunRecord.VERIFY_SC_MILLIS)).contains(250L);
        assertThat(back.statistic(RunRecord.VERIFY_SC_CALLS)).contains(12L);
        assertThat(back.statistic("witnessesReused")).isEmpty();
        // A line written before statistics were kept: no statistics, nothing else lost.
        RunKey old = new RunKey("T01", new Params(Map.of("N", 3L)), "source");
        RunRecord source = Fixture.results().get(old).orElseThrow();
        assertThat(source.statistics()).isNull();
        assertThat(source.statistic(RunRecord.VERIFY_SC_MILLIS)).isEmpty();
        assertThat(source.traces()).isEqualTo(6);
        // An empty statistics object is no statistics.
        assertThat(
                        new RunRecord(
                                        "T01", Map.of(), "source", Status.OK, "ok", null, true,
                                        Map.of(), 1, null, null, 60, 4096, 0, null, null)
                                .statistics())
                .isNull();
    }

    @Test
    void laterLinesWinAndBrokenLinesAreSkipped() {
        ResultsStore store = new ResultsStore(Fixture.DIR.resolve("results.jsonl"));
        Results results = store.read();
        assertThat(store.skippedLines()).isEqualTo(1);
        RunRecord dfs =
                results.get(new RunKey("T02", new Params(Map.of("N", 3L)), "dfs")).orElseThrow();
        assertThat(dfs.status()).isEqualTo(Status.OK);
        assertThat(dfs.traces()).isEqualTo(105);
        assertThat(results.ofFamily("T03")).isEmpty();
    }

    @Test
    void aMissingFileIsEmpty() {
        assertThat(new ResultsStore(dir.resolve("none.jsonl")).readAll()).isEmpty();
    }
}
