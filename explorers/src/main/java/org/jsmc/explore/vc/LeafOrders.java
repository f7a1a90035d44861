package org.jsmc.explore.vc;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.Iterator;
import java.util.List;
import java.util.NoSuchElementException;
import org.jsmc.exec.Event;
import org.jsmc.explore.consistency.PartialOrder;

/**
 * Lemma C.1's Extend over leaf orders (VC-DPOR §5, note §2.8.3): the pairs of conflicting leaf
 * events a node must order, and every way to order them. With Optimization 3 ({@code fewer}), two
 * leaf writes are not paired while they are alike: the good writes of the same reads, none of the
 * root's (the paper's never-good writes are alike; jsmc extends the optimization to writes that
 * become good together for leaf reads, as the authors' prototype does); they are paired when a
 * read's annotation makes them differ. The closure stays exact on such orders ({@link
 * org.jsmc.explore.apo}).
 */
final class LeafOrders {
    private final int root;
    private final boolean fewer;

    LeafOrders(int root, boolean fewer) {
        this.root = root;
        this.fewer = fewer;
    }

    /** One way to order the pairs: the orders chosen, and {@code p} with them. */
    record Ordered(Annotations.Order orders, Partial partial) {}

    /**
     * Every order of {@code pairs} not yet ordered in {@code p}, both ways each (the pair's own
     * order first): {@code acc} extended ({@code acc} itself, with {@code p}, when none needs
     * choosing). Lazy, depth first: there may be exponentially many, and a caller that stops early
     * (Optimization 2) does not pay for the rest.
     */
    Iterable<Ordered> orders(Partial p, List<long[]> pairs, Annotations.Order acc) {
        return () -> new Enumeration(pairs, new Choice(p, 0, acc));
    }

    /** A partial order of the enumeration: {@code p} with the first {@code i} pairs ordered. */
    private record Choice(Partial p, int i, Annotations.Order acc) {}

    private static final class Enumeration implements Iterator<Ordered> {
        private final List<long[]> pairs;
        private final Deque<Choice> stack = new ArrayDeque<>();
        private Ordered next;

        Enumeration(List<long[]> pairs, Choice start) {
            this.pairs = pairs;
            stack.push(start);
        }

        @Override
        public boolean hasNext() {
            if (next == null) {
                next = advance();
            }
            return next != null;
        }

        @Override
        public Ordered next() {
            if (!hasNext()) {
                throw new NoSuchElementException();
            }
            Ordered o = next;
            next = null;
            return o;
        }

        private Ordered advance() {
            while (!stack.isEmpty()) {
                Choice c = stack.pop();
                int i = c.i;
                Annotations.Order acc = c.acc;
                for (; i < pairs.size(); i++) {
                    // A pair ordered already (by the orders chosen, or by the closure of a
                    // parent's order the working order was seeded with) is recorded as it is,
                    // so that the orders alone rebuild an order with every pair decided.
                    long[] pair = pairs.get(i);
                    PartialOrder order = c.p.order();
                    if (order.before(c.p.gid(pair[0]), c.p.gid(pair[1]))) {
                        acc = new Annotations.Order(pair[0], pair[1], acc);
                    } else if (order.before(c.p.gid(pair[1]), c.p.gid(pair[0]))) {
                        acc = new Annotations.Order(pair[1], pair[0], acc);
                    } else {
                        break;
                    }
                }
                if (i == pairs.size()) {
                    return new Ordered(acc, c.p.sealed());
                }
                Choice d = new Choice(c.p, i, acc);
                long f = pairs.get(i)[0];
                long e = pairs.get(i)[1];
                push(d, i, e, f); // explored second
                push(d, i, f, e);
            }
            return null;
        }

        /** Pushes c with {@code before < after} added, the i-th pair decided. */
        private void push(Choice c, int i, long before, long after) {
            Partial q = c.p.copy();
            if (q.order().add(c.p.gid(before), c.p.gid(after)) == PartialOrder.GREW) {
                stack.push(new Choice(q, i + 1, new Annotations.Order(before, after, c.acc)));
            }
        }
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
                if (leafConflict(p, f, e) && !(fewer && neverGood(p, f, e))) {
                    pairs.add(new long[] {VcSearch.ref(f), VcSearch.ref(e)});
                }
            }
        }
        return pairs;
    }

    /**
     * Optimization 3's pairs of read {@code r} given {@code good}: two leaf writes of its location
     * may be left unordered while they are alike (the good writes of the same reads, none of the
     * root's); each good leaf write is paired with every leaf write of another thread it was alike
     * with under {@code annotated} and is not with r's annotation added (a write not among {@code
     * good}, or any, if r is the root's); {@code p} is the order of {@code xs}.
     */
    List<long[]> unalike(
            Partial p, List<Event> xs, Event.Read r, long[] good, Annotations.Read annotated) {
        List<long[]> pairs = new ArrayList<>();
        if (!fewer) {
            return pairs;
        }
        boolean rootRead = r.thread().index() == root;
        for (long w : good) {
            if (w == Annotations.INIT || Annotations.thread(w) == root) {
                continue;
            }
            Event g = find(xs, w);
            List<Long> signature = signature(annotated, w);
            if (rootGood(signature)) {
                continue; // ordered against every leaf write already
            }
            for (Event f : xs) {
                long v = VcSearch.ref(f);
                boolean bothGood = contains(good, v);
                if (f instanceof Event.Write
                        && leafConflict(p, f, g)
                        && (!bothGood || rootRead && v < w)
                        && signature.equals(signature(annotated, v))) {
                    pairs.add(new long[] {v, w});
                }
            }
        }
        return pairs;
    }

    /** The reads of {@code annotated} that have write {@code w} as a good write. */
    private static List<Long> signature(Annotations.Read annotated, long w) {
        List<Long> reads = new ArrayList<>();
        for (Annotations.Read a = annotated; a != null; a = a.next()) {
            if (contains(a.good(), w)) {
                reads.add(a.ref());
            }
        }
        return reads;
    }

    private boolean rootGood(List<Long> signature) {
        for (long r : signature) {
            if (Annotations.thread(r) == root) {
                return true;
            }
        }
        return false;
    }

    private static boolean contains(long[] writes, long w) {
        for (long v : writes) {
            if (v == w) {
                return true;
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

    /**
     * Whether leaf events of two threads access one location and one of them writes (both events of
     * {@code p}, which knows their locations).
     */
    private boolean leafConflict(Partial p, Event f, Event e) {
        int u = f.thread().index();
        if (u == root
                || e.thread().index() == root
                || u == e.thread().index()
                || !(f instanceof Event.Access b)
                || !(e instanceof Event.Access a)) {
            return false;
        }
        return p.apo().location(p.gid(VcSearch.ref(f))) == p.apo().location(p.gid(VcSearch.ref(e)))
                && !(b instanceof Event.Read && a instanceof Event.Read);
    }
}
