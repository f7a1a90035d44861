package org.jsmc.explore.core;

import org.jsmc.exec.Event;
import org.jsmc.ir.RmwOp;

/**
 * Whether two events of different threads are dependent: the Mazurkiewicz dependence of the oracle
 * ({@code explore.oracle}), re-implemented here so that the oracle stays an independent check.
 *
 * <ul>
 *   <li>Memory: two accesses overlapping in at least one byte, at least one of them writing (a
 *       failed compare-exchange only reads; an RMW and a successful compare-exchange read and
 *       write). A {@code Free} writes every byte of its object.
 *   <li>Synchronisation objects: every pair of operations on one mutex, rwlock or condition
 *       variable (a condition wait or wake also operates on its mutex).
 *   <li>{@code Exit} conflicts with everything; {@code Choice}, {@code Fence}, {@code Spawn},
 *       {@code Join} and atomic-section boundaries with nothing (spawn and join only order events).
 *   <li>With {@code commuteRmws}, two RMWs on the same location whose results the program does not
 *       use and whose operations commute are independent (Nidhugg's default).
 * </ul>
 *
 * <p>Stateless.
 */
public final class Conflicts {
    private Conflicts() {}

    /** Whether {@code a} and {@code b}, events of different threads, are dependent. */
    public static boolean conflict(Event a, Event b, boolean commuteRmws) {
        if (a instanceof Event.Exit || b instanceof Event.Exit) {
            return true;
        }
        if (a instanceof Event.Access x) {
            if (b instanceof Event.Access y) {
                return x.overlaps(y)
                        && (x.writes() || y.writes())
                        && !(commuteRmws && commute(x, y));
            }
            return b instanceof Event.Free f && inside(x, f);
        }
        if (a instanceof Event.Free f) {
            if (b instanceof Event.Access y) {
                return inside(y, f);
            }
            return b instanceof Event.Free g
                    && f.address() < g.address() + g.size()
                    && g.address() < f.address() + f.size();
        }
        long a1 = syncObject(a, 0);
        if (a1 == NONE) {
            return false;
        }
        long a2 = syncObject(a, 1);
        for (int k = 0; k < 2; k++) {
            long b1 = syncObject(b, k);
            if (b1 != NONE && (b1 == a1 || b1 == a2)) {
                return true;
            }
        }
        return false;
    }

    /** Marks the absence of a synchronisation object. */
    public static final long NONE = Long.MIN_VALUE;

    /**
     * The {@code k}-th synchronisation object (0 or 1) {@code e} operates on, or {@link #NONE}: the
     * mutex or rwlock of lock operations and initialisation, the condition (0) and the mutex (1) of
     * condition waits and wakes, the condition of signals.
     */
    public static long syncObject(Event e, int k) {
        if (e instanceof Event.Lock l) {
            return k == 0 ? l.address() : NONE;
        } else if (e instanceof Event.Unlock u) {
            return k == 0 ? u.address() : NONE;
        } else if (e instanceof Event.TryLock t) {
            return k == 0 ? t.address() : NONE;
        } else if (e instanceof Event.SyncInit i) {
            return k == 0 ? i.address() : NONE;
        } else if (e instanceof Event.SyncDestroy d) {
            return k == 0 ? d.address() : NONE;
        } else if (e instanceof Event.CondWait w) {
            return k == 0 ? w.condition() : w.mutex();
        } else if (e instanceof Event.CondWake w) {
            return k == 0 ? w.condition() : w.mutex();
        } else if (e instanceof Event.CondSignal s) {
            return k == 0 ? s.condition() : NONE;
        } else if (e instanceof Event.CondBroadcast b) {
            return k == 0 ? b.condition() : NONE;
        }
        return NONE;
    }

    private static boolean inside(Event.Access x, Event.Free f) {
        return x.address() < f.address() + f.size() && f.address() < x.address() + x.size();
    }

    /**
     * Whether two accesses are RMWs on the same location with unused results and commuting
     * operations: add and sub with each other, the same bitwise operation, or min/max of the same
     * kind. Exchange never commutes.
     */
    static boolean commute(Event.Access x, Event.Access y) {
        if (!(x instanceof Event.Rmw a && y instanceof Event.Rmw b)) {
            return false;
        }
        if (a.address() != b.address() || a.size() != b.size()) {
            return false;
        }
        if (a.resultUsed() || b.resultUsed()) {
            return false;
        }
        RmwOp p = a.op();
        RmwOp q = b.op();
        boolean additive = (p == RmwOp.ADD || p == RmwOp.SUB) && (q == RmwOp.ADD || q == RmwOp.SUB);
        boolean same =
                p == q
                        && switch (p) {
                            case AND, OR, XOR, MAX, MIN, UMAX, UMIN -> true;
                            default -> false;
                        };
        return additive || same;
    }
}
