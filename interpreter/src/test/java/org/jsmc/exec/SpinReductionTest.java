package org.jsmc.exec;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import org.jsmc.ir.LimitExceededException;
import org.junit.jupiter.api.Test;

/**
 * The spin-loop reduction: a loop iteration after which the thread is in the state it was in at the
 * iteration's start blocks the thread. Checked against brute force over every schedule: with the
 * reduction, a program reaches exactly the errors and final outputs it reaches without it under a
 * loop bound large enough for its waits (the reduction loses nothing), and spin loops end without a
 * bound.
 */
class SpinReductionTest {
    private static final ExecOptions REDUCED = ExecOptions.DEFAULT;

    /** Without the reduction, bounded so that brute force ends; 3 covers every wait below. */
    private static final ExecOptions UNROLLED =
            ExecOptions.DEFAULT.withSpinReduction(false).withUnroll(3);

    /** Errors and outputs of complete runs: what a program can do, blocked runs aside. */
    private static Set<String> behaviours(String source, ExecOptions options) {
        Set<String> s = new TreeSet<>();
        for (Schedules.Run r : Schedules.all(CPrograms.program(source, options), 200_000)) {
            if (r.outcome() == Outcome.ERROR) {
                s.add("error " + r.error());
            } else if (r.outcome() == Outcome.COMPLETE) {
                s.add("output " + r.output());
            }
        }
        return s;
    }

    private static void sameBehaviours(String source, String... expected) {
        Set<String> reduced = behaviours(source, REDUCED);
        assertThat(reduced).containsExactlyInAnyOrder(expected);
        assertThat(behaviours(source, UNROLLED)).isEqualTo(reduced);
    }

    static final String FLAG =
            """
            #include <pthread.h>
            #include <assert.h>
            #include <stdio.h>
            int flag, x;
            void *t(void *arg) {
              while (!flag) {}
              assert(x == 1);
              return 0;
            }
            int main(void) {
              pthread_t h;
              pthread_create(&h, 0, t, 0);
              x = ORDER_FIRST;
              flag = 1;
              x = 1;
              pthread_join(h, 0);
              printf("done");
              return 0;
            }
            """;

    @Test
    void aSpinOnAFlagBlocksAfterOneIterationThatReadTheSameValue() {
        Execution x = CPrograms.program(FLAG.replace("ORDER_FIRST", "1"), REDUCED).start();
        Schedules.steps(x, "0", "0.1");
        ThreadId t = Schedules.thread(x, "0.1");
        // <0.1> read flag = 0 once; back at the header in the same state, it blocks
        assertThat(x.status(t)).isEqualTo(ThreadStatus.ASSUME_BLOCKED);
        assertThat(x.loopBoundHit()).isFalse();
    }

    @Test
    void aSpinOnAFlagLosesNoBehaviour() {
        sameBehaviours(FLAG.replace("ORDER_FIRST", "1"), "output done");
        sameBehaviours(FLAG.replace("ORDER_FIRST", "0"), "output done", "error ASSERTION");
    }

    static final String PETERSON =
            """
            #include <pthread.h>
            #include <stdio.h>
            int flag0, flag1, turn, count, inside;
            void *p1(void *arg) {
              flag1 = 1; turn = 0;
              while (flag0 && turn == 0) {}
              inside++; count++; inside--;
              flag1 = 0;
              return 0;
            }
            int main(void) {
              pthread_t h;
              pthread_create(&h, 0, p1, 0);
              flag0 = 1; turn = 1;
              while (flag1 && turn == 1) {}
              if (inside) { printf("both inside"); }
              count++;
              flag0 = 0;
              pthread_join(h, 0);
              printf("count %d", count);
              return 0;
            }
            """;

    @Test
    void petersonsWaitsKeepMutualExclusionAndEveryOutcome() {
        sameBehaviours(PETERSON, "output count 2");
    }

    static final String CAS_LOCK =
            """
            #include <pthread.h>
            #include <stdio.h>
            int lock, count;
            void *t(void *arg) {
              while (!__sync_bool_compare_and_swap(&lock, 0, 1)) {}
              count++;
              lock = 0;
              return 0;
            }
            int main(void) {
              pthread_t a, b;
              pthread_create(&a, 0, t, 0);
              pthread_create(&b, 0, t, 0);
              pthread_join(a, 0);
              pthread_join(b, 0);
              printf("count %d", count);
              return 0;
            }
            """;

    @Test
    void aFailedCompareAndSwapChangesNothingSoItsSpinLockEnds() {
        sameBehaviours(CAS_LOCK, "output count 2");
    }

    static final String ATOMIC_LOCK =
            """
            #include <pthread.h>
            #include <stdio.h>
            extern void __VERIFIER_atomic_begin(void);
            extern void __VERIFIER_atomic_end(void);
            int lock, count;
            void *t(void *arg) {
              while (1) {
                __VERIFIER_atomic_begin();
                if (!lock) { lock = 1; __VERIFIER_atomic_end(); break; }
                __VERIFIER_atomic_end();
              }
              count++;
              lock = 0;
              return 0;
            }
            int main(void) {
              pthread_t a, b;
              pthread_create(&a, 0, t, 0);
              pthread_create(&b, 0, t, 0);
              pthread_join(a, 0);
              pthread_join(b, 0);
              printf("count %d", count);
              return 0;
            }
            """;

    @Test
    void anAtomicSectionThatTestsALockTakenByAnotherThreadIsANoOp() {
        sameBehaviours(ATOMIC_LOCK, "output count 2");
    }

    static final String LOCAL_FOREVER =
            """
            #include <pthread.h>
            #include <stdio.h>
            int x;
            void *t(void *arg) {
              int r = x;
              while (r >= 3) {}
              printf("passed %d ", r);
              return 0;
            }
            int main(void) {
              pthread_t h;
              pthread_create(&h, 0, t, 0);
              x = 5;
              pthread_join(h, 0);
              return 0;
            }
            """;

    @Test
    void aLocalLoopThatCanNeverExitBlocksItsThreadInsteadOfRunningAway() {
        // the run where <0.1> read 5 ends with <0.1> blocked in the loop (main waits in its join)
        assertThat(Schedules.outcomes(CPrograms.program(LOCAL_FOREVER, REDUCED)))
                .containsExactlyInAnyOrder("COMPLETE", "ASSUME_BLOCKED");
        ExecOptions off = ExecOptions.DEFAULT.withSpinReduction(false).withStepLimit(10_000);
        assertThatThrownBy(() -> Schedules.all(CPrograms.program(LOCAL_FOREVER, off)))
                .isInstanceOf(LimitExceededException.class)
                .hasMessageContaining("branches without a visible event");
    }

    static final String WRITING_LOOP =
            """
            #include <pthread.h>
            int flag, y;
            void *t(void *arg) {
              while (!flag) { y = y + 1; }
              return 0;
            }
            int main(void) {
              pthread_t h;
              pthread_create(&h, 0, t, 0);
              flag = 1;
              return 0;
            }
            """;

    @Test
    void anIterationThatWritesMemoryIsNeverTakenForANoOp() {
        // every iteration changes y: only the loop bound stops this loop
        ExecOptions bounded = ExecOptions.DEFAULT.withUnroll(3);
        Execution x = CPrograms.program(WRITING_LOOP, bounded).start();
        Schedules.steps(x, "0");
        ThreadId t = Schedules.thread(x, "0.1");
        int steps = 0;
        while (x.status(t) == ThreadStatus.ENABLED) {
            x.step(t);
            steps++;
        }
        assertThat(steps).isEqualTo(3 * 3); // three iterations: read flag, read y, write y
        assertThat(x.status(t)).isEqualTo(ThreadStatus.ASSUME_BLOCKED);
        assertThat(x.loopBoundHit()).isTrue();
    }

    static final String EXCHANGE_LOCK =
            """
            #include <pthread.h>
            #include <assert.h>
            #include <stdatomic.h>
            #include <stdio.h>
            atomic_int state, inside;
            void *t(void *arg) {
              while (atomic_exchange(&state, 1) != 0) {}
              assert(atomic_fetch_add(&inside, 1) == BOUND);
              atomic_fetch_sub(&inside, 1);
              atomic_store(&state, 0);
              return 0;
            }
            int main(void) {
              pthread_t a, b;
              pthread_create(&a, 0, t, 0);
              pthread_create(&b, 0, t, 0);
              pthread_join(a, 0);
              pthread_join(b, 0);
              printf("done");
              return 0;
            }
            """;

    @Test
    void aFailedExchangeThatWritesBackWhatItReadLosesNoBehaviour() {
        // A failed exchange writes 1 over 1: its iteration changes no memory and is reduced, and
        // mutual exclusion holds (or, with a wrong bound in the assertion, fails) as unreduced
        sameBehaviours(EXCHANGE_LOCK.replace("BOUND", "0"), "output done");
        sameBehaviours(EXCHANGE_LOCK.replace("BOUND", "1"), "error ASSERTION");
    }

    /** The writing loop of {@link #WRITING_LOOP} writing 1 each time: a change only once. */
    static final String SILENT_WRITES = WRITING_LOOP.replace("y = y + 1;", "y = 1;");

    @Test
    void anIterationWhoseWritesChangeNothingIsANoOp() {
        // From the second iteration on, y = 1 writes the value y holds: memory does not change,
        // so the second arrival at the header is in the state of the first, and the thread
        // blocks there (as a failed exchange that writes back what it read does in a CAS loop)
        Execution x = CPrograms.program(SILENT_WRITES, ExecOptions.DEFAULT).start();
        Schedules.steps(x, "0", "0.1", "0.1", "0.1", "0.1");
        assertThat(x.status(Schedules.thread(x, "0.1"))).isEqualTo(ThreadStatus.ASSUME_BLOCKED);
        assertThat(x.loopBoundHit()).isFalse();
        // and over all schedules, with the same outcomes as the loop bounded without the reduction
        assertThat(Schedules.outcomes(CPrograms.program(SILENT_WRITES, ExecOptions.DEFAULT)))
                .containsExactlyInAnyOrder("COMPLETE", "ASSUME_BLOCKED");
    }

    static final String COUNTED =
            """
            #include <pthread.h>
            #include <stdio.h>
            int flag;
            void *t(void *arg) {
              int seen = 0;
              for (int i = 0; i < 3; i++) { seen += flag; }
              printf("seen %d ", seen);
              return 0;
            }
            int main(void) {
              pthread_t h;
              pthread_create(&h, 0, t, 0);
              flag = 1;
              pthread_join(h, 0);
              return 0;
            }
            """;

    @Test
    void aLoopWhoseCounterAdvancesRunsEveryIteration() {
        assertThat(behaviours(COUNTED, REDUCED))
                .containsExactlyInAnyOrder(
                        "output seen 0 ", "output seen 1 ", "output seen 2 ", "output seen 3 ");
    }

    static final String ABORTS =
            """
            #include <stdlib.h>
            extern int __VERIFIER_nondet_int(void);
            int main(void) {
              int c = __VERIFIER_nondet_int();
              if (!c) abort();
              return 0;
            }
            """;

    @Test
    void abortIsAnErrorUnlessItEndsTheProgramAsInSvComp() {
        assertThat(Schedules.outcomes(CPrograms.program(ABORTS, ExecOptions.DEFAULT)))
                .containsExactlyInAnyOrder("COMPLETE", "ERROR ABORT");
        assertThat(
                        Schedules.outcomes(
                                CPrograms.program(
                                        ABORTS, ExecOptions.DEFAULT.withAbortIsExit(true))))
                .containsExactly("COMPLETE");
    }

    @Test
    void aNondetValueOfAWideTypeIsMarkedNarrowedAndABooleanIsNot() {
        String source =
                """
                extern TYPE __VERIFIER_nondet_NAME(void);
                int main(void) { return (int) __VERIFIER_nondet_NAME(); }
                """;
        for (List<String> c :
                List.of(
                        List.of("int", "int", "2", "true"),
                        List.of("_Bool", "bool", "2", "false"),
                        List.of("unsigned char", "uchar", "2", "true"),
                        List.of("unsigned char", "uchar", "256", "false"))) {
            String program = source.replace("TYPE", c.get(0)).replace("NAME", c.get(1));
            ExecOptions options = ExecOptions.DEFAULT.withNondetDomain(Integer.parseInt(c.get(2)));
            Execution x = CPrograms.program(program, options).start();
            assertThat(x.nondetNarrowed())
                    .as(c.toString())
                    .isEqualTo(Boolean.parseBoolean(c.get(3)));
        }
    }
}
