package org.jsmc.explore;

/**
 * How many executions of each kind an exploration ran, counted as Nidhugg counts them so that
 * numbers can be put beside the papers' tables.
 *
 * @param traces complete traces: executions that ran to the end, including deadlocked ones and ones
 *     that ended in an error (Nidhugg's "Trace count")
 * @param assumeBlocked executions cut by a false {@code __VERIFIER_assume} or the loop bound
 * @param sleepSetBlocked executions abandoned because every enabled thread was in the sleep set
 * @param awaitBlocked executions abandoned at an await that cannot be satisfied
 * @param boundPruned executions cut by an exploration bound (e.g. TruSt's round-robin bound)
 * @param deadlocked how many of {@code traces} ended in a deadlock
 * @param errors how many of {@code traces} ended in an error
 */
public record Counts(
        long traces,
        long assumeBlocked,
        long sleepSetBlocked,
        long awaitBlocked,
        long boundPruned,
        long deadlocked,
        long errors) {

    /** No executions. */
    public static final Counts ZERO = new Counts(0, 0, 0, 0, 0, 0, 0);

    /** Every execution run, whatever its kind. */
    public long executions() {
        return traces + assumeBlocked + sleepSetBlocked + awaitBlocked + boundPruned;
    }
}
