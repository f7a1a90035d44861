package org.jsmc.explore.core;

import org.jsmc.exec.Outcome;
import org.jsmc.explore.Counts;

/**
 * Counts executions into Nidhugg's buckets ({@link Counts}). Mutable; owned by one {@link
 * Exploration}.
 *
 * <p>The rules, as Nidhugg prints its "Trace count", "Assume-blocked trace count" and so on: a
 * {@link Outcome#COMPLETE} execution is a trace; a {@link Outcome#DEADLOCK} is a trace and a
 * deadlock (and also an error when deadlocks are errors); an {@link Outcome#ERROR} is a trace and
 * an error; an {@link Outcome#ASSUME_BLOCKED} execution is not a trace but an assume-blocked
 * execution. Executions an explorer abandons (sleep-set-blocked, …) are counted by their own
 * methods.
 */
public final class Tally {
    private long traces;
    private long assumeBlocked;
    private long sleepSetBlocked;
    private long awaitBlocked;
    private long boundPruned;
    private long deadlocked;
    private long errors;

    /** Counts an execution that ended with {@code outcome}. */
    public void count(Outcome outcome, boolean deadlockIsError) {
        switch (outcome) {
            case COMPLETE -> traces++;
            case DEADLOCK -> {
                traces++;
                deadlocked++;
                if (deadlockIsError) {
                    errors++;
                }
            }
            case ERROR -> {
                traces++;
                errors++;
            }
            case ASSUME_BLOCKED -> assumeBlocked++;
            case RUNNING -> throw new IllegalStateException("counting a running execution");
        }
    }

    /** Counts an execution abandoned because every enabled thread was asleep. */
    public void countSleepSetBlocked() {
        sleepSetBlocked++;
    }

    /** Counts an execution abandoned at an await that cannot be satisfied. */
    public void countAwaitBlocked() {
        awaitBlocked++;
    }

    /** Counts an execution cut by an exploration bound. */
    public void countBoundPruned() {
        boundPruned++;
    }

    /** Every execution counted so far, of any kind. */
    public long executions() {
        return traces + assumeBlocked + sleepSetBlocked + awaitBlocked + boundPruned;
    }

    /** The counts so far. */
    public Counts counts() {
        return new Counts(
                traces,
                assumeBlocked,
                sleepSetBlocked,
                awaitBlocked,
                boundPruned,
                deadlocked,
                errors);
    }
}
