package org.jsmc.cli;

import java.io.PrintWriter;
import java.nio.file.Path;
import java.time.Duration;
import java.util.Map;
import java.util.Optional;
import java.util.function.Consumer;
import org.jsmc.exec.Check;
import org.jsmc.exec.ExecOptions;
import org.jsmc.exec.Interpreter;
import org.jsmc.exec.Program;
import org.jsmc.explore.Counts;
import org.jsmc.explore.ErrorTrace;
import org.jsmc.explore.Result;
import org.jsmc.explore.race.RaceCheckedProgram;
import org.jsmc.ir.llvm.LoadOptions;
import org.jsmc.ir.llvm.LoadedModule;
import org.jsmc.ir.llvm.ModuleLoader;
import org.jsmc.svcomp.task.PropertyFile;
import org.jsmc.svcomp.witness.ReplayGuide;
import org.jsmc.svcomp.witness.ReplayOutcome;
import org.jsmc.svcomp.witness.Replayer;
import org.jsmc.svcomp.witness.Specification;
import org.jsmc.svcomp.witness.WitnessReader;

/**
 * {@code jsmc --replay-witness W FILE}: follows the violation witness {@code W} through one
 * execution of {@code FILE} ({@link Replayer}). The violation to reach is the one {@code
 * --property} names, else the one the witness's specification names, else any error. A confirmed
 * witness prints the report of a run that found that error, with its counterexample (exit 42); an
 * unconfirmed one prints {@code Witness not confirmed: <why>} (exit 0).
 *
 * <p>The execution has SV-COMP's semantics ({@code abort()} ends the program), the checks the
 * property needs, and a nondet domain wide enough for the witness's values.
 */
final class WitnessReplay {
    private WitnessReplay() {}

    static int run(
            Path file,
            Path witness,
            PropertyFile property,
            LoadOptions load,
            ExecOptions exec,
            boolean json,
            boolean verbose,
            PrintWriter out,
            Consumer<String> log) {
        long start = System.nanoTime();
        ReplayGuide guide = WitnessReader.read(witness);
        String name =
                property != null
                        ? property.name()
                        : Specification.propertyName(guide.specification()).orElse(null);
        log.accept(
                "witness: "
                        + guide.steps().size()
                        + " steps; confirmed by "
                        + (name == null ? "any error" : "a violation of " + name));
        LoadedModule loaded = ModuleLoader.load(file, load);
        loaded.pipeline().forEach(log);
        if (!guide.programHash().isEmpty()
                && !guide.programHash().equalsIgnoreCase(WitnessOutput.sha256(file))) {
            log.accept("the witness names another program hash than " + file + "'s");
        }
        long values = Math.min(guide.largestValue() + 1, Integer.MAX_VALUE);
        ExecOptions replay =
                exec.withAbortIsExit(true)
                        .withNondetDomain((int) Math.max(exec.nondetDomain(), values))
                        .withMoreChecks(Specification.checks(name));
        Program program = Interpreter.link(loaded.module(), replay);
        if (replay.checks(Check.DATA_RACE)) {
            program = new RaceCheckedProgram(program);
        }
        ReplayOutcome outcome = Replayer.replay(program, guide, name);
        if (outcome instanceof ReplayOutcome.NotConfirmed no) {
            out.println("Witness not confirmed: " + no.reason());
            out.flush();
            return ExitCode.NO_ERROR;
        }
        ErrorTrace trace = ((ReplayOutcome.Confirmed) outcome).trace();
        Result result =
                new Result(
                        "witness",
                        new Counts(1, 0, 0, 0, 0, 0, 1),
                        Optional.of(trace),
                        false,
                        false,
                        false,
                        false,
                        Duration.ofNanos(System.nanoTime() - start),
                        Map.of());
        Report.Answer answer =
                name == null
                        ? null
                        : new Report.Answer(
                                name,
                                "false("
                                        + Specification.violated(name, trace.report().kind())
                                        + ")",
                                "the witness "
                                        + witness
                                        + " was confirmed: "
                                        + trace.report().describe());
        Report report = MainJob.report(file, program, result, 0, start, answer);
        out.print(json ? JsonReport.render(report) : TextReport.render(report, verbose));
        out.flush();
        return ExitCode.ERROR_FOUND;
    }
}
