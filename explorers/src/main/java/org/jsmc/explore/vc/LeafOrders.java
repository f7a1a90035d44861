package org.jsmc.explore.vc;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Deque;
import java.util.Iterator;
import java.util.List;
import java.util.NoSuchElementException;
import org.jsmc.exec.Event;
import org.jsmc.explore.apo.Apo;
import org.jsmc.explore.consistency.PartialOrder;

/**
 * Lemma C.1's Extend over leaf orders (VC-DPOR §5, note §2.8.3): the pairs of conflicting leaf
 * events a node must order, and every way to order them. With Optimization 3 ({@code fewer}), two
 * leaf writes are not paired while they are alike: one of them is unobservable (no read can read
 * it), or they are the good writes of the same reads, none of the root's (the paper's never-good
 * writes are alike; jsmc extends the optimization to writes that become good together for leaf
 * reads, as the authors' prototype does); they are paired when a read makes them differ, by its
 * annotation or by observing one of them. The closure stays exact on such orders ({@link
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
                for (; i < pairs.size(); i++) {
                    // A pair ordered already (by the orders chosen, or by the closure of the
                    // parent's order the working order was seeded with) needs no decision.
                    long[] pair = pairs.get(i);
                    PartialOrder order = c.p.order();
                    if (!order.before(c.p.gid(pair[0]), c.p.gid(pair[1]))
                            && !order.before(c.p.gid(pair[1]), c.p.gid(pair[0]))) {
                        break;
                    }
                }
                if (i == pairs.size()) {
                    return new Ordered(c.acc, c.p.sealed());
                }
                Choice d = new Choice(c.p, i, c.acc);
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
     * earlier event first; with Optimization 3, not two writes that are alike (see {@link Alike}).
     * (Of a mutex, only a release and a failed trylock can be unordered: acquisitions and releases
     * form a chain.)
     */
    List<long[]> conflicts(Partial p, List<Event> xs, List<Event> added) {
        List<long[]> pairs = new ArrayList<>();
        // The leaf events of xs so far, of the locations the added events access, in order.
        @SuppressWarnings("unchecked")
        List<Event>[] before = new List[p.apo().locations()];
        boolean[] isAdded = new boolean[p.apo().chains().events()];
        boolean any = false;
        for (Event e : added) {
            int ge = p.gid(VcSearch.ref(e));
            if (e.thread().index() != root && p.apo().location(ge) >= 0) {
                isAdded[ge] = true;
                before[p.apo().location(ge)] = new ArrayList<>();
                any = true;
            }
        }
        Alike alike = any ? new Alike(p) : null;
        for (int i = 0; any && i < xs.size(); i++) {
            Event e = xs.get(i);
            if (e.thread().index() == root) {
                continue;
            }
            int ge = p.gid(VcSearch.ref(e));
            if (p.apo().location(ge) < 0) {
                continue;
            }
            List<Event> same = before[p.apo().location(ge)];
            if (same == null) {
                continue;
            }
            if (isAdded[ge]) {
                for (Event f : same) {
                    if (leafConflict(p, f, e)
                            && (e instanceof Event.Access || failedTrylock(f))
                            && !(fewer
                                    && f instanceof Event.Write
                                    && e instanceof Event.Write
                                    && alike.test(p.gid(VcSearch.ref(f)), ge))) {
                        pairs.add(new long[] {VcSearch.ref(f), VcSearch.ref(e)});
                    }
                }
            }
            same.add(e);
        }
        return pairs;
    }

    /**
     * The writes of {@code t} (the events of {@code p}) by location, in trace order, as refs: the
     * candidates a new read is offered, and the leaf writes a new leaf read is paired with.
     */
    static long[][] writesByLocation(Partial p, List<Event> t, long[] refs) {
        Apo a = p.apo();
        int[] location = new int[refs.length]; // -1: not a write
        int[] count = new int[a.locations()];
        for (int i = 0; i < refs.length; i++) {
            location[i] =
                    t.get(i) instanceof Event.Access w && w.writes()
                            ? a.location(p.gid(refs[i]))
                            : -1;
            if (location[i] >= 0) {
                count[location[i]]++;
            }
        }
        long[][] out = new long[count.length][];
        for (int x = 0; x < out.length; x++) {
            out[x] = new long[count[x]];
            count[x] = 0;
        }
        for (int i = 0; i < refs.length; i++) {
            if (location[i] >= 0) {
                out[location[i]][count[location[i]]++] = refs[i];
            }
        }
        return out;
    }

    /**
     * The pairs of Lemma C.1's Extend for a new leaf read {@code r}: every leaf write of another
     * thread to its location ({@code writes}, in trace order; the root's are skipped), earlier
     * event first.
     */
    List<long[]> against(long[] writes, Event r) {
        List<long[]> pairs = new ArrayList<>();
        long ref = VcSearch.ref(r);
        for (long w : writes) {
            int u = Annotations.thread(w);
            if (u != r.thread().index() && u != root) {
                pairs.add(new long[] {w, ref});
            }
        }
        return pairs;
    }

    /**
     * The pairs of Lemma C.1's Extend that a new leaf update {@code u} (an RMW, a compare-exchange
     * that succeeds, a mutex acquisition) adds as a write, beside {@link #against}: every leaf
     * event of another thread among {@code refs} (t's events, in {@code p}) that reads u's location
     * {@code x} and does not write it (a load, a compare-exchange or trylock that failed), earlier
     * event first.
     */
    List<long[]> readersAgainst(Partial p, long[] refs, int x, Event u) {
        List<long[]> pairs = new ArrayList<>();
        Apo a = p.apo();
        for (long f : refs) {
            int g = p.gid(f);
            int t = Annotations.thread(f);
            if (a.location(g) == x
                    && a.isRead(g)
                    && !a.isWrite(g)
                    && t != root
                    && t != u.thread().index()) {
                pairs.add(new long[] {f, VcSearch.ref(u)});
            }
        }
        return pairs;
    }

    /**
     * Optimization 3's pairs once a read has its good writes in {@code p}: every two leaf writes of
     * its location ({@code writes}: refs, in trace order), of two threads, that {@code p} leaves
     * unordered and that are no longer alike, earlier in the trace first. The annotation changes
     * the signatures of the read's good writes, and the read may observe a write no read could
     * before; every other pair is as alike as it was.
     */
    List<long[]> unalike(Partial p, long[] writes) {
        List<long[]> pairs = new ArrayList<>();
        if (!fewer) {
            return pairs;
        }
        Alike alike = new Alike(p);
        for (int i = 0; i < writes.length; i++) {
            int gf = p.gid(writes[i]);
            Event f = p.event(gf);
            for (int j = i + 1; j < writes.length; j++) {
                int ge = p.gid(writes[j]);
                Event e = p.event(ge);
                if (leafConflict(p, f, e)
                        && !p.order().before(gf, ge)
                        && !p.order().before(ge, gf)
                        && !alike.test(gf, ge)) {
                    pairs.add(new long[] {writes[i], writes[j]});
                }
            }
        }
        return pairs;
    }

    /**
     * Optimization 3's relation on two conflicting leaf writes of {@code p} (by gid), which its
     * annotated partial order may leave unordered: one of them is unobservable in p's working order
     * ({@link Apo#unobservable}: no read can read it, wherever it stands), or both are the good
     * writes of exactly the same reads, none of them the root's (the paper's never-good writes,
     * good for no read, are alike).
     */
    private final class Alike {
        private final Partial p;
        private final boolean[][] unobservable;

        Alike(Partial p) {
            this.p = p;
            this.unobservable = new boolean[p.apo().locations()][];
        }

        boolean test(int f, int e) {
            if (unobservable(f) || unobservable(e)) {
                return true;
            }
            Apo a = p.apo();
            if (a.everGood(f) != a.everGood(e)) {
                return false;
            } else if (!a.everGood(f)) {
                return true; // the paper's never-good writes
            }
            for (int g = 0; g < a.chains().events(); g++) {
                if (a.isRead(g) && a.good(g) != null) {
                    boolean hasF = a.isGood(g, f);
                    if (hasF != a.isGood(g, e) || hasF && a.chains().thread(g) == root) {
                        return false;
                    }
                }
            }
            return true;
        }

        private boolean unobservable(int w) {
            int x = p.apo().location(w);
            if (unobservable[x] == null) {
                unobservable[x] = p.apo().unobservable(x, p.order());
            }
            return unobservable[x][Arrays.binarySearch(p.apo().writers(x), w)];
        }
    }

    /**
     * Whether {@code e} is a trylock that failed: of a mutex, the chain orders every other event.
     */
    static boolean failedTrylock(Event e) {
        return e instanceof Event.TryLock l && !l.success();
    }

    /**
     * Whether leaf events of two threads access one location (of memory or a mutex) and one of them
     * writes (both events of {@code p}, which knows their locations and kinds).
     */
    private boolean leafConflict(Partial p, Event f, Event e) {
        int u = f.thread().index();
        if (u == root || e.thread().index() == root || u == e.thread().index()) {
            return false;
        }
        Apo a = p.apo();
        int gf = p.gid(VcSearch.ref(f));
        int ge = p.gid(VcSearch.ref(e));
        return a.location(gf) >= 0
                && a.location(gf) == a.location(ge)
                && (a.isWrite(gf) || a.isWrite(ge));
    }
}
