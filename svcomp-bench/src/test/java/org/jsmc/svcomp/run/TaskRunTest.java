package org.jsmc.svcomp.run;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Path;
import java.util.List;
import org.jsmc.svcomp.Tasks;
import org.jsmc.svcomp.score.Category;
import org.jsmc.svcomp.score.Verdict;
import org.jsmc.svcomp.task.Task;
import org.jsmc.svcomp.task.TaskLoader;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The runner with {@link FakeSvcompJsmc} in place of jsmc: one JVM per task, every outcome. */
class TaskRunTest {
    @TempDir Path dir;

    private final SvcompLauncher launcher =
            new SvcompLauncher(
                    Path.of(System.getProperty("java.home"), "bin", "java"),
                    List.of("-XX:TieredStopAtLevel=1"),
                    System.getProperty("java.class.path"),
                    FakeSvcompJsmc.class.getName(),
                    null);

    private final SvcompLimits limits = new SvcompLimits(60, 0.5, 256);

    @BeforeEach
    void properties() throws IOException {
        Tasks.properties(dir);
    }

    private Task task(String name, Boolean expected, String dataModel) throws IOException {
        return Task.select(
                        List.of(
                                TaskLoader.load(
                                        Tasks.task(dir, "pthread", name, expected, dataModel))),
                        "unreach-call")
                .get(0);
    }

    @Test
    void commandLineHasPropertyDataModelTimeLimitAndInput() throws IOException {
        Task ilp32 = task("a", true, "ILP32");
        List<String> cmd = launcher.command(ilp32, new SvcompLimits(60, 5, 512));
        assertThat(cmd).contains("-Xmx512m", "-XX:+ExitOnOutOfMemoryError", "-Xss16m");
        assertThat(String.join(" ", cmd))
                .endsWith(
                        FakeSvcompJsmc.class.getName()
                                + " --json --property "
                                + dir.resolve("properties/unreach-call.prp").toAbsolutePath()
                                + " -m32 --time-limit 60 "
                                + dir.resolve("pthread/a.c").toAbsolutePath());
        Task lp64 = task("b", true, "LP64");
        SvcompLauncher withAlgorithm =
                new SvcompLauncher(Path.of("java"), List.of(), "cp", "Main", "optimal");
        assertThat(String.join(" ", withAlgorithm.command(lp64, new SvcompLimits(2.5, 5, 512))))
                .doesNotContain("-m32")
                .contains("--algorithm optimal --time-limit 2.5 ");
    }

    @Test
    void answersFromTheReport() throws IOException {
        TaskResult t = TaskRun.run(task("safe", true, "ILP32"), launcher, limits);
        assertThat(t.verdict()).isEqualTo(Verdict.TRUE);
        assertThat(t.reason()).isEqualTo("ILP32, time limit 60, algorithm default");
        assertThat(t.category()).isEqualTo(Category.CORRECT_TRUE);
        assertThat(t.exitCode()).isZero();
        assertThat(t.checkSeconds()).isEqualTo(0.25);
        assertThat(t.peakMemoryMb()).isEqualTo(42.5);
        assertThat(t.seconds()).isPositive();
        assertThat(t.dataModel()).isEqualTo("ILP32");

        TaskResult f = TaskRun.run(task("unsafe-false", false, "LP64"), launcher, limits);
        assertThat(f.verdict()).isEqualTo(Verdict.violated("unreach-call"));
        assertThat(f.reason()).startsWith("LP64");
        assertThat(f.exitCode()).isEqualTo(42);
        assertThat(f.score()).isEqualTo(1);

        TaskResult u = TaskRun.run(task("unknown", true, "ILP32"), launcher, limits);
        assertThat(u.verdict()).isEqualTo(Verdict.UNKNOWN);
        assertThat(u.score()).isZero();
    }

    @Test
    void badInputIsAnErrorWithJsmcsLineAsTheReason() throws IOException {
        TaskResult r = TaskRun.run(task("bad", true, "ILP32"), launcher, limits);
        assertThat(r.verdict()).isEqualTo(Verdict.ERROR);
        assertThat(r.exitCode()).isEqualTo(1);
        assertThat(r.reason())
                .isEqualTo(
                        dir.resolve("pthread/bad.c").toAbsolutePath()
                                + ":3:1: unsupported external function 'foo'");
        assertThat(r.unknownReason()).isEqualTo("error");
        TaskResult crash = TaskRun.run(task("crash", true, "ILP32"), launcher, limits);
        assertThat(crash.verdict()).isEqualTo(Verdict.ERROR);
        assertThat(crash.reason())
                .isEqualTo("internal error: internal error: java.lang.IllegalStateException: boom");
        TaskResult garbage = TaskRun.run(task("garbage", true, "ILP32"), launcher, limits);
        assertThat(garbage.verdict()).isEqualTo(Verdict.ERROR);
        assertThat(garbage.reason()).isEqualTo("no SV-COMP verdict in jsmc's report");
    }

    @Test
    void killedAfterTheTimeLimitAndTheGraceIsATimeout() throws IOException {
        long start = System.nanoTime();
        TaskResult r =
                TaskRun.run(task("sleep", true, "ILP32"), launcher, new SvcompLimits(1, 0.5, 256));
        assertThat(r.verdict()).isEqualTo(Verdict.UNKNOWN);
        assertThat(r.reason()).isEqualTo("timeout");
        assertThat(r.exitCode()).isNull();
        assertThat(r.seconds()).isBetween(1.4, 30.0);
        assertThat((System.nanoTime() - start) / 1e9).isLessThan(30);
    }

    @Test
    void outOfMemoryIsUnknown() throws IOException {
        TaskResult r =
                TaskRun.run(task("oom", true, "ILP32"), launcher, new SvcompLimits(60, 1, 32));
        assertThat(r.verdict()).isEqualTo(Verdict.UNKNOWN);
        assertThat(r.reason()).isEqualTo("out of memory");
        assertThat(r.memoryMb()).isEqualTo(32);
    }

    @Test
    void outcomesWithoutAProcess() {
        assertThat(
                        TaskRun.outcome(
                                        3,
                                        "Terminating due to java.lang.OutOfMemoryError: Java heap space",
                                        "")
                                .reason())
                .isEqualTo("out of memory");
        assertThat(TaskRun.outcome(137, "", "").reason())
                .isEqualTo("exit code 137: (no message on stderr)");
        assertThat(TaskRun.outcome(0, "{\"svcomp\":{\"verdict\":\"maybe\"}}", "").verdict())
                .isEqualTo(Verdict.ERROR);
        TaskRun.Outcome o =
                TaskRun.outcome(
                        0,
                        "{\"svcomp\":{\"verdict\":\"unknown\",\"reason\":\"loop bound\\nhit\"}}",
                        "");
        assertThat(o.verdict()).isEqualTo(Verdict.UNKNOWN);
        assertThat(o.reason()).isEqualTo("loop bound");
    }
}
