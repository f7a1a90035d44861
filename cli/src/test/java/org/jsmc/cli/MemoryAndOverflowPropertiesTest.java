package org.jsmc.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Path;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * {@code --property valid-memsafety}, {@code valid-memcleanup} and {@code no-overflow}, and their
 * {@code --check}s: the violated subproperty in the verdict, a failed assertion only ending the
 * execution (it is not these properties' violation), other errors making the answer unknown; a
 * comparison with a freed pointer, whose outcome a real {@code malloc}'s address reuse decides, is
 * such an error under every property (a program that frees {@code y}, allocates {@code x} and frees
 * it twice if {@code x == y} has a double free only when the address is reused).
 */
class MemoryAndOverflowPropertiesTest {
    @TempDir Path dir;

    private static final String PRELUDE =
            """
            #include <pthread.h>
            #include <stdlib.h>
            extern void __assert_fail(const char *, const char *, unsigned, const char *);
            void reach_error() { __assert_fail("0", "t.c", 1, "reach_error"); }
            extern int __VERIFIER_nondet_int(void);
            int *g;
            int counter = 2147483646;
            void *inc(void *arg) { counter = counter + 1; return 0; }
            void *dec(void *arg) { counter = counter - 1; return 0; }
            """;

    /** The programs' bodies of {@code main}, by name. */
    private static String body(String name) {
        return switch (name) {
            case "lost" -> "int *p = malloc(4); p = 0; return 0;";
            case "freed" -> "int *p = malloc(4); free(p); return 0;";
            case "kept" -> "g = malloc(4); return 0;";
            case "null" -> "int *p = 0; if (__VERIFIER_nondet_int()) return *p; return 0;";
            case "double_free" -> "int *p = malloc(4); free(p); free(p); return 0;";
            case "assertion" -> "int *p = malloc(4); free(p); reach_error(); return 0;";
            case "reuse" ->
                    "int *y = malloc(4); free(y); int *x = malloc(4); if (x == y) free(x);"
                            + " free(x); return 0;";
            case "thread_leak" ->
                    "pthread_t t; pthread_create(&t, 0, inc, 0); int *p = malloc(8);"
                            + " pthread_join(t, 0); return counter == 0;";
            case "overflow_race" ->
                    "pthread_t a, b; pthread_create(&a, 0, inc, 0); pthread_create(&b, 0, inc,"
                            + " 0); pthread_join(a, 0); pthread_join(b, 0); return 0;";
            case "no_overflow" ->
                    "pthread_t a, b; pthread_create(&a, 0, inc, 0); pthread_create(&b, 0, dec,"
                            + " 0); pthread_join(a, 0); pthread_join(b, 0); return 0;";
            default -> throw new IllegalArgumentException(name);
        };
    }

    /** The program {@code name}: the prelude and {@code main} with its body. */
    private String write(String name) throws IOException {
        return CliRun.write(dir, name + ".c", PRELUDE + "int main(void) { " + body(name) + " }\n");
    }

    @ParameterizedTest(name = "{0} {1}")
    @CsvSource({
        "lost,          valid-memsafety,  false(valid-memtrack)",
        "lost,          valid-memcleanup, false(valid-memcleanup)",
        "freed,         valid-memsafety,  true",
        "freed,         valid-memcleanup, true",
        "kept,          valid-memsafety,  true",
        "kept,          valid-memcleanup, false(valid-memcleanup)",
        "null,          valid-memsafety,  false(valid-deref)",
        "null,          valid-memcleanup, unknown",
        "double_free,   valid-memsafety,  false(valid-free)",
        "reuse,         valid-memsafety,  unknown",
        "reuse,         unreach-call,     unknown",
        "assertion,     valid-memsafety,  true",
        "assertion,     unreach-call,     false(unreach-call)",
        "thread_leak,   valid-memsafety,  false(valid-memtrack)",
        "overflow_race, no-overflow,      false(no-overflow)",
        "overflow_race, valid-memsafety,  true",
        "no_overflow,   no-overflow,      true"
    })
    void verdicts(String program, String property, String verdict) throws IOException {
        String file = write(program);
        CliRun run = CliRun.of("--property", property, file);
        assertThat(run.out())
                .as(run.err())
                .contains("Verdict: " + verdict + System.lineSeparator());
        assertThat(run.exitCode())
                .isEqualTo(verdict.startsWith("false") ? ExitCode.ERROR_FOUND : ExitCode.NO_ERROR);
    }

    @ParameterizedTest(name = "{0} {1}")
    @CsvSource({
        "lost,          memtrack,   Memory leak at ",
        "kept,          memcleanup, Memory not freed at ",
        "overflow_race, overflow,   Signed integer overflow at ",
        "reuse,         dangling-compare, Comparison of a dangling pointer at "
    })
    void checks(String program, String check, String error) throws IOException {
        String file = write(program);
        CliRun run = CliRun.of("--check", check, file);
        assertThat(run.exitCode()).as(run.out() + run.err()).isEqualTo(ExitCode.ERROR_FOUND);
        assertThat(run.out()).contains("Error: " + error);
        CliRun unchecked = CliRun.of(file);
        assertThat(unchecked.exitCode()).as(unchecked.out()).isEqualTo(ExitCode.NO_ERROR);
    }
}
