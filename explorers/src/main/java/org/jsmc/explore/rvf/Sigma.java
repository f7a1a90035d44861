package org.jsmc.explore.rvf;

import java.util.Arrays;
import java.util.List;
import org.jsmc.exec.Event;
import org.jsmc.exec.Execution;
import org.jsmc.exec.ThreadId;
import org.jsmc.explore.graph.Locations;

/**
 * The extended trace {@code σ̃ = σ·σ̂} of one recursion node (Alg. 2 l. 1) as the search reads it:
 * every event with its footprint, its thread's dense number, and its program-order clock.
 *
 * <p>Program order ({@code PO}) includes spawn and join edges (note §1.1): {@code clock[e][u]} is
 * how many events of thread {@code u} precede or are {@code e} in {@code PO}, so {@code a <PO b}
 * exactly when {@code clock[b][thread(a)] >= index(a)}. Indices are the events' 1-based {@link
 * Event#index()}.
 *
 * <p>Immutable once built; built once per node.
 */
final class Sigma {
    final List<Event> events;
    final Footprint[] footprints;
    final int[] thread;
    final int[][] clock;

    /** Events of each thread in σ̃. */
    final int[] count;

    /** The clock a thread's next event starts from: its last event's, or its spawn's. */
    final int[][] next;

    final ThreadId[] ids;

    Sigma(Execution execution, Locations locations, String algorithm) {
        this.events = List.copyOf(execution.trace());
        int threads = 0;
        for (ThreadId t : execution.threads()) {
            threads = Math.max(threads, t.index() + 1);
        }
        ids = new ThreadId[threads];
        for (ThreadId t : execution.threads()) {
            ids[t.index()] = t;
        }
        int n = events.size();
        footprints = new Footprint[n];
        thread = new int[n];
        clock = new int[n][];
        count = new int[threads];
        next = new int[threads][];
        for (int i = 0; i < n; i++) {
            Event e = events.get(i);
            int t = e.thread().index();
            int[] c = next[t] == null ? new int[threads] : next[t].clone();
            c[t] = e.index();
            if (e instanceof Event.Join j) {
                int[] child = next[j.joined().index()];
                if (child != null) {
                    max(c, child);
                }
            }
            if (e instanceof Event.Spawn s) {
                next[s.child().index()] = c;
            }
            thread[i] = t;
            clock[i] = c;
            next[t] = c;
            count[t]++;
            footprints[i] = Footprint.of(e, locations, algorithm);
        }
        for (int t = 0; t < threads; t++) {
            if (next[t] == null) {
                next[t] = new int[threads];
            }
        }
    }

    int size() {
        return events.size();
    }

    int threads() {
        return ids.length;
    }

    /** The threads of σ̃'s events in order: the schedule that replays it. */
    int[] schedule() {
        int[] s = new int[thread.length];
        System.arraycopy(thread, 0, s, 0, s.length);
        return s;
    }

    /**
     * Whether event {@code a} of σ̃ precedes, in program order, an event whose clock is {@code c}.
     */
    boolean before(int a, int[] c) {
        return c[thread[a]] >= events.get(a).index();
    }

    private static void max(int[] into, int[] other) {
        for (int u = 0; u < Math.min(into.length, other.length); u++) {
            into[u] = Math.max(into[u], other[u]);
        }
    }

    @Override
    public String toString() {
        return events + " " + Arrays.toString(count);
    }
}
