package org.jsmc.explore.vc;

import java.util.ArrayList;
import java.util.List;
import org.jsmc.exec.Event;
import org.jsmc.explore.consistency.PartialOrder;
import org.jsmc.explore.graph.Locations;

/**
 * Lemma C.1's Extend over leaf orders (VC-DPOR §5, note §2.8.3): the pairs of conflicting leaf
 * events a node must order, and every way to order them. With Optimization 3 ({@code fewer}), two
 * writes that no read has as a good write are not paired, and a write is paired with the leaf
 * writes of its location once a read first takes it as a good write (the closure stays exact on
 * such orders, {@link org.jsmc.explore.apo}).
 */
final class LeafOrders {
    private final Locations locations;
    private final int root;
    private final boolean fewer;

    LeafOrders(Locations locations, int root, boolean fewer) {
        this.locations = locations;
        this.root = root;
        this.fewer = fewer;
    }

    /** One way to order the pairs: the orders chosen, and {@code p} with them. */
    record Ordered(Annotations.Order orders, Partial partial) {}

    /**
     * Every order of {@code pairs} not yet ordered in {@code p}, both ways each, that adds no
     * cycle: {@code acc} extended ({@code acc} itself, with {@code p}, when none needs choosing).
     */
    List<Ordered> orders(Partial p, List<long[]> pairs, Annotations.Order acc) {
        List<Ordered> out = new ArrayList<>();
        orders(p, pairs, 0, acc, out);
        return out;
    }

    /**
     * The pairs of Lemma C.1's Extend: each of {@code added} (new leaf events of {@code xs}, in
     * trace order) with every conflicting leaf event of another thread before it in {@code xs},
     * earlier event first; with Optimization 3, not two writes that no read of {@code p} has as a
     * good write.
     */
    List<long[]> conflicts(Partial p, List<Event> xs, List<Event> added) {
        List<long[]> pairs = new ArrayList<>();
        for (Event e : added) {
            for (Event f : xs) {
                if (VcSearch.ref(f) == VcSearch.ref(e)) {
                    break; // only the events before e; a read is added last
                }
                if (leafConflict(f, e) && !(fewer && neverGood(p, f, e))) {
                    pairs.add(new long[] {VcSearch.ref(f), VcSearch.ref(e)});
                }
            }
        }
        return pairs;
    }

    /**
     * Optimization 3's pairs of a read given {@code good}: each of its good leaf writes that no
     * read of {@code annotated} had as a good write, with every leaf write of another thread to its
     * location, which it may have been left unordered with while both were never-good.
     */
    List<long[]> newlyGood(List<Event> xs, long[] good, Annotations.Read annotated) {
        List<long[]> pairs = new ArrayList<>();
        if (!fewer) {
            return pairs;
        }
        for (long w : good) {
            if (w == Annotations.INIT || Annotations.thread(w) == root || everGood(annotated, w)) {
                continue;
            }
            Event g = find(xs, w);
            for (Event f : xs) {
                if (f instanceof Event.Write && leafConflict(f, g)) {
                    pairs.add(new long[] {VcSearch.ref(f), w});
                }
            }
        }
        return pairs;
    }

    private static boolean everGood(Annotations.Read annotated, long w) {
        for (Annotations.Read a = annotated; a != null; a = a.next()) {
            for (long v : a.good()) {
                if (v == w) {
                    return true;
                }
            }
        }
        return false;
    }

    private static Event find(List<Event> xs, long ref) {
        for (Event e : xs) {
            if (VcSearch.ref(e) == ref) {
                return e;
            }
        }
        throw new IllegalStateException("vc: no event " + ref);
    }

    /** Whether both are writes and neither is a good write of a read of {@code p}. */
    private static boolean neverGood(Partial p, Event f, Event e) {
        return f instanceof Event.Write
                && e instanceof Event.Write
                && !p.apo().everGood(p.gid(VcSearch.ref(f)))
                && !p.apo().everGood(p.gid(VcSearch.ref(e)));
    }

    /** Whether leaf events of two threads access one location and one of them writes. */
    private boolean leafConflict(Event f, Event e) {
        int u = f.thread().index();
        if (u == root
                || e.thread().index() == root
                || u == e.thread().index()
                || !(f instanceof Event.Access b)
                || !(e instanceof Event.Access a)) {
            return false;
        }
        return locations.memory(b) == locations.memory(a)
                && !(b instanceof Event.Read && a instanceof Event.Read);
    }

    /**
     * Every order of {@code pairs[i..]} not yet ordered in {@code p}, both ways each, that adds no
     * cycle: {@code acc} extended, into {@code out} ({@code acc} itself when none needs choosing).
     */
    private void orders(
            Partial p, List<long[]> pairs, int i, Annotations.Order acc, List<Ordered> out) {
        if (i == pairs.size()) {
            out.add(new Ordered(acc, p.sealed()));
            return;
        }
        long f = pairs.get(i)[0];
        long e = pairs.get(i)[1];
        PartialOrder order = p.order();
        int gf = p.gid(f);
        int ge = p.gid(e);
        if (order.before(gf, ge) || order.before(ge, gf)) {
            orders(p, pairs, i + 1, acc, out);
            return;
        }
        for (boolean fFirst : new boolean[] {true, false}) {
            Partial q = p.copy();
            if (fFirst
                    ? q.order().add(gf, ge) == PartialOrder.GREW
                    : q.order().add(ge, gf) == PartialOrder.GREW) {
                Annotations.Order next =
                        fFirst
                                ? new Annotations.Order(f, e, acc)
                                : new Annotations.Order(e, f, acc);
                orders(q, pairs, i + 1, next, out);
            }
        }
    }
}
