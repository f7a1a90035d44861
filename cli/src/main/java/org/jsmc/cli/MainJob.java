package org.jsmc.cli;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Consumer;
import org.jsmc.exec.Check;
import org.jsmc.exec.Event;
import org.jsmc.exec.ExecOptions;
import org.jsmc.exec.Execution;
import org.jsmc.exec.Interpreter;
import org.jsmc.exec.Program;
import org.jsmc.exec.ThreadId;
import org.jsmc.explore.Algorithm;
import org.jsmc.explore.ErrorTrace;
import org.jsmc.explore.Listener;
import org.jsmc.explore.Options;
import org.jsmc.explore.Result;
import org.jsmc.explore.race.AdjacentRace;
import org.jsmc.explore.race.RaceCheckedProgram;
import org.jsmc.ir.Module;
import org.jsmc.ir.llvm.LoadOptions;
import org.jsmc.ir.llvm.LoadedModule;
import org.jsmc.ir.llvm.ModuleLoader;

/** The main job: load a file, link it, explore it, and gather a {@link Report}. */
final class MainJob {
    private MainJob() {}

    static Report run(
            Path file,
            LoadOptions load,
            ExecOptions exec,
            Algorithm algorithm,
            Options options,
            Listener listener,
            Consumer<String> log) {
        long start = System.nanoTime();
        LoadedModule loaded = ModuleLoader.load(file, load);
        loaded.pipeline().forEach(step -> log.accept(step));
        if (exec.unroll() > 0) {
            log.accept("loop bound: --unroll " + exec.unroll());
        }
        log.accept(
                "algorithm: " + algorithm.algorithmName() + " (" + algorithm.description() + ")");
        Program program = link(loaded.module(), exec, algorithm, options);
        Result result = algorithm.create().explore(program, options, listener);
        return report(file, program, result, exec.unroll(), start, null);
    }

    /**
     * The program of {@code module}, its executions checked for data races if {@code exec} asks for
     * it ({@code --check data-race} is the explorers' check, the others the interpreter's).
     *
     * @throws org.jsmc.ir.UnsupportedFeatureException if the algorithm cannot check races
     */
    static Program link(Module module, ExecOptions exec, Algorithm algorithm, Options options) {
        Program program = Interpreter.link(module, exec);
        return exec.checks(Check.DATA_RACE)
                ? RaceCheckedProgram.of(program, algorithm, options)
                : program;
    }

    /**
     * The report of {@code result}, with its counterexample, timed from {@code startNanos}. A data
     * race's counterexample is rewritten so that the two accesses are adjacent ({@link
     * AdjacentRace}).
     */
    static Report report(
            Path file,
            Program program,
            Result result,
            int unroll,
            long startNanos,
            Report.Answer answer) {
        Result shown =
                result.firstError()
                        .map(e -> result.withFirstError(AdjacentRace.of(program, e)))
                        .orElse(result);
        List<Report.TraceLine> lines =
                shown.firstError().map(e -> counterexample(program, e)).orElse(List.of());
        double seconds = (System.nanoTime() - startNanos) / 1e9;
        return new Report(file.toString(), shown, lines, unroll, seconds, answer);
    }

    /**
     * The lines of a counterexample. The trace is replayed once more on a fresh execution, so that
     * addresses can be named as that execution knows them.
     */
    private static List<Report.TraceLine> counterexample(Program program, ErrorTrace error) {
        Execution replay = program.start();
        for (Event e : error.trace()) {
            if (replay.outcome().isFinal()) {
                break;
            }
            replay.replay(e);
        }
        SourceText sources = new SourceText();
        Map<ThreadId, Integer> columns = new HashMap<>();
        List<Report.TraceLine> lines = new ArrayList<>();
        for (Event e : error.trace()) {
            int column = columns.computeIfAbsent(e.thread(), t -> columns.size());
            lines.add(
                    new Report.TraceLine(
                            e.id(),
                            column,
                            e.location(),
                            sources.line(e.location()),
                            EventText.describe(e, replay::describe)));
        }
        return lines;
    }
}
