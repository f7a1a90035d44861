package org.jsmc.cli;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import org.jsmc.exec.ExecOptions;
import org.jsmc.exec.Execution;
import org.jsmc.exec.Interpreter;
import org.jsmc.exec.Program;
import org.jsmc.exec.ThreadId;
import org.jsmc.exec.ThreadStatus;
import org.jsmc.ir.llvm.LoadOptions;
import org.jsmc.ir.llvm.ModuleLoader;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;
import org.junit.jupiter.api.io.TempDir;

/**
 * The golden corpus ({@link GoldenCorpus}): every program is checked with {@code jsmc --algorithm
 * dfs --keep-going} when its expected file has a {@code dfs} count, and with {@code --algorithm A
 * --keep-going} for each DPOR algorithm {@code A} whose count it gives ({@code source: 6}, {@code
 * source-sleepset-blocked: 4}, {@code optimal: 6}, …). The {@code .c} programs of the {@code
 * inputs} family are also checked as {@code .bc} and {@code .ll} produced by the bundled clang.
 */
class GoldenTest {
    /** The DPOR algorithms whose counts an expected file may give. */
    static final List<String> DPOR = List.of("source", "optimal", "observers");

    @TempDir Path scratch;

    @TestFactory
    Stream<DynamicTest> corpus() throws IOException {
        List<DynamicTest> tests = new ArrayList<>();
        for (GoldenCorpus.Case c : GoldenCorpus.cases()) {
            Path p = c.program();
            String name = p.getFileName().toString();
            tests.add(DynamicTest.dynamicTest(c.label(), () -> check(p, c.expected())));
            if (c.isC() && c.family().equals("inputs")) {
                for (boolean textual : new boolean[] {false, true}) {
                    String ext = textual ? ".ll" : ".bc";
                    tests.add(
                            DynamicTest.dynamicTest(
                                    c.label() + " as " + ext,
                                    () -> {
                                        Path out = scratch.resolve(name.replace(".c", ext));
                                        TestClang.compile(p, out, textual);
                                        check(out, c.expected());
                                    }));
                }
            }
        }
        assertThat(tests).as("golden programs").isNotEmpty();
        return tests.stream();
    }

    private static void check(Path program, Expected expected) throws IOException {
        if (expected.has("dfs")) {
            checkDfs(program, expected);
        }
        for (String algorithm : DPOR) {
            if (expected.has(algorithm)) {
                checkDpor(program, expected, algorithm);
            }
        }
    }

    /** Runs {@code algorithm} with {@code --keep-going}: verdict, traces, sleep-set blocked. */
    private static void checkDpor(Path program, Expected expected, String algorithm)
            throws IOException {
        JsonNode json = run(program, expected, algorithm);
        JsonNode counts = json.get("counts");
        assertThat(json.get("verdict").asText()).as(algorithm).isEqualTo(expected.verdict());
        assertThat(counts.get("traces").asLong())
                .as(algorithm + " trace count")
                .isEqualTo(expected.count(algorithm));
        String ssb = algorithm + "-sleepset-blocked";
        if (expected.has(ssb) || !algorithm.equals("source")) {
            assertThat(counts.get("sleepSetBlocked").asLong())
                    .as(algorithm + " sleep-set blocked")
                    .isEqualTo(expected.count(ssb));
        }
        String ab = algorithm + "-assume-blocked";
        if (expected.has(ab)) {
            assertThat(counts.get("assumeBlocked").asLong())
                    .as(algorithm + " assume-blocked")
                    .isEqualTo(expected.count(ab));
        }
    }

    private static JsonNode run(Path program, Expected expected, String algorithm)
            throws IOException {
        List<String> args =
                new ArrayList<>(List.of("--algorithm", algorithm, "--keep-going", "--json"));
        args.addAll(flagsFor(program, expected));
        args.add(program.toString());
        CliRun run = CliRun.of(args.toArray(new String[0]));
        assertThat(run.exitCode())
                .as("%s exit code; stderr: %s%nstdout: %s", algorithm, run.err(), run.out())
                .isEqualTo(expected.verdict().equals("error") ? 42 : 0);
        return new ObjectMapper().readTree(run.out());
    }

    private static void checkDfs(Path program, Expected expected) throws IOException {
        JsonNode json = run(program, expected, "dfs");
        List<String> flags = flagsFor(program, expected);
        JsonNode counts = json.get("counts");
        assertThat(json.get("verdict").asText()).isEqualTo(expected.verdict());
        if (expected.error() != null) {
            assertThat(json.get("error").get("kind").asText())
                    .as("error kind")
                    .isEqualTo(expected.error());
        }
        assertThat(counts.get("traces").asLong())
                .as("dfs trace count")
                .isEqualTo(expected.count("dfs"));
        assertThat(counts.get("assumeBlocked").asLong())
                .as("assume-blocked")
                .isEqualTo(expected.count("assume-blocked"));
        assertThat(counts.get("deadlocked").asLong())
                .as("deadlocked")
                .isEqualTo(expected.count("deadlocked"));
        if (expected.has("errors")) {
            assertThat(counts.get("errors").asLong())
                    .as("error traces")
                    .isEqualTo(expected.count("errors"));
        }
        if (expected.has("bound-hit")) {
            assertThat(json.get("loopBoundHit").asBoolean())
                    .as("loop bound hit")
                    .isEqualTo(Boolean.parseBoolean(expected.values().get("bound-hit")));
        }
        if (expected.has("output")) {
            String output =
                    expected.verdict().equals("error")
                            ? json.get("error").get("output").asText()
                            : firstExecutionOutput(program, flags);
            assertThat(output).as("program output").isEqualTo(expected.output());
        }
    }

    /** The expected file's flags, without the compiler's for a program that is bitcode already. */
    static List<String> flagsFor(Path program, Expected expected) {
        List<String> flags = expected.flags();
        if (program.toString().endsWith(".bc") || program.toString().endsWith(".ll")) {
            flags.removeIf(f -> f.equals("-m32") || f.startsWith("--clang-flag"));
        }
        return flags;
    }

    /** The output of the execution that always runs the lowest enabled thread. */
    private static String firstExecutionOutput(Path program, List<String> flags) {
        LoadOptions load = LoadOptions.DEFAULT.withM32(flags.contains("-m32"));
        Program p =
                Interpreter.link(ModuleLoader.load(program, load).module(), ExecOptions.DEFAULT);
        Execution x = p.start();
        while (!x.outcome().isFinal()) {
            for (ThreadId t : x.threads()) {
                if (x.status(t) == ThreadStatus.ENABLED) {
                    x.step(t);
                    break;
                }
            }
        }
        return x.output();
    }
}
