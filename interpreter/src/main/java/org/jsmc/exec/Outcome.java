package org.jsmc.exec;

/** How an execution ended, or that it has not yet. */
public enum Outcome {
    /** Some thread is enabled. */
    RUNNING,
    /** Every thread finished, or the program called {@code exit}. */
    COMPLETE,
    /** No thread is enabled and some thread is blocked forever (lock, join, condition). */
    DEADLOCK,
    /**
     * No thread is enabled and some thread is assume-blocked: the execution is infeasible (a false
     * {@code __VERIFIER_assume}) or was cut by the loop bound. Takes precedence over {@link
     * #DEADLOCK}.
     */
    ASSUME_BLOCKED,
    /** A thread found an error; see {@link Execution#error()}. The execution stops there. */
    ERROR;

    /** Whether the execution is over. */
    public boolean isFinal() {
        return this != RUNNING;
    }
}
