package org.jsmc.svcomp.witness;

/**
 * One step of a replay guide: thread {@link #thread()} performs its next visible event at {@link
 * #place()}. Threads are numbered as the witness formats' thread extensions number them: {@code 0}
 * is {@code main}, {@code k} the k-th thread created in the execution.
 */
public sealed interface Step {

    /** The thread that moves, by creation number. */
    int thread();

    /** Where its event is. */
    Place place();

    /** An event with nothing more to say than where it is (a read, a lock, a join, …). */
    record Visit(int thread, Place place) implements Step {}

    /**
     * {@code pthread_create}: thread {@code child} exists from this step on.
     *
     * @param startRoutine the function the new thread runs, "" when unknown
     */
    record Create(int thread, Place place, int child, String startRoutine) implements Step {}

    /**
     * A {@code __VERIFIER_nondet_*} call that returns {@code value}.
     *
     * @param function the nondet function called, "" when unknown
     */
    record Choose(int thread, Place place, long value, String function) implements Step {}
}
