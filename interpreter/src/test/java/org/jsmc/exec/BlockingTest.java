package org.jsmc.exec;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.Set;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;

/** Blocked threads, deadlocks, assumptions, condition variables, atomic sections and exit. */
class BlockingTest {

    static final String OPPOSITE_ORDER =
            """
            #include <pthread.h>
            pthread_mutex_t a = PTHREAD_MUTEX_INITIALIZER;
            pthread_mutex_t b = PTHREAD_MUTEX_INITIALIZER;
            void *t(void *arg) {
              pthread_mutex_lock(&a);
              pthread_mutex_lock(&b);
              pthread_mutex_unlock(&b);
              pthread_mutex_unlock(&a);
              return 0;
            }
            int main(void) {
              pthread_t h;
              pthread_create(&h, 0, t, 0);
              pthread_mutex_lock(&b);
              pthread_mutex_lock(&a);
              pthread_mutex_unlock(&a);
              pthread_mutex_unlock(&b);
              pthread_join(h, 0);
              return 0;
            }
            """;

    @Test
    void locksTakenInOppositeOrderDeadlock() {
        Program p = CPrograms.program(OPPOSITE_ORDER);
        Execution x = p.start();
        Schedules.steps(x, "0", "0", "0.1");
        ThreadId child = Schedules.thread(x, "0.1");
        assertThat(x.status(ThreadId.MAIN)).isEqualTo(ThreadStatus.BLOCKED);
        assertThat(x.status(child)).isEqualTo(ThreadStatus.BLOCKED);
        assertThat(x.outcome()).isEqualTo(Outcome.DEADLOCK);
        assertThat(x.error()).isEmpty();
        assertThat(x.describeBlocked())
                .isEqualTo(
                        "<0> waits for mutex a (held by <0.1>); <0.1> waits for mutex b (held by"
                                + " <0>)");
        assertThat(Schedules.outcomes(p)).containsExactlyInAnyOrder("COMPLETE", "DEADLOCK");
    }

    static final String SELF_DEADLOCK =
            """
            #include <pthread.h>
            pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;
            int main(void) {
              pthread_mutex_lock(&m);
              pthread_mutex_lock(&m);
              return 0;
            }
            """;

    @Test
    void relockingAMutexInTheSequentialPrefixDeadlocks() {
        Execution x = CPrograms.program(SELF_DEADLOCK).start();
        assertThat(x.outcome()).isEqualTo(Outcome.DEADLOCK);
        assertThat(x.status(ThreadId.MAIN)).isEqualTo(ThreadStatus.BLOCKED);
        assertThat(x.describeBlocked()).isEqualTo("<0> waits for mutex m (held by <0>)");
        assertThat(x.trace()).isEmpty();
    }

    static final String JOIN_CYCLE =
            """
            #include <pthread.h>
            pthread_t main_thread;
            void *t(void *arg) { pthread_join(main_thread, 0); return 0; }
            int main(void) {
              main_thread = pthread_self();
              pthread_t h;
              pthread_create(&h, 0, t, 0);
              pthread_join(h, 0);
              return 0;
            }
            """;

    @Test
    void threadsJoiningEachOtherDeadlock() {
        Execution x = Schedules.lowest(CPrograms.program(JOIN_CYCLE));
        assertThat(x.outcome()).isEqualTo(Outcome.DEADLOCK);
        assertThat(x.describeBlocked()).isEqualTo("<0> joins <0.1>; <0.1> joins <0>");
    }

    static final String ASSUME =
            """
            #include <pthread.h>
            #include <assert.h>
            extern void __VERIFIER_assume(int);
            int x;
            void *t(void *arg) {
              __VERIFIER_assume(x == 1);
              x = 2;
              return 0;
            }
            int main(void) {
              pthread_t h;
              pthread_create(&h, 0, t, 0);
              x = 1;
              assert(x != 5);
              return 0;
            }
            """;

    @Test
    void aFalseAssumptionBlocksOnlyItsThread() {
        Program p = CPrograms.program(ASSUME);
        Execution x = p.start();
        Schedules.steps(x, "0", "0.1");
        ThreadId child = Schedules.thread(x, "0.1");
        assertThat(x.status(child)).isEqualTo(ThreadStatus.ASSUME_BLOCKED);
        assertThat(x.pending(child)).isNull();
        assertThat(x.outcome()).isEqualTo(Outcome.RUNNING);
        Schedules.lowest(x);
        assertThat(x.status(ThreadId.MAIN)).isEqualTo(ThreadStatus.FINISHED);
        assertThat(x.outcome()).isEqualTo(Outcome.ASSUME_BLOCKED);
        assertThat(x.loopBoundHit()).isFalse();
        assertThat(Schedules.outcomes(p)).containsExactlyInAnyOrder("COMPLETE", "ASSUME_BLOCKED");
    }

    static final String ASSUME_THEN_ERROR =
            """
            #include <pthread.h>
            #include <assert.h>
            extern void __VERIFIER_assume(int);
            int x;
            void *t(void *arg) { __VERIFIER_assume(0); return 0; }
            int main(void) {
              pthread_t h;
              pthread_create(&h, 0, t, 0);
              x = 1;
              assert(x == 0);
              pthread_join(h, 0);
              return 0;
            }
            """;

    @Test
    void errorsAfterAnAssumeBlockedThreadAreStillFound() {
        Execution x = Schedules.lowest(CPrograms.program(ASSUME_THEN_ERROR));
        assertThat(x.outcome()).isEqualTo(Outcome.ERROR);
        assertThat(x.error().orElseThrow().kind()).isEqualTo(ErrorKind.ASSERTION);
    }

    static final String JOIN_ASSUME_BLOCKED =
            """
            #include <pthread.h>
            extern void __VERIFIER_assume(int);
            void *t(void *arg) { __VERIFIER_assume(0); return 0; }
            int main(void) {
              pthread_t h;
              pthread_create(&h, 0, t, 0);
              pthread_join(h, 0);
              return 0;
            }
            """;

    @Test
    void assumeBlockedTakesPrecedenceOverDeadlock() {
        Execution x = Schedules.lowest(CPrograms.program(JOIN_ASSUME_BLOCKED));
        assertThat(x.status(ThreadId.MAIN)).isEqualTo(ThreadStatus.BLOCKED);
        assertThat(x.outcome()).isEqualTo(Outcome.ASSUME_BLOCKED);
    }

    /** Two waiters without a predicate loop: a wake-up means a signal was consumed. */
    static String waiters(String notify) {
        return """
            #include <pthread.h>
            #include <assert.h>
            pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;
            pthread_cond_t c = PTHREAD_COND_INITIALIZER;
            int woken;
            void *w(void *arg) {
              pthread_mutex_lock(&m);
              pthread_cond_wait(&c, &m);
              woken++;
              pthread_mutex_unlock(&m);
              return 0;
            }
            int main(void) {
              pthread_t h1, h2;
              pthread_create(&h1, 0, w, 0);
              pthread_create(&h2, 0, w, 0);
              pthread_mutex_lock(&m);
              NOTIFY;
              pthread_mutex_unlock(&m);
              return 0;
            }
            """
                .replace("NOTIFY", notify);
    }

    private static long wakes(Schedules.Run r) {
        return r.trace().stream().filter(e -> e instanceof Event.CondWake).count();
    }

    @Test
    void aSignalWakesExactlyOneWaiter() {
        Program p = CPrograms.program(waiters("pthread_cond_signal(&c)"));
        List<Schedules.Run> runs = Schedules.all(p);
        assertThat(runs.stream().map(Schedules.Run::summary).collect(Collectors.toSet()))
                .containsExactly("DEADLOCK");
        assertThat(runs.stream().map(BlockingTest::wakes).collect(Collectors.toSet()))
                .containsExactlyInAnyOrder(0L, 1L);

        // both wait, then the signal: either may take it, and then the other is stuck
        Execution x = p.start();
        Schedules.steps(x, "0", "0", "0.1", "0.1", "0.2", "0.2", "0", "0", "0");
        ThreadId w1 = Schedules.thread(x, "0.1");
        ThreadId w2 = Schedules.thread(x, "0.2");
        assertThat(x.status(w1)).isEqualTo(ThreadStatus.ENABLED);
        assertThat(x.status(w2)).isEqualTo(ThreadStatus.ENABLED);
        x.step(w2);
        assertThat(x.status(w1)).isEqualTo(ThreadStatus.BLOCKED);
        Schedules.lowest(x);
        assertThat(x.outcome()).isEqualTo(Outcome.DEADLOCK);
        assertThat(x.describeBlocked()).isEqualTo("<0.1> waits on condition c");
    }

    @Test
    void aWakingThreadWaitsForTheMutex() {
        Program p = CPrograms.program(waiters("pthread_cond_signal(&c)"));
        Execution x = p.start();
        Schedules.steps(x, "0", "0", "0.1", "0.1", "0", "0");
        ThreadId w1 = Schedules.thread(x, "0.1");
        // signalled, but main still holds m
        assertThat(x.status(w1)).isEqualTo(ThreadStatus.BLOCKED);
        assertThat(x.describeBlocked()).contains("<0.1> waits for mutex m (held by <0>)");
        x.step(ThreadId.MAIN);
        assertThat(x.status(w1)).isEqualTo(ThreadStatus.ENABLED);
    }

    @Test
    void aSignalWithNoWaiterIsLost() {
        Program p = CPrograms.program(waiters("pthread_cond_signal(&c)"));
        Execution x = p.start();
        // main signals before either thread waits
        Schedules.steps(x, "0", "0", "0", "0", "0");
        assertThat(x.status(ThreadId.MAIN)).isEqualTo(ThreadStatus.FINISHED);
        Schedules.lowest(x);
        assertThat(x.outcome()).isEqualTo(Outcome.DEADLOCK);
        assertThat(x.describeBlocked())
                .isEqualTo("<0.1> waits on condition c; <0.2> waits on condition c");
    }

    @Test
    void aSignalCannotWakeAThreadThatStartedWaitingLater() {
        Program p = CPrograms.program(waiters("pthread_cond_signal(&c)"));
        Execution x = p.start();
        // <0.1> waits, main signals while holding m, then <0.2> waits after main unlocks
        Schedules.steps(x, "0", "0", "0.1", "0.1", "0", "0", "0", "0.2", "0.2");
        ThreadId w1 = Schedules.thread(x, "0.1");
        ThreadId w2 = Schedules.thread(x, "0.2");
        assertThat(x.pending(w2)).isInstanceOf(Event.CondWake.class);
        assertThat(x.status(w2)).isEqualTo(ThreadStatus.BLOCKED);
        assertThat(x.status(w1)).isEqualTo(ThreadStatus.ENABLED);
    }

    @Test
    void twoSignalsWakeTwoWaiters() {
        Program p = CPrograms.program(waiters("pthread_cond_signal(&c); pthread_cond_signal(&c)"));
        Set<String> outcomes = Schedules.outcomes(p);
        assertThat(outcomes).containsExactlyInAnyOrder("COMPLETE", "DEADLOCK");
        for (Schedules.Run r : Schedules.all(p)) {
            assertThat(r.outcome() == Outcome.COMPLETE).isEqualTo(wakes(r) == 2);
        }
    }

    @Test
    void aBroadcastWakesEveryCurrentWaiter() {
        Program p = CPrograms.program(waiters("pthread_cond_broadcast(&c)"));
        List<Schedules.Run> runs = Schedules.all(p);
        assertThat(runs.stream().map(Schedules.Run::summary).collect(Collectors.toSet()))
                .containsExactlyInAnyOrder("COMPLETE", "DEADLOCK");
        for (Schedules.Run r : runs) {
            assertThat(r.outcome() == Outcome.COMPLETE).isEqualTo(wakes(r) == 2);
        }
        // a thread that starts waiting after the broadcast is not woken
        Execution x = p.start();
        Schedules.steps(x, "0", "0", "0.1", "0.1", "0", "0", "0", "0.2", "0.2");
        assertThat(x.status(Schedules.thread(x, "0.1"))).isEqualTo(ThreadStatus.ENABLED);
        assertThat(x.status(Schedules.thread(x, "0.2"))).isEqualTo(ThreadStatus.BLOCKED);
    }

    @Test
    void noSpuriousWakeUps() {
        Program p = CPrograms.program(waiters("(void)0"));
        for (Schedules.Run r : Schedules.all(p)) {
            assertThat(r.outcome()).isEqualTo(Outcome.DEADLOCK);
            assertThat(wakes(r)).isZero();
        }
    }

    static final String ATOMIC_SECTION =
            """
            #include <pthread.h>
            #include <assert.h>
            extern void __VERIFIER_atomic_begin(void);
            extern void __VERIFIER_atomic_end(void);
            int x;
            void *t(void *arg) {
              __VERIFIER_atomic_begin();
              x = 1;
              x = 0;
              __VERIFIER_atomic_end();
              return 0;
            }
            int main(void) {
              pthread_t h;
              pthread_create(&h, 0, t, 0);
              assert(x == 0);
              pthread_join(h, 0);
              return 0;
            }
            """;

    @Test
    void atomicSectionsBlockEveryOtherThread() {
        Program p = CPrograms.program(ATOMIC_SECTION);
        assertThat(Schedules.outcomes(p)).containsExactly("COMPLETE");
        Execution x = p.start();
        Schedules.steps(x, "0", "0.1", "0.1");
        assertThat(x.status(ThreadId.MAIN)).isEqualTo(ThreadStatus.BLOCKED);
        assertThat(x.pending(ThreadId.MAIN)).isInstanceOf(Event.Read.class);
        assertThat(x.describeBlocked()).isEqualTo("<0> waits for the atomic section of <0.1>");
        Schedules.steps(x, "0.1", "0.1");
        assertThat(x.status(ThreadId.MAIN)).isEqualTo(ThreadStatus.ENABLED);
    }

    static final String EXIT_WHILE_BLOCKED =
            """
            #include <pthread.h>
            #include <stdlib.h>
            pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;
            void *t(void *arg) { pthread_mutex_lock(&m); return 0; }
            int main(void) {
              pthread_mutex_lock(&m);
              pthread_t h;
              pthread_create(&h, 0, t, 0);
              exit(0);
            }
            """;

    @Test
    void exitEndsTheProgramEvenWithBlockedThreads() {
        Execution x = Schedules.lowest(CPrograms.program(EXIT_WHILE_BLOCKED));
        assertThat(x.outcome()).isEqualTo(Outcome.COMPLETE);
        assertThat(x.trace().get(x.trace().size() - 1)).isInstanceOf(Event.Exit.class);
    }

    static final String EXIT_IN_PREFIX =
            """
            #include <stdlib.h>
            #include <assert.h>
            int main(void) {
              exit(2);
              assert(0);
            }
            """;

    @Test
    void exitBeforeAnyThreadIsNoEvent() {
        Execution x = Schedules.lowest(CPrograms.program(EXIT_IN_PREFIX));
        assertThat(x.outcome()).isEqualTo(Outcome.COMPLETE);
        assertThat(x.error()).isEmpty();
    }

    static final String MAIN_RETURNS_FIRST =
            """
            #include <pthread.h>
            #include <assert.h>
            int x;
            void *t(void *arg) { x = 1; assert(x == 1); x = 2; return 0; }
            int main(void) {
              pthread_t h;
              pthread_create(&h, 0, t, 0);
              return 0;
            }
            """;

    @Test
    void threadsGoOnAfterMainReturns() {
        Execution x = CPrograms.program(MAIN_RETURNS_FIRST).start();
        Schedules.steps(x, "0");
        assertThat(x.status(ThreadId.MAIN)).isEqualTo(ThreadStatus.FINISHED);
        assertThat(x.outcome()).isEqualTo(Outcome.RUNNING);
        Schedules.lowest(x);
        assertThat(x.outcome()).isEqualTo(Outcome.COMPLETE);
        assertThat(Traces.of(x))
                .containsExactly(
                        "<0>#1 spawn <0.1>",
                        "<0.1>#1 write x/4 = 1",
                        "<0.1>#2 read x/4 = 1",
                        "<0.1>#3 write x/4 = 2");
    }

    static final String MAIN_LOCAL_AFTER_RETURN =
            """
            #include <pthread.h>
            void *t(void *arg) { int *p = arg; *p = 1; return 0; }
            int main(void) {
              int data = 0;
              pthread_t h;
              pthread_create(&h, 0, t, &data);
              return 0;
            }
            """;

    /**
     * In C, returning from {@code main} exits the process, so main's locals stay valid for as long
     * as any thread runs. jsmc lets the other threads go on, so it must keep them valid too.
     */
    @Test
    void mainsLocalsOutliveItsReturn() {
        assertThat(Schedules.outcomes(CPrograms.program(MAIN_LOCAL_AFTER_RETURN)))
                .containsExactly("COMPLETE");
    }

    static final String LOCAL_AFTER_THREAD_RETURN =
            """
            #include <pthread.h>
            int *shared;
            void *t(void *arg) { int local = 1; shared = &local; return 0; }
            int main(void) {
              pthread_t h;
              pthread_create(&h, 0, t, 0);
              pthread_join(h, 0);
              *shared = 2;
              return 0;
            }
            """;

    @Test
    void aThreadsLocalsDieWithIt() {
        assertThat(Schedules.outcomes(CPrograms.program(LOCAL_AFTER_THREAD_RETURN)))
                .containsExactly("ERROR USE_AFTER_FREE");
    }

    static final String PTHREAD_EXIT =
            """
            #include <pthread.h>
            #include <assert.h>
            int x;
            void inner(void) { pthread_exit((void *)42); }
            void *t(void *arg) { inner(); x = 1; return 0; }
            int main(void) {
              pthread_t h;
              pthread_create(&h, 0, t, 0);
              void *r;
              pthread_join(h, &r);
              assert(r == (void *)42 && x == 0);
              pthread_exit(0);
              assert(0);
            }
            """;

    @Test
    void pthreadExitEndsOnlyItsThread() {
        Execution x = Schedules.lowest(CPrograms.program(PTHREAD_EXIT));
        assertThat(x.error()).isEmpty();
        assertThat(x.outcome()).isEqualTo(Outcome.COMPLETE);
    }
}
