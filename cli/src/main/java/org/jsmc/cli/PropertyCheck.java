package org.jsmc.cli;

import java.nio.file.Path;
import java.time.Duration;
import java.util.Map;
import java.util.Optional;
import java.util.TreeSet;
import java.util.function.Consumer;
import org.jsmc.exec.ExecOptions;
import org.jsmc.exec.Program;
import org.jsmc.explore.Algorithm;
import org.jsmc.explore.Counts;
import org.jsmc.explore.ErrorTrace;
import org.jsmc.explore.Listener;
import org.jsmc.explore.Options;
import org.jsmc.explore.Result;
import org.jsmc.ir.LimitExceededException;
import org.jsmc.ir.Module;
import org.jsmc.ir.UnsupportedFeatureException;
import org.jsmc.ir.llvm.LoadOptions;
import org.jsmc.ir.llvm.LoadedModule;
import org.jsmc.ir.llvm.ModuleLoader;
import org.jsmc.svcomp.task.PropertyFile;
import org.jsmc.svcomp.task.PropertySemantics;

/**
 * {@code jsmc --property P FILE}: an SV-COMP answer for one program, sound first.
 *
 * <p>Semantics ({@link PropertySemantics}): each property names the checks it turns on and the
 * errors that violate it, e.g. a call of {@code reach_error} (or a failed {@code assert}) for
 * {@code unreach-call}, a data race for {@code no-data-race}; {@code abort()} ends the program
 * without a violation, and so does a failed assertion under the other properties; an execution that
 * ends in another error (an invalid access, pthread misuse) ends there and the exploration goes on,
 * but the answer can then no longer be {@code true}: the program has undefined behaviour, which the
 * property assumes away. The loaded module goes to {@code loadedModule}, so that a {@code false}
 * answer's counterexample can be written as a witness ({@link WitnessOutput}).
 *
 * <p>Strategy: a first run without a loop bound, with all the time there is: a program whose loops
 * all end is explored exhaustively at once, and a bug behind many iterations (all sixteen threads a
 * loop creates) often shows in the first executions, where bounded runs would first interleave
 * fewer threads at length. When a limit (events of one thread, threads, steps) stops it, some loop
 * does not end, and deepening takes the time left. Bugs usually need few loop iterations, while a
 * correct program needs its whole state space; so the program is explored with {@code --unroll k}
 * for k = 1, 2, 4, 8, …, each run stopping at the first violation. A run in which no loop reached
 * its bound was exhaustive, so it answers: {@code true} if nothing else narrowed it (no nondet
 * value drawn from a domain narrower than its type, no undefined behaviour). Spin loops do not need
 * the bound (the interpreter's spin-loop reduction ends them), so a program whose only unbounded
 * loops are spin loops gets its exhaustive run as soon as k covers its counted loops. With {@code
 * --unroll N} given, only that bound is run. Under a time limit, a run whose nondet values were
 * narrowed cannot answer {@code true}, so the time left goes to finding a violation with more
 * values: each next run doubles the nondet domain too (without a time limit that search would never
 * end, so the answer is {@code unknown} at once). The time limit is shared by all runs; when it
 * ends the exploration, the answer is {@code unknown}.
 */
final class PropertyCheck {
    private PropertyCheck() {}

    /** The first run's loop bound: none. */
    private static final int UNBOUNDED = 0;

    /** The first loop bound deepening tries; each next run doubles it. */
    private static final int FIRST_BOUND = 1;

    /** The widest nondet domain deepening goes to: every 16-bit value. */
    private static final int MAX_DOMAIN = 1 << 16;

    static Report run(
            Path file,
            PropertyFile property,
            LoadOptions load,
            ExecOptions exec,
            Algorithm algorithm,
            Options options,
            Listener listener,
            Consumer<String> log,
            Consumer<Module> loadedModule) {
        long start = System.nanoTime();
        if (!property.isSupported()) {
            throw new UnsupportedFeatureException(
                    "property '"
                            + property.name()
                            + "' is not checked by jsmc yet (it checks "
                            + String.join(", ", new TreeSet<>(PropertyFile.SUPPORTED))
                            + ")");
        }
        PropertySemantics semantics = property.semantics();
        LoadedModule loaded = ModuleLoader.load(file, load);
        loaded.pipeline().forEach(log);
        loadedModule.accept(loaded.module());
        ExecOptions svcomp = exec.withAbortIsExit(true).withMoreChecks(semantics.checks());
        Options stopAtViolation = options.withStopAt(semantics.stopAt());
        Duration budget = options.timeLimit();
        boolean deepen = exec.unroll() == 0;
        int bound = deepen ? UNBOUNDED : exec.unroll();
        int domain = exec.nondetDomain();
        while (true) {
            log.accept(
                    "property run with "
                            + (bound == UNBOUNDED ? "no loop bound" : "--unroll " + bound)
                            + " --nondet-domain "
                            + domain);
            Options runOptions = stopAtViolation.withTimeLimit(remaining(budget, start));
            Program program =
                    MainJob.link(
                            loaded.module(),
                            svcomp.withUnroll(bound).withNondetDomain(domain),
                            algorithm,
                            runOptions);
            ErrorKinds seen = new ErrorKinds(listener);
            Result result;
            try {
                result = algorithm.create().explore(program, runOptions, seen);
            } catch (LimitExceededException e) {
                if (bound != UNBOUNDED) {
                    return MainJob.report(
                            file,
                            program,
                            emptyResult(algorithm),
                            bound,
                            start,
                            unknown(property, e.getMessage()));
                }
                // some loop does not end: deepening takes over
                log.accept("unbounded run stopped: " + e.getMessage());
                bound = FIRST_BOUND;
                continue;
            } catch (UnsupportedFeatureException e) {
                return MainJob.report(
                        file,
                        program,
                        emptyResult(algorithm),
                        bound,
                        start,
                        unknown(property, e.getMessage()));
            }
            boolean timeLeft = budget.isZero() || System.nanoTime() - start < budget.toNanos();
            boolean widen = !budget.isZero() && result.nondetNarrowed() && domain < MAX_DOMAIN;
            boolean longer = deepen && result.loopBoundHit();
            Report.Answer answer =
                    answer(property, result, seen, bound, domain, longer || widen, timeLeft);
            if (answer != null) {
                return MainJob.report(file, program, result, bound, start, answer);
            }
            if (!timeLeft) {
                String cut = "loops bounded at --unroll " + bound;
                if (result.spawningLoopCut()) {
                    cut += ", a loop that creates threads among them";
                }
                if (result.nondetNarrowed()) {
                    cut += ", nondet values from 0.." + (domain - 1);
                }
                return MainJob.report(
                        file,
                        program,
                        result,
                        bound,
                        start,
                        unknown(property, "the time limit ended the exploration (" + cut + ")"));
            }
            bound = bound == UNBOUNDED ? FIRST_BOUND : longer ? bound * 2 : bound;
            domain = widen ? domain * 2 : domain;
        }
    }

    /**
     * The answer {@code result} gives, or null if a deeper run ({@code goOn}: a longer loop bound
     * or a wider nondet domain) may still give one.
     */
    private static Report.Answer answer(
            PropertyFile property,
            Result result,
            ErrorKinds seen,
            int bound,
            int domain,
            boolean goOn,
            boolean timeLeft) {
        PropertySemantics semantics = property.semantics();
        ErrorTrace error = result.firstError().orElse(null);
        String violated = error == null ? null : semantics.violations().get(error.report().kind());
        if (violated != null) {
            return new Report.Answer(
                    property.name(), "false(" + violated + ")", error.report().describe());
        }
        if (!result.complete()) {
            String limit = timeLeft ? "the trace limit" : "the time limit";
            String cut = result.loopBoundHit() ? " (loops bounded at --unroll " + bound + ")" : "";
            if (result.spawningLoopCut()) {
                cut =
                        " (loops bounded at --unroll "
                                + bound
                                + ", a loop that creates threads among them)";
            }
            return unknown(property, limit + " ended the exploration" + cut);
        }
        if (goOn) {
            return null;
        }
        ErrorTrace undefined = seen.firstOtherThan(semantics.endings());
        if (undefined != null) {
            return unknown(
                    property,
                    "undefined behaviour, which "
                            + property.name()
                            + " assumes away: "
                            + undefined.report().describe());
        }
        if (result.nondetNarrowed()) {
            return unknown(
                    property,
                    "__VERIFIER_nondet_* values were drawn from 0.."
                            + (domain - 1)
                            + ", fewer than their types hold (widen with --nondet-domain)");
        }
        if (result.loopBoundHit()) {
            return unknown(property, "the loop bound (--unroll " + bound + ") cut some executions");
        }
        return new Report.Answer(property.name(), "true", "every execution was explored");
    }

    private static Report.Answer unknown(PropertyFile property, String reason) {
        return new Report.Answer(property.name(), "unknown", reason);
    }

    /** The time left of {@code budget} (zero: no limit), never zero itself when limited. */
    private static Duration remaining(Duration budget, long startNanos) {
        if (budget.isZero()) {
            return Duration.ZERO;
        }
        Duration left = budget.minusNanos(System.nanoTime() - startNanos);
        return left.isNegative() || left.isZero() ? Duration.ofNanos(1) : left;
    }

    private static Result emptyResult(Algorithm algorithm) {
        return new Result(
                algorithm.algorithmName(),
                Counts.ZERO,
                Optional.empty(),
                false,
                false,
                false,
                false,
                Duration.ZERO,
                Map.of());
    }
}
