package org.jsmc.exec.machine;

import java.util.Arrays;
import org.jsmc.exec.LockKind;
import org.jsmc.exec.ThreadId;
import org.jsmc.exec.ThreadStatus;
import org.jsmc.exec.memory.AddressSpace;
import org.jsmc.ir.RmwOp;
import org.jsmc.ir.SourceLocation;

/**
 * A thread of an execution: its frames and, while it is paused, the visible operation it is about
 * to perform. Mutable, owned by its {@link MachineExecution}.
 *
 * <p>The pending operation is described by plain fields rather than an object so that pausing
 * allocates nothing; {@link MachineExecution#pending} turns them into an {@link
 * org.jsmc.exec.Event} when asked.
 */
final class ThreadState {
    final ThreadId id;
    final ThreadState parent;
    Frame frame;
    ThreadStatus status = ThreadStatus.ENABLED;
    int events;

    /** How many frames are below the thread's start frame. */
    int depth;

    int children;
    long steps;

    /** The thread's values of the thread-specific data keys 1, 2, …, or null before the first. */
    private long[] specific;

    /** Memory changes this thread made in stretches that ended (see MachineExecution.writesOf). */
    long writes;

    /** The value of the start routine's return or pthread_exit, for pthread_join. */
    long returnValue;

    boolean joined;

    /** Depth of nested atomic sections. */
    int atomicDepth;

    /** Copy of each thread-local global, by global index, allocated on first use. */
    long[] threadLocals;

    /** The address of this thread's errno, once asked for. */
    long errno;

    // the pending operation
    PendingKind pending;
    long address;
    int size;

    /** Value to write, RMW operand, CAS expected value. */
    long value;

    /** CAS replacement value. */
    long value2;

    RmwOp rmwOp;

    /** Whether the program uses the value the pending RMW returns. */
    boolean rmwResultUsed;

    LockKind lockKind;

    /** Mutex of a condition wait. */
    long mutex;

    /** Join target, spawned start routine. */
    ThreadState other;

    int alternatives;

    /** Where a read or call result goes, and how many significant bits it has. */
    int resultSlot;

    int resultBits;

    /** Whether the stored value is a pointer (it may let an object escape). */
    boolean storesPointer;

    SourceLocation location = SourceLocation.UNKNOWN;

    /**
     * Whether the pending exit is an {@code abort()} (with {@code abortIsExit}): the program ends,
     * but as SV-COMP's {@code assume_abort_if_not} does, so the heap checks do not apply.
     */
    boolean aborting;

    /** A multi-event operation (aggregate load or store, memcpy, …) in progress. */
    Bulk bulk;

    /** The callee of a pending atomic-section call through a function pointer. */
    LinkedFunction calleeOverride;

    /** Whether the pending access is atomic (an atomic load or store). */
    boolean atomicAccess;

    /** For a condition wait: the ticket drawn when the thread started waiting. */
    long waitTicket;

    /** What the last performed event read (or chose). */
    long lastRead;

    boolean lastSuccess;
    LockKind lastUnlockMode;

    ThreadState(ThreadId id, ThreadState parent) {
        this.id = id;
        this.parent = parent;
    }

    @Override
    public String toString() {
        return id.toString();
    }

    /**
     * This thread in {@code x}, a fork of its execution, whose address space is {@code space};
     * {@code parent} is the parent's copy. {@link #other} is left to the caller, which knows every
     * thread's copy.
     */
    ThreadState copyFor(MachineExecution x, AddressSpace space, ThreadState parent) {
        ThreadState c = new ThreadState(id, parent);
        c.frame = frame == null ? null : frame.copyFor(space);
        c.status = status;
        c.events = events;
        c.depth = depth;
        c.children = children;
        c.steps = steps;
        c.specific = specific == null ? null : specific.clone();
        c.writes = writes;
        c.returnValue = returnValue;
        c.joined = joined;
        c.atomicDepth = atomicDepth;
        c.threadLocals = threadLocals == null ? null : threadLocals.clone();
        c.errno = errno;
        c.pending = pending;
        c.address = address;
        c.size = size;
        c.value = value;
        c.value2 = value2;
        c.rmwOp = rmwOp;
        c.rmwResultUsed = rmwResultUsed;
        c.lockKind = lockKind;
        c.mutex = mutex;
        c.alternatives = alternatives;
        c.resultSlot = resultSlot;
        c.resultBits = resultBits;
        c.storesPointer = storesPointer;
        c.location = location;
        c.aborting = aborting;
        c.bulk = bulk == null ? null : bulk.copyFor(x);
        c.calleeOverride = calleeOverride;
        c.atomicAccess = atomicAccess;
        c.waitTicket = waitTicket;
        c.lastRead = lastRead;
        c.lastSuccess = lastSuccess;
        c.lastUnlockMode = lastUnlockMode;
        return c;
    }

    /** {@code pthread_getspecific(key)}: the value this thread set, or 0 (NULL). */
    long specific(long key) {
        return specific != null && key >= 1 && key <= specific.length ? specific[(int) key - 1] : 0;
    }

    /**
     * {@code pthread_setspecific(key, value)} for a valid key. It changes the thread's state
     * outside memory, so it counts as a change for the spin-loop reduction.
     */
    void setSpecific(long key, long value) {
        if (specific == null || specific.length < key) {
            specific = Arrays.copyOf(specific == null ? new long[0] : specific, (int) key);
        }
        specific[(int) key - 1] = value;
        writes++;
    }
}
