package org.jsmc.cli;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.dataformat.yaml.YAMLMapper;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;
import org.jsmc.svcomp.witness.WitnessRules;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * {@code --witness} and {@code --replay-witness}: a false verdict writes a witness that follows its
 * format's rules, and replaying it reaches the violation again; a witness with another nondet value
 * does not; a malformed one is bad input.
 */
class WitnessTest {
    @TempDir Path dir;

    /** The bug needs the nondet value 5 and the worker's write before main's read. */
    private static final String PROGRAM =
            """
            #include <pthread.h>
            void reach_error() {}
            extern int __VERIFIER_nondet_int(void);
            int x;
            void *worker(void *arg) {
              int v = __VERIFIER_nondet_int();
              x = v;
              return 0;
            }
            int main(void) {
              pthread_t t;
              pthread_create(&t, 0, worker, 0);
              if (x == 5) reach_error();
              pthread_join(t, 0);
              return 0;
            }
            """;

    private String program() throws IOException {
        return CliRun.write(dir, "prog.c", PROGRAM);
    }

    private CliRun check(String witness, String... flags) throws IOException {
        String[] head = {
            "--property", "unreach-call", "--nondet-domain", "8", "--witness", witness
        };
        String[] args =
                Stream.of(head, flags, new String[] {program()})
                        .flatMap(Stream::of)
                        .toArray(String[]::new);
        return CliRun.of(args);
    }

    private String witness(String name) {
        return dir.resolve(name).toString();
    }

    @Test
    void aFalseVerdictWritesAYamlWitnessThatReplaysToTheViolation() throws IOException {
        CliRun run = check(witness("w.yml"));
        assertThat(run.exitCode()).as(run.err()).isEqualTo(ExitCode.ERROR_FOUND);
        String yaml = Files.readString(dir.resolve("w.yml"));
        assertThat(WitnessRules.yamlProblems(yaml)).as(yaml).isEmpty();
        JsonNode entry = new YAMLMapper().readTree(yaml).get(0);
        String file = program();
        assertThat(entry.at("/metadata/task/input_file_hashes").get(file).asText())
                .isEqualTo(WitnessOutput.sha256(Path.of(file)));
        assertThat(entry.at("/metadata/task/data_model").asText()).isEqualTo("LP64");
        assertThat(entry.at("/metadata/task/specification").asText())
                .isEqualTo("G ! call(reach_error())");
        assertThat(yaml).contains("thread_id: 1").contains("value: \\result == 5");

        CliRun replay = CliRun.of("--replay-witness", witness("w.yml"), file);
        assertThat(replay.exitCode())
                .as(replay.out() + replay.err())
                .isEqualTo(ExitCode.ERROR_FOUND);
        assertThat(replay.out())
                .contains("Error detected")
                .contains("reach_error() called")
                .contains("nondet")
                .contains("Verdict: false(unreach-call)");
    }

    @Test
    void aFalseVerdictWritesAGraphmlWitnessThatReplaysToTheViolation() throws IOException {
        CliRun run = check(witness("w.graphml"));
        assertThat(run.exitCode()).as(run.err()).isEqualTo(ExitCode.ERROR_FOUND);
        String xml = Files.readString(dir.resolve("w.graphml"));
        assertThat(WitnessRules.graphmlProblems(xml)).as(xml).isEmpty();
        assertThat(xml)
                .contains("<data key=\"architecture\">64bit</data>")
                .contains("<data key=\"createThread\">1</data>")
                .contains("<data key=\"enterFunction\">worker</data>")
                .contains("<data key=\"assumption.resultfunction\">__VERIFIER_nondet_int</data>");

        CliRun replay = CliRun.of("--replay-witness", witness("w.graphml"), program());
        assertThat(replay.exitCode())
                .as(replay.out() + replay.err())
                .isEqualTo(ExitCode.ERROR_FOUND);
        assertThat(replay.out()).contains("reach_error() called");
    }

    @Test
    void aWitnessWithAnotherNondetValueIsNotConfirmed() throws IOException {
        check(witness("w.yml"));
        check(witness("w.graphml"));
        String yaml =
                Files.readString(dir.resolve("w.yml")).replace("\\result == 5", "\\result == 4");
        String xml =
                Files.readString(dir.resolve("w.graphml"))
                        .replace("\\result == 5;", "\\result == 3;");
        for (String edited :
                new String[] {
                    CliRun.write(dir, "wrong.yml", yaml), CliRun.write(dir, "wrong.graphml", xml)
                }) {
            CliRun replay = CliRun.of("--replay-witness", edited, program());
            assertThat(replay.exitCode()).as(replay.out()).isEqualTo(ExitCode.NO_ERROR);
            assertThat(replay.out()).startsWith("Witness not confirmed: ");
            assertThat(replay.out().lines()).hasSize(1);
        }
    }

    @Test
    void m32WitnessesAreFor32BitTasks() throws IOException {
        assertThat(check(witness("w.yml"), "-m32").exitCode()).isEqualTo(ExitCode.ERROR_FOUND);
        assertThat(Files.readString(dir.resolve("w.yml"))).contains("data_model: ILP32");
        assertThat(check(witness("w.graphml"), "-m32").exitCode()).isEqualTo(ExitCode.ERROR_FOUND);
        assertThat(Files.readString(dir.resolve("w.graphml")))
                .contains("<data key=\"architecture\">32bit</data>");
        CliRun replay = CliRun.of("-m32", "--replay-witness", witness("w.yml"), program());
        assertThat(replay.exitCode()).isEqualTo(ExitCode.ERROR_FOUND);
    }

    @Test
    void noWitnessIsWrittenWithoutAFalseVerdict() throws IOException {
        String correct = CliRun.write(dir, "ok.c", PROGRAM.replace("x == 5", "x == 5 && x == 6"));
        CliRun run =
                CliRun.of(
                        "--property",
                        "unreach-call",
                        "--witness",
                        witness("w.yml"),
                        "--nondet-domain",
                        "8",
                        correct);
        assertThat(run.exitCode()).as(run.err()).isEqualTo(ExitCode.NO_ERROR);
        try (Stream<Path> files = Files.list(dir)) {
            assertThat(files.map(p -> p.getFileName().toString())).containsExactly("ok.c");
        }
    }

    @Test
    void malformedWitnessesAndUnknownFormatsAreOneLineErrors() throws IOException {
        String broken =
                CliRun.write(
                        dir, "broken.yml", "- entry_type: violation_sequence\n  metadata: [\n");
        CliRun replay = CliRun.of("--replay-witness", broken, program());
        assertThat(replay.exitCode()).isEqualTo(ExitCode.BAD_INPUT);
        assertThat(replay.err().lines()).hasSize(1).first().asString().startsWith("jsmc: witness");
        String noTarget =
                CliRun.write(
                        dir,
                        "t.graphml",
                        "<graphml xmlns=\"http://graphml.graphdrawing.org/xmlns\"/>");
        CliRun graphml = CliRun.of("--replay-witness", noTarget, program());
        assertThat(graphml.exitCode()).isEqualTo(ExitCode.BAD_INPUT);
        assertThat(graphml.err().lines()).hasSize(1);
        CliRun other = check(witness("w.json"));
        assertThat(other.exitCode()).isEqualTo(ExitCode.BAD_INPUT);
        assertThat(other.err().lines()).hasSize(1).first().asString().contains("unknown format");
        assertThat(dir.resolve("w.json")).doesNotExist();
        CliRun alone = CliRun.of("--witness", witness("w.yml"), program());
        assertThat(alone.exitCode()).isEqualTo(ExitCode.USAGE);
    }

    @Test
    void aDataRaceWitnessEndsInTheTwoRacingAccesses() throws IOException {
        String racy =
                CliRun.write(
                        dir,
                        "race.c",
                        """
                        #include <pthread.h>
                        int x;
                        void *worker(void *arg) {
                          x = 1;
                          return 0;
                        }
                        int main(void) {
                          pthread_t t;
                          pthread_create(&t, 0, worker, 0);
                          x = 2;
                          pthread_join(t, 0);
                          return 0;
                        }
                        """);
        String hash = WitnessOutput.sha256(Path.of(racy));
        String yaml =
                """
                - entry_type: violation_sequence
                  metadata:
                    format_version: "2.2"
                    uuid: 0e8c9d1a-2b3c-4d5e-8f90-112233445566
                    creation_time: 2026-01-01T00:00:00Z
                    producer: {name: hand, version: "1"}
                    task:
                      input_files: [FILE]
                      input_file_hashes: {FILE: HASH}
                      specification: G ! data-race
                      data_model: LP64
                      language: C
                  content:
                  - segment:
                    - waypoint: {type: function_enter, action: follow, thread_id: 0,
                                 location: {file_name: FILE, line: 9, column: 17}}
                  - segment:
                    - waypoint: {type: target, action: follow, thread_id: 1,
                                 location: {file_name: FILE, line: 4, column: 5}}
                    - waypoint: {type: target, action: follow, thread_id: 0,
                                 location: {file_name: FILE, line: 10, column: 5}}
                """
                        .replace("FILE", racy)
                        .replace("HASH", hash);
        assertThat(WitnessRules.yamlProblems(yaml)).isEmpty();
        String w = CliRun.write(dir, "race.yml", yaml);
        CliRun replay = CliRun.of("--replay-witness", w, racy);
        assertThat(replay.exitCode())
                .as(replay.out() + replay.err())
                .isEqualTo(ExitCode.ERROR_FOUND);
        assertThat(replay.out())
                .contains("Data race")
                .contains("<0.1> writes x")
                .contains("Verdict: false(no-data-race)");
        // the same accesses under unreach-call are no violation
        CliRun other = CliRun.of("--property", "unreach-call", "--replay-witness", w, racy);
        assertThat(other.exitCode()).isEqualTo(ExitCode.NO_ERROR);
        assertThat(other.out()).contains("Witness not confirmed").contains("no violation of");
    }

    @ParameterizedTest
    @ValueSource(strings = {"race_counter.c", "race_outside_section.c", "race_heap_field.c"})
    void raceWitnessesOfJsmcReplay(String name) throws Exception {
        Path program = Path.of(WitnessTest.class.getResource("/checks/" + name).toURI());
        for (String format : List.of("w.yml", "w.graphml")) {
            CliRun run =
                    CliRun.of(
                            "--property",
                            "no-data-race",
                            "--witness",
                            witness(format),
                            program.toString());
            assertThat(run.exitCode()).as(run.err()).isEqualTo(ExitCode.ERROR_FOUND);
            String text = Files.readString(dir.resolve(format));
            assertThat(
                            format.endsWith(".yml")
                                    ? WitnessRules.yamlProblems(text)
                                    : WitnessRules.graphmlProblems(text))
                    .as(text)
                    .isEmpty();
            CliRun replay = CliRun.of("--replay-witness", witness(format), program.toString());
            assertThat(replay.exitCode())
                    .as(format + ": " + replay.out() + replay.err())
                    .isEqualTo(ExitCode.ERROR_FOUND);
            assertThat(replay.out()).contains("Verdict: false(no-data-race)");
        }
    }
}
