package org.jsmc.explore.graph;

import java.util.List;
import org.jsmc.exec.Event;
import org.jsmc.exec.Execution;
import org.jsmc.exec.ThreadId;

/**
 * Whether a thread's next event comes after every event of every other thread in program order
 * (spawn and join edges included): they all finished and were joined, directly or not. Then an
 * {@code exit} or {@code free} it is about to make orders after all their events in every
 * interleaving and conflicts with none of them, so the searches that give such events no place of
 * their own ({@code vc}, {@code dc}, {@code rf}, {@code rvf}, {@code view}) may run it like a
 * fence.
 */
public final class Joins {
    private Joins() {}

    /** Whether every other thread of {@code x} has ended before {@code t}'s next event. */
    public static boolean othersJoined(Execution x, ThreadId t) {
        List<Event> trace = x.trace();
        int k = t.index() + 1;
        for (ThreadId u : x.threads()) {
            k = Math.max(k, u.index() + 1);
        }
        int[][] clock = new int[k][]; // per thread, the events of each thread before its last
        int[] count = new int[k];
        for (Event e : trace) {
            int u = e.thread().index();
            int[] c = clock[u] == null ? new int[k] : clock[u];
            c[u] = e.index();
            count[u] = e.index();
            if (e instanceof Event.Join j && clock[j.joined().index()] != null) {
                int[] joined = clock[j.joined().index()];
                for (int v = 0; v < k; v++) {
                    c[v] = Math.max(c[v], joined[v]);
                }
            } else if (e instanceof Event.Spawn s) {
                clock[s.child().index()] = c.clone();
            }
            clock[u] = c;
        }
        int[] mine = clock[t.index()] == null ? new int[k] : clock[t.index()];
        for (ThreadId u : x.threads()) {
            int n = u.index();
            if (n != t.index() && (!x.status(u).isTerminal() || mine[n] < count[n])) {
                return false;
            }
        }
        return true;
    }
}
