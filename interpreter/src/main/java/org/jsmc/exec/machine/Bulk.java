package org.jsmc.exec.machine;

/**
 * An operation that touches memory in several visible parts: a load or store of an aggregate whose
 * leaves are separate events, or a {@code memcpy}/{@code memset} over shared memory split into
 * chunks of at most 8 bytes. Parts on private memory are performed directly; the operation pauses
 * only before parts that are visible.
 */
abstract class Bulk {
    /**
     * Sets up the thread's pending READ or WRITE for the next visible part, performing invisible
     * parts on the way. Returns false when nothing is left, or when an error ended the execution.
     */
    abstract boolean next(ThreadState t);

    /** The part set up last was performed; {@code value} is what a read returned. */
    abstract void performed(ThreadState t, long value);

    /** Everything was performed: write the operation's result, if it has one. */
    void complete(ThreadState t) {}

    /** This operation, as far as it got, in {@code x}, a fork of its execution. */
    abstract Bulk copyFor(MachineExecution x);
}
