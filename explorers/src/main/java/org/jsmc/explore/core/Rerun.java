package org.jsmc.explore.core;

import org.jsmc.exec.Event;

/**
 * How a step behaves when a reversal runs it again in another state ({@link Reversal}): {@code e'}
 * before {@code e} ({@link #tail}), an observer right after a write ({@link #after}), a step that
 * ended the execution with or without its error ({@link #withError}, {@link #withoutError}), and
 * whether what a step did depends on an earlier one at all ({@link #affected}). A step whose
 * footprint may differ in the new state is uncertain ({@link Step#isUncertain()}); one whose events
 * can be computed here (a compare-exchange, an RMW, a trylock) gets them.
 */
final class Rerun {
    private Rerun() {}

    /**
     * {@code e'} as it will run before {@code e}. If it reads nothing {@code e} writes, it reads
     * the same values and is the same step. Otherwise it is uncertain: a compare-exchange or a
     * trylock gets the outcome it will have in the prefix state (so its footprint is exact); a read
     * keeps its footprint; whether the thread then fails is not known, so it is not assumed to (if
     * it does, the failure's own races are found when it runs); an atomic section keeps the events
     * it had, an estimate. A probed pending section ({@link Step#isProbed}) ran in this very state.
     */
    static Step tail(Steps steps, Step e, Step later) {
        if (later.isProbed() || !affected(e, later)) {
            return later;
        }
        Step t = withoutError(later);
        t.universal = later.first() instanceof Event.Exit;
        if (t.events.size() == 1) {
            t.setEvent(0, inPrefix(steps, e, later, later.first()));
        }
        return t;
    }

    /**
     * The read-modify-write {@code f} (a compare-exchange or an RMW) as it would be performed right
     * after {@code w}, when {@code w} stores exactly the bytes {@code f} reads (so that its
     * footprint, read-only or not, and its values are right); any other event unchanged.
     */
    static Event after(Step w, Event f) {
        if (!(f instanceof Event.CompareExchange) && !(f instanceof Event.Rmw)) {
            return f;
        }
        Event.Access a = (Event.Access) f;
        for (int k = w.events.size() - 1; k >= 0; k--) {
            Event x = w.events.get(k);
            if (x instanceof Event.Access st
                    && st.writes()
                    && st.address() == a.address()
                    && st.size() == a.size()) {
                return performedOn(f, stored(st));
            }
        }
        return f;
    }

    /** The value the writing access {@code st} stores. */
    private static long stored(Event.Access st) {
        if (st instanceof Event.Write x) {
            return x.value();
        } else if (st instanceof Event.Rmw u) {
            return u.newValue();
        } else if (st instanceof Event.CompareExchange c) {
            return c.replacement();
        }
        throw new IllegalStateException("not a writing access: " + st);
    }

    /** The compare-exchange or RMW {@code f} performed on memory holding {@code old}. */
    private static Event performedOn(Event f, long old) {
        if (f instanceof Event.CompareExchange c) {
            return c.reading(old);
        }
        Event.Rmw u = (Event.Rmw) f;
        Long updated = RmwValues.apply(u.op(), old, u.operand(), u.size());
        return updated == null
                ? f
                : new Event.Rmw(
                        u.thread(),
                        u.index(),
                        u.address(),
                        u.size(),
                        u.op(),
                        u.operand(),
                        old,
                        updated,
                        u.resultUsed(),
                        u.location());
    }

    /** {@code f} as it would be performed in the prefix state of {@code e}. */
    private static Event inPrefix(Steps steps, Step e, Step later, Event f) {
        Prefix prefix = new Prefix(steps);
        if (f instanceof Event.CompareExchange || f instanceof Event.Rmw) {
            Event.Access a = (Event.Access) f;
            return performedOn(f, prefix.value(a.address(), a.size(), e, later));
        } else if (f instanceof Event.TryLock l) {
            boolean free = LockState.acquirable(prefix.lockState(l.address(), e, later), l.mode());
            return new Event.TryLock(
                    l.thread(), l.index(), l.address(), l.mode(), free, l.location());
        }
        return f;
    }

    /**
     * The first event of {@code s} if it is a pending atomic section whose events are unknown (no
     * probe found them).
     */
    static Event pendingSection(Step s) {
        return s.isPending() && !s.isProbed() && s.first() instanceof Event.AtomicBegin
                ? s.first()
                : null;
    }

    /**
     * Whether what {@code later} does may depend on {@code e}: it reads memory {@code e} writes or
     * frees, accesses or frees memory {@code e} frees, or is a trylock, condition wake-up or
     * destroy whose outcome depends on the state {@code e} left; or it is a step not yet performed
     * (a pending step's event describes the end of the execution, not the prefix state); or {@code
     * later} blocked inside its atomic section and {@code e} operates on what it waited for.
     */
    static boolean affected(Step e, Step later) {
        if (later.isPending() && !e.isPending()) {
            return true;
        }
        if (later.blockedOn != null && unblocks(e, later.blockedOn)) {
            return true;
        }
        for (Event a : e.events) {
            for (Event g : later.events) {
                if (Conflicts.conflict(a, g, false) && dependsOn(g, a)) {
                    return true;
                }
            }
        }
        return false;
    }

    /**
     * Whether step {@code e} operates on what {@code blocked}, an operation that could not go on,
     * waits for: the mutex or condition, or the thread it joins.
     */
    private static boolean unblocks(Step e, Event blocked) {
        if (blocked instanceof Event.Join j) {
            return e.thread().equals(j.joined());
        }
        for (Event g : e.events) {
            if (Conflicts.conflict(g, blocked, false)) {
                return true;
            }
        }
        return false;
    }

    /** Whether the outcome of {@code g} depends on the conflicting earlier event {@code a}. */
    private static boolean dependsOn(Event g, Event a) {
        if (a instanceof Event.Free || g instanceof Event.Free && a instanceof Event.Free) {
            return true;
        }
        if (g instanceof Event.Access x) {
            return x.reads() && a instanceof Event.Access y && y.writes();
        }
        return g instanceof Event.TryLock
                || g instanceof Event.CondWake
                || g instanceof Event.SyncDestroy;
    }

    /** {@code s} as a step that ended the execution with an error (universal). */
    static Step withError(Step s) {
        Step t = s.detached(false);
        t.universal = true;
        t.erred = true;
        return t;
    }

    /**
     * {@code s} run again in another state, uncertain, as the step it is if it does not fail (not
     * universal).
     */
    static Step withoutError(Step s) {
        return s.detachedWithoutFailure(true);
    }
}
