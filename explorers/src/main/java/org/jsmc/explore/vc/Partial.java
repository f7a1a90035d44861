package org.jsmc.explore.vc;

import java.util.ArrayList;
import java.util.List;
import org.jsmc.exec.Event;
import org.jsmc.exec.LockKind;
import org.jsmc.explore.apo.Apo;
import org.jsmc.explore.consistency.Chains;
import org.jsmc.explore.consistency.PartialOrder;
import org.jsmc.explore.graph.Locations;

/**
 * The annotated partial order of a set of events (each thread's a prefix): thread order, spawn and
 * join edges, the chosen orders of conflicting leaf events, and every read's good writes (which
 * carry its value and side); with the events by gid, and a working copy of the order for {@code
 * Extend}'s enumeration.
 */
final class Partial {
    private final Apo apo;
    private final int[] offset;
    private final Event[] events;
    private final PartialOrder order;

    private Partial(Apo apo, int[] offset, Event[] events, PartialOrder order) {
        this.apo = apo;
        this.offset = offset;
        this.events = events;
        this.order = order;
    }

    /**
     * The annotated partial order of {@code xs}; {@code parent} (or null) one whose events are a
     * prefix of these, with a subset of these annotations and orders, whose closure exists: its
     * orders are added from the start ({@link Apo#of(int[], int, boolean[], int[], int[][], int,
     * int[][], PartialOrder)}).
     */
    static Partial of(
            List<Event> xs,
            Annotations.Read annotated,
            Annotations.Order orders,
            Locations locations,
            int root,
            Partial parent) {
        int k = root + 1;
        for (Event e : xs) {
            k = Math.max(k, e.thread().index() + 1);
        }
        int[] sizes = new int[k];
        for (Event e : xs) {
            int u = e.thread().index();
            sizes[u] = Math.max(sizes[u], e.index());
        }
        int[] offset = new int[k + 1];
        for (int u = 0; u < k; u++) {
            offset[u + 1] = offset[u] + sizes[u];
        }
        int n = offset[k];
        Event[] events = new Event[n];
        for (Event e : xs) {
            events[offset[e.thread().index()] + e.index() - 1] = e;
        }
        boolean[] reads = new boolean[n];
        int[] location = new int[n];
        int[][] good = new int[n][];
        List<int[]> edges = new ArrayList<>();
        for (int g = 0; g < n; g++) {
            Event e = events[g];
            location[g] = -1;
            if (e instanceof Event.Read r) {
                reads[g] = true;
                location[g] = locations.memory(r);
            } else if (e instanceof Event.Lock l) {
                // An acquisition reads the release it follows (VC-DPOR Remark 4).
                reads[g] = true;
                location[g] = locations.mutex(l.address());
            } else if (e instanceof Event.Write w) {
                location[g] = locations.memory(w);
            } else if (mutexWritten(e) != NO_MUTEX) {
                location[g] = locations.mutex(mutexWritten(e));
            } else if (e instanceof Event.Spawn s) {
                int child = s.child().index();
                if (child < k && sizes[child] > 0) {
                    edges.add(new int[] {g, offset[child]});
                }
            } else if (e instanceof Event.Join j) {
                int child = j.joined().index();
                if (child < k && sizes[child] > 0) {
                    edges.add(new int[] {offset[child + 1] - 1, g});
                }
            }
        }
        for (Annotations.Read a = annotated; a != null; a = a.next()) {
            int u = Annotations.thread(a.ref());
            if (u < k && Annotations.index(a.ref()) <= sizes[u]) {
                good[gid(offset, a.ref())] = gids(offset, a.good());
            }
        }
        for (int g = 0; g < n; g++) {
            if (reads[g] && good[g] == null) {
                throw new IllegalStateException("vc: " + events[g] + " has no annotation");
            }
        }
        for (Annotations.Order o = orders; o != null; o = o.next()) {
            edges.add(new int[] {gid(offset, o.before()), gid(offset, o.after())});
        }
        Apo apo =
                Apo.of(
                        sizes,
                        root,
                        reads,
                        location,
                        good,
                        locations.count(),
                        edges.toArray(int[][]::new),
                        parent == null ? null : parent.apo.closure());
        if (apo == null) {
            throw new IllegalStateException("vc: the chosen orders close a cycle");
        }
        return new Partial(apo, offset, events, apo.order());
    }

    /**
     * These events and orders with {@code read} (the event of one of them, with another value) and
     * its good writes {@code refs} in place of the event's.
     */
    Partial withRead(Event.Read read, long[] refs) {
        int g = gid(VcSearch.ref(read));
        Event[] e = events.clone();
        e[g] = read;
        Apo a = apo.withGood(g, gids(offset, refs));
        return new Partial(a, offset, e, a.order());
    }

    /** These events and good writes over the working order, once Extend has added to it. */
    Partial sealed() {
        return order == apo.order()
                ? this
                : new Partial(apo.withOrder(order), offset, events, order);
    }

    /** {@link #mutexWritten}: the event writes no mutex. */
    static final long NO_MUTEX = -1;

    /**
     * The address of the mutex {@code e} writes, a release (unlock, {@code pthread_mutex_init}) or
     * its destruction, or {@link #NO_MUTEX}.
     */
    static long mutexWritten(Event e) {
        if (e instanceof Event.Unlock u && u.mode() == LockKind.MUTEX) {
            return u.address();
        } else if (e instanceof Event.SyncInit i && i.kind() == LockKind.MUTEX) {
            return i.address();
        } else if (e instanceof Event.SyncDestroy d && d.kind() == LockKind.MUTEX) {
            return d.address();
        }
        return NO_MUTEX;
    }

    private static int[] gids(int[] offset, long[] refs) {
        int[] out = new int[refs.length];
        for (int i = 0; i < refs.length; i++) {
            out[i] = gid(offset, refs[i]);
        }
        return out;
    }

    private static int gid(int[] offset, long ref) {
        return ref == Annotations.INIT
                ? Chains.INIT
                : offset[Annotations.thread(ref)] + Annotations.index(ref) - 1;
    }

    Apo apo() {
        return apo;
    }

    int gid(long ref) {
        return gid(offset, ref);
    }

    Event event(int gid) {
        return events[gid];
    }

    /**
     * The working order (thread order, spawns, joins and chosen orders), without the closure: the
     * annotated order's own until {@link #copy()} gives one to add to.
     */
    PartialOrder order() {
        return order;
    }

    Partial copy() {
        return new Partial(apo, offset, events, order.copy());
    }
}
