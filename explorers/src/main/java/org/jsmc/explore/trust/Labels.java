package org.jsmc.explore.trust;

import org.jsmc.exec.Event;
import org.jsmc.exec.Execution;
import org.jsmc.exec.LockKind;
import org.jsmc.exec.ThreadId;
import org.jsmc.explore.graph.Graph;
import org.jsmc.explore.graph.Kind;
import org.jsmc.explore.graph.Locations;
import org.jsmc.explore.graph.Node;
import org.jsmc.explore.graph.Porf;
import org.jsmc.explore.graph.Replay;
import org.jsmc.ir.UnsupportedFeatureException;

/**
 * What an interpreter event becomes in TruSt's graphs (the package documentation's event model): a
 * read, a write, an update, an await, or a node that touches no location; the location it reads or
 * writes; and the one-line refusal of what is not modelled. One per search: it numbers the
 * locations and keeps the condition variables' states ({@link Conditions}).
 */
final class Labels {
    private final Locations locations;
    private final Conditions conditions;

    Labels(Locations locations) {
        this.locations = locations;
        this.conditions = new Conditions(locations);
    }

    static Node other(int t, int index, Event a, int choice) {
        return new Node(t, index, 0, a, Kind.OTHER, -1, Graph.NONE, 0, true, true, choice, false);
    }

    void refuseUnmodelled(Event a, Execution x, Graph g) {
        if (a instanceof Event.Exit && !othersJoined(a, x, g)) {
            throw unsupported(a, "exit() while other threads may run");
        } else if (a instanceof Event.Free && !othersJoined(a, x, g)) {
            throw unsupported(a, "free() while other threads may run");
        } else if (a instanceof Event.CondSignal || a instanceof Event.CondBroadcast) {
            conditions.mutex(a, a.thread().index(), g); // refuses one without the mutex
        } else if (isConditionLifetime(a) && !othersJoined(a, x, g)) {
            throw unsupported(a, "pthread_cond_init or _destroy while other threads may run");
        }
    }

    /**
     * Whether every other thread has finished and its last node precedes {@code a}'s thread's last
     * one in porf (it was joined, directly or not): then {@code exit} or {@code free} orders after
     * all their events in every execution of the graph, and conflicts with none of them. An {@code
     * exit} or {@code free} another thread's events may follow changes which of them happen or fail
     * in ways TruSt's graphs here do not track.
     */
    private static boolean othersJoined(Event a, Execution x, Graph g) {
        int t = a.thread().index();
        int[] before = g.size(t) == 0 ? new int[g.threads()] : Porf.prefix(g, g.last(t).ref());
        for (ThreadId other : x.threads()) {
            int u = other.index();
            if (u == t) {
                continue;
            }
            if (!x.status(other).isTerminal()) {
                return false;
            }
            if (g.size(u) > 0 && !Porf.contains(before, g.last(u).ref())) {
                return false;
            }
        }
        return true;
    }

    /**
     * The node of pending event {@code a}, node {@code index} of thread {@code t}, reading {@code
     * w}, which holds {@code v}.
     */
    Node reading(Graph g, int t, int index, Event a, int l, int w, long v) {
        Kind k = kindReading(a, v);
        boolean known = !(a instanceof Event.Rmw);
        long written = k == Kind.UPDATE ? updateValue(g, index, a, l, v) : 0;
        return new Node(
                t, index, 0, a, k, l, w, written, known || k != Kind.UPDATE, false, -1, false);
    }

    /** What {@code a} does when it reads {@code v}. */
    Kind kindReading(Event a, long v) {
        if (a instanceof Event.CondWake w) {
            return conditions.canWake(w, a.thread().index(), v) ? Kind.UPDATE : Kind.AWAIT;
        } else if (a instanceof Event.Rmw || a instanceof Event.CondWait) {
            return Kind.UPDATE;
        } else if (a instanceof Event.CompareExchange c) {
            long mask = c.size() >= 8 ? -1L : (1L << (8 * c.size())) - 1;
            return (v & mask) == (c.expected() & mask) ? Kind.UPDATE : Kind.READ;
        } else if (a instanceof Event.Lock l) {
            return mustWait(l.mode(), v) ? Kind.AWAIT : Kind.UPDATE;
        } else if (a instanceof Event.TryLock || a instanceof Event.Unlock) {
            // A failed trylock writes what it read: it orders as a lock operation; a read-unlock
            // (the only unlock that reads) decrements the readers.
            return Kind.UPDATE;
        }
        return Kind.READ;
    }

    /**
     * Whether an acquisition in {@code mode} of a lock holding {@code v} waits. A mutex holds
     * {@link Locations#FREE} or {@link Locations#HELD}; a rwlock its number of readers, or {@link
     * Locations#WRITER} (a destroyed lock does not wait: the interpreter reports the misuse).
     */
    private static boolean mustWait(LockKind mode, long v) {
        return switch (mode) {
            case MUTEX -> Conditions.held(v);
            case READ -> v == Locations.WRITER;
            default -> v != 0 && v != Locations.RW_DESTROYED;
        };
    }

    /**
     * What {@code a}, node {@code index} of its thread in {@code g}, writes to location {@code l}
     * when it updates after reading {@code v} (an RMW's result is known only once performed).
     */
    long updateValue(Graph g, int index, Event a, int l, long v) {
        int t = a.thread().index();
        if (a instanceof Event.CondWait) {
            return conditions.after(a, t, conditions.folded(g, t, index, l, v)); // releases
        } else if (a instanceof Event.CondWake) {
            return conditions.after(a, t, v);
        } else if (a instanceof Event.CompareExchange c) {
            return c.replacement();
        } else if (a instanceof Event.Lock lock) {
            return lock.mode() == LockKind.MUTEX
                    ? Conditions.withLock(v, Locations.HELD)
                    : lock.mode() == LockKind.READ ? v + 1 : Locations.WRITER;
        } else if (a instanceof Event.TryLock tl) {
            if (mustWait(tl.mode(), v)) {
                return v;
            }
            return tl.mode() == LockKind.MUTEX
                    ? Conditions.withLock(v, Locations.HELD)
                    : tl.mode() == LockKind.READ ? v + 1 : Locations.WRITER;
        } else if (a instanceof Event.Unlock) {
            return v - 1; // a read-unlock
        }
        return Replay.written(a, 0);
    }

    static boolean isReading(Event e) {
        return e instanceof Event.Read
                || e instanceof Event.Rmw
                || e instanceof Event.CompareExchange
                || e instanceof Event.Lock
                || e instanceof Event.TryLock
                || (e instanceof Event.Unlock u && u.mode() == LockKind.READ)
                || e instanceof Event.CondWait
                || e instanceof Event.CondWake;
    }

    /**
     * {@code pthread_cond_init} or {@code _destroy}: modelled only once every other thread has
     * finished and been joined (no other thread can use the condition then).
     */
    private static boolean isConditionLifetime(Event e) {
        return (e instanceof Event.SyncInit i && i.kind() == LockKind.CONDITION)
                || (e instanceof Event.SyncDestroy d && d.kind() == LockKind.CONDITION);
    }

    static boolean isWriting(Event e) {
        return e instanceof Event.Write
                || e instanceof Event.Unlock
                || ((e instanceof Event.SyncInit || e instanceof Event.SyncDestroy)
                        && !isConditionLifetime(e));
    }

    /**
     * What a write of the lock kind writes: a release or an initialisation frees, a destroy
     * destroys; a mutex's release keeps the state of its conditions as thread {@code t}'s last
     * update of it left it (no other thread writes a mutex while {@code t} holds it).
     */
    long lockWrite(Event e, Graph g, int t, int l) {
        boolean rwlock =
                (e instanceof Event.Unlock u && u.mode() != LockKind.MUTEX)
                        || (e instanceof Event.SyncInit i && i.kind() != LockKind.MUTEX)
                        || (e instanceof Event.SyncDestroy d && d.kind() != LockKind.MUTEX);
        if (e instanceof Event.SyncDestroy) {
            return rwlock ? Locations.RW_DESTROYED : Locations.DESTROYED;
        }
        if (e instanceof Event.Unlock u && u.mode() == LockKind.MUTEX) {
            for (int i = g.size(t) - 1; i >= 0; i--) {
                Node n = g.node(t, i);
                if (n.location() == l && n.kind().writes()) {
                    long v = conditions.folded(g, t, g.size(t), l, n.value());
                    return Conditions.withLock(v, Locations.FREE);
                }
            }
        }
        return Locations.FREE; // 0: a free mutex, a rwlock without readers or writer
    }

    /** The location {@code e} reads or writes; refuses what TruSt here does not model. */
    int location(Event e, Execution x, Graph g) {
        if (e instanceof Event.Access access) {
            return locations.memory(access, x);
        } else if (e instanceof Event.CondWait || e instanceof Event.CondWake) {
            return locations.mutex(conditions.mutex(e, e.thread().index(), g));
        }
        long address;
        LockKind kind;
        if (e instanceof Event.Lock l) {
            address = l.address();
            kind = l.mode();
        } else if (e instanceof Event.TryLock tl) {
            address = tl.address();
            kind = tl.mode();
        } else if (e instanceof Event.Unlock u) {
            address = u.address();
            kind = u.mode();
        } else if (e instanceof Event.SyncInit i) {
            address = i.address();
            kind = i.kind();
        } else {
            Event.SyncDestroy d = (Event.SyncDestroy) e;
            address = d.address();
            kind = d.kind();
        }
        return locations.mutex(address);
    }

    static UnsupportedFeatureException unsupported(Event e, String feature) {
        return UnsupportedFeatureException.at(
                feature + " for '" + TrustSearch.NAME + "' (use 'optimal', which supports them)",
                e.location());
    }
}
