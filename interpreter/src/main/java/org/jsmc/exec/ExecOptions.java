package org.jsmc.exec;

import java.util.List;

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
 */
public record ExecOptions(
        int unroll, int nondetDomain, long stepLimit, int eventLimit, List<String> arguments) {

    /** No loop bound, a nondet domain of 2, generous step limits, no arguments. */
    public static final ExecOptions DEFAULT =
            new ExecOptions(0, 2, 50_000_000L, 100_000, List.of());

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
    }

    public ExecOptions withUnroll(int n) {
        return new ExecOptions(n, nondetDomain, stepLimit, eventLimit, arguments);
    }

    public ExecOptions withNondetDomain(int n) {
        return new ExecOptions(unroll, n, stepLimit, eventLimit, arguments);
    }

    public ExecOptions withStepLimit(long n) {
        return new ExecOptions(unroll, nondetDomain, n, eventLimit, arguments);
    }

    public ExecOptions withEventLimit(int n) {
        return new ExecOptions(unroll, nondetDomain, stepLimit, n, arguments);
    }

    public ExecOptions withArguments(List<String> args) {
        return new ExecOptions(unroll, nondetDomain, stepLimit, eventLimit, args);
    }
}
