package org.jsmc.exec;

import org.jsmc.exec.machine.RmwSemantics;
import org.jsmc.ir.RmwOp;
import org.jsmc.ir.SourceLocation;

/**
 * A visible event: one operation of one thread that another thread can observe or that synchronises
 * threads. Everything a thread does between two visible events is thread-local and runs eagerly
 * inside {@link Execution#step}.
 *
 * <p>{@link Execution#pending} returns the event a thread would perform next; its fields that
 * depend on memory (the value a read would return, a CAS outcome, an RMW's old and new value)
 * describe what would happen if the event were performed now. {@link Execution#step} returns the
 * completed event with the values that actually happened.
 *
 * <p>Every event names its thread and its 1-based index among that thread's events, so two runs
 * that make the same scheduling decisions and read the same values produce equal events. Addresses
 * are the interpreter's deterministic virtual addresses: the same object has the same address in
 * every execution. Values are the accessed bytes as an unsigned little-endian integer of {@code
 * size} bytes (at most 8: wider accesses are split into several events).
 *
 * <p>What is not an event: a thread's end (the last event of a thread is followed by its
 * thread-local run to completion, and {@link Join} happens after every event of the joined thread);
 * accesses to memory no other thread can reach; everything {@code main} does before it creates its
 * first thread, except {@link Choice}s; output.
 */
public sealed interface Event {

    /** The thread performing the event. */
    ThreadId thread();

    /** The event's 1-based position among the events of its thread. */
    int index();

    /** The source location of the instruction or library call. */
    SourceLocation location();

    /** The event's identity. */
    default EventId id() {
        return new EventId(thread(), index());
    }

    /** A memory access: reads and/or writes {@code size} bytes at {@code address}. */
    sealed interface Access extends Event permits Read, Write, Rmw, CompareExchange {
        long address();

        int size();

        /** Whether the access reads memory. */
        boolean reads();

        /** Whether the access writes memory. */
        boolean writes();

        /**
         * Whether the access is atomic: an LLVM atomic load or store, or a read-modify-write or
         * compare-exchange (always atomic).
         */
        default boolean atomic() {
            return true;
        }

        /** Whether this access and {@code other} touch at least one common byte. */
        default boolean overlaps(Access other) {
            return address() < other.address() + other.size()
                    && other.address() < address() + size();
        }
    }

    /** A load: {@code value} is the value read. */
    record Read(
            ThreadId thread,
            int index,
            long address,
            int size,
            long value,
            boolean atomic,
            SourceLocation location)
            implements Access {
        @Override
        public boolean reads() {
            return true;
        }

        @Override
        public boolean writes() {
            return false;
        }
    }

    /** A store of {@code value}. */
    record Write(
            ThreadId thread,
            int index,
            long address,
            int size,
            long value,
            boolean atomic,
            SourceLocation location)
            implements Access {
        @Override
        public boolean reads() {
            return false;
        }

        @Override
        public boolean writes() {
            return true;
        }
    }

    /**
     * An {@code atomicrmw}: reads {@code oldValue}, writes {@code newValue = op(oldValue, operand)}
     * in one step. {@code resultUsed} is false when the program never uses the value the RMW
     * returns (e.g. a statement {@code atomic_fetch_add(&x, 1);}): explorers may then let RMWs with
     * commuting operations commute ({@code --commute-rmws}).
     */
    record Rmw(
            ThreadId thread,
            int index,
            long address,
            int size,
            RmwOp op,
            long operand,
            long oldValue,
            long newValue,
            boolean resultUsed,
            SourceLocation location)
            implements Access {
        @Override
        public boolean reads() {
            return true;
        }

        @Override
        public boolean writes() {
            return true;
        }

        /** This RMW as performed on memory holding {@code old}. */
        public Rmw reading(long old) {
            long updated = RmwSemantics.apply(op, old, operand, 8 * size);
            return new Rmw(
                    thread, index, address, size, op, operand, old, updated, resultUsed, location);
        }
    }

    /**
     * A {@code cmpxchg}: reads {@code oldValue}; if it equals {@code expected} the exchange
     * succeeds and writes {@code replacement}, otherwise it is only a read.
     */
    record CompareExchange(
            ThreadId thread,
            int index,
            long address,
            int size,
            long expected,
            long replacement,
            long oldValue,
            boolean success,
            SourceLocation location)
            implements Access {
        @Override
        public boolean reads() {
            return true;
        }

        @Override
        public boolean writes() {
            return success;
        }

        /** This compare-exchange as performed on memory holding {@code old}. */
        public CompareExchange reading(long old) {
            return new CompareExchange(
                    thread,
                    index,
                    address,
                    size,
                    expected,
                    replacement,
                    old,
                    old == expected,
                    location);
        }
    }

    /** An atomic {@code fence}. Under sequential consistency it orders nothing. */
    record Fence(ThreadId thread, int index, SourceLocation location) implements Event {}

    /**
     * {@code free} of a shared heap object {@code [address, address + size)}; it conflicts with
     * every access to the object.
     */
    record Free(ThreadId thread, int index, long address, long size, SourceLocation location)
            implements Event {}

    /** {@code pthread_mutex_init}, {@code pthread_rwlock_init}, {@code pthread_cond_init}. */
    record SyncInit(
            ThreadId thread, int index, long address, LockKind kind, SourceLocation location)
            implements Event {}

    /** {@code pthread_mutex_destroy} and its rwlock and condition-variable twins. */
    record SyncDestroy(
            ThreadId thread, int index, long address, LockKind kind, SourceLocation location)
            implements Event {}

    /**
     * Acquiring a mutex ({@code MUTEX}) or a rwlock ({@code READ} or {@code WRITE}). A thread whose
     * pending event is a {@code Lock} on a held lock is {@link ThreadStatus#BLOCKED}; the pending
     * event is the blocked attempt.
     */
    record Lock(ThreadId thread, int index, long address, LockKind mode, SourceLocation location)
            implements Event {}

    /** {@code pthread_mutex_trylock} and the rwlock try-variants; never blocks. */
    record TryLock(
            ThreadId thread,
            int index,
            long address,
            LockKind mode,
            boolean success,
            SourceLocation location)
            implements Event {}

    /** Releasing a mutex, or a rwlock held in {@code mode}. */
    record Unlock(ThreadId thread, int index, long address, LockKind mode, SourceLocation location)
            implements Event {}

    /**
     * The first half of {@code pthread_cond_wait}: releases {@code mutex} and starts waiting on
     * {@code condition}. The thread's next event is a {@link CondWake}.
     */
    record CondWait(ThreadId thread, int index, long condition, long mutex, SourceLocation location)
            implements Event {}

    /**
     * The second half of {@code pthread_cond_wait}: the waiting thread consumes a signal (or is
     * released by a broadcast) and re-acquires {@code mutex}. It is enabled only when a signal or
     * broadcast issued while the thread was waiting is available and the mutex is free. A signal
     * wakes exactly one thread that was waiting when it was sent; which one is decided by which
     * {@code CondWake} runs first. There are no spurious wake-ups.
     */
    record CondWake(ThreadId thread, int index, long condition, long mutex, SourceLocation location)
            implements Event {}

    /** {@code pthread_cond_signal}. A signal with no thread waiting is lost. */
    record CondSignal(ThreadId thread, int index, long condition, SourceLocation location)
            implements Event {}

    /** {@code pthread_cond_broadcast}: every thread waiting now may wake. */
    record CondBroadcast(ThreadId thread, int index, long condition, SourceLocation location)
            implements Event {}

    /** {@code pthread_create}: {@code child} exists from this event on. */
    record Spawn(ThreadId thread, int index, ThreadId child, SourceLocation location)
            implements Event {}

    /** {@code pthread_join}; enabled only once {@code joined} has finished. */
    record Join(ThreadId thread, int index, ThreadId joined, SourceLocation location)
            implements Event {}

    /**
     * A nondeterministic choice, e.g. {@code __VERIFIER_nondet_int()}: one of {@code alternatives}
     * values. It conflicts with nothing; explorers branch on it. In a pending event {@code chosen}
     * is -1; {@link Execution#step(ThreadId, long)} picks the alternative.
     */
    record Choice(
            ThreadId thread,
            int index,
            int alternatives,
            int chosen,
            long value,
            SourceLocation location)
            implements Event {}

    /**
     * Entering an atomic section ({@code __VERIFIER_atomic_begin} or a {@code __VERIFIER_atomic_*}
     * function). Until the matching {@link AtomicEnd}, every other thread is {@link
     * ThreadStatus#BLOCKED}, so the section runs as one step.
     */
    record AtomicBegin(ThreadId thread, int index, SourceLocation location) implements Event {}

    /** Leaving an atomic section. */
    record AtomicEnd(ThreadId thread, int index, SourceLocation location) implements Event {}

    /** {@code exit(status)}: ends the whole program; every other thread stops. */
    record Exit(ThreadId thread, int index, int status, SourceLocation location) implements Event {}
}
