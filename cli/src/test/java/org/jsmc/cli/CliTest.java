package org.jsmc.cli;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The command line, in-process: exit codes, report format, options, usage errors. */
class CliTest {
    @TempDir Path dir;

    private static final String LOST_UPDATE =
            """
            #include <assert.h>
            #include <pthread.h>
            int counter;
            void *inc(void *arg) {
                int seen = counter;
                counter = seen + 1;
                return 0;
            }
            int main(void) {
                pthread_t p, q;
                pthread_create(&p, 0, inc, 0);
                pthread_create(&q, 0, inc, 0);
                pthread_join(p, 0);
                pthread_join(q, 0);
                assert(counter == 2);
                return 0;
            }
            """;

    @Test
    void correctProgramExitsZeroWithNidhuggReport() throws IOException {
        String file =
                CliRun.write(
                        dir,
                        "ok.c",
                        LOST_UPDATE.replace("counter == 2", "counter == 1 || counter == 2"));
        CliRun run = CliRun.of("--algorithm", "dfs", file);
        assertThat(run.exitCode()).isZero();
        assertThat(run.out())
                .startsWith("Trace count: 19\n")
                .contains("No errors were detected.\n")
                .containsPattern("Total wall-clock time: \\d+\\.\\d\\d s\n$");
        assertThat(run.err()).isEmpty();
    }

    @Test
    void errorExits42WithCounterexampleInThreadColumns() throws IOException {
        String file = CliRun.write(dir, "lost.c", LOST_UPDATE);
        CliRun run = CliRun.of(file);
        assertThat(run.exitCode()).isEqualTo(42);
        assertThat(run.out())
                .contains(" Error detected:\n")
                .containsPattern(
                        "\n  \\(<0>,1\\) \\S*lost.c:11: pthread_create\\(&p, 0, inc, 0\\);\n")
                .containsPattern("\n      \\(<0.1>,1\\) \\S*lost.c:5: int seen = counter;\n")
                .containsPattern("\n          \\(<0.2>,1\\) \\S*lost.c:5: int seen = counter;\n")
                .containsPattern(
                        "Error: Assertion violation at \\S*lost.c:15:5 in <0>: counter == 2\n");
    }

    @Test
    void keepGoingCountsEverythingAndReportsTheFirstError() throws IOException {
        String file = CliRun.write(dir, "lost.c", LOST_UPDATE);
        CliRun run = CliRun.of("--algorithm", "dfs", "--keep-going", file);
        assertThat(run.exitCode()).isEqualTo(42);
        assertThat(run.out()).startsWith("Trace count: 19\n");
    }

    @Test
    void jsonReport() throws IOException {
        String file = CliRun.write(dir, "lost.c", LOST_UPDATE);
        CliRun run = CliRun.of("--algorithm", "dfs", "--json", "--keep-going", file);
        assertThat(run.exitCode()).isEqualTo(42);
        JsonNode json = new ObjectMapper().readTree(run.out());
        assertThat(json.get("verdict").asText()).isEqualTo("error");
        assertThat(json.get("counts").get("traces").asLong()).isEqualTo(19);
        assertThat(json.get("counts").get("errors").asLong()).isPositive();
        assertThat(json.get("error").get("kind").asText()).isEqualTo("assertion");
        assertThat(json.get("error").get("location").asText()).endsWith("lost.c:15:5");
        assertThat(json.get("error").get("trace").get(0).get("event").asText())
                .isEqualTo("(<0>,1)");
        assertThat(json.get("error").get("trace").get(2).get("action").asText())
                .isEqualTo("read counter = 0");
    }

    @Test
    void verboseShowsPipelineAndEventDetails() throws IOException {
        String file = CliRun.write(dir, "lost.c", LOST_UPDATE);
        CliRun run = CliRun.of("--verbose", "--unroll", "4", file);
        assertThat(run.err())
                .contains("jsmc: clang")
                .contains("mem2reg")
                .contains("loop bound: --unroll 4")
                .contains("algorithm: source");
        assertThat(run.out()).contains("[read counter = 0]");
    }

    @Test
    void assumeBlockedAndLoopBoundAreReported() throws IOException {
        String file =
                CliRun.write(
                        dir,
                        "spin.c",
                        """
                #include <pthread.h>
                int flag;
                void *t(void *p) { flag = 1; return 0; }
                int main(void) {
                    pthread_t a;
                    pthread_create(&a, 0, t, 0);
                    while (!flag) {}
                    return 0;
                }
                """);
        CliRun run = CliRun.of("--unroll", "3", "--no-spin-reduction", file);
        assertThat(run.exitCode()).isZero();
        assertThat(run.out())
                .startsWith("Trace count: 3\nAssume-blocked trace count: 1\n")
                .contains("Note: the loop bound (--unroll 3) cut some executions");
    }

    @Test
    void deadlockIsCountedOrReported() throws IOException {
        String file =
                CliRun.write(
                        dir,
                        "dl.c",
                        """
                #include <pthread.h>
                pthread_mutex_t a = PTHREAD_MUTEX_INITIALIZER, b = PTHREAD_MUTEX_INITIALIZER;
                void *t(void *p) {
                    pthread_mutex_lock(&b); pthread_mutex_lock(&a);
                    pthread_mutex_unlock(&a); pthread_mutex_unlock(&b);
                    return 0;
                }
                int main(void) {
                    pthread_t x;
                    pthread_create(&x, 0, t, 0);
                    pthread_mutex_lock(&a); pthread_mutex_lock(&b);
                    pthread_mutex_unlock(&b); pthread_mutex_unlock(&a);
                    pthread_join(x, 0);
                    return 0;
                }
                """);
        CliRun counted = CliRun.of(file);
        assertThat(counted.exitCode()).isZero();
        assertThat(counted.out()).contains("Deadlocked trace count: ");
        CliRun reported = CliRun.of("--deadlock-is-error", file);
        assertThat(reported.exitCode()).isEqualTo(42);
        assertThat(reported.out()).contains("Error: Deadlock").contains("waits for mutex");
    }

    @Test
    void programArgumentsReachMain() throws IOException {
        String file =
                CliRun.write(
                        dir,
                        "args.c",
                        """
                #include <assert.h>
                #include <string.h>
                int main(int argc, char **argv) {
                    assert(argc == 3 && strcmp(argv[2], "two") == 0);
                    return 0;
                }
                """);
        assertThat(CliRun.of(file, "--", "one", "two").exitCode()).isZero();
        assertThat(CliRun.of(file, "--", "one").exitCode()).isEqualTo(42);
    }

    @Test
    void helpListsExitCodesAndAlgorithms() {
        CliRun run = CliRun.of("--help");
        assertThat(run.exitCode()).isZero();
        assertThat(run.out())
                .contains("Exit codes:")
                .contains("42")
                .contains("Algorithms:")
                .contains("dfs")
                .contains("--unroll")
                .contains("--nondet-domain");
    }

    @Test
    void sourceIsTheDefaultAlgorithm() throws IOException {
        String file = CliRun.write(dir, "lost.c", LOST_UPDATE);
        CliRun run = CliRun.of("--verbose", "--keep-going", file);
        assertThat(run.err()).contains("algorithm: source");
        assertThat(CliRun.of("--help").out().replaceAll("\\s+", " ")).contains("(default: source;");
    }

    @Test
    void commuteRmwsMakesUnusedCommutingRmwsIndependent() throws IOException {
        String file =
                CliRun.write(
                        dir,
                        "faa.c",
                        """
                #include <pthread.h>
                #include <stdatomic.h>
                atomic_int x;
                void *t(void *p) { atomic_fetch_add(&x, 1); return 0; }
                int main(void) {
                    pthread_t a, b;
                    pthread_create(&a, 0, t, 0);
                    pthread_create(&b, 0, t, 0);
                    pthread_join(a, 0);
                    pthread_join(b, 0);
                    return 0;
                }
                """);
        for (String algorithm : new String[] {"source", "optimal", "observers"}) {
            assertThat(CliRun.of("--algorithm", algorithm, file).out())
                    .as(algorithm)
                    .startsWith("Trace count: 2\n");
            assertThat(CliRun.of("--algorithm", algorithm, "--commute-rmws", file).out())
                    .as(algorithm + " --commute-rmws")
                    .startsWith("Trace count: 1\n");
        }
    }

    @Test
    void versionNamesLlvm() {
        CliRun run = CliRun.of("--version");
        assertThat(run.exitCode()).isZero();
        assertThat(run.out()).startsWith("jsmc ").contains("LLVM 20.1.7");
    }

    @Test
    void usageErrorsExitTwoWithOneLine() {
        CliRun noFile = CliRun.of();
        assertThat(noFile.exitCode()).isEqualTo(2);
        assertThat(noFile.err()).contains("Missing required parameter");
        CliRun badAlgorithm = CliRun.of("--algorithm", "nope", "x.c");
        assertThat(badAlgorithm.exitCode()).isEqualTo(2);
        assertThat(badAlgorithm.err())
                .startsWith("jsmc: Invalid value 'nope' for option '--algorithm'");
        CliRun badNumber = CliRun.of("--unroll", "-1", "x.c");
        assertThat(badNumber.exitCode()).isEqualTo(2);
        assertThat(badNumber.err()).contains("--unroll");
    }
}
