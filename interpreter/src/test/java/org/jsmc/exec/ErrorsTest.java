package org.jsmc.exec;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.time.Duration;
import java.util.List;
import org.jsmc.ir.LimitExceededException;
import org.jsmc.ir.UnsupportedFeatureException;
import org.junit.jupiter.api.Assertions;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * Errors found in checked programs: the outcome is ERROR, with the right kind, line and message.
 * The sequential cases share one file; {@code main} runs the case named by {@code argv[1]}, and the
 * line of each case's faulty statement is marked with a comment {@code // <case>}.
 */
class ErrorsTest {
    static final String SEQUENTIAL =
            """
            #include <assert.h>
            #include <stdlib.h>
            #include <string.h>
            #include <pthread.h>
            extern void __VERIFIER_error(void);
            extern void reach_error(void);

            static int vi(int x) { return x; }
            static void *vp(void *p) { return p; }
            int ga[5];
            int gb[5];
            struct s { long long a, b; };

            static int *dangling(void) { int l = 1; int *p = &l; return p; }
            static int fn(int x) { return x; }

            static void run(const char *c) {
              if (!strcmp(c, "assert")) { int x = vi(1); assert(x == 2); } // assert
              if (!strcmp(c, "reach_error")) reach_error(); // reach_error
              if (!strcmp(c, "verifier_error")) __VERIFIER_error(); // verifier_error
              if (!strcmp(c, "abort")) abort(); // abort
              if (!strcmp(c, "trap")) __builtin_trap(); // trap
              if (!strcmp(c, "unreachable")) { if (vi(1)) __builtin_unreachable(); } // unreachable
              if (!strcmp(c, "null_load")) { int *p = vp(0); vi(*p); } // null_load
              if (!strcmp(c, "null_store")) { int *p = vp(0); *p = 1; } // null_store
              if (!strcmp(c, "null_field")) { struct s *p = vp(0); vi((int)p->b); } // null_field
              if (!strcmp(c, "null_call")) { int (*f)(int) = vp(0); f(1); } // null_call
              if (!strcmp(c, "bad_call")) { int (*f)(int) = vp((char *)fn + 4); f(1); } // bad_call
              if (!strcmp(c, "heap_one_past")) { int *a = malloc(16); a[vi(4)] = 1; } // heap_one_past
              if (!strcmp(c, "heap_far")) { int *a = malloc(16); a[vi(100000)] = 1; } // heap_far
              if (!strcmp(c, "heap_before")) { int *a = malloc(16); vi(a[vi(-1)]); } // heap_before
              if (!strcmp(c, "heap_straddle")) { char *a = malloc(6); vi(*(int *)(a + 4)); } // heap_straddle
              if (!strcmp(c, "global_one_past")) { ga[vi(5)] = 1; } // global_one_past
              if (!strcmp(c, "global_far")) { vi(gb[vi(-100000)]); } // global_far
              if (!strcmp(c, "stack_one_past")) { int a[4]; a[vi(4)] = 1; vi(a[0]); } // stack_one_past
              if (!strcmp(c, "stack_far")) { int a[4]; a[vi(-50000)] = 1; vi(a[0]); } // stack_far
              if (!strcmp(c, "use_after_free")) { int *p = malloc(4); free(p); vi(*p); } // use_after_free
              if (!strcmp(c, "write_after_free")) { int *p = malloc(4); free(p); *p = 1; } // write_after_free
              if (!strcmp(c, "dangling_local")) { int *p = dangling(); vi(*p); } // dangling_local
              if (!strcmp(c, "double_free")) { int *p = malloc(4); free(p); free(p); } // double_free
              if (!strcmp(c, "free_middle")) { char *p = malloc(8); free(p + 4); } // free_middle
              if (!strcmp(c, "free_global")) { free(ga); } // free_global
              if (!strcmp(c, "free_local")) { int l; free(&l); } // free_local
              if (!strcmp(c, "free_wild")) { free(vp((void *)0x12345678)); } // free_wild
              if (!strcmp(c, "div_zero")) { vi(7 / vi(0)); } // div_zero
              if (!strcmp(c, "rem_zero")) { vi(7 % vi(0)); } // rem_zero
              if (!strcmp(c, "udiv_zero")) { vi(7u / (unsigned)vi(0)); } // udiv_zero
              if (!strcmp(c, "ldiv_zero")) { vi((int)(7LL / (long long)vi(0))); } // ldiv_zero
              if (!strcmp(c, "string_literal")) { char *s = vp("abc"); s[0] = 'x'; } // string_literal
              if (!strcmp(c, "memcpy_overflow")) { char a[4], b[8] = { 0 }; memcpy(a, b, vi(8)); vi(a[0]); } // memcpy_overflow
              if (!strcmp(c, "strlen_unterminated")) { char *a = malloc(3); memset(a, 'x', 3); vi(strlen(a)); } // strlen_unterminated
              if (!strcmp(c, "unlock_unlocked")) { pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER; pthread_mutex_unlock(&m); } // unlock_unlocked
              if (!strcmp(c, "destroy_locked")) { pthread_mutex_t m; pthread_mutex_init(&m, 0); pthread_mutex_lock(&m); pthread_mutex_destroy(&m); } // destroy_locked
              if (!strcmp(c, "wait_unlocked")) { pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER; pthread_cond_t cv = PTHREAD_COND_INITIALIZER; pthread_cond_wait(&cv, &m); } // wait_unlocked
              if (!strcmp(c, "join_self")) { pthread_join(pthread_self(), 0); } // join_self
              if (!strcmp(c, "join_garbage")) { pthread_join((pthread_t)77, 0); } // join_garbage
            }

            int main(int argc, char **argv) {
              run(argv[1]);
              return 0;
            }
            """;

    private static int lineOf(String source, String marker) {
        String[] lines = source.split("\n", -1);
        for (int i = 0; i < lines.length; i++) {
            if (lines[i].endsWith("// " + marker)) {
                return i + 1;
            }
        }
        throw new IllegalArgumentException("no line marked " + marker);
    }

    @ParameterizedTest(name = "{0}")
    @CsvSource(
            delimiter = '|',
            textBlock =
                    """
                    assert              | ASSERTION        | x == 2
                    reach_error         | ASSERTION        | reach_error() called
                    verifier_error      | ASSERTION        | __VERIFIER_error() called
                    abort               | ABORT            | abort() called
                    trap                | ABORT            | trap
                    unreachable         | UNREACHABLE      |
                    null_load           | NULL_DEREFERENCE | read of 4 bytes at address 0
                    null_store          | NULL_DEREFERENCE | write of 4 bytes at address 0
                    null_field          | NULL_DEREFERENCE | read of 8 bytes at address 8
                    null_call           | NULL_DEREFERENCE | call through a pointer to no function
                    bad_call            | INVALID_CALL     | call through a pointer to no function
                    heap_one_past       | OUT_OF_BOUNDS    | write of 4 bytes
                    heap_far            | OUT_OF_BOUNDS    | write of 4 bytes
                    heap_before         | OUT_OF_BOUNDS    | read of 4 bytes
                    heap_straddle       | OUT_OF_BOUNDS    | runs past the end of
                    global_one_past     | OUT_OF_BOUNDS    | write of 4 bytes
                    global_far          | OUT_OF_BOUNDS    | read of 4 bytes
                    stack_one_past      | OUT_OF_BOUNDS    | write of 4 bytes
                    stack_far           | OUT_OF_BOUNDS    | write of 4 bytes
                    use_after_free      | USE_AFTER_FREE   | which is freed
                    write_after_free    | USE_AFTER_FREE   | which is freed
                    dangling_local      | USE_AFTER_FREE   | which is out of scope
                    double_free         | DOUBLE_FREE      | already freed
                    free_middle         | INVALID_FREE     | which malloc did not return
                    free_global         | INVALID_FREE     | free of ga
                    free_local          | INVALID_FREE     | which malloc did not return
                    free_wild           | INVALID_FREE     | free of 0x12345678
                    div_zero            | DIVISION_BY_ZERO |
                    rem_zero            | DIVISION_BY_ZERO |
                    udiv_zero           | DIVISION_BY_ZERO |
                    ldiv_zero           | DIVISION_BY_ZERO |
                    string_literal      | OUT_OF_BOUNDS    | read-only
                    memcpy_overflow     | OUT_OF_BOUNDS    | 8 bytes
                    strlen_unterminated | OUT_OF_BOUNDS    | read of 1 byte
                    unlock_unlocked     | PTHREAD_MISUSE   | which is not locked
                    destroy_locked      | PTHREAD_MISUSE   | destroy of locked mutex
                    wait_unlocked       | PTHREAD_MISUSE   | not held by <0>
                    join_self           | PTHREAD_MISUSE   | joins itself
                    join_garbage        | PTHREAD_MISUSE   | invalid thread handle
                    """)
    void sequentialErrors(String name, ErrorKind kind, String message) {
        Program p = CPrograms.program(SEQUENTIAL, ExecOptions.DEFAULT.withArguments(List.of(name)));
        Execution x = Schedules.lowest(p);
        assertThat(x.outcome()).as(name).isEqualTo(Outcome.ERROR);
        ErrorReport e = x.error().orElseThrow();
        assertThat(e.kind()).as(e.toString()).isEqualTo(kind);
        assertThat(e.thread()).isEqualTo(ThreadId.MAIN);
        assertThat(e.location().line()).as(e.toString()).isEqualTo(lineOf(SEQUENTIAL, name));
        assertThat(e.message()).as(e.toString()).contains(message == null ? "" : message);
        assertThat(x.status(ThreadId.MAIN)).isEqualTo(ThreadStatus.ERROR);
        assertThat(e.describe())
                .startsWith(
                        Character.toUpperCase(kind.description().charAt(0))
                                + kind.description().substring(1));
    }

    @Test
    void reportsDescribeThemselves() {
        Program p =
                CPrograms.program(SEQUENTIAL, ExecOptions.DEFAULT.withArguments(List.of("assert")));
        ErrorReport e = Schedules.lowest(p).error().orElseThrow();
        assertThat(e.describe())
                .matches(
                        "Assertion violation at .*\\.c:"
                                + lineOf(SEQUENTIAL, "assert")
                                + ":\\d+ in <0>: x == 2");
    }

    static final String THREADED =
            """
            #include <pthread.h>
            #include <string.h>
            pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;
            pthread_cond_t c = PTHREAD_COND_INITIALIZER;
            void *locker(void *arg) { pthread_mutex_lock(&m); return 0; }
            void *nothing(void *arg) { return 0; }
            int main(int argc, char **argv) {
              pthread_t h;
              if (!strcmp(argv[1], "unlock_foreign")) {
                pthread_create(&h, 0, locker, 0);
                pthread_join(h, 0);
                pthread_mutex_unlock(&m); // unlock_foreign
              }
              if (!strcmp(argv[1], "double_join")) {
                pthread_create(&h, 0, nothing, 0);
                pthread_join(h, 0);
                pthread_join(h, 0); // double_join
              }
              if (!strcmp(argv[1], "join_detached")) {
                pthread_create(&h, 0, nothing, 0);
                pthread_detach(h);
                pthread_join(h, 0); // join_detached
              }
              if (!strcmp(argv[1], "destroy_locked")) {
                pthread_create(&h, 0, locker, 0);
                pthread_join(h, 0);
                pthread_mutex_destroy(&m); // destroy_locked
              }
              if (!strcmp(argv[1], "wait_unlocked")) {
                pthread_create(&h, 0, nothing, 0);
                pthread_cond_wait(&c, &m); // wait_unlocked
              }
              if (!strcmp(argv[1], "unlock_unlocked")) {
                pthread_create(&h, 0, nothing, 0);
                pthread_mutex_unlock(&m); // unlock_unlocked
              }
              return 0;
            }
            """;

    @ParameterizedTest(name = "{0}")
    @CsvSource(
            delimiter = '|',
            textBlock =
                    """
                    unlock_foreign  | which is held by <0.1>
                    double_join     | already joined
                    join_detached   | already joined or detached
                    destroy_locked  | destroy of locked mutex m
                    wait_unlocked   | pthread_cond_wait with mutex m not held by <0>
                    unlock_unlocked | unlock of mutex m, which is not locked
                    """)
    void pthreadMisuse(String name, String message) {
        Program p = CPrograms.program(THREADED, ExecOptions.DEFAULT.withArguments(List.of(name)));
        Execution x = Schedules.lowest(p);
        assertThat(x.outcome()).as(name).isEqualTo(Outcome.ERROR);
        ErrorReport e = x.error().orElseThrow();
        assertThat(e.kind()).as(e.toString()).isEqualTo(ErrorKind.PTHREAD_MISUSE);
        assertThat(e.location().line()).as(e.toString()).isEqualTo(lineOf(THREADED, name));
        assertThat(e.message()).as(e.toString()).contains(message);
    }

    static final String RACY_ERROR =
            """
            #include <pthread.h>
            #include <assert.h>
            #include <stdlib.h>
            int *p;
            void *t(void *arg) { free(p); return 0; }
            int main(void) {
              p = malloc(4);
              pthread_t h;
              pthread_create(&h, 0, t, 0);
              *p = 1;
              pthread_join(h, 0);
              return 0;
            }
            """;

    @Test
    void anErrorInOneScheduleOnly() {
        Program p = CPrograms.program(RACY_ERROR);
        assertThat(Schedules.outcomes(p))
                .containsExactlyInAnyOrder("COMPLETE", "ERROR USE_AFTER_FREE");
        Execution x = p.start();
        // main reads p after the free; its write through p then fails at once
        Schedules.steps(x, "0", "0.1", "0.1", "0");
        assertThat(x.outcome()).isEqualTo(Outcome.ERROR);
        assertThat(x.error().orElseThrow().thread()).isEqualTo(ThreadId.MAIN);
        assertThat(x.error().orElseThrow().location().line()).isEqualTo(10);
        // errors stop the execution: nobody can move
        for (ThreadId t : x.threads()) {
            assertThat(x.status(t)).isNotEqualTo(ThreadStatus.ENABLED);
        }
    }

    static final String RACY_DOUBLE_FREE =
            """
            #include <pthread.h>
            #include <stdlib.h>
            int *p;
            void *t(void *arg) { free(p); return 0; }
            int main(void) {
              p = malloc(4);
              pthread_t h;
              pthread_create(&h, 0, t, 0);
              free(p);
              pthread_join(h, 0);
              return 0;
            }
            """;

    @Test
    void aRaceOfTwoFreesIsADoubleFree() {
        for (Schedules.Run r : Schedules.all(CPrograms.program(RACY_DOUBLE_FREE))) {
            assertThat(r.summary()).isEqualTo("ERROR DOUBLE_FREE");
        }
    }

    static final String UNSUPPORTED =
            """
            #include <stdio.h>
            #include <string.h>
            void never(void) { FILE *f = fopen("x", "r"); fclose(f); }
            int main(int argc, char **argv) {
              if (!strcmp(argv[1], "yes")) {
                FILE *f = fopen("x", "r");
              }
              return 0;
            }
            """;

    @Test
    void unknownFunctionsFailOnlyWhenCalled() {
        Execution ok =
                Schedules.lowest(
                        CPrograms.program(
                                UNSUPPORTED, ExecOptions.DEFAULT.withArguments(List.of("no"))));
        assertThat(ok.outcome()).isEqualTo(Outcome.COMPLETE);
        Program p =
                CPrograms.program(UNSUPPORTED, ExecOptions.DEFAULT.withArguments(List.of("yes")));
        assertThatThrownBy(p::start)
                .isInstanceOf(UnsupportedFeatureException.class)
                .hasMessageContaining("'fopen'")
                .hasMessageContaining(".c:6:")
                .hasMessageNotContaining("\n");
    }

    static final String SPIN =
            """
            int g;
            static unsigned vu(unsigned x) { return x; }
            int main(int argc, char **argv) {
              if (argv[1][0] == 'w') { while (1) { g++; } }
              unsigned i = vu(0), one = vu(1);
              do { i += 2; } while (i != one);
              return 0;
            }
            """;

    @Test
    void aRunawayThreadLocalLoopExceedsTheStepLimit() {
        for (String kind : List.of("while", "do")) {
            Program p =
                    CPrograms.program(
                            SPIN,
                            ExecOptions.DEFAULT.withStepLimit(10_000).withArguments(List.of(kind)));
            Assertions.assertTimeoutPreemptively(
                    Duration.ofSeconds(20),
                    () ->
                            assertThatThrownBy(p::start)
                                    .as(kind)
                                    .isInstanceOf(LimitExceededException.class)
                                    .hasMessageContaining("<0>")
                                    .hasMessageContaining("--unroll"));
        }
    }

    /** At -O2 the loop's only back edge is a conditional branch. */
    static final String OPTIMISED_SPIN =
            """
            int g;
            unsigned n = 1;
            int main(void) {
              unsigned i = 0, x = 5;
              do { x = x * 1103515245u + 12345u; i += 2; } while (i != n);
              g = x;
              return 0;
            }
            """;

    @Test
    void aRunawayLoopWithAConditionalBackEdgeExceedsTheStepLimit() {
        Program p =
                CPrograms.program(
                        OPTIMISED_SPIN,
                        CPrograms.optimised(),
                        ExecOptions.DEFAULT.withStepLimit(10_000));
        Assertions.assertTimeoutPreemptively(
                Duration.ofSeconds(20),
                () -> assertThatThrownBy(p::start).isInstanceOf(LimitExceededException.class));
    }

    static final String RECURSION =
            """
            int down(int n) { return n == 0 ? 0 : down(n - 1) + 1; }
            int forever(int n) { return forever(n + 1) + 1; }
            int main(int argc, char **argv) {
              if (argc > 1) return forever(0);
              return down(100000) == 100000 ? 0 : 1;
            }
            """;

    @Test
    void deepRecursionWorksAndUnboundedRecursionExceedsALimit() {
        Execution ok = Schedules.lowest(CPrograms.program(RECURSION));
        assertThat(ok.outcome()).isEqualTo(Outcome.COMPLETE);
        Program p = CPrograms.program(RECURSION, ExecOptions.DEFAULT.withArguments(List.of("x")));
        Assertions.assertTimeoutPreemptively(
                Duration.ofSeconds(20),
                () ->
                        assertThatThrownBy(p::start)
                                .isInstanceOf(LimitExceededException.class)
                                .hasMessageContaining("recursion"));
    }

    static final String EVENT_LOOP =
            """
            #include <pthread.h>
            int g;
            void *t(void *arg) { while (1) g++; }
            int main(void) {
              pthread_t h;
              pthread_create(&h, 0, t, 0);
              return 0;
            }
            """;

    @Test
    void aThreadThatNeverStopsExceedsTheEventLimit() {
        Program p = CPrograms.program(EVENT_LOOP, ExecOptions.DEFAULT.withEventLimit(100));
        Execution x = p.start();
        x.step(ThreadId.MAIN);
        ThreadId t = Schedules.thread(x, "0.1");
        assertThatThrownBy(
                        () -> {
                            for (int i = 0; i < 1000; i++) {
                                x.step(t);
                            }
                        })
                .isInstanceOf(LimitExceededException.class)
                .hasMessageContaining("<0.1>")
                .hasMessageContaining("100");
        assertThat(x.trace().stream().filter(e -> e.thread().equals(t)).count()).isEqualTo(100);
    }
}
