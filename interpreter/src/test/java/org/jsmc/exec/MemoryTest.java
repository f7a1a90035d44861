package org.jsmc.exec;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.List;
import org.jsmc.ir.llvm.LoadOptions;
import org.junit.jupiter.api.Test;

/** Deterministic addresses, escape, the sequential prefix, initial values and address names. */
class MemoryTest {

    private static List<String> events(Execution x, String thread) {
        return Traces.of(x).stream().filter(s -> s.startsWith("<" + thread + ">#")).toList();
    }

    static final String ALLOCATIONS =
            """
            #include <pthread.h>
            #include <stdlib.h>
            int *from_child, *from_main;
            void *t(void *arg) {
              int *a = malloc(16);
              int *b = malloc(4);
              from_child = b;
              return 0;
            }
            int main(void) {
              pthread_t h;
              int *early = malloc(8);
              pthread_create(&h, 0, t, 0);
              int *p = malloc(4);
              from_main = p;
              pthread_join(h, 0);
              free(early);
              return 0;
            }
            """;

    @Test
    void addressesDoNotDependOnTheSchedule() {
        Program p = CPrograms.program(ALLOCATIONS);
        Execution mainFirst = p.start();
        Schedules.steps(mainFirst, "0", "0", "0.1");
        Schedules.lowest(mainFirst);
        Execution childFirst = p.start();
        Schedules.steps(childFirst, "0", "0.1", "0");
        Schedules.lowest(childFirst);
        assertThat(mainFirst.trace()).isNotEqualTo(childFirst.trace());
        assertThat(writtenTo(mainFirst, "from_child"))
                .isEqualTo(writtenTo(childFirst, "from_child"));
        assertThat(writtenTo(mainFirst, "from_main")).isEqualTo(writtenTo(childFirst, "from_main"));
        long child = writtenTo(mainFirst, "from_child");
        long main = writtenTo(mainFirst, "from_main");
        assertThat(child).isNotEqualTo(main);
        assertThat(mainFirst.describe(child)).isEqualTo(childFirst.describe(child));
        assertThat(mainFirst.describe(child)).contains("heap object").contains("<0.1>");
        assertThat(mainFirst.describe(main)).contains("heap object").contains("<0>");
        assertThat(main % 16).isZero();
        assertThat(Schedules.lowest(p).trace()).isEqualTo(Schedules.lowest(p).trace());
    }

    private static long writtenTo(Execution x, String global) {
        return x.trace().stream()
                .filter(e -> e instanceof Event.Write w && x.describe(w.address()).equals(global))
                .map(e -> ((Event.Write) e).value())
                .findFirst()
                .orElseThrow();
    }

    static final String LOCAL_TO_THREAD =
            """
            #include <pthread.h>
            void *t(void *a) { int *p = a; *p = 1; return 0; }
            int main(void) {
              int local = 0;
              int other = 0;
              pthread_t h;
              pthread_create(&h, 0, t, &local);
              local = 2;
              other = 3;
              pthread_join(h, 0);
              return local + other;
            }
            """;

    @Test
    void aLocalPassedToPthreadCreateIsShared() {
        Execution x = Schedules.lowest(CPrograms.program(LOCAL_TO_THREAD));
        List<String> trace = Traces.of(x);
        assertThat(trace).hasSize(5);
        assertThat(trace.get(0)).isEqualTo("<0>#1 spawn <0.1>");
        assertThat(trace.get(1)).matches("<0>#2 write local of main of <0>@\\p{XDigit}+/4 = 2");
        assertThat(trace.get(2)).matches("<0.1>#1 write local of main .*/4 = 1");
        assertThat(trace.get(3)).isEqualTo("<0>#3 join <0.1>");
        assertThat(trace.get(4)).matches("<0>#4 read local of main .*/4 = 1");
    }

    static final String ESCAPES =
            """
            #include <pthread.h>
            #include <stdlib.h>
            #include <stdint.h>
            #include <string.h>
            struct node { int v; struct node *next; };
            struct node *head;
            int *g;
            uintptr_t addr;
            struct holder { int *p; } gh;
            void *t(void *arg) { return 0; }
            int main(void) {
              pthread_t h;
              pthread_create(&h, 0, t, 0);
              int *q = malloc(4);
              *q = 5;                /* private: no event */
              g = q;                 /* the store makes it shared */
              *q = 6;                /* event */

              struct node *a = malloc(sizeof *a);
              struct node *b = malloc(sizeof *b);
              a->next = b;           /* private holder: b escapes later, with a */
              b->v = 1;              /* no event */
              head = a;              /* a and b escape */
              b->v = 2;              /* event */

              int local = 7;
              addr = (uintptr_t)&local;   /* ptrtoint: local escapes */
              local = 8;                  /* event */

              int *r = malloc(4);
              struct holder l = { r };
              memcpy(&gh, &l, sizeof l);  /* r escapes through the copy */
              *r = 9;                     /* event */

              int *mine = malloc(4);
              *mine = 10;                 /* never escapes: no event */
              free(mine);
              return 0;
            }
            """;

    @Test
    void objectsEscapeWhenTheirAddressIsPublished() {
        Execution x = Schedules.lowest(CPrograms.program(ESCAPES));
        assertThat(x.outcome()).isEqualTo(Outcome.COMPLETE);
        List<String> trace = events(x, "0");
        assertThat(trace.get(0)).isEqualTo("<0>#1 spawn <0.1>");
        assertThat(trace.get(1)).matches("<0>#2 write g/8 = \\d+");
        assertThat(trace.get(2)).matches("<0>#3 write heap object .*/4 = 6");
        assertThat(trace.get(3)).matches("<0>#4 write head/8 = \\d+");
        assertThat(trace.get(4)).matches("<0>#5 write heap object .*/4 = 2");
        assertThat(trace.get(5)).matches("<0>#6 write addr/8 = \\d+");
        assertThat(trace.get(6)).matches("<0>#7 write local of main .*/4 = 8");
        assertThat(trace.get(7)).matches("<0>#8 write gh/8 = \\d+");
        assertThat(trace.get(8)).matches("<0>#9 write heap object .*/4 = 9");
        assertThat(trace).hasSize(9);
    }

    /**
     * Optimised struct copies move pointers as integers, e.g. {@code load i64}/{@code store i64}.
     */
    static final String POINTER_AS_INTEGER =
            """
            #include <pthread.h>
            #include <stdlib.h>
            #include <stdint.h>
            struct one { int *p; };
            struct one g;
            uintptr_t gi;
            void *t(void *arg) { return 0; }
            int main(void) {
              pthread_t h;
              pthread_create(&h, 0, t, 0);
              int *x = malloc(4);
              struct one l = { x };
              *(long *)&g = *(long *)&l;   /* the pointer moves as a long */
              *x = 5;                      /* x has escaped: an event */
              int *y = malloc(4);
              uintptr_t *cell = malloc(sizeof *cell);
              *cell = (uintptr_t)y;        /* ptrtoint: y escapes at once */
              int *z = malloc(4);
              struct one lz = { z };
              __atomic_store_n((long *)&gi, *(long *)&lz, __ATOMIC_SEQ_CST);
              *z = 6;
              return 0;
            }
            """;

    @Test
    void pointersMovedAsIntegersStillEscape() {
        Execution x = Schedules.lowest(CPrograms.program(POINTER_AS_INTEGER));
        List<String> trace = events(x, "0");
        assertThat(trace.get(1)).matches("<0>#2 write g/8 = \\d+");
        assertThat(trace.get(2)).matches("<0>#3 write heap object .*/4 = 5");
        assertThat(trace.get(3)).matches("<0>#4 atomic write gi/8 = \\d+");
        assertThat(trace.get(4)).matches("<0>#5 write heap object .*/4 = 6");
        assertThat(trace).hasSize(5);
    }

    static final String RETURNED =
            """
            #include <pthread.h>
            #include <stdlib.h>
            void *t(void *arg) {
              int *p = malloc(4);
              *p = 1;
              return p;
            }
            int main(void) {
              pthread_t h;
              pthread_create(&h, 0, t, 0);
              int *r;
              pthread_join(h, (void **)&r);
              *r = 2;
              free(r);
              return 0;
            }
            """;

    @Test
    void anObjectReturnedThroughPthreadJoinIsShared() {
        Execution x = Schedules.lowest(CPrograms.program(RETURNED));
        List<String> trace = Traces.of(x);
        assertThat(trace.get(0)).isEqualTo("<0>#1 spawn <0.1>");
        assertThat(trace.get(1)).isEqualTo("<0>#2 join <0.1>");
        assertThat(trace.get(2)).matches("<0>#3 write heap object of <0.1>.*/4 = 2");
        assertThat(trace.get(3)).matches("<0>#4 free heap object of <0.1>.*/4");
        assertThat(trace).hasSize(4);
    }

    static final String PRIVATE_WORK =
            """
            #include <pthread.h>
            #include <stdlib.h>
            #include <string.h>
            int result;
            void *t(void *arg) {
              int *a = malloc(10 * sizeof(int));
              int buf[10];
              for (int i = 0; i < 10; i++) { a[i] = i; buf[i] = a[i] * 2; }
              memcpy(a, buf, sizeof buf);
              int s = 0;
              for (int i = 0; i < 10; i++) s += a[i];
              free(a);
              result = s;
              return 0;
            }
            int main(void) {
              pthread_t h;
              pthread_create(&h, 0, t, 0);
              pthread_join(h, 0);
              return 0;
            }
            """;

    @Test
    void privateMemoryOfAThreadIsInvisible() {
        Execution x = Schedules.lowest(CPrograms.program(PRIVATE_WORK));
        assertThat(Traces.of(x))
                .containsExactly(
                        "<0>#1 spawn <0.1>", "<0.1>#1 write result/4 = 90", "<0>#2 join <0.1>");
    }

    static final String PREFIX =
            """
            #include <pthread.h>
            #include <stdlib.h>
            #include <stdio.h>
            extern int __VERIFIER_nondet_int(void);
            pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;
            int x = 1, y;
            int *p;
            void *t(void *arg) { y = x + *p; return 0; }
            int main(void) {
              x = 5;
              pthread_mutex_lock(&m);
              y = x * 2;
              pthread_mutex_unlock(&m);
              p = malloc(4);
              *p = 40;
              printf("prefix\\n");
              int n = __VERIFIER_nondet_int();
              x = x + n;
              pthread_t h;
              pthread_create(&h, 0, t, 0);
              x = 7;
              pthread_join(h, 0);
              return 0;
            }
            """;

    @Test
    void theSequentialPrefixHasOnlyChoices() {
        Execution x = CPrograms.program(PREFIX).start();
        assertThat(x.trace()).isEmpty();
        assertThat(x.pending(ThreadId.MAIN)).isInstanceOf(Event.Choice.class);
        x.step(ThreadId.MAIN, 1);
        assertThat(x.pending(ThreadId.MAIN)).isInstanceOf(Event.Spawn.class);
        assertThat(x.output()).isEqualTo("prefix\n");
        long xa = address(x, "x");
        long ya = address(x, "y");
        // values written in the prefix are the initial values of the rest of the execution
        assertThat(x.initialValue(xa, 4)).isEqualTo(6);
        assertThat(x.initialValue(ya, 4)).isEqualTo(10);
        Schedules.lowest(x);
        assertThat(Traces.of(x))
                .containsExactly(
                        "<0>#1 choice 1/2 = 1",
                        "<0>#2 spawn <0.1>",
                        "<0>#3 write x/4 = 7",
                        "<0.1>#1 read x/4 = 7",
                        "<0.1>#2 read p/8 = " + x.initialValue(address(x, "p"), 8),
                        "<0.1>#3 read heap object of <0>@"
                                + Long.toHexString(x.initialValue(address(x, "p"), 8))
                                + "/4 = 40",
                        "<0.1>#4 write y/4 = 47",
                        "<0>#4 join <0.1>");
        assertThat(x.initialValue(xa, 4)).isEqualTo(6);
        assertThat(x.initialValue(ya, 4)).isEqualTo(10);
        assertThat(x.initialValue(xa, 1)).isEqualTo(6);
        assertThat(x.initialValue(xa + 1, 2)).isZero();
        assertThat(x.initialValue(x.initialValue(address(x, "p"), 8), 4)).isEqualTo(40);
        assertThatThrownBy(() -> x.initialValue(xa + 2, 4))
                .isInstanceOf(IllegalArgumentException.class);
    }

    /** The address of global {@code name}, found through the names the execution gives. */
    static long address(Execution x, String name) {
        for (Event e : x.trace()) {
            if (e instanceof Event.Access a && x.describe(a.address()).equals(name)) {
                return a.address();
            }
        }
        Event pending = null;
        for (ThreadId t : x.threads()) {
            pending = x.pending(t);
            if (pending instanceof Event.Access a && x.describe(a.address()).equals(name)) {
                return a.address();
            }
        }
        // globals are laid out from the start of the globals region in declaration order
        for (long a = 0x100_0000L; a < 0x100_1000L; a++) {
            if (x.describe(a).equals(name)) {
                return a;
            }
        }
        throw new IllegalArgumentException("no global " + name);
    }

    static final String NAMES =
            """
            #include <pthread.h>
            struct s { int a; int b; char c[4]; };
            int x;
            int arr[10];
            struct s st;
            long long grid[3][4];
            struct s ps[2];
            void *t(void *arg) { return 0; }
            int main(void) {
              pthread_t h;
              pthread_create(&h, 0, t, 0);
              x = 1;
              arr[3] = 2;
              st.b = 3;
              st.c[2] = 4;
              grid[1][2] = 5;
              grid[2][0] = 6;
              ps[1].b = 7;
              return 0;
            }
            """;

    @Test
    void addressesHaveReadableNames() {
        Execution x = Schedules.lowest(CPrograms.program(NAMES));
        assertThat(Traces.of(x))
                .containsExactly(
                        "<0>#1 spawn <0.1>",
                        "<0>#2 write x/4 = 1",
                        "<0>#3 write arr[3]/4 = 2",
                        "<0>#4 write st+4/4 = 3",
                        "<0>#5 write st+10/1 = 4",
                        "<0>#6 write grid[1][2]/8 = 5",
                        "<0>#7 write grid[2][0]/8 = 6",
                        "<0>#8 write ps[1]+4/4 = 7");
        assertThat(x.describe(0)).isEqualTo("NULL");
        assertThat(x.describe(8)).isEqualTo("0x8");
    }

    @Test
    void ilp32AddressesFitIn32Bits() {
        String source =
                """
                void *malloc(unsigned long);
                typedef unsigned long pthread_t;
                int pthread_create(pthread_t *, const void *, void *(*)(void *), void *);
                int pthread_join(pthread_t, void **);
                int *g;
                void *t(void *a) { int *p = malloc(4); *p = 1; g = p; return 0; }
                int main(void) {
                  pthread_t h;
                  pthread_create(&h, 0, t, 0);
                  pthread_join(h, 0);
                  *g = 2;
                  return 0;
                }
                """;
        Program p = CPrograms.program(source, CPrograms.m32(), ExecOptions.DEFAULT);
        Execution x = Schedules.lowest(p);
        assertThat(x.outcome()).isEqualTo(Outcome.COMPLETE);
        Event.Write w = (Event.Write) x.trace().get(1);
        assertThat(w.size()).isEqualTo(4);
        assertThat(w.value()).isBetween(1L, 0xFFFF_FFFFL);
        assertThat(x.describe(w.value())).contains("heap object of <0.1>");
        Event.Write last = (Event.Write) x.trace().get(x.trace().size() - 1);
        assertThat(last.address()).isEqualTo(w.value());
        assertThat(LoadOptions.DEFAULT.m32()).isFalse();
    }
}
