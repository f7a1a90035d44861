package org.jsmc.exec;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.List;
import org.jsmc.ir.RmwOp;
import org.junit.jupiter.api.Test;

/** The exact events of small programs, and the stepping interface around them. */
class EventsTest {

    static final String READS_AND_WRITES =
            """
            #include <pthread.h>
            int x, y;
            void *t(void *a) {
              x = 1;
              int r = y;
              return 0;
            }
            int main(void) {
              pthread_t h;
              pthread_create(&h, 0, t, 0);
              y = 1;
              int r = x;
              pthread_join(h, 0);
              return 0;
            }
            """;

    @Test
    void readsAndWritesOfTwoThreads() {
        Execution x = Schedules.lowest(CPrograms.program(READS_AND_WRITES));
        assertThat(x.outcome()).isEqualTo(Outcome.COMPLETE);
        assertThat(Traces.of(x))
                .containsExactly(
                        "<0>#1 spawn <0.1>",
                        "<0>#2 write y/4 = 1",
                        "<0>#3 read x/4 = 0",
                        "<0.1>#1 write x/4 = 1",
                        "<0.1>#2 read y/4 = 1",
                        "<0>#4 join <0.1>");
        assertThat(x.trace().get(1).location().line()).isEqualTo(11);
        assertThat(x.trace().get(3).location().line()).isEqualTo(4);
        assertThat(x.trace().get(0).location().line()).isEqualTo(10);
        Event.Write w = (Event.Write) x.trace().get(1);
        assertThat(w.size()).isEqualTo(4);
        assertThat(w.atomic()).isFalse();
        assertThat(w.id()).isEqualTo(new EventId(ThreadId.MAIN, 2));
        assertThat(w.id().toString()).isEqualTo("(<0>,2)");
    }

    @Test
    void pendingEventsAndStatuses() {
        Execution x = CPrograms.program(READS_AND_WRITES).start();
        assertThat(x.threads()).containsExactly(ThreadId.MAIN);
        assertThat(Traces.render(x, List.of(x.pending(ThreadId.MAIN))))
                .containsExactly("<0>#1 spawn <0.1>");
        x.step(ThreadId.MAIN);
        ThreadId child = Schedules.thread(x, "0.1");
        assertThat(x.threads()).containsExactly(ThreadId.MAIN, child);
        assertThat(child.toString()).isEqualTo("<0.1>");
        assertThat(Traces.render(x, List.of(x.pending(child))))
                .containsExactly("<0.1>#1 write x/4 = 1");
        // a pending read shows what memory holds now
        Schedules.steps(x, "0", "0.1");
        assertThat(Traces.render(x, List.of(x.pending(ThreadId.MAIN))))
                .containsExactly("<0>#3 read x/4 = 1");
        assertThat(Traces.render(x, List.of(x.pending(child))))
                .containsExactly("<0.1>#2 read y/4 = 1");
        Schedules.steps(x, "0");
        // main waits for a live thread
        assertThat(x.status(ThreadId.MAIN)).isEqualTo(ThreadStatus.BLOCKED);
        assertThat(Traces.render(x, List.of(x.pending(ThreadId.MAIN))))
                .containsExactly("<0>#4 join <0.1>");
        assertThatThrownBy(() -> x.step(ThreadId.MAIN)).isInstanceOf(IllegalStateException.class);
        assertThat(x.outcome()).isEqualTo(Outcome.RUNNING);
        Schedules.steps(x, "0.1");
        assertThat(x.status(child)).isEqualTo(ThreadStatus.FINISHED);
        assertThat(x.pending(child)).isNull();
        assertThat(x.status(ThreadId.MAIN)).isEqualTo(ThreadStatus.ENABLED);
        Schedules.steps(x, "0");
        assertThat(x.status(ThreadId.MAIN)).isEqualTo(ThreadStatus.FINISHED);
        assertThat(x.outcome()).isEqualTo(Outcome.COMPLETE);
        assertThatThrownBy(() -> x.step(ThreadId.MAIN)).isInstanceOf(IllegalStateException.class);
    }

    @Test
    void stepWithAValueForcesWhatAReadReturns() {
        Execution x = CPrograms.program(READS_AND_WRITES).start();
        Schedules.steps(x, "0", "0");
        Event e = x.step(ThreadId.MAIN, 77);
        assertThat(Traces.render(x, e)).isEqualTo("<0>#3 read x/4 = 77");
        // memory is not changed by a forced read
        assertThat(Traces.render(x, List.of(x.pending(Schedules.thread(x, "0.1")))))
                .containsExactly("<0.1>#1 write x/4 = 1");
        assertThatThrownBy(() -> x.step(Schedules.thread(x, "0.1"), 3))
                .isInstanceOf(IllegalArgumentException.class);
    }

    static final String FORCED =
            """
            #include <pthread.h>
            #include <assert.h>
            int x;
            void *t(void *a) { return 0; }
            int main(void) {
              pthread_t h;
              pthread_create(&h, 0, t, 0);
              int r = x;
              assert(r == 0);
              return 0;
            }
            """;

    @Test
    void aForcedReadFlowsIntoTheProgram() {
        Execution x = CPrograms.program(FORCED).start();
        x.step(ThreadId.MAIN);
        x.step(ThreadId.MAIN, 1);
        assertThat(x.outcome()).isEqualTo(Outcome.ERROR);
        assertThat(x.error().orElseThrow().kind()).isEqualTo(ErrorKind.ASSERTION);
        assertThat(x.error().orElseThrow().location().line()).isEqualTo(9);
        assertThat(x.error().orElseThrow().thread()).isEqualTo(ThreadId.MAIN);
        assertThat(x.error().orElseThrow().message()).isEqualTo("r == 0");
        assertThat(x.status(ThreadId.MAIN)).isEqualTo(ThreadStatus.ERROR);
        // the other thread cannot go on once an error ended the execution
        assertThat(x.status(Schedules.thread(x, "0.1"))).isNotEqualTo(ThreadStatus.ENABLED);
    }

    @Test
    void replayChecksTheEventsAgainstARecordedRun() {
        Program p = CPrograms.program(READS_AND_WRITES);
        List<Event> recorded = Schedules.lowest(p).trace();
        Execution again = p.start();
        for (Event e : recorded) {
            assertThat(again.replay(e)).isEqualTo(e);
        }
        assertThat(again.outcome()).isEqualTo(Outcome.COMPLETE);
        assertThat(again.trace()).isEqualTo(recorded);

        // a different value read is a divergence
        Execution diverging = p.start();
        diverging.replay(recorded.get(0));
        diverging.replay(recorded.get(1));
        Event.Read r = (Event.Read) recorded.get(2);
        diverging.replay(
                new Event.Read(
                        r.thread(), r.index(), r.address(), r.size(), 5, false, r.location()));
        assertThat(diverging.outcome()).isEqualTo(Outcome.ERROR);
        assertThat(diverging.error().orElseThrow().kind()).isEqualTo(ErrorKind.NONDETERMINISM);
        assertThat(diverging.error().orElseThrow().message()).contains("replay expected");

        // replaying an event of a thread that cannot move is a divergence too
        Execution blocked = p.start();
        blocked.replay(recorded.get(0));
        blocked.replay(recorded.get(1));
        blocked.replay(recorded.get(2));
        blocked.replay(recorded.get(5));
        assertThat(blocked.outcome()).isEqualTo(Outcome.ERROR);
        assertThat(blocked.error().orElseThrow().kind()).isEqualTo(ErrorKind.NONDETERMINISM);
    }

    static final String ATOMICS =
            """
            #include <pthread.h>
            #include <stdatomic.h>
            atomic_int a;
            int c;
            void *t(void *arg) { return 0; }
            int main(void) {
              pthread_t h;
              pthread_create(&h, 0, t, 0);
              atomic_store(&a, 5);
              int v = atomic_load(&a);
              atomic_fetch_add(&a, 2);
              int e = 7;
              atomic_compare_exchange_strong(&a, &e, 9);
              e = 1;
              atomic_compare_exchange_strong(&a, &e, 3);
              atomic_exchange(&a, 4);
              atomic_thread_fence(memory_order_seq_cst);
              __sync_fetch_and_sub(&c, 1);
              __atomic_fetch_or(&c, 6, __ATOMIC_RELAXED);
              return 0;
            }
            """;

    @Test
    void atomicEvents() {
        Execution x = Schedules.lowest(CPrograms.program(ATOMICS));
        assertThat(x.outcome()).isEqualTo(Outcome.COMPLETE);
        assertThat(Traces.of(x))
                .containsExactly(
                        "<0>#1 spawn <0.1>",
                        "<0>#2 atomic write a/4 = 5",
                        "<0>#3 atomic read a/4 = 5",
                        "<0>#4 rmw a/4 ADD 2: 5 -> 7",
                        "<0>#5 cas a/4 7 -> 9: read 7 ok",
                        "<0>#6 cas a/4 1 -> 3: read 9 failed",
                        "<0>#7 rmw a/4 XCHG 4: 9 -> 4",
                        "<0>#8 fence",
                        "<0>#9 rmw c/4 SUB 1: 0 -> 4294967295",
                        "<0>#10 rmw c/4 OR 6: 4294967295 -> 4294967295");
        Event.Rmw rmw = (Event.Rmw) x.trace().get(3);
        assertThat(rmw.op()).isEqualTo(RmwOp.ADD);
        assertThat(rmw.reads() && rmw.writes()).isTrue();
        Event.CompareExchange failed = (Event.CompareExchange) x.trace().get(5);
        assertThat(failed.reads()).isTrue();
        assertThat(failed.writes()).isFalse();
    }

    @Test
    void forcedValuesOfReadModifyWrites() {
        Execution x = CPrograms.program(ATOMICS).start();
        Schedules.steps(x, "0", "0", "0");
        assertThat(Traces.render(x, x.step(ThreadId.MAIN, 10)))
                .isEqualTo("<0>#4 rmw a/4 ADD 2: 10 -> 12");
        // memory now holds 12, so the CAS expecting 7 fails
        assertThat(Traces.render(x, List.of(x.pending(ThreadId.MAIN))))
                .containsExactly("<0>#5 cas a/4 7 -> 9: read 12 failed");
        assertThat(Traces.render(x, x.step(ThreadId.MAIN, 7)))
                .isEqualTo("<0>#5 cas a/4 7 -> 9: read 7 ok");
        assertThat(Traces.render(x, List.of(x.pending(ThreadId.MAIN))))
                .containsExactly("<0>#6 cas a/4 1 -> 3: read 9 failed");
    }

    static final String LOCKS =
            """
            #include <pthread.h>
            pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;
            pthread_mutex_t m2;
            pthread_rwlock_t rw = PTHREAD_RWLOCK_INITIALIZER;
            int x;
            void *t(void *arg) {
              pthread_mutex_lock(&m);
              x++;
              pthread_mutex_unlock(&m);
              return 0;
            }
            int main(void) {
              pthread_t h;
              pthread_mutex_init(&m2, 0);
              pthread_create(&h, 0, t, 0);
              pthread_mutex_lock(&m);
              int busy = pthread_mutex_trylock(&m2);
              pthread_mutex_unlock(&m);
              pthread_mutex_unlock(&m2);
              pthread_rwlock_rdlock(&rw);
              pthread_rwlock_unlock(&rw);
              pthread_rwlock_wrlock(&rw);
              pthread_rwlock_unlock(&rw);
              pthread_rwlock_tryrdlock(&rw);
              pthread_rwlock_trywrlock(&rw);
              pthread_rwlock_unlock(&rw);
              pthread_join(h, 0);
              pthread_mutex_destroy(&m2);
              return busy;
            }
            """;

    @Test
    void lockEvents() {
        Execution x = Schedules.lowest(CPrograms.program(LOCKS));
        assertThat(x.outcome()).isEqualTo(Outcome.COMPLETE);
        assertThat(Traces.of(x))
                .containsExactly(
                        "<0>#1 spawn <0.1>",
                        "<0>#2 lock MUTEX m",
                        "<0>#3 trylock MUTEX m2 ok",
                        "<0>#4 unlock MUTEX m",
                        "<0>#5 unlock MUTEX m2",
                        "<0>#6 lock READ rw",
                        "<0>#7 unlock READ rw",
                        "<0>#8 lock WRITE rw",
                        "<0>#9 unlock WRITE rw",
                        "<0>#10 trylock READ rw ok",
                        "<0>#11 trylock WRITE rw failed",
                        "<0>#12 unlock READ rw",
                        "<0.1>#1 lock MUTEX m",
                        "<0.1>#2 read x/4 = 0",
                        "<0.1>#3 write x/4 = 1",
                        "<0.1>#4 unlock MUTEX m",
                        "<0>#13 join <0.1>",
                        "<0>#14 destroy MUTEX m2");
    }

    @Test
    void aLockOnAHeldMutexIsABlockedAttempt() {
        Execution x = CPrograms.program(LOCKS).start();
        Schedules.steps(x, "0", "0");
        ThreadId child = Schedules.thread(x, "0.1");
        assertThat(x.status(child)).isEqualTo(ThreadStatus.BLOCKED);
        assertThat(Traces.render(x, List.of(x.pending(child))))
                .containsExactly("<0.1>#1 lock MUTEX m");
        Schedules.steps(x, "0", "0");
        assertThat(x.status(child)).isEqualTo(ThreadStatus.ENABLED);
    }

    static final String TRYLOCK_FAILS =
            """
            #include <pthread.h>
            #include <assert.h>
            #include <errno.h>
            pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;
            void *t(void *arg) {
              int r = pthread_mutex_trylock(&m);
              assert(r == EBUSY);
              return 0;
            }
            int main(void) {
              pthread_t h;
              pthread_mutex_lock(&m);
              pthread_create(&h, 0, t, 0);
              pthread_join(h, 0);
              int r = pthread_mutex_trylock(&m);
              assert(r != 0);
              pthread_mutex_unlock(&m);
              assert(pthread_mutex_trylock(&m) == 0);
              return 0;
            }
            """;

    @Test
    void trylockOnAHeldMutexFailsWithEbusy() {
        Execution x = Schedules.lowest(CPrograms.program(TRYLOCK_FAILS));
        assertThat(x.error()).isEmpty();
        assertThat(Traces.of(x))
                .containsExactly(
                        "<0>#1 spawn <0.1>",
                        "<0.1>#1 trylock MUTEX m failed",
                        "<0>#2 join <0.1>",
                        "<0>#3 trylock MUTEX m failed",
                        "<0>#4 unlock MUTEX m",
                        "<0>#5 trylock MUTEX m ok");
    }

    static final String CONDITION =
            """
            #include <pthread.h>
            pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;
            pthread_cond_t c = PTHREAD_COND_INITIALIZER;
            int ready;
            void *t(void *arg) {
              pthread_mutex_lock(&m);
              while (!ready)
                pthread_cond_wait(&c, &m);
              pthread_mutex_unlock(&m);
              return 0;
            }
            int main(void) {
              pthread_t h;
              pthread_create(&h, 0, t, 0);
              pthread_mutex_lock(&m);
              ready = 1;
              pthread_cond_signal(&c);
              pthread_cond_broadcast(&c);
              pthread_mutex_unlock(&m);
              pthread_join(h, 0);
              return 0;
            }
            """;

    @Test
    void conditionVariableEvents() {
        Execution x = CPrograms.program(CONDITION).start();
        Schedules.steps(x, "0", "0.1", "0.1", "0.1");
        ThreadId child = Schedules.thread(x, "0.1");
        assertThat(x.status(child)).isEqualTo(ThreadStatus.BLOCKED);
        assertThat(Traces.render(x, List.of(x.pending(child)))).containsExactly("<0.1>#4 wake c m");
        Schedules.lowest(x);
        assertThat(x.outcome()).isEqualTo(Outcome.COMPLETE);
        assertThat(Traces.of(x))
                .containsExactly(
                        "<0>#1 spawn <0.1>",
                        "<0.1>#1 lock MUTEX m",
                        "<0.1>#2 read ready/4 = 0",
                        "<0.1>#3 wait c m",
                        "<0>#2 lock MUTEX m",
                        "<0>#3 write ready/4 = 1",
                        "<0>#4 signal c",
                        "<0>#5 broadcast c",
                        "<0>#6 unlock MUTEX m",
                        "<0.1>#4 wake c m",
                        "<0.1>#5 read ready/4 = 1",
                        "<0.1>#6 unlock MUTEX m",
                        "<0>#7 join <0.1>");
    }

    static final String SPAWNS =
            """
            #include <pthread.h>
            void *leaf(void *arg) { return arg; }
            void *middle(void *arg) {
              pthread_t h;
              pthread_create(&h, 0, leaf, arg);
              void *r;
              pthread_join(h, &r);
              return r;
            }
            int main(void) {
              pthread_t a, b;
              pthread_create(&a, 0, middle, (void *)1);
              pthread_create(&b, 0, leaf, (void *)2);
              void *ra, *rb;
              pthread_join(b, &rb);
              pthread_join(a, &ra);
              return (int)(long)ra + (int)(long)rb == 3 ? 0 : 1;
            }
            """;

    @Test
    void threadIdentitiesFollowTheCreationPath() {
        Program p = CPrograms.program(SPAWNS);
        Execution x = Schedules.lowest(p);
        assertThat(x.outcome()).isEqualTo(Outcome.COMPLETE);
        assertThat(Traces.of(x))
                .containsExactly(
                        "<0>#1 spawn <0.1>",
                        // <0.2> has no events: it runs to its end when it is spawned
                        "<0>#2 spawn <0.2>",
                        "<0>#3 join <0.2>",
                        "<0.1>#1 spawn <0.1.1>",
                        "<0.1>#2 join <0.1.1>",
                        "<0>#4 join <0.1>");
        assertThat(x.threads().stream().map(ThreadId::toString))
                .containsExactly("<0>", "<0.1>", "<0.2>", "<0.1.1>");
        // another schedule creates the grandchild first; indices stay those of the first run
        Execution y = p.start();
        Schedules.steps(y, "0", "0.1", "0");
        assertThat(y.threads().stream().map(ThreadId::toString))
                .containsExactly("<0>", "<0.1>", "<0.1.1>", "<0.2>");
        for (ThreadId t : y.threads()) {
            assertThat(x.threads()).contains(t);
        }
    }

    static final String CHOICES =
            """
            #include <pthread.h>
            #include <stdbool.h>
            extern int __VERIFIER_nondet_int(void);
            extern _Bool __VERIFIER_nondet_bool(void);
            extern unsigned char __VERIFIER_nondet_uchar(void);
            int x;
            void *t(void *arg) { x = __VERIFIER_nondet_int(); return 0; }
            int main(void) {
              int a = __VERIFIER_nondet_int();
              _Bool b = __VERIFIER_nondet_bool();
              pthread_t h;
              pthread_create(&h, 0, t, 0);
              unsigned char c = __VERIFIER_nondet_uchar();
              x = a * 100 + b * 10 + c;
              return 0;
            }
            """;

    @Test
    void choicesAreEventsEvenBeforeTheFirstThread() {
        Program p = CPrograms.program(CHOICES, ExecOptions.DEFAULT.withNondetDomain(3));
        Execution x = p.start();
        Event pending = x.pending(ThreadId.MAIN);
        assertThat(pending).isInstanceOf(Event.Choice.class);
        assertThat(((Event.Choice) pending).chosen()).isEqualTo(-1);
        assertThat(((Event.Choice) pending).alternatives()).isEqualTo(3);
        x.step(ThreadId.MAIN, 2);
        Event.Choice bool = (Event.Choice) x.pending(ThreadId.MAIN);
        assertThat(bool.alternatives()).isEqualTo(2);
        assertThatThrownBy(() -> x.step(ThreadId.MAIN, 2))
                .isInstanceOf(IllegalArgumentException.class);
        x.step(ThreadId.MAIN, 1);
        // plain step takes the first alternative
        x.step(ThreadId.MAIN);
        x.step(ThreadId.MAIN);
        Schedules.lowest(x);
        assertThat(Traces.of(x))
                .containsExactly(
                        "<0>#1 choice 2/3 = 2",
                        "<0>#2 choice 1/2 = 1",
                        "<0>#3 spawn <0.1>",
                        "<0>#4 choice 0/3 = 0",
                        "<0>#5 write x/4 = 210",
                        "<0.1>#1 choice 0/3 = 0",
                        "<0.1>#2 write x/4 = 0");
        // every combination of choices, times the 6 interleavings of the last four events
        List<Schedules.Run> runs = Schedules.all(p);
        assertThat(runs.size()).isEqualTo(3 * 2 * 3 * 3 * 6);
        assertThat(runs.stream().map(r -> r.trace().get(0)).distinct().count()).isEqualTo(3);
    }

    static final String ATOMIC_SECTIONS =
            """
            #include <pthread.h>
            extern void __VERIFIER_atomic_begin(void);
            extern void __VERIFIER_atomic_end(void);
            int x;
            void __VERIFIER_atomic_inc(void) { x++; }
            void *t(void *arg) {
              __VERIFIER_atomic_begin();
              x = 5;
              __VERIFIER_atomic_end();
              return 0;
            }
            int main(void) {
              pthread_t h;
              pthread_create(&h, 0, t, 0);
              __VERIFIER_atomic_inc();
              void (*f)(void) = __VERIFIER_atomic_inc;
              f();
              pthread_join(h, 0);
              return 0;
            }
            """;

    @Test
    void atomicSectionEvents() {
        Execution x = CPrograms.program(ATOMIC_SECTIONS).start();
        Schedules.steps(x, "0", "0");
        ThreadId child = Schedules.thread(x, "0.1");
        assertThat(x.status(child)).isEqualTo(ThreadStatus.BLOCKED);
        Schedules.lowest(x);
        assertThat(x.outcome()).isEqualTo(Outcome.COMPLETE);
        assertThat(Traces.of(x))
                .containsExactly(
                        "<0>#1 spawn <0.1>",
                        "<0>#2 atomic begin",
                        "<0>#3 read x/4 = 0",
                        "<0>#4 write x/4 = 1",
                        "<0>#5 atomic end",
                        "<0>#6 atomic begin",
                        "<0>#7 read x/4 = 1",
                        "<0>#8 write x/4 = 2",
                        "<0>#9 atomic end",
                        "<0.1>#1 atomic begin",
                        "<0.1>#2 write x/4 = 5",
                        "<0.1>#3 atomic end",
                        "<0>#10 join <0.1>");
    }

    static final String EXIT =
            """
            #include <pthread.h>
            #include <stdlib.h>
            int x;
            void *t(void *arg) { x = 1; x = 2; return 0; }
            int main(void) {
              pthread_t h;
              pthread_create(&h, 0, t, 0);
              exit(3);
            }
            """;

    @Test
    void exitEndsTheProgram() {
        Execution x = Schedules.lowest(CPrograms.program(EXIT));
        assertThat(Traces.of(x)).containsExactly("<0>#1 spawn <0.1>", "<0>#2 exit 3");
        assertThat(x.outcome()).isEqualTo(Outcome.COMPLETE);
        for (ThreadId t : x.threads()) {
            assertThat(x.status(t).isTerminal()).isTrue();
        }
    }

    static final String FREES =
            """
            #include <pthread.h>
            #include <stdlib.h>
            int *shared;
            void *t(void *arg) { return 0; }
            int main(void) {
              shared = malloc(8);
              int *mine = malloc(4);
              pthread_t h;
              pthread_create(&h, 0, t, 0);
              *mine = 1;
              free(mine);
              shared[1] = 2;
              free(shared);
              return 0;
            }
            """;

    @Test
    void freeOfSharedMemoryIsAnEvent() {
        Execution x = Schedules.lowest(CPrograms.program(FREES));
        assertThat(x.outcome()).isEqualTo(Outcome.COMPLETE);
        List<String> trace = Traces.of(x);
        assertThat(trace).hasSize(5);
        long block = ((Event.Read) x.trace().get(1)).value();
        assertThat(trace.get(0)).isEqualTo("<0>#1 spawn <0.1>");
        assertThat(trace.get(1)).isEqualTo("<0>#2 read shared/8 = " + block);
        assertThat(trace.get(2)).matches("<0>#3 write heap object .*\\+4/4 = 2");
        assertThat(trace.get(3)).isEqualTo("<0>#4 read shared/8 = " + block);
        assertThat(trace.get(4)).matches("<0>#5 free heap object .*/8");
        Event.Free free = (Event.Free) x.trace().get(4);
        assertThat(free.address()).isEqualTo(((Event.Read) x.trace().get(1)).value());
        assertThat(free.size()).isEqualTo(8);
    }

    static final String WIDE =
            """
            #include <pthread.h>
            #include <string.h>
            struct s { int a; long long b; char c[3]; };
            struct s g, h;
            char buf[12];
            void *t(void *arg) { return 0; }
            int main(void) {
              pthread_t th;
              pthread_create(&th, 0, t, 0);
              struct s l = { 1, 2, { 3, 4, 5 } };
              g = l;
              h = g;
              memset(buf + 1, 7, 10);
              memcpy(buf, "ab", 2);
              return 0;
            }
            """;

    @Test
    void wideAccessesAreSplitIntoEvents() {
        Execution x = Schedules.lowest(CPrograms.program(WIDE));
        assertThat(x.outcome()).isEqualTo(Outcome.COMPLETE);
        assertThat(Traces.of(x))
                .containsExactly(
                        "<0>#1 spawn <0.1>",
                        // g = l: a private source, so only the writes are events
                        "<0>#2 write g/8 = " + (1L | 0L << 32),
                        "<0>#3 write g+8/8 = 2",
                        "<0>#4 write g+16/8 = " + (3L | 4L << 8 | 5L << 16),
                        // h = g: every read first, then every write
                        "<0>#5 read g/8 = 1",
                        "<0>#6 read g+8/8 = 2",
                        "<0>#7 read g+16/8 = " + (3L | 4L << 8 | 5L << 16),
                        "<0>#8 write h/8 = 1",
                        "<0>#9 write h+8/8 = 2",
                        "<0>#10 write h+16/8 = " + (3L | 4L << 8 | 5L << 16),
                        // memset in chunks aligned to 8
                        "<0>#11 write buf[1]/7 = " + 0x07070707070707L,
                        "<0>#12 write buf[8]/3 = " + 0x070707L,
                        "<0>#13 write buf/2 = " + ('a' | 'b' << 8));
    }

    @Test
    void traceIsDeterministic() {
        Program p = CPrograms.program(WIDE);
        assertThat(Schedules.lowest(p).trace()).isEqualTo(Schedules.lowest(p).trace());
        Program q = CPrograms.program(SPAWNS);
        assertThat(Schedules.lowest(q).trace()).isEqualTo(Schedules.lowest(q).trace());
    }
}
