package org.jsmc.exec;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.Set;
import org.jsmc.ir.llvm.LoadOptions;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * {@code --check memtrack} and {@code --check memcleanup}: heap blocks lost or not freed when the
 * program ends. {@code main} runs the case named by {@code argv[1]}; the allocation a case should
 * report is on the line that ends with {@code // <case>} ({@code // <case> first} where memcleanup
 * reports an earlier block).
 */
class LeakCheckTest {
    static final String CASES =
            """
            typedef unsigned long size_t;
            void *malloc(size_t);
            void *calloc(size_t, size_t);
            void *realloc(void *, size_t);
            void free(void *);
            void exit(int);
            void abort(void);
            int strcmp(const char *, const char *);
            typedef unsigned long pthread_t;
            int pthread_create(pthread_t *, const void *, void *(*)(void *), void *);
            int pthread_join(pthread_t, void **);

            struct node { struct node *next; int v; };
            struct node *list;
            int *kept;
            int *volatile sink;

            static void *leaky(void *arg) {
              sink = malloc(8); // thread
              sink = 0;
              return 0;
            }

            static void run(const char *c) {
              if (!strcmp(c, "lost")) { int *p = malloc(4); p[0] = 1; } // lost
              if (!strcmp(c, "freed")) { int *p = malloc(4); free(p); }
              if (!strcmp(c, "global")) { kept = malloc(4); } // global
              if (!strcmp(c, "chain")) {
                list = malloc(sizeof *list); // chain
                list->next = malloc(sizeof *list);
                list->next->next = 0;
              }
              if (!strcmp(c, "cut_chain")) {
                list = malloc(sizeof *list); // cut_chain first
                list->next = malloc(sizeof *list); // cut_chain
                list->next = 0;
              }
              if (!strcmp(c, "interior")) { kept = (int *) malloc(16) + 2; } // interior
              if (!strcmp(c, "overwritten")) {
                int *p = malloc(4); // overwritten
                p = malloc(4);
                free(p);
              }
              if (!strcmp(c, "realloc")) { int *p = malloc(4); p = realloc(p, 64); free(p); }
              if (!strcmp(c, "exit_local")) { int *p = malloc(4); sink = p; sink = 0; exit(0); } // exit_local
              if (!strcmp(c, "exit_addressed")) { int *p = malloc(4); int **pp = &p; sink = *pp; sink = 0; exit(0); } // exit_addressed
              if (!strcmp(c, "abort")) { int *p = malloc(4); sink = p; sink = 0; abort(); }
              if (!strcmp(c, "thread")) { pthread_t t; pthread_create(&t, 0, leaky, 0); pthread_join(t, 0); }
            }

            int main(int argc, char **argv) {
              run(argv[1]);
              return 0;
            }
            """;

    private static int lineOf(String marker) {
        String[] lines = CASES.split("\\n", -1);
        for (int i = 0; i < lines.length; i++) {
            if (lines[i].endsWith("// " + marker)) {
                return i + 1;
            }
        }
        throw new IllegalArgumentException("no line marked " + marker);
    }

    private static Execution run(String name, Check... checks) {
        ExecOptions options =
                ExecOptions.DEFAULT
                        .withChecks(Set.of(checks))
                        .withArguments(List.of(name))
                        .withAbortIsExit(true);
        return Schedules.lowest(CPrograms.program(CASES, LoadOptions.DEFAULT, options));
    }

    @ParameterizedTest(name = "{0}")
    @CsvSource({
        "lost,           true,  true",
        "freed,          false, false",
        "global,         false, true",
        "chain,          false, true",
        "cut_chain,      true,  true",
        "interior,       false, true",
        "overwritten,    true,  true",
        "realloc,        false, false",
        "exit_local,     false, true",
        "exit_addressed, false, true",
        "abort,          false, false",
        "thread,         true,  true"
    })
    void heapAtTheEnd(String name, boolean lost, boolean unfreed) {
        Execution memtrack = run(name, Check.MEMTRACK);
        Execution memcleanup = run(name, Check.MEMCLEANUP);
        Execution unchecked = run(name);
        assertThat(unchecked.outcome()).as(name).isEqualTo(Outcome.COMPLETE);
        expect(memtrack, name, lost, ErrorKind.MEMORY_LEAK);
        // memcleanup reports the first block still allocated, reachable or not
        String first = name.equals("cut_chain") ? "cut_chain first" : name;
        expect(memcleanup, first, unfreed, ErrorKind.MEMORY_NOT_FREED);
    }

    private static void expect(Execution x, String name, boolean error, ErrorKind kind) {
        if (!error) {
            assertThat(x.outcome()).as(name + ": " + x.error()).isEqualTo(Outcome.COMPLETE);
            return;
        }
        assertThat(x.outcome()).as(name).isEqualTo(Outcome.ERROR);
        ErrorReport e = x.error().orElseThrow();
        assertThat(e.kind()).as(e.toString()).isEqualTo(kind);
        assertThat(e.location().line()).as(e.toString()).isEqualTo(lineOf(name));
    }

    @Test
    void theReportNamesSizeSiteAndEnd() {
        ErrorReport e = run("lost", Check.MEMTRACK).error().orElseThrow();
        assertThat(e.describe())
                .startsWith("Memory leak at ")
                .contains("4 bytes allocated at ")
                .contains("are unreachable when the program ends");
        ErrorReport atExit = run("exit_local", Check.MEMCLEANUP).error().orElseThrow();
        assertThat(atExit.message()).contains("are not freed at exit");
    }
}
