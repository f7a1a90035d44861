package org.jsmc.exec.machine;

import org.jsmc.exec.Event;
import org.jsmc.exec.LockKind;
import org.jsmc.exec.ThreadId;
import org.jsmc.exec.ThreadStatus;
import org.jsmc.exec.memory.AddressSpace;
import org.jsmc.exec.memory.LittleEndian;
import org.jsmc.exec.memory.MemObject;
import org.jsmc.ir.SourceLocation;

/**
 * Turns a thread's pending operation, kept in plain fields of {@link ThreadState}, into the {@link
 * Event} that describes it: before it is performed (values read from memory as it is now) or after
 * (the values that actually happened).
 */
final class PendingEvents {
    private final MachineExecution x;
    private final AddressSpace mem;

    PendingEvents(MachineExecution x) {
        this.x = x;
        this.mem = x.memory;
    }

    /** The event {@code t}'s pending operation is ({@code done}: was) as event {@code index}. */
    Event of(ThreadState t, int index, boolean done) {
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
                            t.rmwResultUsed,
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
                        done ? t.lastSuccess : !x.locks.held(t.address, t.lockKind),
                        at);
            case UNLOCK:
                return new Event.Unlock(
                        id,
                        index,
                        t.address,
                        t.lockKind == LockKind.MUTEX
                                ? LockKind.MUTEX
                                : done ? t.lastUnlockMode : x.locks.unlockMode(t, t.address),
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
                                : x.program.child(id, t.children + 1),
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
