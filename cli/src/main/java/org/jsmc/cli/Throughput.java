package org.jsmc.cli;

import java.nio.file.Path;
import java.util.Arrays;
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
 * The interpreter's throughput benchmark ({@code scripts/throughput}): explores a program with
 * {@code dfs} several times in one JVM and prints the median time per exploration, the executions
 * per second and, in a JVM started with {@code -Djsmc.countInstructions=true}, the number of IR
 * instructions one exploration executes.
 *
 * <p>Usage: {@code Throughput FILE [RUNS]}.
 */
public final class Throughput {
    private Throughput() {}

    public static void main(String[] args) {
        Path file = Path.of(args[0]);
        int runs = args.length > 1 ? Integer.parseInt(args[1]) : 10;
        Program program =
                Interpreter.link(
                        ModuleLoader.load(file, LoadOptions.DEFAULT).module(), ExecOptions.DEFAULT);
        double[] seconds = new double[runs];
        long executions = 0;
        long instructions = 0;
        for (int i = 0; i < runs; i++) {
            long before = InstructionCounter.executed();
            long start = System.nanoTime();
            Result r =
                    Algorithm.DFS
                            .create()
                            .explore(program, Options.DEFAULT.withKeepGoing(true), Listener.NONE);
            seconds[i] = (System.nanoTime() - start) / 1e9;
            executions = r.counts().executions();
            instructions = InstructionCounter.executed() - before;
        }
        Arrays.sort(seconds);
        double median = seconds[runs / 2];
        System.out.printf(
                Locale.ROOT, "file: %s%nruns: %d (median of the last %d)%n", file, runs, runs);
        System.out.printf(Locale.ROOT, "executions per exploration: %d%n", executions);
        System.out.printf(Locale.ROOT, "median seconds per exploration: %.4f%n", median);
        System.out.printf(Locale.ROOT, "executions per second: %.0f%n", executions / median);
        if (InstructionCounter.enabled()) {
            System.out.printf(Locale.ROOT, "IR instructions per exploration: %d%n", instructions);
        }
    }
}
