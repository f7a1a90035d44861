package org.jsmc.explore.trust;

import org.jsmc.exec.Event;
import org.jsmc.exec.Execution;
import org.jsmc.exec.LockKind;
import org.jsmc.exec.ThreadId;
import org.jsmc.explore.graph.Graph;
import org.jsmc.explore.graph.Kind;
import org.jsmc.explore.graph.Locations;
import org.jsmc.explore.graph.Node;
import org.jsmc.explore.graph.Replay;
import org.jsmc.ir.UnsupportedFeatureException;

/**
 * What an interpreter event becomes in TruSt's graphs (the package documentation's event model): a
 * read, a write, an update, an await, or a node that touches no location; the location it reads or
 * writes; and the one-line refusal of what is not modelled.
 */
final class Labels {
    private Labels() {}

    static Node other(int t, int index, Event a, int choice) {
        return new Node(t, index, 0, a, Kind.OTHER, -1, Graph.NONE, 0, true, true, choice, false);
    }

    static void refuseUnmodelled(Event a, Execution x) {
        if (a instanceof Event.Exit) {
            for (ThreadId t : x.threads()) {
                if (!t.equals(a.thread()) && !x.status(t).isTerminal()) {
                    throw unsupported(a, "exit() while other threads run");
                }
            }
        } else if (a instanceof Event.Free) {
            throw unsupported(a, "free() of memory other threads can reach");
        } else if (a instanceof Event.AtomicBegin || a instanceof Event.AtomicEnd) {
            throw unsupported(a, "atomic sections (__VERIFIER_atomic_*)");
        } else if (a instanceof Event.CondWait
                || a instanceof Event.CondWake
                || a instanceof Event.CondSignal
                || a instanceof Event.CondBroadcast) {
            throw unsupported(a, "condition variables");
        }
    }

    /** The node of pending event {@code a} reading {@code w}, which holds {@code v}. */
    static Node reading(int t, int index, Event a, int l, int w, long v) {
        Kind k = kindReading(a, v);
        boolean known = !(a instanceof Event.Rmw);
        long written = k == Kind.UPDATE ? updateValue(a) : 0;
        return new Node(
                t, index, 0, a, k, l, w, written, known || k != Kind.UPDATE, false, -1, false);
    }

    /** What {@code a} does when it reads {@code v}. */
    static Kind kindReading(Event a, long v) {
        if (a instanceof Event.Rmw) {
            return Kind.UPDATE;
        } else if (a instanceof Event.CompareExchange c) {
            long mask = c.size() >= 8 ? -1L : (1L << (8 * c.size())) - 1;
            return (v & mask) == (c.expected() & mask) ? Kind.UPDATE : Kind.READ;
        } else if (a instanceof Event.Lock) {
            return v == Locations.HELD ? Kind.AWAIT : Kind.UPDATE;
        } else if (a instanceof Event.TryLock) {
            return Kind.UPDATE; // a failed one writes "held" over "held": it orders as a lock op
        }
        return Kind.READ;
    }

    /** What {@code a} writes when it updates (an RMW's result is known only once performed). */
    static long updateValue(Event a) {
        return a instanceof Event.CompareExchange c ? c.replacement() : Replay.written(a, 0);
    }

    static boolean isReading(Event e) {
        return e instanceof Event.Read
                || e instanceof Event.Rmw
                || e instanceof Event.CompareExchange
                || e instanceof Event.Lock
                || e instanceof Event.TryLock;
    }

    static boolean isWriting(Event e) {
        return e instanceof Event.Write
                || e instanceof Event.Unlock
                || e instanceof Event.SyncInit
                || e instanceof Event.SyncDestroy;
    }

    /** The location {@code e} reads or writes; refuses what TruSt here does not model. */
    static int location(Event e, Execution x, Locations locations) {
        if (e instanceof Event.Access access) {
            return locations.memory(access, x);
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
        if (kind == LockKind.CONDITION) {
            throw unsupported(e, "condition variables");
        }
        if (kind != LockKind.MUTEX) {
            throw unsupported(e, "rwlocks");
        }
        return locations.mutex(address);
    }

    static UnsupportedFeatureException unsupported(Event e, String feature) {
        return UnsupportedFeatureException.at(
                feature + " for '" + TrustSearch.NAME + "' (use 'optimal', which supports them)",
                e.location());
    }
}
