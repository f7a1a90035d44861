package org.jsmc.bench.run;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.jsmc.bench.Configuration;
import org.jsmc.bench.manifest.Family;
import org.jsmc.bench.manifest.Parameter;
import org.jsmc.bench.manifest.Params;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The runner, with {@link FakeJsmc} in place of jsmc: one JVM per run, limits, outcomes. */
class ProcessRunTest {
    @TempDir Path dir;

    private final Launcher launcher =
            new Launcher(
                    Launcher.currentJava(),
                    List.of("-XX:TieredStopAtLevel=1"),
                    System.getProperty("java.class.path"),
                    FakeJsmc.class.getName());

    private RunSpec spec(String file, long n, String configuration) throws IOException {
        Path p = dir.resolve(file);
        Files.writeString(p, "int main(void) { return 0; }\n");
        Family f =
                new Family(
                        "F",
                        "fam",
                        p,
                        null,
                        null,
                        List.of(new Parameter("N", null)),
                        null,
                        List.of("--unroll", "${N}"),
                        Map.of(),
                        List.of(),
                        List.of(),
                        null);
        return new RunSpec(f, new Params(Map.of("N", n)), Configuration.of(configuration));
    }

    @Test
    void commandLineHasLimitsAlgorithmOptionsFlagsAndMacros() throws IOException {
        List<String> cmd = launcher.command(spec("ok.c", 4, "qpor-k2"), new Limits(10, 512));
        assertThat(cmd)
                .contains("-Xmx512m", "-XX:+ExitOnOutOfMemoryError", "-XX:TieredStopAtLevel=1");
        assertThat(String.join(" ", cmd))
                .endsWith(
                        FakeJsmc.class.getName()
                                + " --json --keep-going --algorithm qpor --k 2 --interference locks"
                                + " --unroll 4 -DN=4 "
                                + dir.resolve("ok.c"));
    }

    @Test
    void finishedRunRecordsCountsVerdictTimeAndMemory() throws IOException {
        RunRecord r = ProcessRun.run(spec("ok.c", 7, "source"), launcher, new Limits(60, 256));
        assertThat(r.status()).isEqualTo(Status.OK);
        assertThat(r.family()).isEqualTo("F");
        assertThat(r.params()).containsEntry("N", 7L);
        assertThat(r.algorithm()).isEqualTo("source");
        assertThat(r.verdict()).isEqualTo("ok");
        assertThat(r.counts().traces()).isEqualTo(7);
        assertThat(r.counts().sleepSetBlocked()).isEqualTo(2);
        assertThat(r.complete()).isTrue();
        assertThat(r.seconds()).isPositive();
        assertThat(r.checkSeconds()).isEqualTo(0.25);
        assertThat(r.peakMemoryMb()).isEqualTo(42.5);
        assertThat(r.exitCode()).isZero();
        assertThat(r.memoryMb()).isEqualTo(256);
        RunRecord found =
                ProcessRun.run(spec("found.c", 3, "source"), launcher, new Limits(60, 256));
        assertThat(found.status()).isEqualTo(Status.OK);
        assertThat(found.verdict()).isEqualTo("error");
        assertThat(found.exitCode()).isEqualTo(42);
    }

    @Test
    void finishedRunKeepsTheIntegerStatistics() throws IOException {
        RunRecord r = ProcessRun.run(spec("ok.c", 3, "rvf-plain"), launcher, new Limits(60, 256));
        assertThat(r.status()).isEqualTo(Status.OK);
        assertThat(r.algorithm()).isEqualTo("rvf-plain");
        assertThat(r.statistics())
                .containsExactly(
                        Map.entry("calls", 6L),
                        Map.entry("verifyScCalls", 3L),
                        Map.entry("verifyScMillis", 30L),
                        Map.entry("verifyScStates", 300L),
                        Map.entry("witnessesReused", 0L));
        assertThat(r.statistic(RunRecord.VERIFY_SC_MILLIS)).contains(30L);
        assertThat(ResultsStore.toJson(r)).contains("\"statistics\":{\"calls\":6,");
        RunRecord source = ProcessRun.run(spec("ok.c", 3, "source"), launcher, new Limits(60, 256));
        assertThat(source.statistics()).isNull();
        assertThat(ResultsStore.toJson(source)).doesNotContain("statistics");
        RunRecord timeout = ProcessRun.run(spec("sleep.c", 1, "rvf"), launcher, new Limits(1, 256));
        assertThat(timeout.statistics()).isNull();
    }

    @Test
    void ablationVariantsRunRvfWithTheirSwitch() throws IOException {
        assertThat(
                        String.join(
                                " ",
                                launcher.command(
                                        spec("ok.c", 2, "rvf-nosignals"), new Limits(10, 512))))
                .contains("--algorithm rvf --no-backtrack-signals --unroll 2 -DN=2 ");
        assertThat(
                        String.join(
                                " ",
                                launcher.command(
                                        spec("ok.c", 2, "rvf-plain"), new Limits(10, 512))))
                .contains("--algorithm rvf --verify-sc plain --unroll 2 -DN=2 ");
    }

    @Test
    void timeoutKillsTheProcess() throws IOException {
        long start = System.nanoTime();
        RunRecord r = ProcessRun.run(spec("sleep.c", 1, "source"), launcher, new Limits(1.5, 256));
        assertThat((System.nanoTime() - start) / 1e9).isLessThan(20);
        assertThat(r.status()).isEqualTo(Status.TIMEOUT);
        assertThat(r.counts()).isNull();
        assertThat(r.seconds()).isGreaterThanOrEqualTo(1.5);
        assertThat(r.timeoutSeconds()).isEqualTo(1.5);
        assertThat(r.exitCode()).isNull();
        assertThat(r.peakMemoryMb()).isPositive();
    }

    @Test
    void outOfMemoryAndErrorsAreRecognised() throws IOException {
        RunRecord oom = ProcessRun.run(spec("oom.c", 1, "source"), launcher, new Limits(60, 32));
        assertThat(oom.status()).isEqualTo(Status.OOM);
        assertThat(oom.message()).contains("OutOfMemoryError");
        RunRecord bad = ProcessRun.run(spec("bad.c", 1, "source"), launcher, new Limits(60, 256));
        assertThat(bad.status()).isEqualTo(Status.ERROR);
        assertThat(bad.exitCode()).isEqualTo(1);
        assertThat(bad.message())
                .startsWith("jsmc: ")
                .endsWith("unsupported external function 'foo'");
    }

    @Test
    void runnerSkipsWhatIsRecordedAndReRunsOnRequestOrWithLargerLimits() throws IOException {
        ResultsStore store = new ResultsStore(dir.resolve("out/results.jsonl"));
        RunSpec ok = spec("ok.c", 2, "source");
        RunSpec sleep = spec("sleep.c", 2, "optimal");
        RunPlan plan = new RunPlan(List.of(ok, sleep), List.of(), List.of());
        StringWriter log = new StringWriter();
        BenchRunner.Summary first =
                new BenchRunner(
                                store,
                                new Limits(1, 256),
                                false,
                                2,
                                (s, l) -> ProcessRun.run(s, launcher, l))
                        .run(plan, new ProgressBar(new PrintWriter(log), false, 2));
        assertThat(first.ran()).isEqualTo(2);
        assertThat(first.byStatus()).containsEntry(Status.OK, 1).containsEntry(Status.TIMEOUT, 1);
        assertThat(log.toString())
                .contains("[2/2]")
                .contains("source fam(N=2): 2 traces")
                .contains("timeout after 1 s");
        assertThat(store.readAll()).hasSize(2);

        List<RunSpec> ran = new java.util.ArrayList<>();
        BenchRunner again =
                new BenchRunner(
                        store,
                        new Limits(1, 256),
                        false,
                        1,
                        (s, l) -> {
                            ran.add(s);
                            return ProcessRun.run(s, launcher, l);
                        });
        assertThat(
                        again.run(
                                        plan,
                                        new ProgressBar(
                                                new PrintWriter(new StringWriter()), false, 1))
                                .skipped())
                .isEqualTo(2);
        assertThat(ran).isEmpty();

        new BenchRunner(
                        store,
                        new Limits(2, 256),
                        false,
                        1,
                        (s, l) -> {
                            ran.add(s);
                            return ProcessRun.run(s, launcher, l);
                        })
                .run(plan, new ProgressBar(new PrintWriter(new StringWriter()), false, 1));
        assertThat(ran).containsExactly(sleep);

        ran.clear();
        new BenchRunner(
                        store,
                        new Limits(1, 256),
                        true,
                        1,
                        (s, l) -> {
                            ran.add(s);
                            return ProcessRun.run(s, launcher, l);
                        })
                .run(plan, new ProgressBar(new PrintWriter(new StringWriter()), false, 1));
        assertThat(ran).containsExactly(ok, sleep);
        assertThat(store.readAll()).hasSize(5);
        assertThat(store.read().size()).isEqualTo(2);
        assertThat(store.read().get(sleep.key()).orElseThrow().timeoutSeconds()).isEqualTo(1);
    }

    @Test
    void progressBarOnATerminalRewritesOneLine() {
        StringWriter out = new StringWriter();
        ProgressBar bar = new ProgressBar(new PrintWriter(out), true, 1);
        bar.start(4);
        assertThat(out.toString()).startsWith("\r[------------------------] 0/4").contains("ETA ?");
        assertThat(Set.of(Status.values())).hasSize(4);
    }
}
