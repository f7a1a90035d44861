package org.jsmc.cli;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.net.URISyntaxException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * {@code --check data-race} and {@code --property no-data-race} on the C programs of {@code
 * resources/checks}: a {@code race_*} program has a data race (its first comment line says where),
 * a {@code norace_*} program has none; locks, atomics, spawn/join, condition variables, rwlocks,
 * atomic sections, heap aliasing, struct fields, array elements and mixed sizes. Every algorithm
 * that keeps happens-before agrees, and the counterexample ends with the two racing accesses
 * (separated only by the rest of the atomic sections they are in).
 */
class DataRaceCheckTest {
    private static final ObjectMapper JSON = new ObjectMapper();

    static Stream<Path> programs() throws IOException, URISyntaxException {
        Path dir = Path.of(DataRaceCheckTest.class.getResource("/checks").toURI());
        try (Stream<Path> files = Files.list(dir)) {
            return files
                    .filter(f -> f.getFileName().toString().matches("(no)?race_.*\\.c"))
                    .sorted()
                    .toList()
                    .stream();
        }
    }

    private static boolean racy(Path program) {
        return program.getFileName().toString().startsWith("race_");
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("programs")
    void everyAlgorithmFindsExactlyTheRaces(Path program) throws IOException {
        for (String algorithm : List.of("dfs", "source", "optimal")) {
            CliRun run =
                    CliRun.of(
                            "--check",
                            "data-race",
                            "--algorithm",
                            algorithm,
                            "--json",
                            program.toString());
            assertThat(run.exitCode())
                    .as(algorithm + " on " + program + ": " + run.err())
                    .isEqualTo(racy(program) ? ExitCode.ERROR_FOUND : ExitCode.NO_ERROR);
            if (!racy(program)) {
                continue;
            }
            JsonNode error = JSON.readTree(run.out()).get("error");
            assertThat(error.get("kind").asText()).isEqualTo("data-race");
            JsonNode trace = error.get("trace");
            JsonNode second = trace.get(trace.size() - 1);
            int at = 0;
            while (!trace.get(at).get("event").asText().equals(error.get("racesWith").asText())) {
                at++;
            }
            JsonNode first = trace.get(at);
            // adjacent, but for the atomic sections the accesses are in
            for (int i = at + 1; i < trace.size() - 1; i++) {
                assertThat(trace.get(i).get("thread").asText())
                        .as(algorithm + " on " + program + ": " + trace)
                        .isIn(first.get("thread").asText(), second.get("thread").asText());
            }
            assertThat(second.get("thread").asText()).isEqualTo(error.get("thread").asText());
            assertThat(second.get("location").asText()).isEqualTo(error.get("location").asText());
            assertThat(error.get("message").asText()).contains(first.get("location").asText());
        }
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("programs")
    void theSvcompVerdictFollows(Path program) {
        CliRun run = CliRun.of("--property", "no-data-race", program.toString());
        assertThat(run.out())
                .as(run.err())
                .contains(racy(program) ? "Verdict: false(no-data-race)" : "Verdict: true");
    }

    @Test
    void algorithmsWhoseClassesCanHideARaceRefuseTheCheck() throws Exception {
        String program = programs().findFirst().orElseThrow().toString();
        CliRun run = CliRun.of("--check", "data-race", "--algorithm", "rvf", program);
        assertThat(run.exitCode()).isEqualTo(ExitCode.BAD_INPUT);
        assertThat(run.err().strip())
                .isEqualTo(
                        "jsmc: rvf does not support --check data-race: its reads-value-from"
                                + " classes leave conflicting accesses unordered; use optimal or"
                                + " source");
        CliRun commuting = CliRun.of("--check", "data-race", "--commute-rmws", program);
        assertThat(commuting.exitCode()).isEqualTo(ExitCode.BAD_INPUT);
        assertThat(commuting.err()).contains("does not support --commute-rmws");
    }
}
