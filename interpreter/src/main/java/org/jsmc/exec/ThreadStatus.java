package org.jsmc.exec;

/** What a thread can do next. */
public enum ThreadStatus {
    /** Its pending event can be performed now. */
    ENABLED,
    /**
     * Its pending event must wait: a held lock, a live join target, a condition variable not yet
     * signalled, or another thread's atomic section.
     */
    BLOCKED,
    /** It has returned from its start routine (or called {@code pthread_exit}). */
    FINISHED,
    /** It called {@code __VERIFIER_assume} with a false condition, or hit the loop bound. */
    ASSUME_BLOCKED,
    /** It found an error; see {@link Execution#error()}. */
    ERROR;

    /** Whether the thread will never perform another event in this execution. */
    public boolean isTerminal() {
        return this == FINISHED || this == ASSUME_BLOCKED || this == ERROR;
    }
}
