package org.jsmc.explore.core;

import java.time.Duration;
import java.util.Map;
import java.util.Optional;
import org.jsmc.exec.ErrorReport;
import org.jsmc.exec.Execution;
import org.jsmc.exec.Outcome;
import org.jsmc.explore.ErrorTrace;
import org.jsmc.explore.Listener;
import org.jsmc.explore.Options;
import org.jsmc.explore.Result;

/**
 * The bookkeeping of one {@link org.jsmc.explore.Explorer#explore} call that every algorithm
 * shares: counting finished executions ({@link Tally}), the first error, whether the loop bound was
 * hit, the limits, the clock, and the {@link Listener} calls in the documented order. The algorithm
 * decides what to run; this class decides what a finished execution means.
 *
 * <p>Mutable, owned by the explorer that created it, used from one thread.
 */
public final class Exploration {
    private final Options options;
    private final Listener listener;
    private final Limits limits;
    private final Tally tally = new Tally();
    private final long startNanos = System.nanoTime();
    private ErrorTrace firstError;
    private boolean loopBoundHit;
    private boolean spawningLoopCut;
    private boolean nondetNarrowed;

    public Exploration(Options options, Listener listener) {
        this.options = options;
        this.listener = listener;
        this.limits = new Limits(options.traceLimit(), options.timeLimit());
    }

    /**
     * Counts a finished execution and reports it to the listener.
     *
     * @return whether the exploration must stop: it found an error and {@link Options#keepGoing()}
     *     is off
     */
    public boolean finished(Execution execution) {
        tally.count(execution.outcome(), options.deadlockIsError());
        loopBoundHit |= execution.loopBoundHit();
        spawningLoopCut |= execution.spawningLoopCut();
        nondetNarrowed |= execution.nondetNarrowed();
        if (listener.wantsTraces()) {
            listener.executionFinished(execution.trace(), execution.outcome());
        }
        Optional<ErrorTrace> error = Counterexample.of(execution, options.deadlockIsError());
        error.ifPresent(this::errorFound);
        listener.progress(tally.counts(), elapsedNanos());
        return error.isPresent() && !options.keepGoing() && stops(error.get());
    }

    /**
     * Counts an execution the explorer abandoned because every enabled thread was in the sleep set.
     * It is not a trace: the listener hears only of the progress.
     *
     * @return false: a sleep-set-blocked execution never stops the exploration
     */
    public boolean sleepSetBlocked(Execution execution) {
        tally.countSleepSetBlocked();
        listener.progress(tally.counts(), elapsedNanos());
        return false;
    }

    /**
     * Counts an execution abandoned because every thread that could move waits at an await that
     * cannot be satisfied in it (TruSt's blocked lock attempts). It is not a trace.
     *
     * @return false: an await-blocked execution never stops the exploration
     */
    public boolean awaitBlocked(Execution execution) {
        tally.countAwaitBlocked();
        listener.progress(tally.counts(), elapsedNanos());
        return false;
    }

    /**
     * Counts a graph or execution cut by an exploration bound (TruSt's round-robin bound). It is
     * not a trace.
     */
    public void boundPruned() {
        tally.countBoundPruned();
        listener.progress(tally.counts(), elapsedNanos());
    }

    /**
     * Counts an execution the explorer could not replay as recorded (the program is not
     * deterministic) as a trace ending in {@code report}, which should be of kind {@link
     * org.jsmc.exec.ErrorKind#NONDETERMINISM}. The exploration must stop: the recorded tree no
     * longer describes the program.
     */
    public void diverged(Execution execution, ErrorReport report) {
        tally.count(Outcome.ERROR, options.deadlockIsError());
        if (listener.wantsTraces()) {
            listener.executionFinished(execution.trace(), Outcome.ERROR);
        }
        errorFound(Counterexample.of(execution, report));
        listener.progress(tally.counts(), elapsedNanos());
    }

    /** The counts so far, for algorithms that count abandoned executions. */
    public Tally tally() {
        return tally;
    }

    /** Whether the trace limit or the time limit stops the exploration now. */
    public boolean limitReached() {
        return limits.reached(tally.executions(), elapsedNanos());
    }

    /**
     * The result.
     *
     * @param complete whether every execution the algorithm had to run was run
     */
    public Result result(String algorithm, boolean complete, Map<String, Long> statistics) {
        return new Result(
                algorithm,
                tally.counts(),
                Optional.ofNullable(firstError),
                loopBoundHit,
                spawningLoopCut,
                nondetNarrowed,
                complete,
                Duration.ofNanos(elapsedNanos()),
                statistics);
    }

    /** Whether {@code error} is of a kind that stops the exploration ({@link Options#stopAt}). */
    private boolean stops(ErrorTrace error) {
        return options.stopAt().contains(error.report().kind());
    }

    /**
     * Remembers the first error, and the first error of a stopping kind over one of another kind:
     * the result names the error the exploration stopped for.
     */
    private void errorFound(ErrorTrace error) {
        if (firstError == null || (!stops(firstError) && stops(error))) {
            firstError = error;
        }
        listener.errorFound(error);
    }

    private long elapsedNanos() {
        return System.nanoTime() - startNanos;
    }
}
