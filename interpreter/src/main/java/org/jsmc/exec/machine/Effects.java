package org.jsmc.exec.machine;

import org.jsmc.exec.ErrorKind;
import org.jsmc.exec.Event;
import org.jsmc.exec.LockKind;
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
            FunctionCompiler.RmwSite site = (FunctionCompiler.RmwSite) in.aux;
            t.rmwOp = site.op();
            t.rmwResultUsed = site.resultUsed();
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
                return x.locks.held(t.address, t.lockKind);
            case JOIN:
                return t.other.status != ThreadStatus.FINISHED;
            case COND_WAKE:
                return !Conditions.canWake(x, t) || x.locks.held(t.mutex, LockKind.MUTEX);
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
                        + Locks.name(t.lockKind)
                        + " "
                        + x.describe(t.address)
                        + x.locks.holder(t.address, t.lockKind);
            case JOIN:
                return "joins " + t.other.id;
            case COND_WAKE:
                return Conditions.canWake(x, t)
                        ? "waits for mutex "
                                + x.describe(t.mutex)
                                + x.locks.holder(t.mutex, LockKind.MUTEX)
                        : "waits on condition " + x.describe(t.address);
            default:
                return "waits";
        }
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
                    x.locks.initialise(t.address, t.lockKind);
                }
                return;
            case SYNC_DESTROY:
                destroy(t);
                return;
            case LOCK:
                x.locks.acquire(t, t.address, t.lockKind);
                return;
            case TRYLOCK:
                t.lastSuccess = !x.locks.held(t.address, t.lockKind);
                if (t.lastSuccess) {
                    x.locks.acquire(t, t.address, t.lockKind);
                }
                return;
            case UNLOCK:
                x.locks.unlock(t);
                return;
            case COND_WAIT:
                if (!x.locks.owns(t, t.mutex)) {
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
                x.locks.releaseMutex(t.mutex);
                Conditions.startWaiting(x, t);
                return;
            case COND_WAKE:
                Conditions.wake(x, t);
                x.locks.acquire(t, t.mutex, LockKind.MUTEX);
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
                if (!t.aborting) {
                    x.leaks.programEnds(t, true);
                }
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
        int offset = (int) (address - o.base);
        long mask = size >= 8 ? -1L : (1L << (8 * size)) - 1;
        if ((LittleEndian.read(o.bytes(), offset, size) & mask) != (value & mask)) {
            // A write of the value memory already holds changes nothing: the spin-loop reduction
            // may treat the iteration that made it (a failed exchange, say) as one that wrote
            // nothing.
            LittleEndian.write(o.writableBytes(), offset, size, value);
        }
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

    private void destroy(ThreadState t) {
        if (t.lockKind != LockKind.CONDITION) {
            x.locks.destroy(t);
        } else if (Conditions.hasWaiters(x, t.address)) {
            x.fail(
                    t,
                    ErrorKind.PTHREAD_MISUSE,
                    "destroy of condition variable "
                            + x.describe(t.address)
                            + " while threads wait on it",
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
}
