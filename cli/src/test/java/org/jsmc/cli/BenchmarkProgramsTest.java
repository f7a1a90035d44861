package org.jsmc.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.math.BigInteger;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.stream.Stream;
import org.jsmc.bench.manifest.ClosedForm;
import org.jsmc.bench.manifest.Family;
import org.jsmc.bench.manifest.Manifest;
import org.jsmc.bench.manifest.ManifestLoader;
import org.jsmc.bench.manifest.Params;
import org.jsmc.bench.manifest.Quantity;
import org.jsmc.exec.ExecOptions;
import org.jsmc.exec.Interpreter;
import org.jsmc.exec.Program;
import org.jsmc.explore.Algorithm;
import org.jsmc.explore.Equivalence;
import org.jsmc.explore.Listener;
import org.jsmc.explore.Options;
import org.jsmc.explore.Result;
import org.jsmc.explore.dfs.DfsExplorer;
import org.jsmc.explore.oracle.Census;
import org.jsmc.explore.oracle.Oracle;
import org.jsmc.ir.UnsupportedFeatureException;
import org.jsmc.ir.llvm.LoadOptions;
import org.jsmc.ir.llvm.ModuleLoader;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestFactory;

/**
 * The benchmark programs of {@code benchmarks/manifest.yaml} against the manifest's closed forms.
 * For every family with a program and each of its quick parameters, the program is compiled with
 * the bundled clang ({@code -DNAME=value} per parameter, the family's flags applied), explored
 * completely by {@code dfs}, explored by {@code source}, {@code optimal}, {@code observers}, {@code
 * rf} and {@code view} where a closed form of their equivalence exists (their trace counts against
 * it), and, when the manifest gives a closed form that the brute-force oracle computes, counted by
 * the oracle. Every such closed form must equal the count at those parameters: {@code
 * interleavings} the {@code dfs} trace count, {@code mazurkiewicz}, {@code observers}, {@code
 * readsFrom}, {@code rvf} and {@code view} the oracle's classes of complete executions. A closed
 * form whose {@code when} condition does not hold at the parameters is not compared there. The
 * other closed forms ({@code dataCentric}, {@code valueCentric}, {@code sourceSleepSetBlocked})
 * describe algorithms, not classes, and are left to {@code jsmc bench}.
 *
 * <p>The oracle enumerates every interleaving, so it runs only where a closed form needs it; the
 * quick parameters are chosen small enough for both (the whole test takes about twenty seconds).
 */
class BenchmarkProgramsTest {
    static final Path MANIFEST = Path.of("../benchmarks/manifest.yaml");

    /** The closed forms the oracle can check, with the equivalence whose classes they count. */
    private static final Map<Quantity, Equivalence> ORACLE_COUNTS =
            Map.of(
                    Quantity.MAZURKIEWICZ, Equivalence.MAZURKIEWICZ,
                    Quantity.OBSERVERS, Equivalence.OBSERVERS,
                    Quantity.READS_FROM, Equivalence.READS_FROM,
                    Quantity.RVF, Equivalence.RVF,
                    Quantity.VIEW, Equivalence.VIEW);

    @TestFactory
    Stream<DynamicTest> quickParametersMatchTheClosedForms() {
        Manifest manifest = ManifestLoader.load(MANIFEST);
        List<DynamicTest> tests = new ArrayList<>();
        for (Family f : manifest.families()) {
            if (!f.hasFile()) {
                continue;
            }
            for (Params p : f.quick()) {
                tests.add(
                        DynamicTest.dynamicTest(
                                f.id() + " " + f.name() + " " + p, () -> check(f, p)));
            }
        }
        assertThat(tests).as("quick runs of the manifest's programs").isNotEmpty();
        return tests.stream();
    }

    /** Every family names a program that exists and has quick parameters, unless out of scope. */
    @Test
    void everyFamilyHasItsProgramAndQuickParameters() {
        List<String> problems = new ArrayList<>();
        for (Family f : ManifestLoader.load(MANIFEST).families()) {
            if ("out-of-scope".equals(f.status())) {
                if (f.file() != null) {
                    problems.add(f.id() + ": out of scope but names " + f.file());
                }
            } else if (!f.hasFile()) {
                problems.add(f.id() + ": no program at " + f.file());
            } else if (f.quick().isEmpty()) {
                problems.add(f.id() + ": no quick parameters");
            }
        }
        assertThat(problems).isEmpty();
    }

    /** {@code f}'s program at {@code p}, compiled with its flags. */
    static Program compile(Family f, Params p) {
        return Interpreter.link(
                ModuleLoader.load(f.file(), LoadOptions.DEFAULT.withDefines(defines(p))).module(),
                execOptions(f, p));
    }

    private static void check(Family f, Params p) {
        Program program = compile(f, p);
        Result dfs =
                new DfsExplorer()
                        .explore(program, Options.DEFAULT.withKeepGoing(true), Listener.NONE);
        String where = f.id() + " " + f.name() + " at " + p;
        assertThat(dfs.complete()).as("%s: dfs explored everything", where).isTrue();

        List<String> mismatches = new ArrayList<>();
        f.closedForm(Quantity.INTERLEAVINGS, p)
                .ifPresent(
                        form ->
                                compare(
                                        mismatches,
                                        Quantity.INTERLEAVINGS,
                                        form,
                                        p,
                                        "dfs explored",
                                        dfs.counts().traces()));
        Optional<Census> census = Optional.empty();
        for (Quantity q : Quantity.values()) {
            Equivalence e = ORACLE_COUNTS.get(q);
            Optional<ClosedForm> form = f.closedForm(q, p);
            if (e == null || form.isEmpty()) {
                continue;
            }
            if (census.isEmpty()) {
                census = Optional.of(Oracle.census(program));
                assertThat((long) census.get().count(Equivalence.NONE))
                        .as("%s: the oracle's interleavings against dfs's traces", where)
                        .isEqualTo(dfs.counts().traces());
            }
            compare(mismatches, q, form.get(), p, "the oracle counts", census.get().count(e));
        }
        for (Algorithm a :
                List.of(
                        Algorithm.SOURCE,
                        Algorithm.OPTIMAL,
                        Algorithm.OBSERVERS,
                        Algorithm.RF,
                        Algorithm.VIEW)) {
            for (Quantity q : Quantity.values()) {
                Optional<ClosedForm> form = f.closedForm(q, p);
                if (ORACLE_COUNTS.get(q) == a.equivalence() && form.isPresent()) {
                    explore(a, program)
                            .ifPresent(
                                    r ->
                                            compare(
                                                    mismatches,
                                                    q,
                                                    form.get(),
                                                    p,
                                                    a.algorithmName() + " explored",
                                                    r.counts().traces()));
                }
            }
        }
        // rvf explores at most one trace per RVF class (research/seed-004-rvf.md pitfall 2).
        f.closedForm(Quantity.RVF, p)
                .ifPresent(
                        form ->
                                explore(Algorithm.RVF, program)
                                        .filter(
                                                r ->
                                                        BigInteger.valueOf(r.counts().traces())
                                                                        .compareTo(form.value(p))
                                                                > 0)
                                        .ifPresent(
                                                r ->
                                                        mismatches.add(
                                                                "rvf explored "
                                                                        + r.counts().traces()
                                                                        + ", more than the RVF"
                                                                        + " classes "
                                                                        + form)));
        assertThat(mismatches).as("%s: closed forms against the counts", where).isEmpty();
    }

    /** {@code a}'s result, or nothing when {@code a} refuses a feature of the program. */
    private static Optional<Result> explore(Algorithm a, Program program) {
        try {
            return Optional.of(
                    a.create()
                            .explore(program, Options.DEFAULT.withKeepGoing(true), Listener.NONE));
        } catch (UnsupportedFeatureException refused) {
            return Optional.empty();
        }
    }

    private static void compare(
            List<String> mismatches,
            Quantity q,
            ClosedForm form,
            Params p,
            String counter,
            long count) {
        BigInteger expected = form.value(p);
        if (!expected.equals(BigInteger.valueOf(count))) {
            mismatches.add(
                    q.key()
                            + ": "
                            + counter
                            + " "
                            + count
                            + ", the closed form "
                            + form
                            + " gives "
                            + expected);
        }
    }

    private static List<String> defines(Params p) {
        return p.values().entrySet().stream().map(e -> e.getKey() + "=" + e.getValue()).toList();
    }

    /** The family's jsmc flags that change the program's executions; others are not expected. */
    private static ExecOptions execOptions(Family f, Params p) {
        ExecOptions exec = ExecOptions.DEFAULT;
        List<String> flags = f.flags(p);
        for (int i = 0; i < flags.size(); i++) {
            String flag = flags.get(i);
            String name = flag.contains("=") ? flag.substring(0, flag.indexOf('=')) : flag;
            String value =
                    flag.contains("=")
                            ? flag.substring(flag.indexOf('=') + 1)
                            : i + 1 < flags.size() ? flags.get(++i) : "";
            exec =
                    switch (name) {
                        case "--unroll" -> exec.withUnroll(Integer.parseInt(value));
                        case "--nondet-domain" -> exec.withNondetDomain(Integer.parseInt(value));
                        default ->
                                throw new AssertionError(
                                        f.id() + ": flag " + flag + " is not known to this test");
                    };
        }
        return exec;
    }
}
