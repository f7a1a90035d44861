package org.jsmc.exec.machine;

import org.jsmc.exec.ErrorKind;
import org.jsmc.exec.Event;
import org.jsmc.exec.LockKind;
import org.jsmc.exec.ThreadId;
import org.jsmc.exec.ThreadStatus;
import org.jsmc.exec.memory.AddressSpace;
import org.jsmc.exec.memory.LittleEndian;
import org.jsmc.exec.memory.MemObject;
import org.jsmc.ir.SourceLocation;

/**
 * The visible operations: how a thread announces one (the {@code pend…} methods), when it is
 * blocked, what it does when performed, how the thread continues afterwards, and the {@link Event}
 * that describes it.
 *
 * <p>Mutex and rwlock state lives in the lock object's own memory (so static initialisers work and
 * no map is needed): a mutex's first 4 bytes hold its owner's thread index + 1 (0: free); a
 * rwlock's first 4 bytes count its readers, the next 4 hold its writer's index + 1.
 */
final class Effects {
    private final MachineExecution x;
    private final AddressSpace mem;

    Effects(MachineExecution x) {
        this.x = x;
        this.mem = x.memory;
    }

    // ---------------------------------------------------------------- announcing

    void pend(ThreadState t, PendingKind kind, SourceLocation where) {
        t.pending = kind;
        t.location = where;
        t.bulk = null;
        t.resultSlot = -1;
    }

    void pendRead(
            ThreadState t,
            long address,
            int size,
            int bits,
            int slot,
            boolean atomic,
            SourceLocation where) {
        pend(t, PendingKind.READ, where);
        t.address = address;
        t.size = size;
        t.resultBits = bits;
        t.resultSlot = slot;
        t.atomicAccess = atomic;
    }

    void pendWrite(
            ThreadState t,
            long address,
            int size,
            long value,
            boolean pointer,
            boolean atomic,
            SourceLocation where) {
        pend(t, PendingKind.WRITE, where);
        t.address = address;
        t.size = size;
        t.value = value;
        t.storesPointer = pointer;
        t.atomicAccess = atomic;
    }

    /** Starts an aggregate load or store at the current instruction; false on error. */
    boolean aggregate(ThreadState t, Frame f, Insn in) {
        boolean store = in.op == Op.STORE_AGGREGATE;
        long address = f.r[store ? in.b : in.a];
        Leaves bulk = new Leaves(x, (Flat.Leaf[]) in.aux, address, store ? in.a : in.dst, store);
        return startBulk(t, bulk, in.location);
    }

    /** Runs a {@link Bulk} until its first visible part, or to its end; false on error. */
    boolean startBulk(ThreadState t, Bulk bulk, SourceLocation where) {
        t.location = where;
        if (bulk.next(t)) {
            return true;
        }
        if (x.error != null) {
            return false;
        }
        bulk.complete(t);
        t.frame.pc++;
        return true;
    }

    /** Announces an atomicrmw or cmpxchg, or performs it on private memory; false on error. */
    boolean atomicAccess(ThreadState t, Frame f, Insn in) {
        long address = f.r[in.a];
        MemObject o = checkedObject(t, address, in.size, true, in.location);
        if (o == null) {
            return false;
        }
        boolean cas = in.op == Op.CMPXCHG;
        pend(t, cas ? PendingKind.CAS : PendingKind.RMW, in.location);
        t.address = address;
        t.size = in.size;
        t.resultBits = in.bits;
        t.resultSlot = in.dst;
        t.value = f.r[in.b];
        if (cas) {
            t.value2 = f.r[in.c];
            t.storesPointer = (Boolean) in.aux;
        } else {
            t.rmwOp = (org.jsmc.ir.RmwOp) in.aux;
            t.storesPointer = in.c == 1;
        }
        return true;
    }

    // ---------------------------------------------------------------- checking memory

    /**
     * The live object holding {@code [address, address + size)}, or null after reporting the
     * invalid access as an error of {@code t}.
     */
    MemObject checkedObject(
            ThreadState t, long address, long size, boolean write, SourceLocation where) {
        MemObject o = mem.find(address);
        if (o == null || !o.isLive() || address - o.base + size > o.size || (write && o.readOnly)) {
            invalidAccess(t, address, size, write, where);
            return null;
        }
        return o;
    }

    MemObject checkedObject(ThreadState t, long address, long size, boolean write) {
        return checkedObject(t, address, size, write, t.location);
    }

    /** Reports an access to {@code [address, address + size)} that hits no live object. */
    void invalidAccess(
            ThreadState t, long address, long size, boolean write, SourceLocation where) {
        String verb = write ? "write of " : "read of ";
        String what = verb + size + (size == 1 ? " byte" : " bytes");
        if (address >= 0 && address < mem.geometry().nullLimit()) {
            x.fail(t, ErrorKind.NULL_DEREFERENCE, what + " at address " + address, where);
            return;
        }
        MemObject o = mem.find(address);
        if (o != null && !o.isLive()) {
            x.fail(
                    t,
                    ErrorKind.USE_AFTER_FREE,
                    what
                            + " in "
                            + x.describe(address)
                            + ", which is "
                            + (o.kind == org.jsmc.exec.memory.ObjectKind.HEAP
                                    ? "freed"
                                    : "out of scope"),
                    where);
        } else if (o != null && write && o.readOnly) {
            x.fail(t, ErrorKind.OUT_OF_BOUNDS, what + " in read-only " + o.name, where);
        } else if (o != null) {
            x.fail(
                    t,
                    ErrorKind.OUT_OF_BOUNDS,
                    what
                            + " at "
                            + x.describe(address)
                            + " runs past the end of "
                            + o.name
                            + " ("
                            + o.size
                            + " bytes)",
                    where);
        } else {
            x.fail(t, ErrorKind.OUT_OF_BOUNDS, what + " at " + x.describe(address), where);
        }
    }

    // ---------------------------------------------------------------- blocking

    /** Whether {@code t}'s pending operation cannot be performed now. */
    boolean blocked(ThreadState t) {
        if (x.atomicOwner != null && x.atomicOwner != t) {
            return true;
        }
        PendingKind k = t.pending;
        if (k == null) {
            return false;
        }
        switch (k) {
            case LOCK:
                return lockHeld(t.address, t.lockKind);
            case JOIN:
                return t.other.status != ThreadStatus.FINISHED;
            case COND_WAKE:
                return !Conditions.canWake(x, t) || lockHeld(t.mutex, LockKind.MUTEX);
            default:
                return false;
        }
    }

    /** Why a blocked thread waits, for deadlock reports. */
    String blockReason(ThreadState t) {
        if (x.atomicOwner != null && x.atomicOwner != t) {
            return "waits for the atomic section of " + x.atomicOwner.id;
        }
        switch (t.pending) {
            case LOCK:
                return "waits for "
                        + lockName(t.lockKind)
                        + " "
                        + x.describe(t.address)
                        + holder(t.address, t.lockKind);
            case JOIN:
                return "joins " + t.other.id;
            case COND_WAKE:
                return Conditions.canWake(x, t)
                        ? "waits for mutex " + x.describe(t.mutex) + holder(t.mutex, LockKind.MUTEX)
                        : "waits on condition " + x.describe(t.address);
            default:
                return "waits";
        }
    }

    private String holder(long address, LockKind kind) {
        int owner = (int) word(address, kind == LockKind.MUTEX ? 0 : 4) - 1;
        if (owner >= 0 && owner < x.byIndex.length && x.byIndex[owner] != null) {
            return " (held by " + x.byIndex[owner].id + ")";
        }
        return kind == LockKind.MUTEX ? "" : " (held by readers)";
    }

    private static String lockName(LockKind k) {
        return k == LockKind.MUTEX ? "mutex" : "rwlock";
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

    boolean lockHeld(long address, LockKind mode) {
        if (mode == LockKind.MUTEX) {
            return word(address, 0) != 0;
        }
        long readers = word(address, 0);
        long writer = word(address, 4);
        return mode == LockKind.READ ? writer != 0 : writer != 0 || readers != 0;
    }

    private void acquire(ThreadState t, long address, LockKind mode) {
        if (mode == LockKind.MUTEX) {
            setWord(address, 0, t.id.index() + 1);
        } else if (mode == LockKind.READ) {
            setWord(address, 0, word(address, 0) + 1);
        } else {
            setWord(address, 4, t.id.index() + 1);
        }
    }

    /** The mode in which {@code t} would release the rwlock at {@code address}. */
    private LockKind rwUnlockMode(ThreadState t, long address) {
        return word(address, 4) == t.id.index() + 1 ? LockKind.WRITE : LockKind.READ;
    }

    // ---------------------------------------------------------------- performing

    /**
     * Performs {@code t}'s pending operation. With {@code forced}, a read returns {@code value} (a
     * choice takes alternative {@code value}) instead of what memory holds.
     */
    void perform(ThreadState t, boolean forced, long value) {
        switch (t.pending) {
            case READ:
                {
                    MemObject o = checkedObject(t, t.address, t.size, false);
                    if (o == null) {
                        return;
                    }
                    long v =
                            forced
                                    ? value & LittleEndian.mask(t.size)
                                    : LittleEndian.read(
                                            o.bytes(), (int) (t.address - o.base), t.size);
                    t.lastRead = v;
                    if (t.resultSlot >= 0) {
                        t.frame.r[t.resultSlot] = v & Arith.mask(t.resultBits);
                    }
                    if (t.bulk != null) {
                        t.bulk.performed(t, v);
                    }
                    return;
                }
            case WRITE:
                {
                    MemObject o = checkedObject(t, t.address, t.size, true);
                    if (o == null) {
                        return;
                    }
                    write(o, t.address, t.size, t.value, t.storesPointer);
                    if (t.bulk != null) {
                        t.bulk.performed(t, 0);
                    }
                    return;
                }
            case RMW:
            case CAS:
                performAtomic(t, forced, value);
                return;
            case FENCE:
            case ATOMIC_BEGIN:
            case ATOMIC_END:
                atomicSection(t);
                return;
            case FREE:
                {
                    MemObject o = mem.startingAt(t.address);
                    if (o == null || !o.isLive()) {
                        x.fail(
                                t,
                                ErrorKind.DOUBLE_FREE,
                                "free of " + x.describe(t.address) + ", which is already freed",
                                t.location);
                        return;
                    }
                    mem.kill(o);
                    return;
                }
            case SYNC_INIT:
                if (t.lockKind == LockKind.CONDITION) {
                    Conditions.reset(x, t.address);
                } else {
                    setWord(t.address, 0, 0);
                    if (t.lockKind != LockKind.MUTEX) {
                        setWord(t.address, 4, 0);
                    }
                }
                return;
            case SYNC_DESTROY:
                destroy(t);
                return;
            case LOCK:
                acquire(t, t.address, t.lockKind);
                return;
            case TRYLOCK:
                t.lastSuccess = !lockHeld(t.address, t.lockKind);
                if (t.lastSuccess) {
                    acquire(t, t.address, t.lockKind);
                }
                return;
            case UNLOCK:
                unlock(t);
                return;
            case COND_WAIT:
                if (word(t.mutex, 0) != t.id.index() + 1) {
                    x.fail(
                            t,
                            ErrorKind.PTHREAD_MISUSE,
                            "pthread_cond_wait with mutex "
                                    + x.describe(t.mutex)
                                    + " not held by "
                                    + t.id,
                            t.location);
                    return;
                }
                setWord(t.mutex, 0, 0);
                Conditions.startWaiting(x, t);
                return;
            case COND_WAKE:
                Conditions.wake(x, t);
                acquire(t, t.mutex, LockKind.MUTEX);
                return;
            case SIGNAL:
                Conditions.signal(x, t.address);
                return;
            case BROADCAST:
                Conditions.broadcast(x, t.address);
                return;
            case SPAWN:
                x.library.spawn(t);
                return;
            case JOIN:
                x.library.join(t);
                return;
            case CHOICE:
                t.lastRead = value;
                t.value = x.library.choiceValue(t, (int) value);
                if (t.resultSlot >= 0) {
                    t.frame.r[t.resultSlot] = t.value;
                }
                return;
            case EXIT:
                x.exited = true;
                for (ThreadState other : x.threads) {
                    if (!other.status.isTerminal()) {
                        other.status = ThreadStatus.FINISHED;
                    }
                }
                return;
            default:
                throw new IllegalStateException("pending " + t.pending);
        }
    }

    private void write(MemObject o, long address, int size, long value, boolean pointer) {
        if (o.isShared() && x.concurrent) {
            o.recordInitialContents();
        }
        LittleEndian.write(o.writableBytes(), (int) (address - o.base), size, value);
        if (pointer) {
            MemObject target = mem.privateTarget(value);
            if (target != null) {
                mem.pointerStored(o, target);
            }
        }
    }

    private void performAtomic(ThreadState t, boolean forced, long value) {
        MemObject o = checkedObject(t, t.address, t.size, true);
        if (o == null) {
            return;
        }
        long old =
                forced
                        ? value & LittleEndian.mask(t.size)
                        : LittleEndian.read(o.bytes(), (int) (t.address - o.base), t.size);
        t.lastRead = old;
        long[] r = t.frame.r;
        if (t.pending == PendingKind.RMW) {
            long updated = Interp.rmw(t.rmwOp, old, t.value, t.resultBits);
            write(o, t.address, t.size, updated, t.storesPointer);
            if (t.resultSlot >= 0) {
                r[t.resultSlot] = old;
            }
        } else {
            t.lastSuccess = old == (t.value & LittleEndian.mask(t.size));
            if (t.lastSuccess) {
                write(o, t.address, t.size, t.value2, t.storesPointer);
            }
            if (t.resultSlot >= 0) {
                r[t.resultSlot] = old;
                r[t.resultSlot + 1] = t.lastSuccess ? 1 : 0;
            }
        }
    }

    private void atomicSection(ThreadState t) {
        if (t.pending == PendingKind.ATOMIC_BEGIN) {
            x.atomicOwner = t;
            t.atomicDepth = 1;
        } else if (t.pending == PendingKind.ATOMIC_END) {
            x.interp.releaseAtomic(t);
        }
    }

    private void unlock(ThreadState t) {
        long me = t.id.index() + 1;
        if (t.lockKind == LockKind.MUTEX) {
            long owner = word(t.address, 0);
            if (owner != me) {
                x.fail(
                        t,
                        ErrorKind.PTHREAD_MISUSE,
                        "unlock of mutex "
                                + x.describe(t.address)
                                + (owner == 0
                                        ? ", which is not locked"
                                        : holder(t.address, LockKind.MUTEX)
                                                .replace(" (held by", ", which is held by")
                                                .replace(")", "")),
                        t.location);
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
            x.fail(
                    t,
                    ErrorKind.PTHREAD_MISUSE,
                    "unlock of rwlock "
                            + x.describe(t.address)
                            + ", which "
                            + t.id
                            + " does not hold",
                    t.location);
        }
    }

    private void destroy(ThreadState t) {
        if (t.lockKind == LockKind.CONDITION) {
            if (Conditions.hasWaiters(x, t.address)) {
                x.fail(
                        t,
                        ErrorKind.PTHREAD_MISUSE,
                        "destroy of condition variable "
                                + x.describe(t.address)
                                + " while threads wait on it",
                        t.location);
            }
            return;
        }
        boolean held =
                t.lockKind == LockKind.MUTEX
                        ? lockHeld(t.address, LockKind.MUTEX)
                        : lockHeld(t.address, LockKind.WRITE);
        if (held) {
            x.fail(
                    t,
                    ErrorKind.PTHREAD_MISUSE,
                    "destroy of locked " + lockName(t.lockKind) + " " + x.describe(t.address),
                    t.location);
        }
    }

    // ---------------------------------------------------------------- continuing

    /**
     * Moves {@code t} past the operation just performed: the next part of a multi-part operation,
     * the second half of a condition wait, or the next instruction.
     */
    void advance(ThreadState t) {
        Bulk bulk = t.bulk;
        if (bulk != null) {
            if (bulk.next(t)) {
                return;
            }
            t.pending = null;
            t.bulk = null;
            if (x.error == null) {
                bulk.complete(t);
                t.frame.pc++;
            }
            return;
        }
        PendingKind k = t.pending;
        t.pending = null;
        Frame f = t.frame;
        Insn in = f.function.code[f.pc];
        switch (k) {
            case COND_WAIT:
                t.pending = PendingKind.COND_WAKE;
                return;
            case ATOMIC_BEGIN:
                if (in.op == Op.CALL || in.op == Op.CALL_INDIRECT) {
                    Insn.CallSite site = (Insn.CallSite) in.aux;
                    LinkedFunction target =
                            site.target() != null ? site.target() : t.calleeOverride;
                    t.calleeOverride = null;
                    x.interp.enter(t, f, target, site, in);
                    return;
                }
                break;
            case ATOMIC_END:
                if (in.op == Op.RET) {
                    x.interp.leave(t, f, in);
                    return;
                }
                break;
            case READ:
            case CAS:
            case RMW:
            case CHOICE:
                f.pc++;
                return;
            case TRYLOCK:
                if (in.dst >= 0) {
                    f.r[in.dst] = t.lastSuccess ? 0 : 16; // EBUSY
                }
                f.pc++;
                return;
            default:
                break;
        }
        if (in.op == Op.BUILTIN && in.dst >= 0) {
            f.r[in.dst] = 0;
        }
        f.pc++;
    }

    // ---------------------------------------------------------------- describing

    /** The event {@code t}'s pending operation is ({@code done}: was) as event {@code index}. */
    Event event(ThreadState t, int index, boolean done) {
        ThreadId id = t.id;
        SourceLocation at = t.location;
        switch (t.pending) {
            case READ:
                return new Event.Read(
                        id,
                        index,
                        t.address,
                        t.size,
                        done ? t.lastRead : current(t.address, t.size),
                        t.atomicAccess,
                        at);
            case WRITE:
                return new Event.Write(
                        id,
                        index,
                        t.address,
                        t.size,
                        t.value & LittleEndian.mask(t.size),
                        t.atomicAccess,
                        at);
            case RMW:
                {
                    long old = done ? t.lastRead : current(t.address, t.size);
                    return new Event.Rmw(
                            id,
                            index,
                            t.address,
                            t.size,
                            t.rmwOp,
                            t.value,
                            old,
                            Interp.rmw(t.rmwOp, old, t.value, t.resultBits),
                            at);
                }
            case CAS:
                {
                    long old = done ? t.lastRead : current(t.address, t.size);
                    long expected = t.value & LittleEndian.mask(t.size);
                    return new Event.CompareExchange(
                            id,
                            index,
                            t.address,
                            t.size,
                            expected,
                            t.value2 & LittleEndian.mask(t.size),
                            old,
                            old == expected,
                            at);
                }
            case FENCE:
                return new Event.Fence(id, index, at);
            case FREE:
                {
                    MemObject o = mem.startingAt(t.address);
                    return new Event.Free(id, index, t.address, o == null ? 0 : o.size, at);
                }
            case SYNC_INIT:
                return new Event.SyncInit(id, index, t.address, t.lockKind, at);
            case SYNC_DESTROY:
                return new Event.SyncDestroy(id, index, t.address, t.lockKind, at);
            case LOCK:
                return new Event.Lock(id, index, t.address, t.lockKind, at);
            case TRYLOCK:
                return new Event.TryLock(
                        id,
                        index,
                        t.address,
                        t.lockKind,
                        done ? t.lastSuccess : !lockHeld(t.address, t.lockKind),
                        at);
            case UNLOCK:
                return new Event.Unlock(
                        id,
                        index,
                        t.address,
                        t.lockKind == LockKind.MUTEX
                                ? LockKind.MUTEX
                                : done ? t.lastUnlockMode : rwUnlockMode(t, t.address),
                        at);
            case COND_WAIT:
                return new Event.CondWait(id, index, t.address, t.mutex, at);
            case COND_WAKE:
                return new Event.CondWake(id, index, t.address, t.mutex, at);
            case SIGNAL:
                return new Event.CondSignal(id, index, t.address, at);
            case BROADCAST:
                return new Event.CondBroadcast(id, index, t.address, at);
            case SPAWN:
                return new Event.Spawn(
                        id,
                        index,
                        done && t.status != ThreadStatus.ERROR
                                ? t.other.id
                                : x.program.threadId(id.childPath(t.children + 1)),
                        at);
            case JOIN:
                return new Event.Join(id, index, t.other.id, at);
            case CHOICE:
                return new Event.Choice(
                        id,
                        index,
                        t.alternatives,
                        done ? (int) t.lastRead : -1,
                        done ? t.value : 0,
                        at);
            case ATOMIC_BEGIN:
                return new Event.AtomicBegin(id, index, at);
            case ATOMIC_END:
                return new Event.AtomicEnd(id, index, at);
            case EXIT:
                return new Event.Exit(id, index, (int) t.value, at);
            default:
                throw new IllegalStateException("pending " + t.pending);
        }
    }

    private long current(long address, int size) {
        MemObject o = mem.find(address);
        if (o == null || !o.contains(address, size)) {
            return 0;
        }
        return LittleEndian.read(o.bytes(), (int) (address - o.base), size);
    }
}
