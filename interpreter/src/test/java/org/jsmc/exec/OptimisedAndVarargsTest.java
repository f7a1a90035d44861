package org.jsmc.exec;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.jsmc.ir.llvm.LoadOptions;
import org.junit.jupiter.api.Test;

/**
 * Code shapes clang produces under {@code -O2} (vectorised loops, {@code llvm.umax}, phis,
 * selects), C variadic functions on LP64 and ILP32, and atomics, in one thread.
 */
class OptimisedAndVarargsTest {

    /** Inputs live in non-static globals, so {@code -O2} cannot fold the computations away. */
    static final String OPTIMISED =
            """
            #include <assert.h>
            #include <stdio.h>
            #include <string.h>

            int n = 1000;
            int data[1000];
            unsigned udata[64];
            long long ldata[37];
            short sdata[50];
            float fdata[40];
            int zero = 0, three = 3, minus = -7;
            unsigned big = 4000000000u;

            __attribute__((noinline)) int sum(const int *a, int len) {
              int s = 0;
              for (int i = 0; i < len; i++) s += a[i];
              return s;
            }

            __attribute__((noinline)) unsigned umax_all(const unsigned *a, int len) {
              unsigned m = 0;
              for (int i = 0; i < len; i++) m = a[i] > m ? a[i] : m;
              return m;
            }

            __attribute__((noinline)) long long dot(const long long *a, int len) {
              long long s = 0;
              for (int i = 0; i < len; i++) s += a[i] * (i & 3);
              return s;
            }

            __attribute__((noinline)) int count_neg(const short *a, int len) {
              int c = 0;
              for (int i = 0; i < len; i++) c += a[i] < 0;
              return c;
            }

            __attribute__((noinline)) float fsum(const float *a, int len) {
              float s = 0;
              for (int i = 0; i < len; i++) s += a[i];
              return s;
            }

            __attribute__((noinline)) int clamp(int x, int lo, int hi) {
              return x < lo ? lo : x > hi ? hi : x;
            }

            __attribute__((noinline)) unsigned umax2(unsigned a, unsigned b) { return a > b ? a : b; }
            __attribute__((noinline)) int smin2(int a, int b) { return a < b ? a : b; }
            __attribute__((noinline)) int iabs(int a) { return a < 0 ? -a : a; }

            __attribute__((noinline)) int collatz(int x) {
              int steps = 0;
              while (x != 1) { x = (x & 1) ? 3 * x + 1 : x / 2; steps++; }
              return steps;
            }

            __attribute__((noinline)) void reverse(char *s) {
              int len = strlen(s);
              for (int i = 0, j = len - 1; i < j; i++, j--) { char c = s[i]; s[i] = s[j]; s[j] = c; }
            }

            int main(void) {
              for (int i = 0; i < n; i++) data[i] = i;
              assert(sum(data, n) == 499500);
              for (int i = 0; i < 64; i++) udata[i] = (i * 2654435761u) ^ big;
              unsigned m = 0;
              for (int i = 0; i < 64; i++) if (udata[i] > m) m = udata[i];
              assert(umax_all(udata, 64) == m);
              long long expect = 0;
              for (int i = 0; i < 37; i++) { ldata[i] = (long long)i << 33; }
              for (int i = 0; i < 37; i++) expect += ((long long)i << 33) * (i % 4);
              assert(dot(ldata, 37) == expect);
              for (int i = 0; i < 50; i++) sdata[i] = (short)(i % 3 == 0 ? -i - 1 : i);
              assert(count_neg(sdata, 50) == 17);
              for (int i = 0; i < 40; i++) fdata[i] = 0.5f * i;
              assert(fsum(fdata, 40) == 390.0f);
              assert(clamp(minus, zero, three) == 0 && clamp(three + 5, zero, three) == 3);
              assert(clamp(1, zero, three) == 1);
              assert(umax2(big, 3) == big && smin2(minus, three) == -7 && iabs(minus) == 7);
              assert(collatz(27 + zero) == 111);
              char s[] = "abcdef";
              reverse(s);
              assert(strcmp(s, "fedcba") == 0);
              printf("%d %u\\n", sum(data, n), umax2(big, three));
              return 0;
            }
            """;

    @Test
    void optimisedCodeRuns() {
        Program p = CPrograms.program(OPTIMISED, CPrograms.optimised(), ExecOptions.DEFAULT);
        Execution x = Schedules.lowest(p);
        assertThat(x.error()).isEmpty();
        assertThat(x.outcome()).isEqualTo(Outcome.COMPLETE);
        assertThat(x.output()).isEqualTo("499500 4000000000\n");
    }

    @Test
    void optimisedCodeRunsWithoutPasses() {
        Program p =
                CPrograms.program(
                        OPTIMISED, CPrograms.optimised().withPasses(""), ExecOptions.DEFAULT);
        Execution x = Schedules.lowest(p);
        assertThat(x.error()).isEmpty();
        assertThat(x.outcome()).isEqualTo(Outcome.COMPLETE);
    }

    /** Self-contained (no system headers), so it compiles for ILP32 too. */
    static final String VARARGS =
            """
            typedef __builtin_va_list va_list;
            #define va_start(ap, last) __builtin_va_start(ap, last)
            #define va_arg(ap, type) __builtin_va_arg(ap, type)
            #define va_end(ap) __builtin_va_end(ap)
            #define va_copy(d, s) __builtin_va_copy(d, s)
            void __assert_fail(const char *, const char *, unsigned, const char *);
            #define assert(e) ((e) ? (void)0 : __assert_fail(#e, __FILE__, __LINE__, __func__))
            int printf(const char *, ...);

            struct small { int a; int b; };
            struct large { long long x, y, z; };
            struct pt { float x, y; };
            struct tri { float a, b, c; };
            struct dl { double d; long long l; };

            static int isum(int n, ...) {
              va_list ap;
              va_start(ap, n);
              int s = 0;
              for (int i = 0; i < n; i++) s += va_arg(ap, int);
              va_end(ap);
              return s;
            }

            static long long lsum(int n, ...) {
              va_list ap;
              va_start(ap, n);
              long long s = 0;
              for (int i = 0; i < n; i++) s += va_arg(ap, long long);
              va_end(ap);
              return s;
            }

            static double dsum(int n, ...) {
              va_list ap;
              va_start(ap, n);
              double s = 0;
              for (int i = 0; i < n; i++) s += va_arg(ap, double);
              va_end(ap);
              return s;
            }

            /* format: i int, l long, d double, p char*, s struct small, L struct large */
            static long long mixed(const char *fmt, ...) {
              va_list ap, again;
              va_start(ap, fmt);
              va_copy(again, ap);
              long long s = 0;
              for (const char *f = fmt; *f; f++) {
                switch (*f) {
                  case 'i': s += va_arg(ap, int); break;
                  case 'l': s += va_arg(ap, long); break;
                  case 'd': s += (long long)(va_arg(ap, double) * 10); break;
                  case 'p': s += *va_arg(ap, char *); break;
                  case 's': { struct small x = va_arg(ap, struct small); s += x.a * 100 + x.b; break; }
                  case 'L': { struct large x = va_arg(ap, struct large); s += x.x + x.y + x.z; break; }
                  case 'P': { struct pt x = va_arg(ap, struct pt); s += (long long)(x.x * 10 + x.y); break; }
                  case 'T': { struct tri x = va_arg(ap, struct tri); s += (long long)(x.a * 100 + x.b * 10 + x.c); break; }
                  case 'D': { struct dl x = va_arg(ap, struct dl); s += (long long)x.d * 10 + x.l; break; }
                }
              }
              va_end(ap);
              /* the copy starts over at the first variadic argument */
              long long first = 0;
              if (*fmt == 'i') first = va_arg(again, int);
              va_end(again);
              return s * 1000 + first;
            }

            static int forward(int n, va_list ap) {
              int s = 0;
              for (int i = 0; i < n; i++) s += va_arg(ap, int);
              return s;
            }

            static int outer(int n, ...) {
              va_list ap;
              va_start(ap, n);
              int s = forward(n, ap);
              va_end(ap);
              return s;
            }

            int main(void) {
              assert(isum(0) == 0);
              assert(isum(3, 1, 2, 3) == 6);
              assert(isum(9, 1, 2, 3, 4, 5, 6, 7, 8, 9) == 45);
              assert(isum(2, -1, -2) == -3);
              assert(lsum(3, 1LL << 40, -1LL, 1LL) == 1LL << 40);
              assert(dsum(4, 0.5, 1.5, 2.25, -1.0) == 3.25);
              char c = 'A';
              assert(mixed("i", 7) == 7007);
              struct small sm = { 3, 4 };
              struct large lg = { 1, 2, 3 };
              assert(mixed("ildps", 1, 2L, 0.5, &c, sm) == (1 + 2 + 5 + 65 + 304) * 1000 + 1);
              assert(mixed("iL", 2, lg) == 8 * 1000 + 2);
              struct pt pt = { 1, 2 };
              struct tri tri = { 3, 4, 5 };
              struct dl dl = { 6, 7 };
              assert(mixed("PiTD", pt, 9, tri, dl) == (12 + 9 + 345 + 67) * 1000);
              assert(outer(4, 10, 20, 30, 40) == 100);
              printf("%d %s %.2f %c|%5d|%-3d|\\n", isum(2, 20, 22), "ok", dsum(1, 2.5), 'z', 42, 7);
              return 0;
            }
            """;

    private static void runVarargs(LoadOptions load) {
        Program p = CPrograms.program(VARARGS, load, ExecOptions.DEFAULT);
        Execution x = Schedules.lowest(p);
        assertThat(x.error()).isEmpty();
        assertThat(x.outcome()).isEqualTo(Outcome.COMPLETE);
        assertThat(x.output()).isEqualTo("42 ok 2.50 z|   42|7  |\n");
    }

    @Test
    void variadicFunctionsOnLp64() {
        runVarargs(LoadOptions.DEFAULT);
    }

    @Test
    void variadicFunctionsOnIlp32() {
        runVarargs(CPrograms.m32());
    }

    @Test
    void variadicFunctionsOptimised() {
        runVarargs(CPrograms.optimised());
        runVarargs(CPrograms.m32().withClangFlags(List.of("-O2")));
    }

    static final String ATOMICS =
            """
            #include <assert.h>
            #include <stdatomic.h>
            #include <stdbool.h>

            atomic_int ai = 5;
            _Atomic long long al;
            int plain = 10;
            unsigned char flag;
            int *ptr;

            int main(void) {
              assert(atomic_load(&ai) == 5);
              atomic_store(&ai, 7);
              assert(atomic_fetch_add(&ai, 3) == 7 && ai == 10);
              assert(atomic_fetch_sub(&ai, 4) == 10 && ai == 6);
              assert(atomic_fetch_or(&ai, 8) == 6 && ai == 14);
              assert(atomic_fetch_and(&ai, 7) == 14 && ai == 6);
              assert(atomic_fetch_xor(&ai, 3) == 6 && ai == 5);
              assert(atomic_exchange(&ai, 42) == 5 && ai == 42);
              int expected = 42;
              assert(atomic_compare_exchange_strong(&ai, &expected, 43) && ai == 43 && expected == 42);
              expected = 0;
              assert(!atomic_compare_exchange_strong(&ai, &expected, 44) && ai == 43 && expected == 43);
              expected = 43;
              while (!atomic_compare_exchange_weak(&ai, &expected, 50)) {}
              assert(ai == 50);
              atomic_store_explicit(&al, 1LL << 40, memory_order_relaxed);
              assert(atomic_fetch_add_explicit(&al, 1, memory_order_acq_rel) == 1LL << 40);
              assert(atomic_load_explicit(&al, memory_order_acquire) == (1LL << 40) + 1);
              atomic_thread_fence(memory_order_seq_cst);
              ai++;
              assert(ai == 51);
              ai += 9;
              assert(ai == 60);

              assert(__atomic_fetch_add(&plain, 5, __ATOMIC_SEQ_CST) == 10 && plain == 15);
              assert(__atomic_add_fetch(&plain, 5, __ATOMIC_SEQ_CST) == 20);
              assert(__atomic_sub_fetch(&plain, 1, __ATOMIC_SEQ_CST) == 19);
              assert(__atomic_fetch_nand(&plain, 3, __ATOMIC_SEQ_CST) == 19 && plain == ~(19 & 3));
              __atomic_store_n(&plain, 3, __ATOMIC_RELEASE);
              assert(__atomic_load_n(&plain, __ATOMIC_ACQUIRE) == 3);
              assert(__atomic_exchange_n(&plain, 4, __ATOMIC_SEQ_CST) == 3);
              int e = 4;
              assert(__atomic_compare_exchange_n(&plain, &e, 9, 0, __ATOMIC_SEQ_CST, __ATOMIC_SEQ_CST));
              assert(plain == 9);
              assert(!__atomic_compare_exchange_n(&plain, &e, 1, 0, __ATOMIC_SEQ_CST, __ATOMIC_SEQ_CST));
              assert(e == 9 && plain == 9);
              assert(!__atomic_test_and_set(&flag, __ATOMIC_SEQ_CST) && __atomic_test_and_set(&flag, __ATOMIC_SEQ_CST));
              __atomic_clear(&flag, __ATOMIC_SEQ_CST);
              assert(flag == 0);

              assert(__sync_fetch_and_add(&plain, 1) == 9 && plain == 10);
              assert(__sync_add_and_fetch(&plain, 1) == 11);
              assert(__sync_sub_and_fetch(&plain, 2) == 9);
              assert(__sync_fetch_and_or(&plain, 16) == 9 && plain == 25);
              assert(__sync_bool_compare_and_swap(&plain, 25, 1) && plain == 1);
              assert(!__sync_bool_compare_and_swap(&plain, 25, 2) && plain == 1);
              assert(__sync_val_compare_and_swap(&plain, 1, 3) == 1 && plain == 3);
              assert(__sync_val_compare_and_swap(&plain, 1, 4) == 3 && plain == 3);
              assert(__sync_lock_test_and_set(&plain, 8) == 3 && plain == 8);
              __sync_lock_release(&plain);
              assert(plain == 0);
              __sync_synchronize();

              int x = 1;
              int *old = __atomic_exchange_n(&ptr, &x, __ATOMIC_SEQ_CST);
              assert(old == 0 && *ptr == 1);
              int *want = &x;
              assert(__atomic_compare_exchange_n(&ptr, &want, 0, 0, __ATOMIC_SEQ_CST, __ATOMIC_SEQ_CST));
              assert(ptr == 0);
              signed char sc = -1;
              assert(__atomic_fetch_add(&sc, 2, __ATOMIC_SEQ_CST) == -1 && sc == 1);
              short sm = 5;
              assert(__atomic_fetch_sub(&sm, 10, __ATOMIC_SEQ_CST) == 5 && sm == -5);
              int mx = 3;
              __atomic_fetch_max(&mx, -8, __ATOMIC_SEQ_CST);
              assert(mx == 3);
              __atomic_fetch_min(&mx, -8, __ATOMIC_SEQ_CST);
              assert(mx == -8);
              unsigned ux = 3;
              __atomic_fetch_max(&ux, 0xFFFFFFF0u, __ATOMIC_SEQ_CST);
              assert(ux == 0xFFFFFFF0u);
              return 0;
            }
            """;

    @Test
    void atomicsInOneThread() {
        Execution x = Schedules.lowest(CPrograms.program(ATOMICS));
        assertThat(x.error()).isEmpty();
        assertThat(x.outcome()).isEqualTo(Outcome.COMPLETE);
        Execution o =
                Schedules.lowest(
                        CPrograms.program(ATOMICS, CPrograms.optimised(), ExecOptions.DEFAULT));
        assertThat(o.error()).isEmpty();
        assertThat(o.outcome()).isEqualTo(Outcome.COMPLETE);
    }
}
