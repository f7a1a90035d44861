package org.jsmc.exec;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.Set;
import org.jsmc.ir.llvm.LoadOptions;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * {@code --check overflow}: C's signed integer overflow is an error, wrapping that C defines is
 * not. As in {@link ErrorsTest}, {@code main} runs the case named by {@code argv[1]}, and the line
 * of each case's faulty statement ends with {@code // <case>}. The programs include no system
 * headers, so they compile with {@code -m32} where the 32-bit C headers are not installed.
 */
class OverflowCheckTest {
    static final String LIMITS =
            """
            #define INT_MAX __INT_MAX__
            #define INT_MIN (-INT_MAX - 1)
            #define UINT_MAX (INT_MAX * 2U + 1U)
            #define SHRT_MAX __SHRT_MAX__
            #define SHRT_MIN (-SHRT_MAX - 1)
            #define LLONG_MAX __LONG_LONG_MAX__
            #define LLONG_MIN (-LLONG_MAX - 1)
            #define ULLONG_MAX (LLONG_MAX * 2ULL + 1ULL)
            int strcmp(const char *, const char *);
            void reach_error(void);
            #define assert(e) ((e) ? (void) 0 : reach_error())
            """;

    static final String CASES =
            LIMITS
                    + """
            static int vi(int x) { return x; }
            static long vl(long x) { return x; }
            static long long vll(long long x) { return x; }
            static unsigned vu(unsigned x) { return x; }
            static int sink;

            static void run(const char *c) {
              if (!strcmp(c, "add_max")) sink = vi(INT_MAX) + vi(1); // add_max
              if (!strcmp(c, "sub_min")) sink = vi(INT_MIN) - vi(1); // sub_min
              if (!strcmp(c, "mul")) sink = vi(65536) * vi(32768); // mul
              if (!strcmp(c, "mul_negative")) sink = vi(-65536) * vi(32769); // mul_negative
              if (!strcmp(c, "neg_min")) sink = -vi(INT_MIN); // neg_min
              if (!strcmp(c, "inc_max")) { int x = vi(INT_MAX); x++; sink = x; } // inc_max
              if (!strcmp(c, "dec_min")) { int x = vi(INT_MIN); --x; sink = x; } // dec_min
              if (!strcmp(c, "compound")) { int x = vi(INT_MAX / 2 + 1); x *= 2; sink = x; } // compound
              if (!strcmp(c, "ll_add")) sink = vll(LLONG_MAX) + vll(1) > 0; // ll_add
              if (!strcmp(c, "ll_mul")) sink = vll(1LL << 32) * vll(1LL << 31) > 0; // ll_mul
              if (!strcmp(c, "ll_neg")) sink = -vll(LLONG_MIN) > 0; // ll_neg
              if (!strcmp(c, "long_add")) sink = vl(2147483647L) + vl(1) > 0; // long_add
              if (!strcmp(c, "div_min")) sink = vi(INT_MIN) / vi(-1); // div_min
              if (!strcmp(c, "rem_min")) sink = vi(INT_MIN) % vi(-1); // rem_min
              if (!strcmp(c, "ll_div_min")) sink = vll(LLONG_MIN) / vll(-1) > 0; // ll_div_min
              if (!strcmp(c, "div_zero")) sink = vi(INT_MIN) / vi(0); // div_zero
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

    private static final ExecOptions CHECKED =
            ExecOptions.DEFAULT.withChecks(Set.of(Check.OVERFLOW));

    private static Execution run(String source, LoadOptions load, ExecOptions options) {
        return Schedules.lowest(CPrograms.program(source, load, options));
    }

    @ParameterizedTest(name = "{0}")
    @CsvSource(
            delimiter = '|',
            textBlock =
                    """
                    add_max      | 2147483647 + 1 does not fit in a signed 32-bit integer
                    sub_min      | -2147483648 - 1 does not fit in a signed 32-bit integer
                    mul          | 65536 * 32768 does not fit in a signed 32-bit integer
                    mul_negative | -65536 * 32769 does not fit in a signed 32-bit integer
                    neg_min      | -(-2147483648) does not fit in a signed 32-bit integer
                    inc_max      | 2147483647 + 1 does not fit in a signed 32-bit integer
                    dec_min      | -2147483648 + -1 does not fit in a signed 32-bit integer
                    compound     | 1073741824 * 2 does not fit in a signed 32-bit integer
                    ll_add       | 9223372036854775807 + 1 does not fit in a signed 64-bit integer
                    ll_mul       | 4294967296 * 2147483648 does not fit in a signed 64-bit integer
                    ll_neg       | -(-9223372036854775808) does not fit in a signed 64-bit integer
                    div_min      | -2147483648 / -1 does not fit in a signed 32-bit integer
                    rem_min      | -2147483648 % -1: the quotient does not fit in a signed 32-bit integer
                    ll_div_min   | -9223372036854775808 / -1 does not fit in a signed 64-bit integer
                    """)
    void signedOverflowIsAnErrorAtItsLine(String name, String message) {
        Execution x = run(CASES, LoadOptions.DEFAULT, CHECKED.withArguments(List.of(name)));
        assertThat(x.outcome()).as(name).isEqualTo(Outcome.ERROR);
        ErrorReport e = x.error().orElseThrow();
        assertThat(e.kind()).as(e.toString()).isEqualTo(ErrorKind.SIGNED_OVERFLOW);
        assertThat(e.message()).isEqualTo(message);
        assertThat(e.thread()).isEqualTo(ThreadId.MAIN);
        assertThat(e.location().line()).as(e.toString()).isEqualTo(lineOf(CASES, name));
        assertThat(e.describe()).startsWith("Signed integer overflow at ");
    }

    @Test
    void longHas32BitsWithM32() {
        ExecOptions options = CHECKED.withArguments(List.of("long_add"));
        Execution lp64 = run(CASES, LoadOptions.DEFAULT, options);
        assertThat(lp64.outcome()).isEqualTo(Outcome.COMPLETE);
        Execution ilp32 = run(CASES, LoadOptions.DEFAULT.withM32(true), options);
        assertThat(ilp32.outcome()).isEqualTo(Outcome.ERROR);
        assertThat(ilp32.error().orElseThrow().message())
                .isEqualTo("2147483647 + 1 does not fit in a signed 32-bit integer");
    }

    @Test
    void divisionByZeroStaysDivisionByZero() {
        Execution x = run(CASES, LoadOptions.DEFAULT, CHECKED.withArguments(List.of("div_zero")));
        assertThat(x.error().orElseThrow().kind()).isEqualTo(ErrorKind.DIVISION_BY_ZERO);
    }

    @ParameterizedTest
    @ValueSource(
            strings = {
                "add_max",
                "sub_min",
                "mul",
                "neg_min",
                "inc_max",
                "ll_add",
                "ll_mul",
                "div_min",
                "rem_min",
                "ll_div_min"
            })
    void withoutTheCheckSignedArithmeticWraps(String name) {
        Execution x =
                run(CASES, LoadOptions.DEFAULT, ExecOptions.DEFAULT.withArguments(List.of(name)));
        assertThat(x.outcome()).as(name).isEqualTo(Outcome.COMPLETE);
    }

    /** Results at the edge of the range, and wrapping that C defines: none is reported. */
    static final String DEFINED =
            LIMITS
                    + """
            static int vi(int x) { return x; }
            static long long vll(long long x) { return x; }
            static unsigned vu(unsigned x) { return x; }
            static unsigned long long vull(unsigned long long x) { return x; }
            int main(void) {
              assert(vi(INT_MAX - 1) + vi(1) == INT_MAX);
              assert(vi(INT_MIN + 1) - vi(1) == INT_MIN);
              assert(-vi(INT_MAX) == INT_MIN + 1);
              assert(vi(46340) * vi(46340) == 2147395600);
              assert(vi(-65536) * vi(32768) == INT_MIN);
              assert(vi(INT_MIN) / vi(1) == INT_MIN && vi(INT_MIN) % vi(1) == 0);
              assert(vi(INT_MIN + 1) / vi(-1) == INT_MAX);
              assert(vll(LLONG_MAX - 1) + vll(1) == LLONG_MAX);
              assert(vll(-3037000499LL) * vll(3037000499LL) == -9223372030926249001LL);
              int x = vi(INT_MAX - 1); x++; assert(x == INT_MAX);

              /* unsigned arithmetic wraps */
              assert(vu(UINT_MAX) + 1u == 0);
              assert(vu(0) - 1u == UINT_MAX);
              assert(-vu(1) == UINT_MAX);
              assert(vu(0x80000000u) * 2u == 0);
              assert(vu(UINT_MAX) << 4 == 0xFFFFFFF0u);
              assert(vull(ULLONG_MAX) + 1 == 0);
              unsigned u = vu(UINT_MAX); u++; assert(u == 0);

              /* char and short are promoted to int; storing the result back is a conversion */
              char c = (char) vi(127); c++; assert(c == -128);
              signed char sc = (signed char) vi(127); sc += 1; assert(sc == -128);
              short s = (short) vi(SHRT_MAX); s++; assert(s == SHRT_MIN);
              short p = (short) vi(300), q = (short) vi(300); assert(p * q == 90000);
              unsigned short us = (unsigned short) vi(65535); us++; assert(us == 0);

              /* the overflow builtins report overflow, they have none */
              int r;
              assert(__builtin_add_overflow(vi(INT_MAX), vi(1), &r) && r == INT_MIN);
              assert(__builtin_sub_overflow(vi(INT_MIN), vi(1), &r) && r == INT_MAX);
              assert(__builtin_mul_overflow(vi(65536), vi(65536), &r) && r == 0);
              long long rl;
              assert(__builtin_add_overflow(vll(LLONG_MAX), vll(1), &rl) && rl == LLONG_MIN);
              return 0;
            }
            """;

    @Test
    void definedArithmeticIsNotReported() {
        Execution x = run(DEFINED, LoadOptions.DEFAULT, CHECKED);
        assertThat(x.error()).isEmpty();
        assertThat(x.outcome()).isEqualTo(Outcome.COMPLETE);
        Execution m32 = run(DEFINED, LoadOptions.DEFAULT.withM32(true), CHECKED);
        assertThat(m32.error()).isEmpty();
    }

    /**
     * Clang emits a plain {@code shl} for {@code int << n} as for {@code unsigned << n}, so the
     * undefined {@code 1 << 31} on {@code int} is not told from the defined unsigned one at {@code
     * -O0}; see {@code SignedOverflow}.
     */
    @Test
    void leftShiftsAreNotCheckedAtO0() {
        String source =
                """
                static int vi(int x) { return x; }
                int main(void) { return (vi(1) << 31) < 0 && (vi(3) << 30) < 0 ? 0 : 1; }
                """;
        Execution x = run(source, LoadOptions.DEFAULT, CHECKED);
        assertThat(x.outcome()).isEqualTo(Outcome.COMPLETE);
    }

    /** At {@code -O2} clang turns {@code x * 8} into {@code shl nsw}, which is checked. */
    @Test
    void anOptimisedMultiplicationThatBecameAShiftIsChecked() {
        String source =
                """
                int g = 0x10000000;
                __attribute__((noinline)) int times8(int x) {
                  return x * 8;
                }
                int main(void) { return times8(g) > 0; }
                """;
        Execution x = run(source, LoadOptions.DEFAULT.withClangFlags(List.of("-O2")), CHECKED);
        ErrorReport e = x.error().orElseThrow();
        assertThat(e.kind()).isEqualTo(ErrorKind.SIGNED_OVERFLOW);
        assertThat(e.message()).isEqualTo("268435456 << 3 does not fit in a signed 32-bit integer");
        assertThat(e.location().line()).isEqualTo(3);
    }

    static final String RACY_INCREMENT =
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
    void anOverflowInSomeInterleavingsOnly() {
        assertThat(Schedules.outcomes(CPrograms.program(RACY_INCREMENT, CHECKED)))
                .containsExactlyInAnyOrder("COMPLETE", "ERROR SIGNED_OVERFLOW");
        assertThat(Schedules.outcomes(CPrograms.program(RACY_INCREMENT)))
                .containsExactly("COMPLETE");
    }
}
