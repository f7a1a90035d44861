package org.jsmc.explore.core;

import org.jsmc.exec.Event;
import org.jsmc.exec.LockKind;

/**
 * The state of a mutex or rwlock, packed into a {@code long}: the holder (a mutex's owner or a
 * rwlock's writer: thread index + 1, or {@link #UNKNOWN}) in the high half, the number of readers
 * in the low half. The DPOR uses it to decide whether a lock acquisition could have run earlier.
 *
 * <p>The interpreter keeps this state in the lock's memory; the explorers rebuild it from the
 * events, so they never depend on the interpreter's encoding. What {@code main} did before it
 * created its first thread is not an event, so the state before the first event is inferred from
 * that event: a release, a condition wait or a failed trylock means the lock was held.
 */
final class LockState {
    private LockState() {}

    static final long FREE = 0;

    /** A holder that acquired the lock before the first event, identity unknown. */
    static final int UNKNOWN = Integer.MAX_VALUE;

    static long of(int holder, int readers) {
        return ((long) holder << 32) | (readers & 0xffffffffL);
    }

    static int holder(long state) {
        return (int) (state >>> 32);
    }

    static int readers(long state) {
        return (int) state;
    }

    /** Whether {@code mode} can be acquired now (a condition wake acquires as {@code MUTEX}). */
    static boolean acquirable(long state, LockKind mode) {
        return mode == LockKind.READ ? holder(state) == 0 : state == FREE;
    }

    /** The state before {@code first}, the first event on the lock {@code address} by {@code t}. */
    static long initial(Event first, long address, int t) {
        if (first instanceof Event.Unlock u) {
            return u.mode() == LockKind.READ ? of(0, 1) : of(t + 1, 0);
        } else if (first instanceof Event.CondWait w && w.mutex() == address) {
            return of(t + 1, 0);
        } else if (first instanceof Event.TryLock tl && !tl.success()) {
            return of(UNKNOWN, 0);
        }
        return FREE;
    }

    /** The state after {@code e}, an operation of thread {@code t} on the lock {@code address}. */
    static long after(long state, Event e, long address, int t) {
        if (e instanceof Event.Lock l) {
            return acquire(state, l.mode(), t);
        } else if (e instanceof Event.TryLock tl) {
            return tl.success() ? acquire(state, tl.mode(), t) : state;
        } else if (e instanceof Event.Unlock u) {
            return u.mode() == LockKind.READ
                    ? of(holder(state), Math.max(0, readers(state) - 1))
                    : of(0, readers(state));
        } else if (e instanceof Event.SyncInit) {
            return FREE;
        } else if (e instanceof Event.CondWait w && w.mutex() == address) {
            return of(0, readers(state));
        } else if (e instanceof Event.CondWake w && w.mutex() == address) {
            return acquire(state, LockKind.MUTEX, t);
        }
        return state;
    }

    private static long acquire(long state, LockKind mode, int t) {
        return mode == LockKind.READ
                ? of(holder(state), readers(state) + 1)
                : of(t + 1, readers(state));
    }
}
