package org.jsmc.exec.machine;

import org.jsmc.exec.ErrorKind;
import org.jsmc.exec.LockKind;
import org.jsmc.exec.memory.AddressSpace;
import org.jsmc.exec.memory.LittleEndian;
import org.jsmc.exec.memory.MemObject;

/**
 * Mutexes and rwlocks. Their state lives in the lock object's own memory, so static initialisers
 * ({@code PTHREAD_MUTEX_INITIALIZER} is all zeros) work and no map is needed: a mutex's first 4
 * bytes hold its owner's thread index + 1 (0: free); a rwlock's first 4 bytes count its readers,
 * the next 4 hold its writer's index + 1.
 */
final class Locks {
    private final MachineExecution x;
    private final AddressSpace mem;

    Locks(MachineExecution x) {
        this.x = x;
        this.mem = x.memory;
    }

    private long word(long address, int offset) {
        MemObject o = mem.find(address + offset);
        if (o == null || !o.contains(address + offset, 4)) {
            return 0;
        }
        return LittleEndian.read(o.bytes(), (int) (address + offset - o.base), 4);
    }

    private void setWord(long address, int offset, long value) {
        MemObject o = mem.find(address + offset);
        LittleEndian.write(o.writableBytes(), (int) (address + offset - o.base), 4, value);
    }

    /** Whether an acquisition of the lock at {@code address} in {@code mode} must wait. */
    boolean held(long address, LockKind mode) {
        if (mode == LockKind.MUTEX) {
            return word(address, 0) != 0;
        }
        long readers = word(address, 0);
        long writer = word(address, 4);
        return mode == LockKind.READ ? writer != 0 : writer != 0 || readers != 0;
    }

    /** Whether {@code t} holds the mutex at {@code address}. */
    boolean owns(ThreadState t, long address) {
        return word(address, 0) == t.id.index() + 1;
    }

    void acquire(ThreadState t, long address, LockKind mode) {
        if (mode == LockKind.MUTEX) {
            setWord(address, 0, t.id.index() + 1);
        } else if (mode == LockKind.READ) {
            setWord(address, 0, word(address, 0) + 1);
        } else {
            setWord(address, 4, t.id.index() + 1);
        }
    }

    /** {@code pthread_mutex_init} / {@code pthread_rwlock_init}: the lock is free. */
    void initialise(long address, LockKind kind) {
        setWord(address, 0, 0);
        if (kind != LockKind.MUTEX) {
            setWord(address, 4, 0);
        }
    }

    /** Releases the mutex {@code t} holds at {@code address} (for a condition wait). */
    void releaseMutex(long address) {
        setWord(address, 0, 0);
    }

    /** The mode in which {@code t} would release the rwlock at {@code address}. */
    LockKind unlockMode(ThreadState t, long address) {
        return word(address, 4) == t.id.index() + 1 ? LockKind.WRITE : LockKind.READ;
    }

    /**
     * Performs {@code t}'s pending unlock of the lock at {@code t.address}; an unlock of a lock
     * {@code t} does not hold is pthread misuse.
     */
    void unlock(ThreadState t) {
        long me = t.id.index() + 1;
        if (t.lockKind == LockKind.MUTEX) {
            long owner = word(t.address, 0);
            if (owner != me) {
                misuse(
                        t,
                        "unlock of mutex "
                                + x.describe(t.address)
                                + (owner == 0
                                        ? ", which is not locked"
                                        : ", which is held by " + x.byIndex[(int) owner - 1].id));
                return;
            }
            setWord(t.address, 0, 0);
            return;
        }
        if (word(t.address, 4) == me) {
            t.lastUnlockMode = LockKind.WRITE;
            setWord(t.address, 4, 0);
        } else if (word(t.address, 0) > 0) {
            t.lastUnlockMode = LockKind.READ;
            setWord(t.address, 0, word(t.address, 0) - 1);
        } else {
            misuse(
                    t,
                    "unlock of rwlock "
                            + x.describe(t.address)
                            + ", which "
                            + t.id
                            + " does not hold");
        }
    }

    /** Checks {@code t}'s pending destroy of the lock at {@code t.address}: it must be free. */
    void destroy(ThreadState t) {
        boolean busy =
                held(t.address, t.lockKind == LockKind.MUTEX ? LockKind.MUTEX : LockKind.WRITE);
        if (busy) {
            misuse(t, "destroy of locked " + name(t.lockKind) + " " + x.describe(t.address));
        }
    }

    private void misuse(ThreadState t, String message) {
        x.fail(t, ErrorKind.PTHREAD_MISUSE, message, t.location);
    }

    /** " (held by <0.1>)", for deadlock reports; "" when nobody is known to hold it. */
    String holder(long address, LockKind kind) {
        int owner = (int) word(address, kind == LockKind.MUTEX ? 0 : 4) - 1;
        if (owner >= 0 && owner < x.byIndex.length && x.byIndex[owner] != null) {
            return " (held by " + x.byIndex[owner].id + ")";
        }
        return kind == LockKind.MUTEX ? "" : " (held by readers)";
    }

    static String name(LockKind k) {
        return k == LockKind.MUTEX ? "mutex" : "rwlock";
    }
}
