package org.jsmc.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code jsmc --algorithm vc [--root N]} on the VC-DPOR paper's Fig. 1 (note §6 L1), whole
 * pipeline: Optimal-DPOR 4 traces, observers 3, reads-from 2, VC-DPOR 1, and 2 with the reader as
 * root; and the one-line refusals.
 */
class VcCliTest {
    @TempDir Path dir;

    private static final String FIG1 =
            """
            #include <pthread.h>
            int x;
            void *p1(void *a) { x = 1; return 0; }
            void *p2(void *a) { x = 2; x = 1; int r = x; (void)r; return 0; }
            int main(void) {
              pthread_t t1, t2;
              pthread_create(&t1, 0, p1, 0);
              pthread_create(&t2, 0, p2, 0);
              pthread_join(t1, 0); pthread_join(t2, 0);
              return 0;
            }
            """;

    @Test
    void figureOne() throws IOException {
        String file = CliRun.write(dir, "fig1.c", FIG1);
        assertThat(traces("--algorithm", "optimal", file)).isEqualTo("4");
        assertThat(traces("--algorithm", "observers", file)).isEqualTo("3");
        assertThat(traces("--algorithm", "rf", file)).isEqualTo("2");
        assertThat(traces("--algorithm", "vc", file)).isEqualTo("1");
        assertThat(traces("--algorithm", "vc", "--root", "2", file)).isEqualTo("2");
        assertThat(traces("--algorithm", "dc", file)).isEqualTo("2");
    }

    @Test
    void lockedIncrements() throws IOException {
        String file =
                CliRun.write(
                        dir,
                        "inc.c",
                        """
                        #include <pthread.h>
                        #include <assert.h>
                        pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;
                        int x;
                        void *t(void *a) { pthread_mutex_lock(&m); x = x + 1; pthread_mutex_unlock(&m); return 0; }
                        int main(void) {
                          pthread_t a, b, c;
                          pthread_create(&a, 0, t, 0); pthread_create(&b, 0, t, 0);
                          pthread_create(&c, 0, t, 0);
                          pthread_join(a, 0); pthread_join(b, 0); pthread_join(c, 0);
                          assert(x == 3);
                          return 0;
                        }
                        """);
        // Each order of the three critical sections reads different values: 3! traces.
        assertThat(traces("--algorithm", "vc", file)).isEqualTo("6");
        assertThat(traces("--algorithm", "optimal", file)).isEqualTo("6");
    }

    @Test
    void rootNeedsVc() throws IOException {
        String file = CliRun.write(dir, "fig1.c", FIG1);
        CliRun run = CliRun.of("--algorithm", "optimal", "--root", "2", file);
        assertThat(run.exitCode()).isEqualTo(2);
        assertThat(run.err()).contains("--root needs --algorithm vc or dc");
    }

    /**
     * The paper's float_read with two writers (note §4.9): the reader sees 0 or 1, so 2 traces with
     * Optimization 2 (the closed form N), 3 without it (the reader both before and after the leaf
     * writer when it reads 0).
     */
    @Test
    void optimizationsCanBeTurnedOff() throws IOException {
        String file =
                CliRun.write(
                        dir,
                        "float.c",
                        """
                        #include <pthread.h>
                        _Atomic long x;
                        void *w(void *a) { x = (long)a; return 0; }
                        int main(void) {
                          pthread_t a, b;
                          pthread_create(&a, 0, w, (void *)0); pthread_create(&b, 0, w, (void *)1);
                          long r = x; (void)r;
                          pthread_join(a, 0); pthread_join(b, 0);
                          return 0;
                        }
                        """);
        assertThat(traces("--algorithm", "vc", file)).isEqualTo("2");
        assertThat(traces("--algorithm", "vc", "--without", "maximal-shortcut", file))
                .isEqualTo("3");
        assertThat(traces("--algorithm", "vc", "--without=read-order,fewer-leaf-orders", file))
                .isEqualTo("2");
        CliRun unknown = CliRun.of("--algorithm", "vc", "--without", "opt4", file);
        assertThat(unknown.exitCode()).isEqualTo(2);
        assertThat(unknown.err()).contains("Invalid value 'opt4' for option '--without'");
        CliRun notVc = CliRun.of("--algorithm", "optimal", "--without", "read-order", file);
        assertThat(notVc.exitCode()).isEqualTo(2);
        assertThat(notVc.err()).contains("--without needs --algorithm vc or dc");
    }

    /**
     * Main and one thread each try the lock and, holding it, increment {@code x}: four value
     * functions (both succeed, in either order; one fails inside the other's critical section), the
     * oracle's view classes, and {@code vc} explores one trace for each.
     */
    @Test
    void trylockSucceedsOrFailsInsideAnotherCriticalSection() throws IOException {
        String file =
                CliRun.write(
                        dir,
                        "lock.c",
                        """
                        #include <pthread.h>
                        pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;
                        int x;
                        void *t(void *a) { if (pthread_mutex_trylock(&m) == 0) { x++; pthread_mutex_unlock(&m); } return 0; }
                        int main(void) {
                          pthread_t a; pthread_create(&a, 0, t, 0); t(0); pthread_join(a, 0); return 0;
                        }
                        """);
        assertThat(traces("--algorithm", "vc", file)).isEqualTo("4");
        assertThat(traces("--algorithm", "dc", file)).isEqualTo("4");
    }

    @Test
    void conditionVariablesAreRefusedInOneLine() throws IOException {
        String file =
                CliRun.write(
                        dir,
                        "cond.c",
                        """
                        #include <pthread.h>
                        pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;
                        pthread_cond_t c = PTHREAD_COND_INITIALIZER;
                        int ready;
                        void *t(void *a) { pthread_mutex_lock(&m); ready = 1; pthread_cond_signal(&c); pthread_mutex_unlock(&m); return 0; }
                        int main(void) {
                          pthread_t a; pthread_create(&a, 0, t, 0);
                          pthread_mutex_lock(&m); while (!ready) pthread_cond_wait(&c, &m); pthread_mutex_unlock(&m);
                          pthread_join(a, 0); return 0;
                        }
                        """);
        CliRun run = CliRun.of("--algorithm", "vc", file);
        assertThat(run.exitCode()).isEqualTo(1);
        assertThat(run.err().strip())
                .doesNotContain("\n")
                .contains("condition variables for 'vc'")
                .contains("use 'optimal'");
    }

    private static String traces(String... args) {
        CliRun run = CliRun.of(args);
        assertThat(run.exitCode()).as(run.err()).isZero();
        return run.out()
                .lines()
                .filter(l -> l.startsWith("Trace count:"))
                .findFirst()
                .orElseThrow()
                .replaceAll("\\D", "");
    }
}
