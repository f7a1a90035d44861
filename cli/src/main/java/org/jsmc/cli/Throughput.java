package org.jsmc.cli;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import org.jsmc.exec.ExecOptions;
import org.jsmc.exec.Interpreter;
import org.jsmc.exec.Program;
import org.jsmc.exec.machine.InstructionCounter;
import org.jsmc.explore.Algorithm;
import org.jsmc.explore.Listener;
import org.jsmc.explore.Options;
import org.jsmc.explore.Result;
import org.jsmc.ir.llvm.LoadOptions;
import org.jsmc.ir.llvm.ModuleLoader;

/**
 * The throughput benchmark ({@code scripts/throughput}): explores a program several times in one
 * JVM (the first runs warm the JIT up and count too: the median is robust) and prints the median
 * time per exploration, the traces and executions per second and, in a JVM started with {@code
 * -Djsmc.countInstructions=true}, the number of IR instructions one exploration executes.
 *
 * <p>Usage: {@code Throughput FILE [RUNS] [--algorithm NAME] [-DNAME=VALUE]…} (default {@code dfs},
 * 10 runs).
 */
public final class Throughput {
    private Throughput() {}

    public static void main(String[] args) {
        Path file = null;
        int runs = 10;
        Algorithm algorithm = Algorithm.DFS;
        List<String> defines = new ArrayList<>();
        for (int i = 0; i < args.length; i++) {
            if (args[i].equals("--algorithm")) {
                algorithm = Algorithm.byName(args[++i]).orElseThrow();
            } else if (args[i].startsWith("-D")) {
                defines.add(args[i].substring(2));
            } else if (file == null) {
                file = Path.of(args[i]);
            } else {
                runs = Integer.parseInt(args[i]);
            }
        }
        LoadOptions load =
                new LoadOptions(
                        defines, List.of(), null, false, List.of(), LoadOptions.DEFAULT_PASSES);
        Program program =
                Interpreter.link(ModuleLoader.load(file, load).module(), ExecOptions.DEFAULT);
        double[] seconds = new double[runs];
        long executions = 0;
        long traces = 0;
        long sleepSetBlocked = 0;
        long instructions = 0;
        for (int i = 0; i < runs; i++) {
            long before = InstructionCounter.executed();
            long start = System.nanoTime();
            Result r =
                    algorithm
                            .create()
                            .explore(program, Options.DEFAULT.withKeepGoing(true), Listener.NONE);
            seconds[i] = (System.nanoTime() - start) / 1e9;
            executions = r.counts().executions();
            traces = r.counts().traces();
            sleepSetBlocked = r.counts().sleepSetBlocked();
            instructions = InstructionCounter.executed() - before;
        }
        double first = seconds[0];
        Arrays.sort(seconds);
        double median = seconds[runs / 2];
        System.out.printf(
                Locale.ROOT,
                "file: %s %s%nalgorithm: %s%nruns: %d (median of %d)%n",
                file,
                defines,
                algorithm.algorithmName(),
                runs,
                runs);
        System.out.printf(Locale.ROOT, "traces per exploration: %d%n", traces);
        System.out.printf(Locale.ROOT, "sleep-set blocked per exploration: %d%n", sleepSetBlocked);
        System.out.printf(Locale.ROOT, "executions per exploration: %d%n", executions);
        System.out.printf(Locale.ROOT, "median seconds per exploration: %.4f%n", median);
        System.out.printf(Locale.ROOT, "first (cold JIT) exploration seconds: %.4f%n", first);
        System.out.printf(Locale.ROOT, "traces per second: %.0f%n", traces / median);
        System.out.printf(Locale.ROOT, "executions per second: %.0f%n", executions / median);
        if (InstructionCounter.enabled()) {
            System.out.printf(Locale.ROOT, "IR instructions per exploration: %d%n", instructions);
        }
    }
}
