package org.jsmc.exec;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.List;
import org.jsmc.ir.UnsupportedFeatureException;
import org.junit.jupiter.api.Test;

/** Thread-local storage, rwlocks, ILP32 programs, and corner cases of the library models. */
class MoreSemanticsTest {

    static final String THREAD_LOCAL =
            """
            #include <pthread.h>
            #include <assert.h>
            _Thread_local int counter = 10;
            int total;
            void *t(void *arg) {
              counter += (int)(long)arg;
              assert(counter == 10 + (int)(long)arg);
              total = counter;
              return 0;
            }
            int main(void) {
              counter = 1;
              pthread_t a, b;
              pthread_create(&a, 0, t, (void *)1);
              pthread_create(&b, 0, t, (void *)2);
              pthread_join(a, 0);
              pthread_join(b, 0);
              assert(counter == 1);
              return 0;
            }
            """;

    @Test
    void threadLocalsArePerThreadAndPrivate() {
        Program p = CPrograms.program(THREAD_LOCAL);
        Execution x = Schedules.lowest(p);
        assertThat(x.error()).isEmpty();
        assertThat(x.outcome()).isEqualTo(Outcome.COMPLETE);
        assertThat(
                        Traces.of(x).stream()
                                .filter(s -> s.contains("read") || s.contains("write"))
                                .toList())
                .allMatch(s -> s.contains("total"));
        assertThat(Schedules.outcomes(p)).containsExactly("COMPLETE");
    }

    static final String RWLOCK =
            """
            #include <pthread.h>
            #include <assert.h>
            pthread_rwlock_t rw = PTHREAD_RWLOCK_INITIALIZER;
            int readers, data;
            void *reader(void *arg) {
              pthread_rwlock_rdlock(&rw);
              int d = data;
              pthread_rwlock_unlock(&rw);
              return 0;
            }
            void *writer(void *arg) {
              pthread_rwlock_wrlock(&rw);
              data++;
              pthread_rwlock_unlock(&rw);
              return 0;
            }
            int main(void) {
              pthread_t r1, r2, w;
              pthread_create(&r1, 0, reader, 0);
              pthread_create(&r2, 0, reader, 0);
              pthread_create(&w, 0, writer, 0);
              return 0;
            }
            """;

    @Test
    void readersShareARwlockAndWritersExcludeEveryone() {
        Program p = CPrograms.program(RWLOCK);
        Execution x = p.start();
        Schedules.steps(x, "0", "0", "0", "0.1", "0.2");
        ThreadId r1 = Schedules.thread(x, "0.1");
        ThreadId r2 = Schedules.thread(x, "0.2");
        ThreadId w = Schedules.thread(x, "0.3");
        // two readers hold it; the writer waits
        assertThat(x.status(r1)).isEqualTo(ThreadStatus.ENABLED);
        assertThat(x.status(r2)).isEqualTo(ThreadStatus.ENABLED);
        assertThat(x.status(w)).isEqualTo(ThreadStatus.BLOCKED);
        assertThat(x.describeBlocked()).isEqualTo("<0.3> waits for rwlock rw (held by readers)");
        Schedules.steps(x, "0.1", "0.1");
        assertThat(x.status(w)).isEqualTo(ThreadStatus.BLOCKED);
        Schedules.steps(x, "0.2", "0.2", "0.3");
        // the writer holds it; no reader may enter
        Execution y = p.start();
        Schedules.steps(y, "0", "0", "0", "0.3");
        assertThat(y.status(Schedules.thread(y, "0.1"))).isEqualTo(ThreadStatus.BLOCKED);
        assertThat(y.describeBlocked()).contains("<0.1> waits for rwlock rw (held by <0.3>)");
        assertThat(Schedules.outcomes(p)).containsExactly("COMPLETE");
        assertThat(Traces.of(x)).contains("<0.3>#1 lock WRITE rw", "<0.1>#3 unlock READ rw");
    }

    static final String ILP32 =
            """
            typedef unsigned int size_t;
            void *malloc(size_t);
            void free(void *);
            void *memcpy(void *, const void *, size_t);
            int printf(const char *, ...);
            void __assert_fail(const char *, const char *, unsigned, const char *);
            #define assert(e) ((e) ? (void)0 : __assert_fail(#e, __FILE__, __LINE__, __func__))
            typedef unsigned long uintptr_t;

            int a[5] = { 1, 2, 3, 4, 5 };
            int *pa = &a[2];
            struct node { int v; struct node *next; } n2 = { 2, 0 }, n1 = { 1, &n2 };
            static int twice(int x) { return 2 * x; }
            static int neg(int x) { return -x; }
            int (*fs[2])(int) = { twice, neg };
            const char *names[] = { "zero", "one" };
            struct mixed { char c; long long ll; double d; short s; } m = { 'x', 1LL << 40, 2.5, -3 };
            struct bits { unsigned a : 3; int b : 9; unsigned c : 20; } bf;
            static long long id(long long x) { return x; }

            int main(void) {
              assert(sizeof(void *) == 4 && sizeof(long) == 4 && sizeof(long long) == 8);
              assert(*pa == 3 && pa[1] == 4 && n1.next->v == 2);
              assert(fs[0](3) == 6 && fs[1](3) == -3 && names[1][2] == 'e');
              assert(sizeof(struct mixed) == 24 && m.ll == 1LL << 40 && m.d == 2.5 && m.s == -3);
              uintptr_t u = (uintptr_t)pa;
              assert(*(int *)(u + 4) == 4);
              long long big = id(1LL << 40);
              assert(big / 3 == 366503875925LL && big % 7 == 2);
              assert((unsigned long long)id(-1) / 2 == 0x7FFFFFFFFFFFFFFFull);
              assert((int)(big >> 20) == 1 << 20);
              bf.a = 5; bf.b = -100; bf.c = 0xFFFFF;
              assert(bf.a == 5 && bf.b == -100 && bf.c == 0xFFFFF);
              struct mixed *h = malloc(sizeof *h);
              memcpy(h, &m, sizeof m);
              assert(h->ll == m.ll && h->c == 'x');
              free(h);
              double d = (double)big;
              assert(d == 1099511627776.0 && (long long)(d / 2) == 1LL << 39);
              printf("%d %lld %s %.1f %p\\n", *pa, big, names[0], m.d, (void *)0);
              printf("%ld %lu %zd %zu %lld %lx %hd\\n", -5L, 4000000000UL, (int)-3, (size_t)-1, -6LL, -1L, (short)-2);
              return 0;
            }
            """;

    @Test
    void ilp32Programs() {
        for (List<String> flags : List.of(List.<String>of(), List.of("-O2"))) {
            Program p =
                    CPrograms.program(
                            ILP32, CPrograms.m32().withClangFlags(flags), ExecOptions.DEFAULT);
            Execution x = Schedules.lowest(p);
            assertThat(x.error()).as(flags.toString()).isEmpty();
            assertThat(x.outcome()).isEqualTo(Outcome.COMPLETE);
            assertThat(x.output())
                    .isEqualTo(
                            "3 1099511627776 zero 2.5 (nil)\n"
                                    + "-5 4000000000 -3 4294967295 -6 ffffffff -2\n");
        }
    }

    static final String SWITCH_NEGATIVE =
            """
            #include <assert.h>
            static int vi(int x) { return x; }
            static int f(int x) {
              switch (x) {
                case -2147483647 - 1: return 1;
                case -100: return 2;
                case -1: return 3;
                case 0: return 4;
                case 5: return 5;
                case 2147483647: return 6;
                default: return 0;
              }
            }
            static int g(signed char c) {
              switch (c) { case -128: return 1; case -1: return 2; case 127: return 3; }
              return 0;
            }
            static int h(unsigned u) {
              switch (u) { case 0xFFFFFFFFu: return 1; case 0x80000000u: return 2; case 1: return 3; }
              return 0;
            }
            int main(void) {
              assert(f(vi(-2147483647 - 1)) == 1 && f(vi(-100)) == 2 && f(vi(-1)) == 3);
              assert(f(vi(0)) == 4 && f(vi(5)) == 5 && f(vi(2147483647)) == 6 && f(vi(-5)) == 0);
              assert(g((signed char)vi(-128)) == 1 && g((signed char)vi(-1)) == 2);
              assert(g((signed char)vi(127)) == 3 && g((signed char)vi(3)) == 0);
              assert(h((unsigned)vi(-1)) == 1 && h(0x80000000u) == 2 && h(1) == 3 && h(2) == 0);
              return 0;
            }
            """;

    @Test
    void switchesOnNegativeAndWideCases() {
        for (var load :
                List.of(CPrograms.optimised().withClangFlags(List.of()), CPrograms.optimised())) {
            Execution x =
                    Schedules.lowest(CPrograms.program(SWITCH_NEGATIVE, load, ExecOptions.DEFAULT));
            assertThat(x.error()).isEmpty();
            assertThat(x.outcome()).isEqualTo(Outcome.COMPLETE);
        }
    }

    static final String RECURSIVE_MUTEX =
            """
            #include <pthread.h>
            int main(void) {
              pthread_mutexattr_t attr;
              pthread_mutexattr_init(&attr);
              pthread_mutexattr_settype(&attr, PTHREAD_MUTEX_RECURSIVE);
              pthread_mutex_t m;
              pthread_mutex_init(&m, &attr);
              pthread_mutex_lock(&m);
              pthread_mutex_lock(&m);
              return 0;
            }
            """;

    @Test
    void recursiveMutexesAreUnsupported() {
        Program p = CPrograms.program(RECURSIVE_MUTEX);
        assertThatThrownBy(p::start)
                .isInstanceOf(UnsupportedFeatureException.class)
                .hasMessageContaining("pthread_mutexattr_settype")
                .hasMessageContaining("recursive");
    }

    static final String ERRORCHECK_MUTEX =
            """
            #include <pthread.h>
            int main(void) {
              pthread_mutexattr_t attr;
              pthread_mutexattr_init(&attr);
              pthread_mutexattr_settype(&attr, PTHREAD_MUTEX_ERRORCHECK);
              pthread_mutexattr_settype(&attr, PTHREAD_MUTEX_NORMAL);
              pthread_mutex_t m;
              pthread_mutex_init(&m, &attr);
              pthread_mutex_lock(&m);
              pthread_mutex_unlock(&m);
              return 0;
            }
            """;

    @Test
    void otherMutexTypesBehaveAsNormalMutexes() {
        Execution x = Schedules.lowest(CPrograms.program(ERRORCHECK_MUTEX));
        assertThat(x.outcome()).isEqualTo(Outcome.COMPLETE);
    }

    static final String HUGE_MEMSET =
            """
            #include <string.h>
            #include <stdlib.h>
            int main(void) {
              char *p = malloc(8);
              memset(p, 0, ((size_t)1 << 32) + 4);
              return 0;
            }
            """;

    @Test
    void memsetBeyondTheObjectIsAnError() {
        Execution x = Schedules.lowest(CPrograms.program(HUGE_MEMSET));
        assertThat(x.outcome()).isEqualTo(Outcome.ERROR);
        assertThat(x.error().orElseThrow().kind()).isEqualTo(ErrorKind.OUT_OF_BOUNDS);
        assertThat(x.error().orElseThrow().location().line()).isEqualTo(5);
    }

    @Test
    void replayingAnEventOfAThreadThatDoesNotExistIsNondeterminism() {
        Program p = CPrograms.program(EventsTest.SPAWNS);
        List<Event> recorded = Schedules.lowest(p).trace();
        Execution x = p.start();
        // skip main's spawn of <0.1>, then replay an event of <0.1.1>, which does not exist yet
        Event grandchild =
                recorded.stream()
                        .filter(e -> e.thread().path().equals("0.1"))
                        .findFirst()
                        .orElseThrow();
        x.replay(grandchild);
        assertThat(x.outcome()).isEqualTo(Outcome.ERROR);
        assertThat(x.error().orElseThrow().kind()).isEqualTo(ErrorKind.NONDETERMINISM);
    }
}
