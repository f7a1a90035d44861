package org.jsmc.explore.race;

import java.util.List;
import org.jsmc.exec.Event;
import org.jsmc.exec.LockKind;
import org.jsmc.explore.core.Conflicts;

/**
 * The oracle of the race check: the definition of the package documentation computed the slow way,
 * independently of {@link RaceDetector}'s vector clocks, over a whole trace: every edge as a pair
 * of trace positions, then the transitive closure. Also the adjacency definition SV-COMP uses: two
 * conflicting accesses of different threads, one plain, one right after the other.
 */
final class NaiveRaces {
    private NaiveRaces() {}

    /** Whether two accesses of {@code trace} race under happens-before. */
    static boolean hasRace(List<Event> trace) {
        int n = trace.size();
        boolean[] atomic = atomicAccesses(trace);
        boolean[][] hb = new boolean[n][n];
        for (int j = 0; j < n; j++) {
            for (int i = 0; i < j; i++) {
                hb[i][j] = edge(trace, atomic, i, j);
            }
        }
        for (int k = 0; k < n; k++) {
            for (int i = 0; i < n; i++) {
                for (int j = 0; j < n; j++) {
                    hb[i][j] |= hb[i][k] && hb[k][j];
                }
            }
        }
        for (int j = 0; j < n; j++) {
            for (int i = 0; i < j; i++) {
                if (!hb[i][j] && conflicting(trace.get(i), trace.get(j), atomic[i], atomic[j])) {
                    return true;
                }
            }
        }
        return false;
    }

    /**
     * Whether two adjacent events of {@code trace} race: SV-COMP's definition, without sections.
     */
    static boolean hasAdjacentRace(List<Event> trace) {
        boolean[] atomic = atomicAccesses(trace);
        for (int i = 0; i + 1 < trace.size(); i++) {
            if (conflicting(trace.get(i), trace.get(i + 1), atomic[i], atomic[i + 1])) {
                return true;
            }
        }
        return false;
    }

    private static boolean conflicting(Event a, Event b, boolean atomicA, boolean atomicB) {
        return a.thread().index() != b.thread().index()
                && a instanceof Event.Access x
                && b instanceof Event.Access y
                && x.overlaps(y)
                && (x.writes() || y.writes())
                && !(atomicA && atomicB);
    }

    /** Per position, whether the event is an atomic access (sections included). */
    private static boolean[] atomicAccesses(List<Event> trace) {
        boolean[] atomic = new boolean[trace.size()];
        int[] depth = new int[64];
        for (int i = 0; i < trace.size(); i++) {
            Event e = trace.get(i);
            int t = e.thread().index();
            if (e instanceof Event.AtomicBegin) {
                depth[t]++;
            } else if (e instanceof Event.AtomicEnd) {
                depth[t]--;
            }
            atomic[i] =
                    depth[t] > 0
                            || e instanceof Event.Rmw
                            || e instanceof Event.CompareExchange
                            || (e instanceof Event.Read r && r.atomic())
                            || (e instanceof Event.Write w && w.atomic());
        }
        return atomic;
    }

    /** Whether a direct happens-before edge joins position {@code i} to the later {@code j}. */
    private static boolean edge(List<Event> trace, boolean[] atomic, int i, int j) {
        Event a = trace.get(i);
        Event b = trace.get(j);
        if (a.thread().equals(b.thread())) {
            return true;
        }
        if (a instanceof Event.Spawn s && s.child().equals(b.thread())) {
            return true;
        }
        if (b instanceof Event.Join jn && jn.joined().equals(a.thread())) {
            return true;
        }
        if (releases(a) != Conflicts.NONE && releases(a) == acquires(b, a)) {
            return true;
        }
        if (b instanceof Event.CondWake w && signals(a) == w.condition()) {
            return waitedBefore(trace, j, i);
        }
        return atomic[i] && atomic[j] && conflicting(a, b);
    }

    /** The lock {@code e} releases, or NONE. */
    private static long releases(Event e) {
        if (e instanceof Event.Unlock u) {
            return u.address();
        }
        return e instanceof Event.CondWait w ? w.mutex() : Conflicts.NONE;
    }

    /** The lock {@code b} acquires in a way the release {@code a} orders, or NONE. */
    private static long acquires(Event b, Event a) {
        boolean sharedRelease = a instanceof Event.Unlock u && u.mode() == LockKind.READ;
        if (b instanceof Event.Lock l && !(sharedRelease && l.mode() == LockKind.READ)) {
            return l.address();
        }
        if (b instanceof Event.TryLock t
                && t.success()
                && !(sharedRelease && t.mode() == LockKind.READ)) {
            return t.address();
        }
        return b instanceof Event.CondWake w ? w.mutex() : Conflicts.NONE;
    }

    private static long signals(Event e) {
        if (e instanceof Event.CondSignal s) {
            return s.condition();
        }
        return e instanceof Event.CondBroadcast b ? b.condition() : Conflicts.NONE - 1;
    }

    /** Whether the wake at {@code wake} began waiting before position {@code signal}. */
    private static boolean waitedBefore(List<Event> trace, int wake, int signal) {
        for (int k = wake - 1; k >= 0; k--) {
            Event e = trace.get(k);
            if (e.thread().equals(trace.get(wake).thread()) && e instanceof Event.CondWait) {
                return k < signal;
            }
        }
        return false;
    }

    /** Two accesses of one byte, at least one writing. */
    private static boolean conflicting(Event a, Event b) {
        return a instanceof Event.Access x
                && b instanceof Event.Access y
                && x.overlaps(y)
                && (x.writes() || y.writes());
    }
}
