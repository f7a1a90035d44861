package org.jsmc.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import org.jsmc.exec.ErrorKind;
import org.jsmc.exec.ErrorReport;
import org.jsmc.exec.ExecOptions;
import org.jsmc.exec.Interpreter;
import org.jsmc.exec.Program;
import org.jsmc.explore.Algorithm;
import org.jsmc.explore.Options;
import org.jsmc.explore.Result;
import org.jsmc.explore.oracle.Census;
import org.jsmc.explore.oracle.Coverage;
import org.jsmc.explore.oracle.Guarantees;
import org.jsmc.explore.oracle.Oracle;
import org.jsmc.explore.oracle.TraceRecorder;
import org.jsmc.ir.UnsupportedFeatureException;
import org.jsmc.ir.llvm.LoadOptions;
import org.jsmc.ir.llvm.ModuleLoader;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;

/**
 * The DPOR algorithms on every golden program small enough for the oracle (at most {@link #LIMIT}
 * {@code dfs} traces; for the {@code dpor} family, which gives no {@code dfs} counts, a bounded
 * {@code dfs} run decides), against the oracle's classes ({@code explore.oracle}) of the same
 * compiled program, with {@code --keep-going}:
 *
 * <ul>
 *   <li>every algorithm finds exactly the errors the oracle reaches, so it has {@code dfs}'s
 *       verdict, and never explores an execution the program cannot have;
 *   <li>{@code source} explores every Mazurkiewicz class and none twice;
 *   <li>{@code optimal} explores exactly one trace per Mazurkiewicz class and no sleep-set-blocked
 *       execution;
 *   <li>{@code observers} explores exactly one trace per observer class and no sleep-set-blocked
 *       execution, except on the programs of {@link #OBSERVERS_INEXACT}, where it explores every
 *       class (see {@code explore.observers}).
 * </ul>
 */
class GoldenDporTest {
    /** Programs with at most this many {@code dfs} traces are checked. */
    static final long LIMIT = 2000;

    /**
     * Golden programs on which {@code observers} explores some observer class more than once or has
     * sleep-set-blocked executions; it still explores every class and finds every error.
     */
    static final Set<String> OBSERVERS_INEXACT = Set.of();

    @TestFactory
    Stream<DynamicTest> dporAgreesWithTheOracle() throws IOException {
        List<DynamicTest> tests = new ArrayList<>();
        for (GoldenCorpus.Case c : GoldenCorpus.cases()) {
            Expected e = c.expected();
            boolean small = !e.has("dfs") || e.count("dfs") <= LIMIT;
            if (small && !e.flags().contains("--deadlock-is-error")) {
                tests.add(DynamicTest.dynamicTest(c.label(), () -> check(c, e)));
            }
        }
        assertThat(tests).isNotEmpty();
        return tests.stream();
    }

    private static void check(GoldenCorpus.Case c, Expected expected) {
        Program program = load(c.program(), expected.flags());
        if (!expected.has("dfs")) {
            // A program of the dpor family: checked only where the oracle can enumerate it.
            Result dfs =
                    Algorithm.DFS
                            .create()
                            .explore(
                                    program,
                                    Options.DEFAULT.withKeepGoing(true).withTraceLimit(LIMIT),
                                    org.jsmc.explore.Listener.NONE);
            Assumptions.assumeTrue(dfs.complete(), "too many interleavings for the oracle");
        }
        Census census = Oracle.census(program);
        for (Algorithm a : List.of(Algorithm.SOURCE, Algorithm.OPTIMAL, Algorithm.OBSERVERS)) {
            TraceRecorder recorder = new TraceRecorder();
            Result r = a.create().explore(program, Options.DEFAULT.withKeepGoing(true), recorder);
            String as = c.label() + " " + a.algorithmName();
            assertThat(r.complete()).as(as).isTrue();
            assertThat(kinds(recorder.errors()))
                    .as(as + " errors")
                    .isEqualTo(kinds(census.errors()));
            assertThat(recorder.errors()).as(as + " errors").isEqualTo(census.errors());
            assertThat(r.errorFound())
                    .as(as + " verdict")
                    .isEqualTo(expected.verdict().equals("error"));
            Coverage own = recorder.coverage(census, a.equivalence());
            assertThat(own.missing()).as(as + " missing classes").isEmpty();
            assertThat(own.unknown()).as(as + " impossible classes").isEmpty();
            boolean exact = a != Algorithm.OBSERVERS || !OBSERVERS_INEXACT.contains(c.label());
            if (a == Algorithm.SOURCE) {
                assertThat(own.duplicated()).as(as + " classes explored twice").isEmpty();
            } else if (exact) {
                assertThat(own.duplicated()).as(as + " classes explored twice").isEmpty();
                assertThat(r.counts().sleepSetBlocked()).as(as + " sleep-set blocked").isZero();
                assertThat(r.counts().traces())
                        .as(as + " traces = classes")
                        .isEqualTo(census.count(a.equivalence()));
            }
        }
        for (Algorithm a : VALUE_BASED) {
            checkValueBased(a, c, expected, program, census);
        }
    }

    /** The algorithms held to the oracle by their guarantees rather than by class counts. */
    static final List<Algorithm> VALUE_BASED =
            List.of(
                    Algorithm.RF,
                    Algorithm.RVF,
                    Algorithm.VIEW,
                    Algorithm.TRUST,
                    Algorithm.VC,
                    Algorithm.DC);

    /**
     * {@code rf}, {@code rvf}, {@code view}, {@code trust}, {@code vc} and {@code dc}: the errors
     * and verdict of the oracle, their class guarantees ({@code Guarantees}), and on programs
     * without errors the count of the exact ones equal to their classes; a program with what they
     * do not model is refused in one line.
     */
    private static void checkValueBased(
            Algorithm a, GoldenCorpus.Case c, Expected expected, Program program, Census census) {
        String as = c.label() + " " + a.algorithmName();
        TraceRecorder recorder = new TraceRecorder();
        Result r;
        try {
            r = a.create().explore(program, Options.DEFAULT.withKeepGoing(true), recorder);
        } catch (UnsupportedFeatureException refused) {
            assertThat(refused.getMessage()).as(as).contains("'" + a.algorithmName() + "'");
            return;
        }
        assertThat(r.complete()).as(as).isTrue();
        assertThat(recorder.errors()).as(as + " errors").isEqualTo(census.errors());
        assertThat(r.errorFound())
                .as(as + " verdict")
                .isEqualTo(expected.verdict().equals("error"));
        assertThat(Guarantees.broken(a, program, census, recorder)).as(as).isEmpty();
        if (a.exact() && census.errors().isEmpty()) {
            assertThat(r.counts().traces())
                    .as(as + " traces = classes")
                    .isEqualTo(census.count(a.equivalence()));
        }
    }

    private static Set<ErrorKind> kinds(Set<ErrorReport> errors) {
        return errors.stream().map(ErrorReport::kind).collect(Collectors.toSet());
    }

    /** The program compiled and linked as {@code jsmc} would with the expected file's flags. */
    static Program load(Path file, List<String> flags) {
        LoadOptions load = LoadOptions.DEFAULT;
        ExecOptions exec = ExecOptions.DEFAULT;
        List<String> defines = new ArrayList<>();
        List<String> clang = new ArrayList<>();
        for (int i = 0; i < flags.size(); i++) {
            String f = flags.get(i);
            if (f.equals("-m32")) {
                load = load.withM32(true);
            } else if (f.startsWith("--clang-flag=")) {
                clang.add(f.substring("--clang-flag=".length()));
            } else if (f.startsWith("-D")) {
                defines.add(f.substring(2));
            } else if (f.equals("--unroll")) {
                exec = exec.withUnroll(Integer.parseInt(flags.get(++i)));
            } else if (f.equals("--nondet-domain")) {
                exec = exec.withNondetDomain(Integer.parseInt(flags.get(++i)));
            } else if (f.equals("--no-spin-reduction")) {
                exec = exec.withSpinReduction(false);
            } else {
                throw new IllegalArgumentException("unknown golden flag " + f);
            }
        }
        load =
                new LoadOptions(
                        defines, load.includes(), load.std(), load.m32(), clang, load.passes());
        return Interpreter.link(ModuleLoader.load(file, load).module(), exec);
    }
}
