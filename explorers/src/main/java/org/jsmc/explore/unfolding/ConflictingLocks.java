package org.jsmc.explore.unfolding;

import java.util.ArrayList;
import java.util.List;
import org.jsmc.exec.Event;
import org.jsmc.exec.LockKind;

/**
 * DPU's conflicting extensions of a configuration's mutex locks ({@code cexp}, QPOR §5.3, note
 * §2.5), created in DPU's order (note §2.8, rule 7): that order is the order of each lock's
 * siblings in its mutex's tree, hence of the spikes, hence of the alternatives k-partial searches
 * find and of their sleep-set-blocked runs. {@link Extensions} would find the same events, in
 * another order.
 *
 * <p>For every mutex, its chain of operations is walked back from the configuration's last one;
 * every lock {@code e} on it, after thread predecessor {@code p}, could instead have taken the
 * mutex after each earlier unlock {@code u} (or first) whose lock is not below {@code p}: each such
 * {@code (e's action, p, u)} is an event, created from the latest {@code u} back. Those events
 * depend on {@code e}'s history only: a lock's are added the first time a run ends with it, so that
 * later runs, which would find them again, create nothing and keep DPU's order.
 */
public final class ConflictingLocks {
    private ConflictingLocks() {}

    /**
     * Adds the conflicting extensions of {@code c}'s locks to {@code unfolding}, in DPU's order.
     */
    public static void add(Unfolding unfolding, Configuration c) {
        for (Occurrence last : c.lastOperations()) {
            for (Occurrence e = last; e != null; e = e.objectPredecessor) {
                if (e.label instanceof Event.Lock && !e.terminal && !e.lockAlternativesAdded) {
                    e.lockAlternativesComplete = addFor(unfolding, c, e);
                    e.lockAlternativesAdded = true;
                }
            }
        }
    }

    /**
     * Adds the events of {@code e}'s action after its thread predecessor and an earlier unlock.
     *
     * @return whether those are all the events of that action with that predecessor: the chain is
     *     one of exclusive locks and unlocks down to the mutex's initialisation, its start or the
     *     predecessor's history (else {@link Extensions} finds the others)
     */
    private static boolean addFor(Unfolding unfolding, Configuration c, Occurrence e) {
        Occurrence p = e.threadPredecessor;
        // DPU's thread start, the predecessor of a first event, is below exactly what its spawn is.
        Occurrence floor = p != null ? p : c.spawnOf(e.thread);
        Occurrence u = e.objectPredecessor;
        while (u != null && u.label instanceof Event.Unlock && !below(u, floor)) {
            Occurrence lock = u.objectPredecessor;
            if (!acquires(lock) || shared(lock)) {
                // A failed trylock in between is no part of DPU's model, nor are readers.
                return false;
            }
            if (below(lock, floor)) {
                return true; // taken below the predecessor, it stays taken
            }
            u = lock.objectPredecessor;
            if (u != null
                    && !(u.label instanceof Event.Unlock || u.label instanceof Event.SyncInit)) {
                return false;
            }
            List<Occurrence> causes = new ArrayList<>(2);
            if (p == null && floor != null) {
                causes.add(floor);
            }
            if (u != null) {
                causes.add(u);
            }
            unfolding.occurrence(e.thread, p, causes, e.label, false, -1);
        }
        return !shared(e) && (u == null || u.label instanceof Event.SyncInit || below(u, floor));
    }

    private static boolean shared(Occurrence lock) {
        return lock.label instanceof Event.Lock l && l.mode() == LockKind.READ;
    }

    /** Whether {@code e} took its mutex: a lock or a successful trylock. */
    private static boolean acquires(Occurrence e) {
        return e != null
                && (e.label instanceof Event.Lock
                        || e.label instanceof Event.TryLock t && t.success());
    }

    private static boolean below(Occurrence a, Occurrence floor) {
        return floor != null && Cone.precedes(a, floor);
    }
}
