package org.jsmc.explore.rvf;

import static org.assertj.core.api.Assertions.assertThat;
import static org.jsmc.explore.litmus.Litmus.litmus;
import static org.jsmc.explore.litmus.Op.cas;
import static org.jsmc.explore.litmus.Op.faa;
import static org.jsmc.explore.litmus.Op.lock;
import static org.jsmc.explore.litmus.Op.r;
import static org.jsmc.explore.litmus.Op.unlock;
import static org.jsmc.explore.litmus.Op.w;

import java.util.List;
import java.util.function.Supplier;
import java.util.stream.Stream;
import org.jsmc.explore.Algorithm;
import org.jsmc.explore.Listener;
import org.jsmc.explore.Options;
import org.jsmc.explore.Result;
import org.jsmc.explore.litmus.Litmus;
import org.jsmc.explore.litmus.PaperPrograms;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * The acceptance programs of the RVF note (research/seed-004-rvf.md §6) with their exact counts:
 * {@code rf} is the number of reads-from classes (the note's brute-force column, which the oracle
 * reproduces in {@code OraclePaperCountsTest}); {@code rvf} is the "RVF-SMC (asc)" column, the
 * count of the paper's own run where it is given (Fig. 6: 2). Every count holds with the ablations
 * too (no backtrack signals; VerifySC without heuristics).
 */
class ValueSmcPaperCountsTest {

    record Row(String name, Supplier<Litmus> program, long rf, long rvf) {
        @Override
        public String toString() {
            return name;
        }
    }

    static Stream<Row> rows() {
        return Stream.of(
                new Row("Fig. 1 (T1)", PaperPrograms::rvfFig1, 9, 1),
                new Row("Fig. 6 (T2)", PaperPrograms::rvfFig6, 5, 2),
                new Row("T3 N=2", () -> PaperPrograms.rvfT3(2), 3, 1),
                new Row("T3 N=3", () -> PaperPrograms.rvfT3(3), 16, 1),
                new Row("T3 N=4", () -> PaperPrograms.rvfT3(4), 125, 1),
                new Row("T3 N=5", () -> PaperPrograms.rvfT3(5), 1296, 1),
                new Row("T4 n=1", () -> PaperPrograms.rvfT4(1), 3, 1),
                new Row("T4 n=2", () -> PaperPrograms.rvfT4(2), 19, 1),
                new Row("T4 n=3", () -> PaperPrograms.rvfT4(3), 147, 1),
                new Row("T5 n=1", () -> PaperPrograms.rvfT5(1), 3, 1),
                new Row("T5 n=2", () -> PaperPrograms.rvfT5(2), 9, 1),
                new Row("T5 n=3", () -> PaperPrograms.rvfT5(3), 27, 1),
                new Row("SB", PaperPrograms::sb, 3, 3),
                new Row("LB", PaperPrograms::lb, 3, 3),
                new Row("MP", PaperPrograms::mp, 3, 3),
                new Row("coRR", PaperPrograms::coRR, 6, 6),
                new Row("2w2r", PaperPrograms::twoWritesTwoReads, 9, 9),
                new Row("3w1r_same", PaperPrograms::threeSameWritesOneRead, 4, 2),
                new Row("dep", PaperPrograms::dep, 4, 3),
                new Row(
                        "lock counter",
                        () ->
                                litmus("locks")
                                        .thread(
                                                lock("m"),
                                                r("x"),
                                                w("x", v -> v.last() + 1),
                                                unlock("m"))
                                        .thread(
                                                lock("m"),
                                                r("x"),
                                                w("x", v -> v.last() + 1),
                                                unlock("m")),
                        2,
                        2),
                new Row("RMW", () -> litmus("rmw").thread(faa("x", 1)).thread(faa("x", 1)), 2, 2),
                new Row(
                        "CAS",
                        () -> litmus("cas").thread(cas("x", 0, 1)).thread(cas("x", 0, 2)),
                        2,
                        2));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("rows")
    void rfCountsTheReadsFromClasses(Row row) {
        assertCounts(Algorithm.RF, row.program(), row.rf());
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("rows")
    void rvfCountsAsThePaper(Row row) {
        assertCounts(Algorithm.RVF, row.program(), row.rvf());
    }

    private static void assertCounts(Algorithm a, Supplier<Litmus> program, long expected) {
        for (Options o :
                List.of(
                        Options.DEFAULT,
                        Options.DEFAULT.withBacktrackSignals(false),
                        Options.DEFAULT.withVerifyScHeuristics(false))) {
            Result result = a.create().explore(program.get(), o, Listener.NONE);
            assertThat(result.counts().traces()).as("%s with %s", a, o).isEqualTo(expected);
            assertThat(result.counts().sleepSetBlocked()).isZero();
            assertThat(result.complete()).isTrue();
        }
    }
}
