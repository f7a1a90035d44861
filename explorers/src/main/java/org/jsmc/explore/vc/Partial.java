package org.jsmc.explore.vc;

import java.util.ArrayList;
import java.util.Arrays;
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

    /** No events: what {@link #of} extends. */
    private static final Partial EMPTY = new Partial(null, new int[1], new Event[0], null);

    /** The annotated partial order of {@code xs} (each thread's events a prefix of it). */
    static Partial of(
            List<Event> xs,
            Annotations.Read annotated,
            Annotations.Order orders,
            Locations locations,
            int root) {
        return EMPTY.extend(xs, annotated, null, orders, null, locations, root);
    }

    /**
     * This order with {@code added} (each the next event of its thread after this order's, or a
     * later one of the same thread), the annotations of {@code annotated} down to {@code had} and
     * the orders of {@code orders} down to {@code hadOrders} (the lists this order was built from,
     * which those extend). This order's events keep what they had; its closure, which must exist,
     * seeds the new order (every witness of the new order restricts to one of this one, so no
     * witness is lost, and the closure need not derive those orders again).
     */
    Partial extend(
            List<Event> added,
            Annotations.Read annotated,
            Annotations.Read had,
            Annotations.Order orders,
            Annotations.Order hadOrders,
            Locations locations,
            int root) {
        int oldK = offset.length - 1;
        int k = Math.max(oldK, root + 1);
        for (Event e : added) {
            k = Math.max(k, e.thread().index() + 1);
        }
        int[] sizes = new int[k];
        for (int u = 0; u < oldK; u++) {
            sizes[u] = offset[u + 1] - offset[u];
        }
        for (Event e : added) {
            int u = e.thread().index();
            sizes[u] = Math.max(sizes[u], e.index());
        }
        int[] off = new int[k + 1];
        boolean shifted = false;
        for (int u = 0; u < k; u++) {
            off[u + 1] = off[u] + sizes[u];
            shifted |= u < oldK && off[u] != offset[u];
        }
        int n = off[k];
        Event[] ev = new Event[n];
        boolean[] reads = new boolean[n];
        boolean[] updates = new boolean[n];
        int[] location = new int[n];
        int[][] good = new int[n][];
        for (int u = 0; u < oldK; u++) {
            int length = offset[u + 1] - offset[u];
            System.arraycopy(events, offset[u], ev, off[u], length);
            apo.copyEvents(offset[u], length, reads, updates, location, good, off[u]);
        }
        for (int h = 0; shifted && h < n; h++) {
            if (good[h] != null) {
                good[h] = moved(good[h], off);
            }
        }
        List<int[]> edges = new ArrayList<>();
        for (Event e : added) {
            int u = e.thread().index();
            int h = off[u] + e.index() - 1;
            ev[h] = e;
            location[h] = -1;
            if (e instanceof Event.Access r && r.reads()) {
                // A load, or an update: an RMW, a compare-exchange that succeeds.
                reads[h] = true;
                updates[h] = r.writes();
                location[h] = locations.memory(r);
            } else if (e instanceof Event.Lock l) {
                // An acquisition reads the release it follows (VC-DPOR Remark 4) and holds the
                // mutex: an update, whose "held" a failing trylock may read.
                reads[h] = true;
                updates[h] = true;
                location[h] = locations.mutex(l.address());
            } else if (e instanceof Event.TryLock l) {
                reads[h] = true;
                updates[h] = l.success();
                location[h] = locations.mutex(l.address());
            } else if (e instanceof Event.Write w) {
                location[h] = locations.memory(w);
            } else if (mutexWritten(e) != NO_MUTEX) {
                location[h] = locations.mutex(mutexWritten(e));
            } else if (e instanceof Event.Join j) {
                int child = j.joined().index();
                if (child < k && sizes[child] > 0) {
                    edges.add(new int[] {off[child + 1] - 1, h});
                }
            }
        }
        // Spawn edges into threads that have events now and had none (a new spawn's, or an old
        // one's whose child has run since); a join waits for its child's end, so those stay.
        boolean[] began = new boolean[k];
        boolean anyBegan = false;
        for (int c = 0; c < k; c++) {
            began[c] = sizes[c] > 0 && (c >= oldK || offset[c + 1] == offset[c]);
            anyBegan |= began[c];
        }
        for (int h = 0; anyBegan && h < n; h++) {
            if (ev[h] instanceof Event.Spawn sp && sp.child().index() < k) {
                int c = sp.child().index();
                if (began[c]) {
                    edges.add(new int[] {h, off[c]});
                }
            }
        }
        for (Annotations.Read a = annotated; a != had; a = a.next()) {
            int u = Annotations.thread(a.ref());
            if (u < k && Annotations.index(a.ref()) <= sizes[u]) {
                int[] g = gids(off, a.good());
                Arrays.sort(g);
                good[gid(off, a.ref())] = g;
            }
        }
        for (Event e : added) {
            int h = off[e.thread().index()] + e.index() - 1;
            if (reads[h] && good[h] == null) {
                throw new IllegalStateException("vc: " + e + " has no annotation");
            }
        }
        for (Annotations.Order o = orders; o != hadOrders; o = o.next()) {
            edges.add(new int[] {gid(off, o.before()), gid(off, o.after())});
        }
        PartialOrder seed = null;
        if (apo != null) {
            seed = apo.closure();
            if (seed == null) {
                throw new IllegalStateException("vc: extending an order that has no witness");
            }
        }
        Apo a =
                Apo.adopt(
                        sizes,
                        root,
                        reads,
                        updates,
                        location,
                        good,
                        locations.count(),
                        edges.toArray(int[][]::new),
                        seed);
        if (a == null) {
            throw new IllegalStateException("vc: the chosen orders close a cycle");
        }
        return new Partial(a, off, ev, a.order());
    }

    /**
     * Whether write {@code w} (a ref, or INIT) of location {@code x} cannot be read by {@code r},
     * the next event of its thread after {@code t}, in any extension of this order (a node's trace
     * under its orders): in its closure, another write of x lies between w and r's predecessor in
     * its thread. Closures only grow down the recursion, so such a write stays hidden, and as a
     * good write it would only cost a closure that fails.
     */
    boolean hides(int x, long w, Event r) {
        if (r.index() == 1) {
            return false;
        }
        PartialOrder q = apo.closure();
        int before = gid(Annotations.ref(r.thread().index(), r.index() - 1));
        int gw = gid(w);
        for (int gv : apo.writers(x)) {
            boolean after = gw == Chains.INIT || q.before(gw, gv);
            if (gv != gw && after && (gv == before || q.before(gv, before))) {
                return true;
            }
        }
        return false;
    }

    /** Good writes {@code ws} (gids of this order, ascending) as gids of layout {@code off}. */
    private int[] moved(int[] ws, int[] off) {
        int[] out = new int[ws.length];
        for (int i = 0; i < ws.length; i++) {
            int w = ws[i];
            out[i] =
                    w == Chains.INIT
                            ? Chains.INIT
                            : off[apo.chains().thread(w)] + apo.chains().index(w);
        }
        return out;
    }

    /**
     * These events and orders with {@code read} (the event of one of them, with another value but
     * of the same kind: a load, or an update if the event was one) and its good writes {@code refs}
     * in place of the event's.
     */
    Partial withRead(Event.Access read, long[] refs) {
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

    /** Events per thread. */
    int[] sizes() {
        int[] out = new int[offset.length - 1];
        for (int u = 0; u < out.length; u++) {
            out[u] = offset[u + 1] - offset[u];
        }
        return out;
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
