package org.jsmc.cli;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code jsmc --property}: SV-COMP's verdicts for one file, with the competition's semantics
 * ({@code reach_error} defined by the task, {@code abort} as the end of the program) and soundness
 * first (no {@code true} after a narrowed nondet domain, undefined behaviour or a cut exploration).
 */
class PropertyCheckTest {
    @TempDir Path dir;

    private static final String PRELUDE =
            """
            #include <pthread.h>
            void reach_error() {}
            extern void abort(void);
            void assume_abort_if_not(int c) { if (!c) abort(); }
            extern int __VERIFIER_nondet_int(void);
            extern _Bool __VERIFIER_nondet_bool(void);
            """;

    private CliRun check(String name, String body, String... flags) throws IOException {
        String file = CliRun.write(dir, name, PRELUDE + body);
        String[] args = new String[flags.length + 3];
        args[0] = "--property";
        args[1] = "unreach-call";
        System.arraycopy(flags, 0, args, 2, flags.length);
        args[args.length - 1] = file;
        return CliRun.of(args);
    }

    private static String verdict(CliRun run) {
        return run.out().lines().filter(l -> l.startsWith("Verdict: ")).findFirst().orElse("");
    }

    private static String reason(CliRun run) {
        return run.out().lines().filter(l -> l.startsWith("Reason: ")).findFirst().orElse("");
    }

    static final String SPIN =
            """
            int flag, x;
            void *t(void *arg) {
              while (!flag) {}
              if (x != 1) reach_error();
              return 0;
            }
            int main(void) {
              pthread_t h;
              pthread_create(&h, 0, t, 0);
              FIRST;
              SECOND;
              return 0;
            }
            """;

    @Test
    void aCorrectProgramWithASpinLoopIsTrueWithoutAnyFlag() throws IOException {
        CliRun run = check("spin.c", SPIN.replace("FIRST", "x = 1").replace("SECOND", "flag = 1"));
        assertThat(run.exitCode()).as(run.err()).isZero();
        assertThat(verdict(run)).isEqualTo("Verdict: true");
        assertThat(reason(run)).isEqualTo("Reason: every execution was explored");
    }

    @Test
    void aReachableReachErrorIsFalseWithACounterexample() throws IOException {
        CliRun run =
                check("spinbug.c", SPIN.replace("FIRST", "flag = 1").replace("SECOND", "x = 1"));
        assertThat(run.exitCode()).isEqualTo(ExitCode.ERROR_FOUND);
        assertThat(verdict(run)).isEqualTo("Verdict: false(unreach-call)");
        assertThat(run.out()).contains("Error detected").contains("reach_error() called");
    }

    @Test
    void abortEndsTheProgramWithoutAViolation() throws IOException {
        String body =
                """
                int main(void) {
                  _Bool b = __VERIFIER_nondet_bool();
                  assume_abort_if_not(b);
                  if (!b) reach_error();
                  return 0;
                }
                """;
        CliRun run = check("abort.c", body);
        assertThat(verdict(run)).as(run.out()).isEqualTo("Verdict: true");
    }

    @Test
    void aNondetIntDrawnFromTwoValuesCannotGiveTrue() throws IOException {
        String body =
                """
                int main(void) {
                  int n = __VERIFIER_nondet_int();
                  if (n == 7) reach_error();
                  return 0;
                }
                """;
        CliRun run = check("nondet.c", body);
        assertThat(run.exitCode()).isZero();
        assertThat(verdict(run)).isEqualTo("Verdict: unknown");
        assertThat(reason(run)).contains("0..1").contains("--nondet-domain");
        // a wider domain finds the bug
        assertThat(verdict(check("nondet.c", body, "--nondet-domain", "8")))
                .isEqualTo("Verdict: false(unreach-call)");
    }

    @Test
    void underATimeLimitTheNondetDomainWidensToFindAViolation() throws IOException {
        String bug =
                """
                int main(void) {
                  int n = __VERIFIER_nondet_int();
                  assume_abort_if_not(n > 5 && n < 10);
                  if (n == 7) reach_error();
                  return 0;
                }
                """;
        CliRun found = check("widen.c", bug, "--time-limit", "60", "--verbose");
        assertThat(verdict(found)).isEqualTo("Verdict: false(unreach-call)");
        assertThat(found.err()).contains("--nondet-domain 8").doesNotContain("--nondet-domain 16");
        String correct = bug.replace("n == 7", "n == 12");
        CliRun spent = check("spent.c", correct, "--time-limit", "2");
        assertThat(verdict(spent)).isEqualTo("Verdict: unknown");
        // widening stops at 65,536 values, or earlier at the time limit
        assertThat(reason(spent))
                .containsPattern(
                        "drawn from 0\\.\\.65535|the time limit ended.*nondet values from");
    }

    @Test
    void undefinedBehaviourIsNotAViolationButForbidsTrue() throws IOException {
        String body =
                """
                int *p;
                int main(void) {
                  _Bool b = __VERIFIER_nondet_bool();
                  if (b) return *p;
                  return 0;
                }
                """;
        CliRun run = check("null.c", body);
        assertThat(run.exitCode()).isZero();
        assertThat(verdict(run)).isEqualTo("Verdict: unknown");
        assertThat(reason(run))
                .contains("undefined behaviour")
                .containsIgnoringCase("null pointer");
    }

    @Test
    void aViolationAfterUndefinedBehaviourInAnotherExecutionIsStillFound() throws IOException {
        String body =
                """
                int *p;
                int main(void) {
                  _Bool b = __VERIFIER_nondet_bool();
                  if (!b) return *p;
                  reach_error();
                  return 0;
                }
                """;
        assertThat(verdict(check("both.c", body))).isEqualTo("Verdict: false(unreach-call)");
    }

    @Test
    void whenALimitStopsTheUnboundedRunLoopBoundDeepeningFindsTheBug() throws IOException {
        String body =
                """
                int x;
                int main(void) {
                  while (1) {
                    x++;
                    if (x == 5 && __VERIFIER_nondet_bool()) reach_error();
                  }
                  return 0;
                }
                """;
        // the first execution never leaves the loop: the event limit stops the unbounded run
        CliRun run = check("deep.c", body, "--verbose", "--event-limit", "1000");
        assertThat(verdict(run)).isEqualTo("Verdict: false(unreach-call)");
        assertThat(run.err())
                .contains("unbounded run stopped")
                .contains("--unroll 8")
                .doesNotContain("--unroll 16");
    }

    @Test
    void theFirstRunHasNoLoopBound() throws IOException {
        String body =
                """
                int x;
                int main(void) {
                  for (int i = 0; i < 40; i++) { x++; }
                  if (x == 40) reach_error();
                  return 0;
                }
                """;
        CliRun first = check("first.c", body, "--json");
        JsonNode json = new ObjectMapper().readTree(first.out());
        assertThat(json.at("/svcomp/verdict").asText()).isEqualTo("false(unreach-call)");
        assertThat(json.at("/svcomp/unroll").asInt()).as("no loop bound").isZero();
        CliRun given = check("first.c", body, "--json", "--unroll", "50");
        assertThat(new ObjectMapper().readTree(given.out()).at("/svcomp/unroll").asInt())
                .as("only the bound given")
                .isEqualTo(50);
    }

    @Test
    void anUnboundedLoopEndsInUnknownAtTheTimeLimit() throws IOException {
        String body =
                """
                int main(void) {
                  int i = 0;
                  while (__VERIFIER_nondet_bool()) { i++; }
                  return 0;
                }
                """;
        CliRun run = check("forever.c", body, "--time-limit", "2");
        assertThat(verdict(run)).isEqualTo("Verdict: unknown");
        // deepening runs until the time limit, or until one execution exceeds the event limit
        assertThat(reason(run)).containsPattern("the time limit ended|visible events");
    }

    @Test
    void threadsCreatedInAnUnboundedLoopAreNamedInTheReason() throws IOException {
        String body =
                """
                int x;
                void *t(void *arg) { x++; return 0; }
                int main(void) {
                  pthread_t h;
                  while (1) { pthread_create(&h, 0, t, 0); }
                  return 0;
                }
                """;
        CliRun run = check("spawner.c", body, "--time-limit", "3");
        assertThat(verdict(run)).isEqualTo("Verdict: unknown");
        assertThat(reason(run))
                .contains("the time limit ended")
                .contains("a loop that creates threads among them");
    }

    @Test
    void aGivenLoopBoundIsTheOnlyOneAndCutsTrue() throws IOException {
        String body =
                """
                int main(void) {
                  for (int i = 0; i < 3; i++) {}
                  return 0;
                }
                """;
        CliRun run = check("bounded.c", body, "--unroll", "2");
        assertThat(verdict(run)).isEqualTo("Verdict: unknown");
        assertThat(reason(run)).contains("--unroll 2");
    }

    @Test
    void c99InlineFunctionsWithoutAnExternalDefinitionLoad() throws IOException {
        String body =
                """
                inline int add(int a, int b) { return a + b; }
                int main(void) {
                  if (add(2, 2) != 4) reach_error();
                  return 0;
                }
                """;
        assertThat(verdict(check("inline.c", body))).isEqualTo("Verdict: true");
    }

    @Test
    void thePropertyComesFromAPropertyFileAndTheJsonCarriesTheAnswer() throws IOException {
        Path prp = dir.resolve("unreach-call.prp");
        Files.writeString(prp, "CHECK( init(main()), LTL(G ! call(reach_error())) )\n");
        String file =
                CliRun.write(
                        dir,
                        "json.c",
                        PRELUDE + SPIN.replace("FIRST", "x = 1").replace("SECOND", "flag = 1"));
        CliRun run = CliRun.of("--property", prp.toString(), "--json", file);
        JsonNode json = new ObjectMapper().readTree(run.out());
        assertThat(json.at("/svcomp/property").asText()).isEqualTo("unreach-call");
        assertThat(json.at("/svcomp/verdict").asText()).isEqualTo("true");
        assertThat(json.at("/svcomp/reason").asText()).isEqualTo("every execution was explored");
    }

    @Test
    void aPropertyJsmcDoesNotCheckYetIsAOneLineError() throws IOException {
        String file = CliRun.write(dir, "race.c", PRELUDE + "int main(void) { return 0; }\n");
        CliRun run = CliRun.of("--property", "termination", file);
        assertThat(run.exitCode()).isEqualTo(ExitCode.BAD_INPUT);
        assertThat(run.err().strip())
                .isEqualTo(
                        "jsmc: property 'termination' is not checked by jsmc yet (it checks"
                                + " no-data-race, no-overflow, unreach-call, valid-memcleanup,"
                                + " valid-memsafety)");
        assertThat(run.out()).isEmpty();
        CliRun unknown = CliRun.of("--property", "no-such-property", file);
        assertThat(unknown.exitCode()).isEqualTo(ExitCode.BAD_INPUT);
        assertThat(unknown.err()).contains("no property file or property named");
    }

    @Test
    void plainChecksEndSpinLoopsWithoutALoopBound() throws IOException {
        String file =
                CliRun.write(
                        dir,
                        "plain.c",
                        PRELUDE + SPIN.replace("FIRST", "x = 1").replace("SECOND", "flag = 1"));
        CliRun run = CliRun.of("--algorithm", "optimal", file);
        assertThat(run.exitCode()).isZero();
        assertThat(run.out()).startsWith("Trace count: 1\nAssume-blocked trace count: 1\n");
        assertThat(run.out()).doesNotContain("loop bound");
    }
}
