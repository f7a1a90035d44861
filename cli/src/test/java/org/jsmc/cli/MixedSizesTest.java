package org.jsmc.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.jsmc.exec.Program;
import org.jsmc.explore.Algorithm;
import org.jsmc.explore.ErrorTrace;
import org.jsmc.explore.Listener;
import org.jsmc.explore.Options;
import org.jsmc.explore.Result;
import org.jsmc.explore.oracle.Census;
import org.jsmc.explore.oracle.Guarantees;
import org.jsmc.explore.oracle.Oracle;
import org.jsmc.explore.oracle.TraceRecorder;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code rf}, {@code rvf}, {@code view}, {@code vc} and {@code dc} on programs whose accesses of
 * different sizes overlap: their searches give each read one location, so they go on with {@code
 * optimal}'s search filtered to one execution per class ({@code explore.filter}), and report no
 * class twice, also where their own search reported executions and an error before it met such an
 * access.
 */
class MixedSizesTest {
    @TempDir Path dir;

    /**
     * {@code t1} reads {@code u.w} whole; only where it reads 1 does it write half of it, so each
     * search reports executions (one of them failing) before it meets the half-word access.
     */
    private static final String LATE =
            """
            #include <assert.h>
            #include <pthread.h>
            union { int w; short h[2]; } u;
            int y;
            void *t1(void *a) {
              int r = u.w;
              if (r == 1) u.h[1] = 2;
              y = r;
              return 0;
            }
            void *t2(void *a) { u.w = 1; int s = y; assert(s != 0); return 0; }
            void *t3(void *a) { int v = u.w; (void)v; return 0; }
            int main(void) {
              pthread_t a, b, c;
              pthread_create(&a, 0, t1, 0);
              pthread_create(&b, 0, t2, 0);
              pthread_create(&c, 0, t3, 0);
              pthread_join(a, 0); pthread_join(b, 0); pthread_join(c, 0);
              return 0;
            }
            """;

    @Test
    void everyClassOnceAndEveryErrorWhereTheSearchChangedMidway() {
        Program program = TestClang.program(LATE);
        Census census = Oracle.census(program);
        assertThat(census.errors()).isNotEmpty();
        for (Algorithm a : List.of(Algorithm.RF, Algorithm.RVF, Algorithm.VIEW, Algorithm.VC)) {
            TraceRecorder recorder = new TraceRecorder();
            Result r = a.create().explore(program, Options.DEFAULT.withKeepGoing(true), recorder);
            String as = a.algorithmName();
            assertThat(r.statistics()).as(as).containsEntry("mixedSizes", 1L);
            assertThat(recorder.errors()).as(as + " errors").isEqualTo(census.errors());
            assertThat(Guarantees.broken(a, program, census, recorder)).as(as).isEmpty();
            assertThat(recorder.coverage(census, a.equivalence()).isExact()).as(as).isTrue();
            assertThat(r.counts().traces()).as(as).isEqualTo(census.count(a.equivalence()));
            assertThat(recorder.complete()).as(as + " reported").hasSize((int) r.counts().traces());
        }
    }

    /** A listener that wants no traces hears of each failing class once too. */
    @Test
    void everyFailingClassReportedOnce() {
        Program program = TestClang.program(LATE);
        List<ErrorTrace> heard = new ArrayList<>();
        Listener errors =
                new Listener() {
                    @Override
                    public void errorFound(ErrorTrace error) {
                        heard.add(error);
                    }
                };
        for (Algorithm a : List.of(Algorithm.VIEW, Algorithm.DC)) {
            heard.clear();
            Result r = a.create().explore(program, Options.DEFAULT.withKeepGoing(true), errors);
            assertThat(r.counts().errors()).as(a.algorithmName()).isPositive();
            assertThat(heard).as(a.algorithmName()).hasSize((int) r.counts().errors());
        }
    }

    @Test
    void theReportSaysWhichSearchRan() throws IOException {
        String file = CliRun.write(dir, "late.c", LATE);
        CliRun run = CliRun.of("--algorithm", "view", "--keep-going", file);
        assertThat(run.out())
                .contains(
                        "Trace count: "
                                + Oracle.census(TestClang.program(LATE))
                                        .count(Algorithm.VIEW.equivalence()))
                .contains("Repeated-class trace count: ")
                .contains(
                        "Note: accesses of different sizes overlap, and view's search gives each"
                                + " read one location: optimal's search ran instead, keeping one"
                                + " execution per view class.");
    }
}
