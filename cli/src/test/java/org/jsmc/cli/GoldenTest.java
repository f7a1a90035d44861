package org.jsmc.cli;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.nio.file.Files;
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
 * The golden corpus: every {@code golden/<family>/<name>.{c,i,ll}} with its {@code <name>.expected}
 * is checked with {@code jsmc --algorithm dfs --keep-going}. The {@code .c} programs of the {@code
 * inputs} family are also checked as {@code .bc} and {@code .ll} produced by the bundled clang.
 */
class GoldenTest {
    static final Path ROOT = Path.of("src/test/resources/golden");

    @TempDir Path scratch;

    @TestFactory
    Stream<DynamicTest> corpus() throws IOException {
        List<DynamicTest> tests = new ArrayList<>();
        try (Stream<Path> files = Files.walk(ROOT)) {
            for (Path p : files.sorted().toList()) {
                String name = p.getFileName().toString();
                if (!(name.endsWith(".c") || name.endsWith(".i") || name.endsWith(".ll"))) {
                    continue;
                }
                Path expected =
                        p.resolveSibling(name.substring(0, name.lastIndexOf('.')) + ".expected");
                if (!Files.exists(expected)) {
                    continue;
                }
                String label = ROOT.relativize(p).toString();
                tests.add(DynamicTest.dynamicTest(label, () -> check(p, Expected.read(expected))));
                if (name.endsWith(".c")
                        && p.getParent().getFileName().toString().equals("inputs")) {
                    for (boolean textual : new boolean[] {false, true}) {
                        String ext = textual ? ".ll" : ".bc";
                        tests.add(
                                DynamicTest.dynamicTest(
                                        label + " as " + ext,
                                        () -> {
                                            Path out = scratch.resolve(name.replace(".c", ext));
                                            TestClang.compile(p, out, textual);
                                            Expected e = Expected.read(expected);
                                            check(out, e);
                                        }));
                    }
                }
            }
        }
        assertThat(tests).as("golden programs").isNotEmpty();
        return tests.stream();
    }

    private static void check(Path program, Expected expected) throws IOException {
        List<String> args =
                new ArrayList<>(List.of("--algorithm", "dfs", "--keep-going", "--json"));
        List<String> flags = expected.flags();
        if (program.toString().endsWith(".bc") || program.toString().endsWith(".ll")) {
            flags.removeIf(f -> f.equals("-m32") || f.startsWith("--clang-flag"));
        }
        args.addAll(flags);
        args.add(program.toString());
        CliRun run = CliRun.of(args.toArray(new String[0]));
        assertThat(run.exitCode())
                .as("exit code; stderr: %s%nstdout: %s", run.err(), run.out())
                .isEqualTo(expected.verdict().equals("error") ? 42 : 0);
        JsonNode json = new ObjectMapper().readTree(run.out());
        JsonNode counts = json.get("counts");
        assertThat(json.get("verdict").asText()).isEqualTo(expected.verdict());
        if (expected.error() != null) {
            assertThat(json.get("error").get("kind").asText())
                    .as("error kind")
                    .isEqualTo(expected.error());
        }
        if (expected.has("dfs")) {
            assertThat(counts.get("traces").asLong())
                    .as("dfs trace count")
                    .isEqualTo(expected.count("dfs"));
        }
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
