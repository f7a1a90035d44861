package org.jsmc.explore.race;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.jsmc.exec.Event;
import org.jsmc.exec.LockKind;

/**
 * Vector clocks of one execution under the happens-before order of the package documentation:
 * program order, spawn and join, lock release to acquisition, condition signal to wake, and an
 * atomic write to the atomic reads that read from it (those edges are added by {@link
 * RaceDetector}, which knows who wrote what).
 *
 * <p>Thread {@code u}'s clock {@code C[u]} counts, per thread, how many of that thread's events
 * happen before {@code u}'s next event. An event's <em>epoch</em> is its thread's own entry when it
 * runs; event {@code a} of thread {@code t} happens before the next event of {@code u} iff {@code
 * epoch(a) < C[u][t]}.
 */
final class HappensBefore {
    private int[][] clocks = new int[4][];

    /** Joined by every release of a lock: what its next exclusive acquisition learns. */
    private final Map<Long, int[]> released = new HashMap<>();

    /**
     * Joined by the releases that end an exclusive hold (mutex, write lock): what a read lock
     * learns. Two read holds of one rwlock do not order each other.
     */
    private final Map<Long, int[]> exclusivelyReleased = new HashMap<>();

    /** Per condition variable, the clocks of its signals and broadcasts with their positions. */
    private final Map<Long, List<Signal>> signals = new HashMap<>();

    /** Per thread, the position of its last condition wait (the wake learns later signals). */
    private int[] waitedAt = new int[4];

    /** How many events were seen: the position of the next. */
    private int position;

    private record Signal(int position, int[] clock) {}

    /** The clock of thread {@code t}'s next event: read only. */
    int[] clock(int t) {
        return clockOf(t);
    }

    /**
     * Thread {@code t}'s clock, a fresh one if no spawn created it (threads that exist from the
     * start, as in event-level test programs, know nothing yet).
     */
    private int[] clockOf(int t) {
        if (clocks.length <= t) {
            clocks = Arrays.copyOf(clocks, Math.max(t + 1, 2 * clocks.length));
        }
        if (clocks[t] == null) {
            clocks[t] = fresh(t);
        }
        return clocks[t];
    }

    /** The epoch of thread {@code t}'s next event. */
    int epoch(int t) {
        return entry(clockOf(t), t);
    }

    /**
     * Whether an event of thread {@code t} with epoch {@code epoch} happens before {@code u}'s
     * next.
     */
    boolean before(int t, int epoch, int u) {
        return epoch < entry(clockOf(u), t);
    }

    /** Thread {@code u} learns {@code other}: an edge from the event that released it. */
    void acquire(int u, int[] other) {
        if (other == null) {
            return;
        }
        int[] c = clockOf(u);
        if (c.length < other.length) {
            c = clocks[u] = Arrays.copyOf(c, other.length);
        }
        for (int i = 0; i < other.length; i++) {
            c[i] = Math.max(c[i], other[i]);
        }
    }

    /** A copy of thread {@code u}'s clock, for an edge from its last event to a later one. */
    int[] snapshot(int u) {
        return clockOf(u).clone();
    }

    /**
     * Records event {@code e}: the synchronisation it does (the edges into it before, out of it
     * after) and the step of its thread's own entry. Call after the memory checks of {@code e}.
     */
    void advance(Event e) {
        int u = e.thread().index();
        if (e instanceof Event.Lock l) {
            acquire(
                    u,
                    l.mode() == LockKind.READ
                            ? exclusivelyReleased.get(l.address())
                            : released.get(l.address()));
        } else if (e instanceof Event.TryLock t && t.success()) {
            acquire(
                    u,
                    t.mode() == LockKind.READ
                            ? exclusivelyReleased.get(t.address())
                            : released.get(t.address()));
        } else if (e instanceof Event.CondWake w) {
            acquire(u, released.get(w.mutex()));
            for (Signal s : signals.getOrDefault(w.condition(), List.of())) {
                if (s.position > waitedAt[u]) {
                    acquire(u, s.clock);
                }
            }
        } else if (e instanceof Event.Join j) {
            acquire(u, clockOf(j.joined().index()));
        }
        clockOf(u)[u]++;
        if (e instanceof Event.Unlock l) {
            release(released, l.address(), u);
            if (l.mode() != LockKind.READ) {
                release(exclusivelyReleased, l.address(), u);
            }
        } else if (e instanceof Event.CondWait w) {
            release(released, w.mutex(), u);
            release(exclusivelyReleased, w.mutex(), u);
            waitedAt = grow(waitedAt, u);
            waitedAt[u] = position;
        } else if (e instanceof Event.CondSignal s) {
            signal(s.condition(), u);
        } else if (e instanceof Event.CondBroadcast b) {
            signal(b.condition(), u);
        } else if (e instanceof Event.Spawn s) {
            int child = s.child().index();
            if (clocks.length <= child) {
                clocks = Arrays.copyOf(clocks, Math.max(child + 1, 2 * clocks.length));
            }
            int[] c = Arrays.copyOf(clocks[u], Math.max(clocks[u].length, child + 1));
            c[child] = 1;
            clocks[child] = c;
        }
        position++;
    }

    private void release(Map<Long, int[]> table, long lock, int u) {
        int[] mine = clockOf(u);
        int[] c = table.get(lock);
        if (c == null) {
            table.put(lock, mine.clone());
            return;
        }
        if (c.length < mine.length) {
            c = Arrays.copyOf(c, mine.length);
            table.put(lock, c);
        }
        for (int i = 0; i < mine.length; i++) {
            c[i] = Math.max(c[i], mine[i]);
        }
    }

    private void signal(long condition, int u) {
        signals.computeIfAbsent(condition, k -> new ArrayList<>())
                .add(new Signal(position, snapshot(u)));
    }

    private static int entry(int[] clock, int t) {
        return t < clock.length ? clock[t] : 0;
    }

    private static int[] fresh(int t) {
        int[] c = new int[t + 1];
        c[t] = 1;
        return c;
    }

    private static int[] grow(int[] a, int i) {
        return i < a.length ? a : Arrays.copyOf(a, Math.max(i + 1, 2 * a.length));
    }
}
