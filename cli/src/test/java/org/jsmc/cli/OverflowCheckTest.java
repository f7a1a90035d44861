package org.jsmc.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@code jsmc --check overflow}, in-process. */
class OverflowCheckTest {
    @TempDir Path dir;

    private static final String SEQUENTIAL =
            """
            #include <limits.h>
            int x = INT_MAX;
            int main(void) {
                unsigned u = (unsigned) x * 2u + 2u;
                x = x + (int) u + 1;
                return 0;
            }
            """;

    @Test
    void reportsTheOverflowWithItsLine() throws IOException {
        String file = CliRun.write(dir, "prog.c", SEQUENTIAL);
        CliRun run = CliRun.of("--check", "overflow", file);
        assertThat(run.exitCode()).isEqualTo(42);
        assertThat(run.out())
                .containsPattern(
                        "Error: Signed integer overflow at \\S*prog.c:5:\\d+ in <0>: 2147483647"
                                + " \\+ 1 does not fit in a signed 32-bit integer\n");
    }

    @Test
    void withoutTheCheckSignedArithmeticWraps() throws IOException {
        String file = CliRun.write(dir, "prog.c", SEQUENTIAL);
        CliRun run = CliRun.of(file);
        assertThat(run.exitCode()).isZero();
        assertThat(run.out()).contains("No errors were detected.\n");
    }

    /** Both threads pass the test before either increments: only then the second overflows. */
    private static final String RACY_INCREMENT =
            """
            #include <limits.h>
            #include <pthread.h>
            int counter = INT_MAX - 1;
            void *inc(void *arg) {
                if (counter < INT_MAX)
                    counter = counter + 1;
                return 0;
            }
            int main(void) {
                pthread_t a, b;
                pthread_create(&a, 0, inc, 0);
                pthread_create(&b, 0, inc, 0);
                pthread_join(a, 0);
                pthread_join(b, 0);
                return 0;
            }
            """;

    @Test
    void findsAnOverflowThatOnlySomeInterleavingsReach() throws IOException {
        String file = CliRun.write(dir, "racy.c", RACY_INCREMENT);
        CliRun run = CliRun.of("--check", "overflow", file);
        assertThat(run.exitCode()).isEqualTo(42);
        assertThat(run.out())
                .containsPattern(
                        "Error: Signed integer overflow at \\S*racy.c:6:\\d+ in <0.\\d>: 2147483647"
                                + " \\+ 1 does not fit in a signed 32-bit integer\n");
        assertThat(CliRun.of(file).exitCode()).isZero();
    }
}
