package org.jsmc.cli;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.net.URISyntaxException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import java.util.TreeMap;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code jsmc svcomp} on the task files of {@code src/test/resources/svcomp/tasks}, each run by a
 * real jsmc in a JVM of its own: one task per semantic point of the SV-COMP runner (spin loops with
 * and without progress, a local loop that never exits, {@code abort}, a task-defined {@code
 * reach_error}, C99 {@code inline}, nondet values that do and do not limit the answer, both data
 * models, task format 1.0, a property jsmc does not check).
 */
class SvcompTasksTest {
    @TempDir Path dir;

    @Test
    void everyTaskGetsItsVerdictAndTheScoreAddsUp() throws IOException, URISyntaxException {
        Path tasks = Path.of(getClass().getResource("/svcomp/tasks").toURI());
        Path results = dir.resolve("results.jsonl");
        CliRun run =
                CliRun.of(
                        "svcomp",
                        "run",
                        "--timeout",
                        "120",
                        "--jobs",
                        "2",
                        "--memory",
                        "1024",
                        "--results",
                        results.toString(),
                        tasks.toString());
        assertThat(run.exitCode()).as(run.err() + run.out()).isZero();
        Map<String, String> verdicts = new TreeMap<>();
        Map<String, Integer> scores = new TreeMap<>();
        for (String line : Files.readAllLines(results)) {
            JsonNode r = new ObjectMapper().readTree(line);
            String task = Path.of(r.get("task").asText()).getFileName().toString();
            verdicts.put(task, r.get("verdict").asText());
            scores.put(task, r.get("score").asInt());
        }
        assertThat(verdicts)
                .containsExactlyInAnyOrderEntriesOf(
                        Map.of(
                                "abort-idiom.yml", "true",
                                "inline-true.yml", "true",
                                "local-forever.yml", "true",
                                "nondet-bool.yml", "false(unreach-call)",
                                "nondet-matters.yml", "unknown",
                                "spin-false.yml", "false(unreach-call)",
                                "spin-progress.yml", "true",
                                "spin-true.yml", "true"));
        assertThat(scores.values().stream().mapToInt(Integer::intValue).sum())
                .as("5 correct true, 2 correct false")
                .isEqualTo(5 * 2 + 2);
        assertThat(run.out()).contains("Score: 12");
        assertThat(run.err()).contains("1 of 9 task definitions do not list unreach-call");

        CliRun race =
                CliRun.of(
                        "svcomp",
                        "--property",
                        "no-data-race",
                        "--results",
                        dir.resolve("race.jsonl").toString(),
                        tasks.resolve("race.yml").toString());
        assertThat(race.out())
                .contains("Verdict: false(no-data-race)")
                .contains("Reason: Data race at ")
                .contains("Score: 1 of 1 possible");

        CliRun table = CliRun.of("svcomp", "table", results.toString(), "--format", "md");
        assertThat(table.exitCode()).isZero();
        assertThat(table.out()).contains("nondet-matters").contains("fewer than their types hold");
    }
}
