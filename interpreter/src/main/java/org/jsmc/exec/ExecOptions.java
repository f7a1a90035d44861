package org.jsmc.exec;

import java.util.EnumSet;
import java.util.List;
import java.util.Set;

/**
 * How the interpreter runs a program.
 *
 * @param unroll the loop bound: a thread that would start iteration {@code unroll + 1} of a loop is
 *     assume-blocked; 0 means unbounded
 * @param nondetDomain how many values {@code __VERIFIER_nondet_*} may return: {@code 0 …
 *     nondetDomain-1} ({@code _Bool} always has two)
 * @param stepLimit how many branches and calls a thread may execute between two visible events
 *     before jsmc reports a runaway loop
 * @param eventLimit how many visible events one thread may perform in one execution
 * @param arguments the program's {@code argv[1…]}; {@code argv[0]} is the program's name
 * @param spinReduction whether a loop iteration that changed nothing blocks its thread (see package
 *     documentation: the spin-loop reduction)
 * @param abortIsExit whether {@code abort()} ends the program like {@code exit} instead of being an
 *     error (SV-COMP's semantics: the {@code assume_abort_if_not} idiom)
 * @param checks the optional checks turned on ({@code --check}); the interpreter runs {@link
 *     Check#MEMTRACK}, {@link Check#MEMCLEANUP} and {@link Check#OVERFLOW}
 */
public record ExecOptions(
        int unroll,
        int nondetDomain,
        long stepLimit,
        int eventLimit,
        List<String> arguments,
        boolean spinReduction,
        boolean abortIsExit,
        Set<Check> checks) {

    /**
     * No loop bound, a nondet domain of 2, generous step limits, no arguments, the spin-loop
     * reduction on, {@code abort()} an error.
     */
    public static final ExecOptions DEFAULT =
            new ExecOptions(0, 2, 50_000_000L, 100_000, List.of());

    /** These limits and arguments with the spin-loop reduction on and {@code abort()} an error. */
    public ExecOptions(
            int unroll, int nondetDomain, long stepLimit, int eventLimit, List<String> arguments) {
        this(unroll, nondetDomain, stepLimit, eventLimit, arguments, true, false, Set.of());
    }

    public ExecOptions {
        if (unroll < 0) {
            throw new IllegalArgumentException("unroll must be >= 0, got " + unroll);
        }
        if (nondetDomain < 1) {
            throw new IllegalArgumentException("nondet domain must be >= 1, got " + nondetDomain);
        }
        if (stepLimit < 1 || eventLimit < 1) {
            throw new IllegalArgumentException("limits must be positive");
        }
        arguments = List.copyOf(arguments);
        checks = checks.isEmpty() ? Set.of() : Set.copyOf(EnumSet.copyOf(checks));
    }

    public ExecOptions withUnroll(int n) {
        return new ExecOptions(
                n,
                nondetDomain,
                stepLimit,
                eventLimit,
                arguments,
                spinReduction,
                abortIsExit,
                checks);
    }

    public ExecOptions withNondetDomain(int n) {
        return new ExecOptions(
                unroll, n, stepLimit, eventLimit, arguments, spinReduction, abortIsExit, checks);
    }

    public ExecOptions withStepLimit(long n) {
        return new ExecOptions(
                unroll, nondetDomain, n, eventLimit, arguments, spinReduction, abortIsExit, checks);
    }

    public ExecOptions withEventLimit(int n) {
        return new ExecOptions(
                unroll, nondetDomain, stepLimit, n, arguments, spinReduction, abortIsExit, checks);
    }

    public ExecOptions withArguments(List<String> args) {
        return new ExecOptions(
                unroll,
                nondetDomain,
                stepLimit,
                eventLimit,
                args,
                spinReduction,
                abortIsExit,
                checks);
    }

    public ExecOptions withSpinReduction(boolean on) {
        return new ExecOptions(
                unroll, nondetDomain, stepLimit, eventLimit, arguments, on, abortIsExit, checks);
    }

    public ExecOptions withAbortIsExit(boolean on) {
        return new ExecOptions(
                unroll, nondetDomain, stepLimit, eventLimit, arguments, spinReduction, on, checks);
    }

    public ExecOptions withChecks(Set<Check> set) {
        return new ExecOptions(
                unroll,
                nondetDomain,
                stepLimit,
                eventLimit,
                arguments,
                spinReduction,
                abortIsExit,
                set);
    }

    /** These options with {@code more} checks on besides the ones already on. */
    public ExecOptions withMoreChecks(Set<Check> more) {
        Set<Check> all = EnumSet.noneOf(Check.class);
        all.addAll(checks);
        all.addAll(more);
        return withChecks(all);
    }

    /** Whether {@code --check} turned {@code c} on. */
    public boolean checks(Check c) {
        return checks.contains(c);
    }
}
