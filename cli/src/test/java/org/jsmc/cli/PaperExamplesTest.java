package org.jsmc.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import org.jsmc.exec.ExecOptions;
import org.jsmc.exec.Interpreter;
import org.jsmc.exec.Program;
import org.jsmc.explore.Equivalence;
import org.jsmc.explore.oracle.Census;
import org.jsmc.explore.oracle.Oracle;
import org.jsmc.ir.llvm.LoadOptions;
import org.jsmc.ir.llvm.ModuleLoader;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * The papers' worked examples written in C and run through the whole pipeline (clang, loader,
 * interpreter), counted by the oracle. Spawning and joining add interleavings but no classes, so
 * the class counts equal the ones the research notes give for threads that exist from the start.
 */
class PaperExamplesTest {
    @TempDir Path dir;

    private static final String PRELUDE =
            """
            #include <pthread.h>
            #include <stdatomic.h>
            atomic_int x, y, z;
            #define W(v, n) atomic_store(&v, n)
            #define R(v) atomic_load(&v)
            """;

    private static String program(String threads) {
        StringBuilder s = new StringBuilder(PRELUDE);
        String[] bodies = threads.split("\\|");
        for (int i = 0; i < bodies.length; i++) {
            s.append("void *t")
                    .append(i)
                    .append("(void *p) { int r = 0; ")
                    .append(bodies[i].strip())
                    .append("; (void) r; return 0; }\n");
        }
        s.append("int main(void) {\n  pthread_t h[").append(bodies.length).append("];\n");
        for (int i = 0; i < bodies.length; i++) {
            s.append("  pthread_create(&h[")
                    .append(i)
                    .append("], 0, t")
                    .append(i)
                    .append(", 0);\n");
        }
        for (int i = 0; i < bodies.length; i++) {
            s.append("  pthread_join(h[").append(i).append("], 0);\n");
        }
        return s.append("  return 0;\n}\n").toString();
    }

    @ParameterizedTest(name = "{0}")
    @CsvSource(
            delimiter = '#',
            value = {
                // name # threads # Mazurkiewicz # observers # reads-from # RVF # view
                "ViEqui P1 # W(x,1) | r = R(y); W(x,1) | r = R(x); W(y,1) | W(y,1) # 27 # 16 # 8 # 8 # 4",
                "ViEqui P2 # W(x,1) | r = R(x) | r = R(y); r = R(x) # 4 # 4 # 4 # 4 # 4",
                "ViEqui P4 # W(x,0) | W(x,1) | W(x,1) | W(x,2) | r = R(x) # 120 # 33 # 5 # 3 # 3",
                "ViEqui P5 # r = R(x); W(y,1) | r = R(y); W(x,1) | r = R(z); W(x,1) # 9 # 7 # 5 # 5 # 4",
                "RVF Fig. 1 # W(x,1); W(y,1) | W(x,1); W(y,1); r = R(x) | W(x,1); W(y,1); r = R(y)"
                        + " # 98 # -1 # 9 # 1 # 1",
                "RVF Fig. 6 # W(x,1); r = R(x); W(y,1) | W(x,1); W(y,1); r = R(y); W(x,2)"
                        + " # 12 # -1 # 5 # 3 # -1",
                "VC-DPOR Fig. 1 # W(x,1) | W(x,2); W(x,1); r = R(x) # 4 # 3 # 2 # -1 # -1",
                "SB # W(x,1); r = R(y) | W(y,1); r = R(x) # 3 # 3 # 3 # 3 # 3",
            })
    void classCountsMatchTheNotes(
            String name,
            String threads,
            int mazurkiewicz,
            int observers,
            int readsFrom,
            int rvf,
            int view)
            throws IOException {
        Path c = dir.resolve("p.c");
        Files.writeString(c, program(threads));
        Program p =
                Interpreter.link(
                        ModuleLoader.load(c, LoadOptions.DEFAULT).module(), ExecOptions.DEFAULT);
        Census census = Oracle.census(p);
        expect(census, Equivalence.MAZURKIEWICZ, mazurkiewicz);
        expect(census, Equivalence.OBSERVERS, observers);
        expect(census, Equivalence.READS_FROM, readsFrom);
        expect(census, Equivalence.RVF, rvf);
        expect(census, Equivalence.VIEW, view);
    }

    private static void expect(Census census, Equivalence e, int count) {
        if (count >= 0) {
            assertThat(census.count(e)).as(e.title()).isEqualTo(count);
        }
    }
}
