package org.jsmc.svcomp.run;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.atomic.AtomicInteger;
import org.jsmc.svcomp.Tasks;
import org.jsmc.svcomp.score.Verdict;
import org.jsmc.svcomp.task.Task;
import org.jsmc.svcomp.task.TaskDefinition;
import org.jsmc.svcomp.task.TaskLoader;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The runner in-process: resuming, unsupported tasks, the results file. */
class SvcompRunnerTest {
    @TempDir Path dir;

    private final SvcompLimits limits = new SvcompLimits(10, 1, 256);

    private List<TaskDefinition> definitions() throws IOException {
        Tasks.properties(dir);
        List<TaskDefinition> defs = new ArrayList<>();
        defs.add(TaskLoader.load(Tasks.task(dir, "pthread", "a", true, "ILP32")));
        defs.add(TaskLoader.load(Tasks.task(dir, "pthread", "b", false, "ILP32")));
        return defs;
    }

    private static TaskResult answer(Task t, SvcompLimits l, Verdict v, String reason) {
        return TaskResult.of(t, null, l, v, reason, 1.5, 1.0, 100.0, 0);
    }

    @Test
    void runsWhatIsNotRecordedAndResumes() throws IOException {
        List<Task> tasks = Task.select(definitions(), "unreach-call");
        ResultsFile file = new ResultsFile(dir.resolve("out/results.jsonl"));
        AtomicInteger runs = new AtomicInteger();
        StringWriter out = new StringWriter();
        TaskProgress progress =
                new TaskProgress(
                        new PrintWriter(out),
                        new PrintWriter(new StringWriter()),
                        false,
                        2,
                        r -> r.task());
        SvcompRunner runner =
                new SvcompRunner(
                        file,
                        limits,
                        null,
                        false,
                        2,
                        (t, l) -> {
                            runs.incrementAndGet();
                            return answer(
                                    t,
                                    l,
                                    t.property().expectedVerdict() ? Verdict.TRUE : Verdict.UNKNOWN,
                                    "timeout");
                        });
        SvcompRunner.Summary s = runner.run(tasks, progress);
        assertThat(s.ran()).isEqualTo(2);
        assertThat(s.skipped()).isZero();
        assertThat(s.results())
                .extracting(TaskResult::verdict)
                .containsExactly(Verdict.TRUE, Verdict.UNKNOWN);
        assertThat(out.toString()).contains("a.yml", "b.yml");
        assertThat(Files.readAllLines(file.file()))
                .hasSize(2)
                .allMatch(l -> l.contains("\"category\""));

        SvcompRunner.Summary again = runner.run(tasks, progress);
        assertThat(again.ran()).isZero();
        assertThat(again.skipped()).isEqualTo(2);
        assertThat(runs).hasValue(2);

        SvcompRunner longer =
                new SvcompRunner(
                        file,
                        new SvcompLimits(20, 1, 256),
                        null,
                        false,
                        1,
                        (t, l) -> answer(t, l, Verdict.parse("false(unreach-call)"), null));
        SvcompRunner.Summary third = longer.run(tasks, progress);
        assertThat(third.ran()).as("the timeout under 10 s is run again under 20 s").isEqualTo(1);
        assertThat(third.results().get(1).verdict()).isEqualTo(Verdict.violated("unreach-call"));
        assertThat(file.read()).hasSize(2);
        assertThat(Files.readAllLines(file.file())).hasSize(3);
    }

    @Test
    void unsupportedPropertiesAreRecordedWithoutRunning() throws IOException {
        List<Task> tasks = Task.select(definitions(), "no-deadlock");
        ResultsFile file = new ResultsFile(dir.resolve("results.jsonl"));
        SvcompRunner runner =
                new SvcompRunner(
                        file,
                        limits,
                        "optimal",
                        false,
                        1,
                        (t, l) -> {
                            throw new AssertionError("must not run");
                        });
        SvcompRunner.Summary s =
                runner.run(
                        tasks,
                        new TaskProgress(
                                new PrintWriter(new StringWriter()),
                                new PrintWriter(new StringWriter()),
                                false,
                                1,
                                null));
        assertThat(s.results())
                .allSatisfy(
                        r -> {
                            assertThat(r.verdict()).isEqualTo(Verdict.UNSUPPORTED);
                            assertThat(r.reason())
                                    .startsWith("unsupported property: jsmc does not check ");
                            assertThat(r.score()).isZero();
                            assertThat(r.algorithm()).isEqualTo("optimal");
                        });
    }

    @Test
    void resultsFileRoundTripsAndSkipsBrokenLines() throws IOException {
        List<Task> tasks = Task.select(definitions(), "unreach-call");
        ResultsFile file = new ResultsFile(dir.resolve("results.jsonl"));
        TaskResult r = answer(tasks.get(1), limits, Verdict.violated("unreach-call"), "found it");
        file.append(r);
        Files.writeString(
                file.file(), "{\"task\":\"cut off", java.nio.file.StandardOpenOption.APPEND);
        List<TaskResult> read = file.readList();
        assertThat(read).containsExactly(r);
        assertThat(file.skippedLines()).isEqualTo(1);
        assertThat(ResultsFile.toJson(r))
                .contains(
                        "\"verdict\":\"false(unreach-call)\"",
                        "\"score\":1",
                        "\"category\":\"CORRECT_FALSE\"");
    }
}
