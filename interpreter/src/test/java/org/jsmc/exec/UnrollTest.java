package org.jsmc.exec;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The {@code --unroll N} loop bound. A loop's header may be reached at most N times per entry of
 * the loop, so a {@code for} loop of K iterations, whose condition is evaluated K + 1 times, needs
 * N = K + 1.
 */
class UnrollTest {
    static final String LOOPS =
            """
            #include <assert.h>
            #include <string.h>
            int g;
            static int vi(int x) { return x; }

            static void simple(void) {
              for (int i = 0; i < vi(3); i++) g++;
              assert(g == 3);
            }

            static void nested(void) {
              for (int i = 0; i < vi(3); i++)
                for (int j = 0; j < vi(3); j++)
                  g++;
              assert(g == 9);
            }

            static int rec(int depth) {
              int s = 0;
              for (int i = 0; i < vi(3); i++) {
                s++;
                if (i == 1 && depth > 0) s += rec(depth - 1);
              }
              return s;
            }

            static void recursive(void) {
              assert(rec(5) == 18);
            }

            static int inner_loop(void) { int s = 0; for (int i = 0; i < vi(3); i++) s++; return s; }

            static void calls(void) {
              int s = 0;
              for (int i = 0; i < vi(3); i++) s += inner_loop();
              assert(s == 9);
            }

            static void do_while(void) {
              int i = 0;
              do { i++; } while (i < vi(4));
              assert(i == 4);
            }

            int main(int argc, char **argv) {
              if (!strcmp(argv[1], "simple")) simple();
              if (!strcmp(argv[1], "nested")) nested();
              if (!strcmp(argv[1], "recursive")) recursive();
              if (!strcmp(argv[1], "calls")) calls();
              if (!strcmp(argv[1], "do_while")) do_while();
              return 0;
            }
            """;

    private static Execution run(String name, int unroll) {
        return Schedules.lowest(
                CPrograms.program(
                        LOOPS,
                        ExecOptions.DEFAULT.withUnroll(unroll).withArguments(List.of(name))));
    }

    private static void completesExactlyFrom(String name, int bound) {
        Execution ok = run(name, bound);
        assertThat(ok.error()).as(name).isEmpty();
        assertThat(ok.outcome()).as(name).isEqualTo(Outcome.COMPLETE);
        assertThat(ok.loopBoundHit()).isFalse();
        Execution cut = run(name, bound - 1);
        assertThat(cut.outcome()).as(name).isEqualTo(Outcome.ASSUME_BLOCKED);
        assertThat(cut.loopBoundHit()).isTrue();
        assertThat(cut.status(ThreadId.MAIN)).isEqualTo(ThreadStatus.ASSUME_BLOCKED);
    }

    @Test
    void aForLoopOfKIterationsNeedsABoundOfKPlusOne() {
        completesExactlyFrom("simple", 4);
    }

    @Test
    void noBoundMeansUnbounded() {
        Execution x = run("simple", 0);
        assertThat(x.outcome()).isEqualTo(Outcome.COMPLETE);
    }

    @Test
    void nestedLoopsCountTheInnerLoopPerEntry() {
        completesExactlyFrom("nested", 4);
    }

    @Test
    void recursiveCallsHaveTheirOwnCounters() {
        completesExactlyFrom("recursive", 4);
    }

    @Test
    void calledFunctionsHaveTheirOwnCounters() {
        completesExactlyFrom("calls", 4);
    }

    @Test
    void aDoWhileLoopReachesItsHeaderOncePerIteration() {
        completesExactlyFrom("do_while", 4);
    }

    static final String SPIN =
            """
            #include <pthread.h>
            #include <assert.h>
            int flag, x;
            void *t(void *arg) {
              while (!flag) {}
              assert(x == 1);
              return 0;
            }
            int main(void) {
              pthread_t h;
              pthread_create(&h, 0, t, 0);
              x = 1;
              flag = 1;
              return 0;
            }
            """;

    @Test
    void aSpinLoopIsCutByTheBound() {
        Program p =
                CPrograms.program(SPIN, ExecOptions.DEFAULT.withUnroll(2).withSpinReduction(false));
        List<Schedules.Run> runs = Schedules.all(p);
        assertThat(runs.stream().map(Schedules.Run::summary).distinct())
                .containsExactlyInAnyOrder("COMPLETE", "ASSUME_BLOCKED");
        Execution x = p.start();
        // <0.1> reads flag = 0 twice; its third arrival at the loop header is cut
        Schedules.steps(x, "0", "0.1", "0.1");
        ThreadId t = Schedules.thread(x, "0.1");
        assertThat(x.status(t)).isEqualTo(ThreadStatus.ASSUME_BLOCKED);
        assertThat(x.loopBoundHit()).isTrue();
        assertThat(x.status(ThreadId.MAIN)).isEqualTo(ThreadStatus.ENABLED);
        Schedules.lowest(x);
        assertThat(x.outcome()).isEqualTo(Outcome.ASSUME_BLOCKED);
    }

    static final String ATOMIC_SPIN =
            """
            #include <pthread.h>
            extern void __VERIFIER_atomic_begin(void);
            extern void __VERIFIER_atomic_end(void);
            int x;
            void *t(void *arg) {
              __VERIFIER_atomic_begin();
              while (1) x++;
              __VERIFIER_atomic_end();
              return 0;
            }
            int main(void) {
              pthread_t h;
              pthread_create(&h, 0, t, 0);
              x = 5;
              return 0;
            }
            """;

    @Test
    void aThreadCutInsideAnAtomicSectionReleasesIt() {
        Program p = CPrograms.program(ATOMIC_SPIN, ExecOptions.DEFAULT.withUnroll(3));
        Execution x = p.start();
        Schedules.steps(x, "0", "0.1");
        assertThat(x.status(ThreadId.MAIN)).isEqualTo(ThreadStatus.BLOCKED);
        Schedules.lowest(x);
        assertThat(x.status(Schedules.thread(x, "0.1"))).isEqualTo(ThreadStatus.ASSUME_BLOCKED);
        assertThat(x.status(ThreadId.MAIN)).isEqualTo(ThreadStatus.FINISHED);
        assertThat(x.outcome()).isEqualTo(Outcome.ASSUME_BLOCKED);
    }
}
