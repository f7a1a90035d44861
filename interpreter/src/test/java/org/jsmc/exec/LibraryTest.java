package org.jsmc.exec;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;

/** The modelled C library: memory, strings, output, pthread identities, errno, nondet values. */
class LibraryTest {
    static final String SOURCE =
            """
            #include <assert.h>
            #include <stdlib.h>
            #include <string.h>
            #include <stdio.h>
            #include <errno.h>
            #include <pthread.h>
            #include <stdint.h>
            #include <stddef.h>
            #include <sys/types.h>

            static void memory(void) {
              int *a = malloc(4 * sizeof(int));
              assert(a != 0 && ((uintptr_t)a & 15) == 0);
              for (int i = 0; i < 4; i++) a[i] = i + 1;
              a = realloc(a, 8 * sizeof(int));
              assert(a[0] == 1 && a[3] == 4);
              a[7] = 8;
              a = realloc(a, 2 * sizeof(int));
              assert(a[1] == 2);
              free(a);
              int *z = calloc(5, sizeof(int));
              for (int i = 0; i < 5; i++) assert(z[i] == 0);
              free(z);
              free(0);
              char *r = realloc(0, 3);
              r[2] = 'x';
              free(r);
              int *p = malloc(4), *q = malloc(4);
              assert(p != q);
              free(p);
              int *s = malloc(4);
              assert(s != p);   /* freed memory is never reused */
              free(q);
              free(s);
              assert(calloc((size_t)1 << 62, 8) == 0);
              assert(malloc((size_t)-1) == 0);
            }

            static void mem_functions(void) {
              char b[16] = "0123456789";
              memmove(b + 2, b, 5);
              assert(memcmp(b, "0101234789", 10) == 0);
              char c[16] = "0123456789";
              memmove(c, c + 3, 5);
              assert(memcmp(c, "3456756789", 10) == 0);
              char d[8];
              memset(d, 'z', sizeof d);
              assert(d[0] == 'z' && d[7] == 'z');
              memset(d, 0x1FF, 2);
              assert((unsigned char)d[1] == 0xFF);
              char e[4];
              assert(memcpy(e, "abc", 4) == e && strcmp(e, "abc") == 0);
              assert(memcmp("abc", "abd", 3) < 0 && memcmp("abd", "abc", 3) > 0);
              assert(memcmp("ab\\0x", "ab\\0y", 3) == 0 && memcmp("ab\\0x", "ab\\0y", 4) < 0);
              assert(memcmp("\\xff", "\\x01", 1) > 0);
              long long big[4] = { 1, 2, 3, 4 };
              memcpy(big + 1, big, 2 * sizeof *big);
              assert(big[1] == 1 && big[2] == 2 && big[3] == 4);
            }

            static void str_functions(void) {
              assert(strlen("") == 0 && strlen("four") == 4);
              assert(strcmp("a", "b") < 0 && strcmp("b", "a") > 0 && strcmp("same", "same") == 0);
              assert(strcmp("ab", "abc") < 0 && strcmp("\\xff", "a") > 0);
              assert(strncmp("abcd", "abcx", 3) == 0 && strncmp("abcd", "abcx", 4) < 0);
              assert(strncmp("ab", "ab", 10) == 0);
              char buf[16];
              assert(strcpy(buf, "hello") == buf && strcmp(buf, "hello") == 0);
              assert(strcat(buf, ", you") == buf && strcmp(buf, "hello, you") == 0);
              char pad[8];
              memset(pad, 'x', 8);
              strncpy(pad, "ab", 6);
              assert(pad[0] == 'a' && pad[2] == 0 && pad[5] == 0 && pad[6] == 'x');
              strncpy(pad, "abcdefgh", 3);
              assert(pad[2] == 'c' && pad[3] == 0);
              const char *s = "find me";
              assert(strchr(s, 'm') == s + 5 && strchr(s, 'q') == 0 && strchr(s, 0) == s + 7);
            }

            static void output(void) {
              puts("line");
              putchar('c');
              putchar('\\n');
              fprintf(stderr, "to stderr %d\\n", 1);
              int n = printf("%s=%d\\n", "n", 12);
              assert(n == 5);
              assert(printf("h\\xc3\\xa9 %s\\n", "\\xe2\\x82\\xac") == 8);
            }

            static void formats(void) {
              int n = -42; unsigned u = 3000000000u; long l = -1234567890123L; long long ll = 9223372036854775807LL;
              printf("[%d] [%i] [%u] [%ld] [%lld]\\n", n, 17, u, l, ll);
              printf("[%x] [%X] [%o] [%#x] [%#o] [%lx]\\n", 255, 255, 8, 255, 8, 0xdeadbeefcafeL);
              printf("[%c] [%s] [%.3s] [%10s] [%-10s]\\n", 'A', "hello", "abcdef", "right", "left");
              printf("[%f] [%.2f] [%.0f] [%e] [%.3e] [%E]\\n", 3.14159, 2.71828, 2.5, 12345.678, 0.000123, 1e100);
              printf("[%g] [%g] [%g] [%g] [%g] [%G]\\n", 100000.0, 1000000.0, 0.0001, 0.00001, 1.5, 1e-10);
              printf("[%5d] [%-5d] [%05d] [%+d] [% d] [%05.1f] [%-8.3f]\\n", 42, 42, 42, 42, 42, 3.14159, 2.5);
              printf("[%%] [%5.2s] [%.5d] [%8.3d] [%-+6d]\\n", "xyz", 42, -7, 9);
              printf("[%hhd] [%hd] [%hhu] [%hu] [%zu] [%*d] [%-*d] [%.*f]\\n", 300, 70000, 300, 70000, (size_t)12, 6, 5, 4, 3, 2, 1.23456);
              printf("[%f] [%f] [%.1f] [%g] [%e]\\n", -0.0, 1e20, 0.05, 123456789.0, 0.0);
              printf("[%p] [%s]\\n", (void*)0, (char*)0);
              printf("[%x] [%d] [%u]\\n", -1, -2147483647 - 1, -1);
              printf("[%.0e] [%#.0f] [%g] [%g] [%#g]\\n", 15.0, 3.0, 0.5, 2.0, 2.0);
              printf("[%.10g] [%.3g] [%g] [%g]\\n", 3.141592653589793, 1234567.0, 999999.5, 9.9999995e-5);
              printf("[%.2f] [%.1f] [%.0f] [%.0f] [%.3e]\\n", 2.675, 0.25, 0.5, 1.5, 1.0005);
              float f = 0.1f;
              printf("[%f] [%.9f]\\n", f, f);
              printf("[%g] [%g] [%.2g] [%g] [%g] [%#.3g] [%#x] [%#o] [%08.3f] [%-8d] [%+.2e] [%.0g] [%g]\\n", 0.0, -0.0, 0.0996, 1e-5, 123456.5, 1.0, 0, 0, -3.14159, 5, -12345.0, 0.5, 1e15);
              printf("[%e] [%e] [%g] [%f] [%g]\\n", 1e-300, 5e-324, 1.7976931348623157e308, 1e-7, 100.0);
              printf("[%#06x] [%06.2d] [%-6.2d] [%+05d]\\n", 255, 7, 7, 3);
              printf("[%ld] [%lu] [%zd] [%zu] [%jd] [%td] [%lx]\\n", -5L, (unsigned long)-1, (ssize_t)-3, (size_t)-1, (intmax_t)-4, (ptrdiff_t)-6, -1L);
            }

            static void *self(void *arg) {
              pthread_t *main_id = arg;
              assert(!pthread_equal(pthread_self(), *main_id));
              assert(pthread_equal(pthread_self(), pthread_self()));
              errno = 7;
              return 0;
            }

            static void identities(void) {
              pthread_t me = pthread_self(), h;
              assert(pthread_equal(me, pthread_self()));
              errno = 3;
              pthread_create(&h, 0, self, &me);
              pthread_join(h, 0);
              assert(errno == 3);
              assert(!pthread_equal(h, me));
            }

            int main(int argc, char **argv) {
              const char *c = argv[1];
              if (!strcmp(c, "memory")) memory();
              if (!strcmp(c, "mem_functions")) mem_functions();
              if (!strcmp(c, "str_functions")) str_functions();
              if (!strcmp(c, "output")) output();
              if (!strcmp(c, "formats")) formats();
              if (!strcmp(c, "identities")) identities();
              return 0;
            }
            """;

    static Execution run(String name) {
        Execution x =
                Schedules.lowest(
                        CPrograms.program(
                                SOURCE, ExecOptions.DEFAULT.withArguments(List.of(name))));
        assertThat(x.error()).as(name).isEmpty();
        assertThat(x.outcome()).as(name).isEqualTo(Outcome.COMPLETE);
        return x;
    }

    @Test
    void mallocCallocReallocFree() {
        run("memory");
    }

    @Test
    void memFunctions() {
        run("mem_functions");
    }

    @Test
    void stringFunctions() {
        run("str_functions");
    }

    @Test
    void outputIsCaptured() {
        assertThat(run("output").output()).isEqualTo("line\nc\nto stderr 1\nn=12\nhé €\n");
    }

    /** What glibc prints for {@code formats()}, checked against a native build. */
    @Test
    void printfFormatsAsC() {
        assertThat(run("formats").output())
                .isEqualTo(
                        """
                        [-42] [17] [3000000000] [-1234567890123] [9223372036854775807]
                        [ff] [FF] [10] [0xff] [010] [deadbeefcafe]
                        [A] [hello] [abc] [     right] [left      ]
                        [3.141590] [2.72] [2] [1.234568e+04] [1.230e-04] [1.000000E+100]
                        [100000] [1e+06] [0.0001] [1e-05] [1.5] [1E-10]
                        [   42] [42   ] [00042] [+42] [ 42] [003.1] [2.500   ]
                        [%] [   xy] [00042] [    -007] [+9    ]
                        [44] [4464] [44] [4464] [12] [     5] [3   ] [1.23]
                        [-0.000000] [100000000000000000000.000000] [0.1] [1.23457e+08] [0.000000e+00]
                        [(nil)] [(null)]
                        [ffffffff] [-2147483648] [4294967295]
                        [2e+01] [3.] [0.5] [2] [2.00000]
                        [3.141592654] [1.23e+06] [1e+06] [0.0001]
                        [2.67] [0.2] [0] [2] [1.000e+00]
                        [0.100000] [0.100000001]
                        [0] [-0] [0.1] [1e-05] [123456] [1.00] [0] [0] [-003.142] [5       ] [-1.23e+04] [0.5] [1e+15]
                        [1.000000e-300] [4.940656e-324] [1.79769e+308] [0.000000] [100]
                        [0x00ff] [    07] [07    ] [+0003]
                        [-5] [18446744073709551615] [-3] [18446744073709551615] [-4] [-6] [ffffffffffffffff]
                        """);
    }

    @Test
    void threadIdentitiesAndErrno() {
        run("identities");
    }

    static final String NONDET =
            """
            extern int __VERIFIER_nondet_int(void);
            extern unsigned __VERIFIER_nondet_uint(void);
            extern _Bool __VERIFIER_nondet_bool(void);
            extern char __VERIFIER_nondet_char(void);
            extern long __VERIFIER_nondet_long(void);
            extern double __VERIFIER_nondet_double(void);
            extern void *__VERIFIER_nondet_pointer(void);
            int printf(const char *, ...);
            int main(void) {
              int i = __VERIFIER_nondet_int();
              unsigned u = __VERIFIER_nondet_uint();
              _Bool b = __VERIFIER_nondet_bool();
              char c = __VERIFIER_nondet_char();
              long l = __VERIFIER_nondet_long();
              double d = __VERIFIER_nondet_double();
              void *p = __VERIFIER_nondet_pointer();
              printf("%d %u %d %d %ld %.1f %d\\n", i, u, b, c, l, d, p == 0);
              return 0;
            }
            """;

    @Test
    void nondetValuesComeFromTheDomain() {
        Program p = CPrograms.program(NONDET, ExecOptions.DEFAULT.withNondetDomain(3));
        Execution x = p.start();
        List<Integer> alternatives =
                List.of(3, 3, 2, 3, 3, 3, 1).stream().collect(Collectors.toList());
        for (int k = 0; k < alternatives.size(); k++) {
            Event.Choice c = (Event.Choice) x.pending(ThreadId.MAIN);
            assertThat(c.alternatives()).as("choice " + k).isEqualTo(alternatives.get(k));
            x.step(ThreadId.MAIN, c.alternatives() - 1);
        }
        assertThat(x.outcome()).isEqualTo(Outcome.COMPLETE);
        assertThat(x.output()).isEqualTo("2 2 1 2 2 2.0 1\n");
        List<String> outputs =
                Schedules.all(p).stream().map(Schedules.Run::output).distinct().toList();
        assertThat(outputs).hasSize(3 * 3 * 2 * 3 * 3 * 3);
        Program one = CPrograms.program(NONDET, ExecOptions.DEFAULT.withNondetDomain(1));
        assertThat(Schedules.all(one).stream().map(Schedules.Run::output).distinct())
                .containsExactlyInAnyOrder("0 0 0 0 0 0.0 1\n", "0 0 1 0 0 0.0 1\n");
    }
}
