package org.jsmc.cli;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Consumer;
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
        Program program = Interpreter.link(loaded.module(), exec);
        Result result = algorithm.create().explore(program, options, listener);
        return report(file, program, result, exec.unroll(), start, null);
    }

    /** The report of {@code result}, with its counterexample, timed from {@code startNanos}. */
    static Report report(
            Path file,
            Program program,
            Result result,
            int unroll,
            long startNanos,
            Report.Answer answer) {
        List<Report.TraceLine> lines =
                result.firstError().map(e -> counterexample(program, e)).orElse(List.of());
        double seconds = (System.nanoTime() - startNanos) / 1e9;
        return new Report(file.toString(), result, lines, unroll, seconds, answer);
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
