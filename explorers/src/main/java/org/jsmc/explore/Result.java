package org.jsmc.explore;

import java.time.Duration;
import java.util.Map;
import java.util.Optional;

/**
 * The outcome of an exploration.
 *
 * @param algorithm the algorithm's registry name
 * @param counts executions by kind
 * @param firstError the first error found, with its trace
 * @param loopBoundHit whether some execution was cut by the {@code --unroll} bound
 * @param spawningLoopCut whether the loop bound cut a loop that creates threads (the program may
 *     have more threads than the explored executions)
 * @param nondetNarrowed whether some {@code __VERIFIER_nondet_*} value came from a domain narrower
 *     than its type ({@code --nondet-domain}): executions with the other values were not explored
 * @param complete whether the exploration covered everything it had to: false when it stopped at an
 *     error, a trace limit or a time limit
 * @param elapsed wall-clock time of the exploration
 * @param statistics algorithm-specific figures (e.g. wakeup-tree sizes), by name
 */
public record Result(
        String algorithm,
        Counts counts,
        Optional<ErrorTrace> firstError,
        boolean loopBoundHit,
        boolean spawningLoopCut,
        boolean nondetNarrowed,
        boolean complete,
        Duration elapsed,
        Map<String, Long> statistics) {
    public Result {
        statistics = Map.copyOf(statistics);
    }

    /** This result with {@code error} as its first error (a rewritten counterexample). */
    public Result withFirstError(ErrorTrace error) {
        return new Result(
                algorithm,
                counts,
                Optional.of(error),
                loopBoundHit,
                spawningLoopCut,
                nondetNarrowed,
                complete,
                elapsed,
                statistics);
    }

    /** Whether an error was found. */
    public boolean errorFound() {
        return firstError.isPresent();
    }
}
