package org.jsmc.exec;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * Every instruction class, in one thread: the C code checks itself with {@code assert}, the test
 * checks that the run completes and what it printed. One file holds every case and {@code main}
 * runs the case named by {@code argv[1]}, so clang runs once for the whole class.
 */
class SequentialTest {
    static final String SOURCE =
            """
            #include <assert.h>
            #include <stdio.h>
            #include <string.h>
            #include <stdint.h>
            #include <limits.h>
            #include <math.h>

            /* identity functions keep clang from folding constants at -O0 */
            static int vi(int x) { return x; }
            static unsigned vu(unsigned x) { return x; }
            static long long vll(long long x) { return x; }
            static unsigned long long vull(unsigned long long x) { return x; }
            static double vd(double x) { return x; }
            static float vf(float x) { return x; }

            static void int_ops(void) {
              int a = vi(7), b = vi(-3);
              assert(a + b == 4 && a - b == 10 && a * b == -21);
              assert(a / b == -2 && a % b == 1);
              assert(vi(-7) / 2 == -3 && vi(-7) % 2 == -1);
              assert((a & b) == 5 && (a | b) == -1 && (a ^ b) == -6);
              unsigned u = vu(0xFFFFFFFFu);
              assert(u / 2u == 0x7FFFFFFFu && u % 10u == 5u);
              assert(u + 1u == 0u);
              assert(!(vi(-1) < (int)vu(1)) == 0);
              assert((unsigned)vi(-1) > vu(1));
              long long big = vll(LLONG_MAX);
              assert((long long)((unsigned long long)big + 1) == LLONG_MIN);
              unsigned long long ub = vull(ULLONG_MAX);
              assert(ub / 3 == 0x5555555555555555ull && ub % 7 == 1);
              assert(vll(-9223372036854775807LL) / 2 == -4611686018427387903LL);
              assert(vll(-9) % 4 == -1);
              printf("%d %d %u %lld\\n", a / b, a % b, u / 2u, big);
            }

            static void shifts(void) {
              assert(vu(1) << 31 == 0x80000000u);
              assert(vi(-16) >> 2 == -4);
              assert(vu(0x80000000u) >> 4 == 0x08000000u);
              assert(vll(1) << 40 == 1099511627776LL);
              assert(vull(0x8000000000000000ull) >> 63 == 1);
              assert(vll(LLONG_MIN) >> 63 == -1);
              int s = vi(3);
              assert((vi(0xF0) >> s) == 0x1E && (vi(1) << s) == 8);
            }

            static void widths(void) {
              signed char c = (signed char)vi(127);
              c = (signed char)(c + 1);
              assert(c == -128);
              unsigned char uc = (unsigned char)vi(200);
              assert(uc + uc == 400);
              assert((unsigned char)(uc + uc) == 144);
              short s = (short)vi(-1);
              unsigned short us = (unsigned short)s;
              assert(us == 65535 && (int)s == -1);
              assert((short)vi(40000) == -25536);
              assert((unsigned short)vi(70000) == 4464);
              signed char m = (signed char)vi(-100);
              assert((int)m == -100 && (unsigned char)m == 156);
              long long l = (long long)vi(-5);
              assert(l == -5 && (unsigned long long)(unsigned)vi(-5) == 4294967291ull);
              assert((int)vll(0x123456789LL) == 0x23456789);
              _Bool b = vi(5);
              assert(b == 1);
              _Bool z = vi(0);
              assert(z == 0 && b + b == 2);
              _Bool fb = vd(0.5);
              assert(fb == 1);
              int8_t i8 = (int8_t)vi(-1);
              uint16_t u16 = (uint16_t)i8;
              assert(u16 == 0xFFFF);
              int64_t i64 = (int16_t)vi(0x8000);
              assert(i64 == -32768);
            }

            static void float_casts(void) {
              assert((double)vi(-5) == -5.0);
              assert((double)vu(4294967295u) == 4294967295.0);
              assert((double)vull(ULLONG_MAX) == 18446744073709551616.0);
              assert((double)vull(1ull << 63) == 9223372036854775808.0);
              assert((unsigned long long)vd(1.8446744073709550e19) == 18446744073709549568ull);
              assert((unsigned long long)vd(9223372036854775808.0) == 9223372036854775808ull);
              assert((unsigned)vd(4294967295.0) == 4294967295u);
              assert((int)vd(-3.7) == -3 && (int)vd(3.7) == 3);
              assert((long long)vd(-1e18) == -1000000000000000000LL);
              assert((unsigned char)vf(200.5f) == 200);
              assert((float)vd(0.1) != 0.1);
              assert((double)(float)vd(0.5) == 0.5);
              assert((float)vll(16777217LL) == 16777216.0f);
              /* one rounding, not two: 2^60 + 2^36 + 1 rounds up to 2^60 + 2^37 in float */
              assert((float)vll(0x1000001000000001LL) == 0x1.000002p60f);
              assert((float)vull(0x1000001000000001ull) == 0x1.000002p60f);
              assert((float)vull(ULLONG_MAX) == 18446744073709551616.0f);
              assert((float)vu(4294967295u) == 4294967296.0f);
              assert((unsigned)vf(3e9f) == 3000000000u);
              short sh = (short)vd(-12.9);
              assert(sh == -12);
            }

            static void pointer_casts(void) {
              int a = 1;
              uintptr_t u = (uintptr_t)&a;
              int *p = (int *)u;
              *p = 5;
              assert(a == 5);
              int arr[4];
              assert(&arr[3] - &arr[0] == 3);
              assert((char *)&arr[1] - (char *)&arr[0] == sizeof(int));
              assert(&arr[0] < &arr[2]);
              assert(((uintptr_t)&arr[0] & 3) == 0);
              long long x = 0;
              char *bytes = (char *)&x;
              bytes[1] = 1;
              assert(x == 256);
            }

            static void floating(void) {
              double x = vd(0.1), y = vd(0.2);
              assert(x + y != 0.3 && x + y > 0.3);
              assert(vd(1.5) * vd(2.0) == 3.0 && vd(7.0) / vd(2.0) == 3.5 && vd(1.0) - x == 0.9);
              float f = vf(1.5f);
              assert(f * 2.0f == 3.0f && f / 3.0f == 0.5f && f - 2.5f == -1.0f);
              assert(vd(1.0) / vd(0.0) > 1e308);
              assert(vd(-1.0) / vd(0.0) < -1e308);
              double z = vd(0.0);
              double nz = -z;
              assert(nz == 0.0 && 1.0 / nz < 0);
              double d = vd(2.5);
              assert(-d == -2.5);
              float nf = -f;
              assert(nf == -1.5f);
              printf("%.1f %.1f\\n", -d, (double)nf);
            }

            static void nan_compare(void) {
              double n = vd(0.0) / vd(0.0);
              assert(n != n);
              assert(isnan(n) && !isnan(vd(1.0)) && isnan((float)n));
              assert(isinf(vd(1.0) / vd(0.0)) && !isfinite(vd(-1.0) / vd(0.0)) && isfinite(vd(2.0)));
              assert(isnormal(vd(1.0)) && !isnormal(vd(0.0)) && !isnormal(vd(1e-310)));
              assert(fpclassify(vd(1e-310)) == FP_SUBNORMAL && fpclassify(vd(-0.0)) == FP_ZERO);
              assert(signbit(vd(-0.0)) && !signbit(vd(0.0)) && isfinite(vf(3.0f)));
              assert(!(n == n));
              assert(!(n < 1.0) && !(n > 1.0) && !(n <= n) && !(n >= n));
              float nf = (float)n;
              assert(nf != nf && !(nf == 0.0f));
              double inf = vd(1.0) / vd(0.0);
              assert(inf == inf && inf - inf != inf - inf);
            }

            static int max(int a, int b) { return a > b ? a : b; }

            static void select_ops(void) {
              assert(max(vi(3), vi(9)) == 9 && max(vi(-3), vi(-9)) == -3);
              int c = vi(1);
              double d = c ? vd(1.5) : vd(2.5);
              assert(d == 1.5);
              const char *s = c > 1 ? "big" : "small";
              assert(strcmp(s, "small") == 0);
            }

            static int dense(int x) {
              switch (x) {
                case 0: return 10;
                case 1: return 11;
                case 2: return 12;
                case 3: return 13;
                case 4: return 14;
                default: return -1;
              }
            }

            static int sparse(long long x) {
              switch (x) {
                case -5: return 1;
                case 1: return 2;
                case 100: return 3;
                case 1000: return 4;
                case 1LL << 40: return 5;
              }
              return 0;
            }

            static int fallthrough(char c) {
              int n = 0;
              switch (c) {
                case 'a': n++;
                case 'b': n++;
                  break;
                case 'z': n = 26;
              }
              return n;
            }

            static void switches(void) {
              assert(dense(vi(0)) == 10 && dense(vi(4)) == 14 && dense(vi(5)) == -1);
              assert(dense(vi(-1)) == -1);
              assert(sparse(vll(-5)) == 1 && sparse(vll(100)) == 3);
              assert(sparse(vll(1LL << 40)) == 5 && sparse(vll(7)) == 0);
              assert(fallthrough('a') == 2 && fallthrough('b') == 1);
              assert(fallthrough('z') == 26 && fallthrough('q') == 0);
            }

            static void loops(void) {
              int s = 0;
              for (int i = 0; i < vi(10); i++) {
                if (i == 3) continue;
                if (i == 8) break;
                s += i;
              }
              assert(s == 25);
              int n = vi(5), w = 0;
              while (n--) w += 2;
              assert(w == 10 && n == -1);
              int k = 0;
              do { k++; } while (k < vi(0));
              assert(k == 1);
              int t = 0;
              for (int i = 0; i < 4; i++)
                for (int j = 0; j < 3; j++)
                  t += i * j;
              assert(t == 18);
              int g = 0;
            again:
              g++;
              if (g < 5) goto again;
              assert(g == 5);
            }

            static int twice(int x) { return 2 * x; }
            static int square(int x) { return x * x; }
            static int apply(int (*f)(int), int x) { return f(x); }

            static void function_pointers(void) {
              int (*fs[])(int) = { twice, square };
              assert(fs[0](5) == 10 && fs[1](5) == 25);
              assert(apply(square, 7) == 49 && apply(fs[vi(0)], 7) == 14);
              int (*f)(int) = vi(1) ? square : twice;
              assert(f == square && f != twice && (*f)(3) == 9);
            }

            static int fib(int n) { return n < 2 ? n : fib(n - 1) + fib(n - 2); }
            static int is_odd(int n);
            static int is_even(int n) { return n == 0 ? 1 : is_odd(n - 1); }
            static int is_odd(int n) { return n == 0 ? 0 : is_even(n - 1); }
            static int depth(int n, int *out) { int local = n; if (n > 0) depth(n - 1, out); out[n] = local; return local; }

            static void recursion(void) {
              assert(fib(vi(15)) == 610);
              assert(is_even(vi(10)) && is_odd(vi(7)));
              int out[20];
              depth(19, out);
              for (int i = 0; i < 20; i++) assert(out[i] == i);
            }

            struct pair { int a; long long b; };
            struct big { int v[10]; char tag; };
            struct pair make_pair(int a, long long b) { struct pair p = { a, b }; return p; }
            struct big make_big(char tag) { struct big r; for (int i = 0; i < 10; i++) r.v[i] = i * tag; r.tag = tag; return r; }
            static long long sum_pair(struct pair p) { p.a = 1000; return p.a + p.b; }
            static int sum_big(struct big b) { int s = 0; for (int i = 0; i < 10; i++) s += b.v[i]; b.v[0] = 99; return s + b.tag; }
            struct pt { float x, y; };
            static struct pt flip(struct pt p) { struct pt q = { p.y, p.x }; return q; }

            static void structs(void) {
              struct pair p = make_pair(vi(3), vll(1LL << 33));
              assert(p.a == 3 && p.b == 1LL << 33);
              assert(sum_pair(p) == 1000 + (1LL << 33) && p.a == 3);
              struct big b = make_big(2);
              assert(b.v[9] == 18 && b.tag == 2);
              assert(sum_big(b) == 92 && b.v[0] == 0);
              struct big c = b;
              c.v[1] = 7;
              assert(b.v[1] == 2 && c.v[1] == 7);
              struct pt q = flip((struct pt){ vf(1.0f), vf(2.0f) });
              assert(q.x == 2.0f && q.y == 1.0f);
              struct pair ps[3] = { { 1, 2 }, { 3, 4 } };
              assert(ps[1].b == 4 && ps[2].a == 0);
              assert(sizeof(struct pair) == 16 && sizeof(struct big) == 44);
            }

            union u { int i; float f; unsigned char bytes[4]; };
            struct bits { unsigned a : 3; signed b : 5; unsigned c : 1; unsigned long long d : 40; };

            static void unions_and_bitfields(void) {
              union u x;
              x.f = 1.0f;
              assert(x.i == 0x3F800000 && x.bytes[3] == 0x3F && x.bytes[0] == 0);
              x.i = vi(0x01020304);
              assert(x.bytes[0] == 4 && x.bytes[3] == 1);
              struct bits b = { 0 };
              b.a = vi(9);
              b.b = vi(-3);
              b.c = 1;
              b.d = vull(0xFFFFFFFFFFull) + 2;
              assert(b.a == 1 && b.b == -3 && b.c == 1 && b.d == 1);
              b.b = vi(15);
              assert(b.b == 15 && b.a == 1);
              b.b++;
              assert(b.b == -16);
            }

            static void arrays(void) {
              int a[10];
              for (int i = 0; i < 10; i++) a[i] = i * i;
              int s = 0;
              for (int i = 0; i < 10; i++) s += a[i];
              assert(s == 285);
              int m[3][4];
              for (int i = 0; i < 3; i++)
                for (int j = 0; j < 4; j++) m[i][j] = 10 * i + j;
              assert(m[2][3] == 23 && m[1][0] == 10 && *(&m[0][0] + 5) == 11);
              int (*row)[4] = &m[1];
              assert((*row)[2] == 12 && row[1][1] == 21);
              char grid[2][3][4];
              memset(grid, 'x', sizeof grid);
              grid[1][2][3] = 'y';
              assert(((char *)grid)[23] == 'y' && sizeof grid == 24);
              int k = vi(2);
              int *p = a + k;
              assert(p[1] == 9 && *(p - 1) == 1);
            }

            static void strings(void) {
              const char *s = "hello";
              assert(s[0] == 'h' && s[5] == 0 && strlen(s) == 5);
              char buf[16] = "abc";
              assert(buf[3] == 0 && buf[15] == 0);
              char w[] = "wide\\tchar\\n";
              assert(sizeof w == 11 && w[4] == '\\t');
              const char *t = "hello";
              assert(strcmp(s, t) == 0);
              printf("%s|%s\\n", s, buf);
            }

            int ga[5] = { 1, 2, 3, 4, 5 };
            int *gp = &ga[2];
            int **gpp = &gp;
            struct node { int v; struct node *next; };
            struct node n2 = { 2, 0 };
            struct node n1 = { 1, &n2 };
            int twice_g(int x) { return 2 * x; }
            int neg_g(int x) { return -x; }
            int (*gfs[2])(int) = { twice_g, neg_g };
            const char *names[] = { "zero", "one", "two" };
            char text[] = "mutable";
            long gdiff = (char *)&ga[4] - (char *)&ga[0];
            double gd = 2.5;
            float gf[3] = { 0.5f, 1.5f };
            struct { char c; int i; short s; } gs = { 'c', -7, 300 };
            unsigned long long gull = 0xDEADBEEFCAFEBABEull;

            static void global_initialisers(void) {
              assert(*gp == 3 && gp[2] == 5 && **gpp == 3);
              assert(n1.next->v == 2 && n1.next->next == 0);
              assert(gfs[0](4) == 8 && gfs[1](4) == -4);
              assert(strcmp(names[2], "two") == 0 && names[1][1] == 'n');
              text[0] = 'M';
              assert(strcmp(text, "Mutable") == 0);
              assert(gdiff == 16);
              assert(gd == 2.5 && gf[1] == 1.5f && gf[2] == 0.0f);
              assert(gs.c == 'c' && gs.i == -7 && gs.s == 300);
              assert(gull == 0xDEADBEEFCAFEBABEull);
              static int counter = 5;
              counter++;
              assert(counter == 6);
            }

            static void builtins(void) {
              assert(__builtin_popcount(vu(0xF0F0u)) == 8);
              assert(__builtin_popcountll(vull(ULLONG_MAX)) == 64);
              assert(__builtin_clz(vu(1)) == 31 && __builtin_clz(vu(0x80000000u)) == 0);
              assert(__builtin_clzll(vull(1)) == 63);
              assert(__builtin_ctz(vu(8)) == 3 && __builtin_ctzll(vull(1ull << 40)) == 40);
              assert(__builtin_bswap16((unsigned short)vi(0x1234)) == 0x3412);
              assert(__builtin_bswap32(vu(0x12345678u)) == 0x78563412u);
              assert(__builtin_bswap64(vull(0x0102030405060708ull)) == 0x0807060504030201ull);
              int r;
              assert(__builtin_add_overflow(vi(INT_MAX), 1, &r) && r == INT_MIN);
              assert(!__builtin_add_overflow(vi(1), 2, &r) && r == 3);
              assert(__builtin_sub_overflow(vi(INT_MIN), 1, &r) && r == INT_MAX);
              assert(__builtin_mul_overflow(vi(1 << 16), 1 << 16, &r) && r == 0);
              assert(!__builtin_mul_overflow(vi(-3), 7, &r) && r == -21);
              unsigned ur;
              assert(__builtin_add_overflow(vu(UINT_MAX), 1u, &ur) && ur == 0);
              assert(__builtin_sub_overflow(vu(0), 1u, &ur) && ur == UINT_MAX);
              long long lr;
              assert(__builtin_mul_overflow(vll(LLONG_MAX), 2LL, &lr));
              unsigned long long ullr;
              assert(__builtin_mul_overflow(vull(1ull << 32), 1ull << 32, &ullr) && ullr == 0);
              assert(__builtin_expect(vi(5), 5) == 5);
              assert(__builtin_abs(vi(-4)) == 4 && __builtin_labs(-5L) == 5);
              assert(__builtin_llabs(vll(-6)) == 6);
              assert(__builtin_fabs(vd(-2.0)) == 2.0);
              assert(__builtin_elementwise_add_sat(vll(LLONG_MAX), vll(5)) == LLONG_MAX);
              assert(__builtin_elementwise_add_sat(vll(LLONG_MIN), vll(-5)) == LLONG_MIN);
              assert(__builtin_elementwise_sub_sat(vll(LLONG_MIN), vll(5)) == LLONG_MIN);
              assert(__builtin_elementwise_sub_sat(vll(LLONG_MAX), vll(-5)) == LLONG_MAX);
              assert(__builtin_elementwise_add_sat(vll(-7), vll(5)) == -2);
              assert(__builtin_elementwise_add_sat(vi(INT_MAX), 1) == INT_MAX);
              assert(__builtin_elementwise_sub_sat(vu(3), 5u) == 0);
              assert(__builtin_elementwise_add_sat(vu(UINT_MAX - 1), 5u) == UINT_MAX);
            }

            static void calls_of_abs(void) {
              extern int abs(int);
              extern long labs(long);
              assert(abs(vi(-9)) == 9 && labs(-10L) == 10);
            }

            static void dispatch(const char *name);

            int main(int argc, char **argv) {
              assert(argc == 2);
              dispatch(argv[1]);
              return 0;
            }

            #define CASE(f) if (strcmp(name, #f) == 0) { f(); return; }
            static void dispatch(const char *name) {
              CASE(int_ops) CASE(shifts) CASE(widths) CASE(float_casts) CASE(pointer_casts)
              CASE(floating) CASE(nan_compare) CASE(select_ops) CASE(switches) CASE(loops)
              CASE(function_pointers) CASE(recursion) CASE(structs) CASE(unions_and_bitfields)
              CASE(arrays) CASE(strings) CASE(global_initialisers) CASE(builtins)
              CASE(calls_of_abs)
              printf("no case %s\\n", name);
              assert(0);
            }
            """;

    static Execution run(String name) {
        Program p = CPrograms.program(SOURCE, ExecOptions.DEFAULT.withArguments(List.of(name)));
        Execution x = Schedules.lowest(p);
        assertThat(x.error()).as(name).isEmpty();
        assertThat(x.outcome()).as(name).isEqualTo(Outcome.COMPLETE);
        return x;
    }

    @Test
    void integerOperators() {
        assertThat(run("int_ops").output()).isEqualTo("-2 1 2147483647 9223372036854775807\n");
    }

    @Test
    void shifts() {
        run("shifts");
    }

    @Test
    void integerWidthsAndBool() {
        run("widths");
    }

    @Test
    void floatingPointConversions() {
        run("float_casts");
    }

    @Test
    void pointerIntegerConversions() {
        run("pointer_casts");
    }

    @Test
    void floatingPointArithmetic() {
        assertThat(run("floating").output()).isEqualTo("-2.5 -1.5\n");
    }

    @Test
    void nanComparisons() {
        run("nan_compare");
    }

    @Test
    void select() {
        run("select_ops");
    }

    @Test
    void switches() {
        run("switches");
    }

    @Test
    void loopsAndGoto() {
        run("loops");
    }

    @Test
    void functionPointers() {
        run("function_pointers");
    }

    @Test
    void recursion() {
        run("recursion");
    }

    @Test
    void structsByValue() {
        run("structs");
    }

    @Test
    void unionsAndBitFields() {
        run("unions_and_bitfields");
    }

    @Test
    void arrays() {
        run("arrays");
    }

    @Test
    void stringLiterals() {
        assertThat(run("strings").output()).isEqualTo("hello|abc\n");
    }

    @Test
    void globalInitialisers() {
        run("global_initialisers");
    }

    @Test
    void builtins() {
        run("builtins");
    }

    @Test
    void absFromTheLibrary() {
        run("calls_of_abs");
    }

    @Test
    void aMissingCaseFailsTheRun() {
        Program p = CPrograms.program(SOURCE, ExecOptions.DEFAULT.withArguments(List.of("nope")));
        Execution x = Schedules.lowest(p);
        assertThat(x.outcome()).isEqualTo(Outcome.ERROR);
        assertThat(x.error().orElseThrow().kind()).isEqualTo(ErrorKind.ASSERTION);
        assertThat(x.output()).isEqualTo("no case nope\n");
    }
}
