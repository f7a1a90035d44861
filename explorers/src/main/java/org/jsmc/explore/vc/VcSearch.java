package org.jsmc.explore.vc;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.function.LongPredicate;
import org.jsmc.exec.Event;
import org.jsmc.exec.Execution;
import org.jsmc.exec.Program;
import org.jsmc.explore.Listener;
import org.jsmc.explore.Options;
import org.jsmc.explore.Result;
import org.jsmc.explore.VcOptimization;
import org.jsmc.explore.core.Exploration;
import org.jsmc.explore.graph.Locations;
import org.jsmc.explore.graph.Replay;

/**
 * VC-DPOR's recursion (VC-DPOR Alg. 5–7; note §2.8.5). A call {@code VCDPOR(A, C)} realizes its
 * annotated partial order ({@link org.jsmc.explore.apo.Apo#realize()}), replays the witness and
 * runs every thread up to its next read (the write extension), orders each new leaf write against
 * the conflicting leaf events in every way the closure allows (Extend), and then, for each such
 * order Q, gives the enabled reads their values one at a time: the root's read first (by side and
 * value), then the leaves' (by value), each value's candidate writes forming its good writes, a
 * leaf read again ordered against the conflicting leaf writes in every way. After a read's values,
 * its CHB entry records the writes offered to it, so that the later siblings' subtrees give it
 * newer writes only.
 *
 * <p>Recursion depth is the number of reads of the longest trace; {@link VcExplorer} runs the
 * search on a thread with a large stack. Mutable; one instance per exploration.
 */
final class VcSearch {
    /**
     * A call's arguments: the events of {@code X} (reads with their annotated values), G, S, C;
     * with the closed order if the parent built it, and an execution that performed {@code X} if
     * the parent's could be run on (else the call replays a witness).
     */
    private record Node(
            List<Event> x,
            Annotations.Read reads,
            Annotations.Order orders,
            Annotations.Chb chb,
            Partial built,
            Execution execution) {
        Node(
                List<Event> x,
                Annotations.Read reads,
                Annotations.Order orders,
                Annotations.Chb chb,
                Partial built) {
            this(x, reads, orders, chb, built, null);
        }
    }

    private final Exploration exploration;
    private final Runs runs;
    private final LeafOrders leafOrders;
    private final Locations locations;
    private final int root;
    private final boolean byWrite;
    private final boolean shortcut;
    private final boolean readOrder;
    private final String name;
    private boolean stopped;
    private long calls;
    private long infeasible;
    private long reused;

    /**
     * {@code byWrite}: each candidate write is a read's only good write (DC-DPOR's observations)
     * instead of all the writes of one value; {@code name} the algorithm's, for refusals and the
     * result.
     */
    VcSearch(Program program, Options options, Listener listener, boolean byWrite, String name) {
        this.exploration = new Exploration(options, listener);
        this.root = options.root();
        this.shortcut = options.uses(VcOptimization.MAXIMAL_SHORTCUT);
        this.readOrder = options.uses(VcOptimization.READ_ORDER);
        this.byWrite = byWrite;
        this.name = name;
        this.locations = new Locations(name);
        this.runs = new Runs(program, locations, root, name);
        this.leafOrders = new LeafOrders(root, options.uses(VcOptimization.FEWER_LEAF_ORDERS));
    }

    Result run() {
        visit(new Node(List.of(), null, null, null, null));
        return exploration.result(
                name,
                !stopped,
                Map.of("calls", calls, "closuresFailed", infeasible, "executionsReused", reused));
    }

    /** Alg. 5; whether the node's trace was already complete (a leaf of the search). */
    private boolean visit(Node node) {
        if (stopped || exploration.limitReached()) {
            stopped = true;
            return false;
        }
        calls++;
        Execution execution = node.execution != null ? node.execution : replay(node);
        if (!execution.outcome().isFinal()) {
            runs.extend(execution);
        }
        if (execution.outcome().isFinal()) {
            if (exploration.finished(execution)) {
                stopped = true;
            }
            return true;
        }
        List<Event> t = List.copyOf(execution.trace());
        long[] refs = refs(t);
        // Optimization 2: the moves whose child completed a trace under an earlier order Q.
        Set<List<Long>> completed = new HashSet<>();
        Event.Choice choice = Runs.chooser(execution);
        if (choice != null) {
            // A choice is taken as soon as its thread reaches it (as the oracle and dfs take
            // them) and conflicts with nothing: every trace below takes one of its alternatives.
            for (LeafOrders.Ordered q : extendWrites(t, refs, node, failedTrylocks(t))) {
                for (int alt = 0; alt < choice.alternatives() && !stopped; alt++) {
                    List<Long> move = List.of(ref(choice), (long) alt);
                    if (shortcut && completed.contains(move)) {
                        continue;
                    }
                    Event chosen = Runs.chosen(choice, alt);
                    List<Event> x2 = new ArrayList<>(t);
                    x2.add(chosen);
                    // The child's order extends q's, seeded with its closure like every other
                    // child's: rebuilt from scratch, a write that q's closure makes unobservable
                    // may not be so while the closure runs, and rules then meet an unordered pair.
                    Annotations.Order o = q.orders();
                    Partial k =
                            q.partial()
                                    .extend(
                                            List.of(chosen),
                                            node.reads,
                                            node.reads,
                                            o,
                                            o,
                                            locations,
                                            root);
                    if (visit(new Node(x2, node.reads, o, node.chb, k))) {
                        completed.add(move);
                    }
                }
            }
            return false;
        }
        List<Event> reads = runs.enabledReads(execution);
        Spare spare = new Spare();
        spare.refs = refs;
        spare.failedTrylocks = failedTrylocks(t);
        if (readOrder && reads.size() > 1) {
            Execution scored = execution.fork();
            reads = Runs.byFollowingWrites(reads, scored != null ? scored : execution);
            spare.execution = scored != null ? execution : null; // scoring steps what it gets
        } else {
            spare.execution = execution;
        }
        List<LeafOrders.Ordered> extended = extendWrites(t, refs, node, spare.failedTrylocks);
        long[][] writes =
                extended.isEmpty()
                        ? null
                        : LeafOrders.writesByLocation(extended.get(0).partial(), t, refs);
        for (LeafOrders.Ordered q : extended) {
            int[] offered = q.partial().sizes(); // the events of t, per thread
            Annotations.Chb c = node.chb;
            for (Event r : reads) {
                if (r instanceof Event.Lock l) {
                    long release = MutexChain.of(t, mutexOf(l), locations).release();
                    acquire(t, q, node.reads, c, l, release, completed, spare);
                } else if (r instanceof Event.TryLock l) {
                    tryLock(t, q, node.reads, c, l, completed, spare);
                } else {
                    give(t, q, node.reads, c, (Event.Access) r, completed, spare, writes);
                }
                if (stopped) {
                    return false;
                }
                c = new Annotations.Chb(ref(r), offered, c);
            }
        }
        return false;
    }

    /**
     * Alg. 6 and 7 for read {@code r} (a load, an RMW or a compare-exchange): its candidate writes
     * ({@code writes}: t's, by location) under {@code c} grouped by side (root reads) and value;
     * each group becomes r's good writes in a child, for every order of r against the conflicting
     * leaf writes that the closure admits. An RMW, or a compare-exchange given the value it
     * expects, is an update: it writes in the same step, so a leaf one is ordered against the leaf
     * loads of its location as well.
     */
    private void give(
            List<Event> t,
            LeafOrders.Ordered extended,
            Annotations.Read annotated,
            Annotations.Chb c,
            Event.Access r,
            Set<List<Long>> completed,
            Spare spare,
            long[][] writes) {
        Annotations.Order q = extended.orders();
        long rRef = ref(r);
        int x = locations.memory(r);
        boolean rootRead = r.thread().index() == root;
        Annotations.Chb entry = Annotations.Chb.find(c, rRef);
        Map<List<Long>, List<Long>> groups = Groups.empty();
        Partial p = extended.partial(); // t's events, with their locations
        LongPredicate hidden = w -> p.hides(x, w, r);
        if (entry == null && !hidden.test(Annotations.INIT)) {
            Groups.add(
                    groups,
                    rootRead ? Groups.LOCAL : Groups.LEAF,
                    locations.initial(x),
                    Annotations.INIT,
                    byWrite);
        }
        long[] atX = x < writes.length ? writes[x] : new long[0]; // t's writes of x
        for (long w : atX) {
            if ((entry == null || !entry.offered(w)) && !hidden.test(w)) {
                int u = Annotations.thread(w);
                int side = !rootRead ? Groups.LEAF : u == root ? Groups.LOCAL : Groups.REMOTE;
                Groups.add(groups, side, Replay.written(p.event(p.gid(w)), 0), w, byWrite);
            }
        }
        // The first group's order, and the first in which r is an update: the others differ in
        // r's value only.
        Partial[] first = new Partial[2];
        List<long[]> readPairs = rootRead ? List.of() : leafOrders.against(atX, r);
        for (var group : groups.entrySet()) {
            List<Long> move = new ArrayList<>(group.getKey());
            move.add(0, rRef);
            if (shortcut && completed.contains(move)) {
                continue;
            }
            long value = group.getKey().get(1);
            long[] good = group.getValue().stream().mapToLong(Long::longValue).toArray();
            Event.Access read = Runs.reading(r, value);
            int kind = read.writes() ? 1 : 0;
            List<Event> x2 = new ArrayList<>(t);
            x2.add(read);
            Annotations.Read reads2 = new Annotations.Read(rRef, good, annotated);
            Partial base =
                    first[kind] == null
                            ? extended.partial()
                                    .extend(List.of(read), reads2, annotated, q, q, locations, root)
                            : first[kind].withRead(read, good);
            if (first[kind] == null) {
                first[kind] = base;
            }
            List<long[]> pairs = new ArrayList<>(readPairs);
            if (read.writes() && !rootRead) {
                pairs.addAll(leafOrders.readersAgainst(base, spare.refs, x, read));
            }
            pairs.addAll(leafOrders.unalike(base, atX));
            for (LeafOrders.Ordered o : leafOrders.orders(base, pairs, q)) {
                if (shortcut && completed.contains(move)) {
                    break; // Optimization 2 over r's own orders too: the same events and values
                }
                Partial k = o.partial();
                if (k.apo().closure() == null) {
                    infeasible++;
                    continue;
                }
                Execution runOn = takeSpare(spare, k, read);
                if (visit(new Node(x2, reads2, o.orders(), c, k, runOn))) {
                    completed.add(move);
                }
                if (stopped) {
                    return;
                }
            }
        }
    }

    /** Realizes the node's annotated partial order and replays its witness. */
    private Execution replay(Node node) {
        // The parent built and closed the node's order when it checked it; the root has none.
        Partial a =
                node.built != null
                        ? node.built
                        : Partial.of(node.x, node.reads, node.orders, locations, root);
        int[] witness = a.apo().realize();
        if (witness == null) {
            throw new IllegalStateException(
                    "vc: the annotated partial order of a node has no witness");
        }
        return runs.replay(a, witness);
    }

    /** {@link Spare#take}, counted. */
    private Execution takeSpare(Spare spare, Partial k, Event e) {
        Execution execution = spare.take(k, e);
        if (execution != null) {
            reused++;
        }
        return execution;
    }

    /**
     * An enabled mutex acquisition, a lock or a trylock that succeeds (VC-DPOR Remark 4, note
     * §2.9): it may read only {@code release}, the one that left the mutex free in {@code t} (an
     * unlock, {@code pthread_mutex_init}, or the initial state), unless its CHB entry says that
     * release was offered to it already. Acquisitions of a mutex so form a chain, each after the
     * release it reads (an order added with the annotation), so no two read one release and no leaf
     * orders need choosing among them; a leaf acquisition is ordered both ways against the leaf
     * trylocks of other threads that failed on its mutex.
     */
    private void acquire(
            List<Event> t,
            LeafOrders.Ordered extended,
            Annotations.Read annotated,
            Annotations.Chb c,
            Event lock,
            long release,
            Set<List<Long>> completed,
            Spare spare) {
        long rRef = ref(lock);
        Annotations.Chb entry = Annotations.Chb.find(c, rRef);
        List<Long> move = List.of(rRef, release);
        if (entry != null && entry.offered(release) || shortcut && completed.contains(move)) {
            return;
        }
        List<Event> x2 = new ArrayList<>(t);
        x2.add(lock);
        Annotations.Read reads2 = new Annotations.Read(rRef, new long[] {release}, annotated);
        Annotations.Order q = extended.orders();
        Annotations.Order o =
                release == Annotations.INIT ? q : new Annotations.Order(release, rRef, q);
        Partial base =
                extended.partial().extend(List.of(lock), reads2, annotated, o, q, locations, root);
        List<long[]> pairs =
                lock.thread().index() == root || !spare.failedTrylocks
                        ? List.of()
                        : leafOrders.readersAgainst(base, spare.refs, mutexOf(lock), lock);
        visitOrders(x2, reads2, c, base, pairs, o, lock, move, completed, spare);
    }

    /**
     * An enabled trylock of a mutex: it succeeds like {@link #acquire} where the mutex is free in
     * {@code t}, and fails reading "held" of an acquisition of {@code t} (not one its CHB entry
     * says was offered to it), as a root read's by side, a leaf one's all in one group; a leaf
     * trylock that fails is ordered both ways against the leaf acquisitions and releases of other
     * threads, so the closure puts it inside one of their critical sections.
     */
    private void tryLock(
            List<Event> t,
            LeafOrders.Ordered extended,
            Annotations.Read annotated,
            Annotations.Chb c,
            Event.TryLock l,
            Set<List<Long>> completed,
            Spare spare) {
        int m = mutexOf(l);
        MutexChain chain = MutexChain.of(t, m, locations);
        if (!chain.held()) {
            acquire(t, extended, annotated, c, attempt(l, true), chain.release(), completed, spare);
            if (stopped) {
                return;
            }
        }
        long rRef = ref(l);
        boolean rootRead = l.thread().index() == root;
        Annotations.Chb entry = Annotations.Chb.find(c, rRef);
        Map<List<Long>, List<Long>> groups = Groups.empty();
        for (long a : chain.acquisitions()) {
            if (entry == null || !entry.offered(a)) {
                int side =
                        !rootRead
                                ? Groups.LEAF
                                : Annotations.thread(a) == root ? Groups.LOCAL : Groups.REMOTE;
                Groups.add(groups, side, HELD, a, byWrite);
            }
        }
        Event.TryLock failed = attempt(l, false);
        Annotations.Order q = extended.orders();
        List<long[]> pairs = rootRead ? List.of() : leafOrders.against(chain.writers(), failed);
        for (var group : groups.entrySet()) {
            List<Long> move = new ArrayList<>(group.getKey());
            move.add(0, rRef);
            if (shortcut && completed.contains(move)) {
                continue;
            }
            long[] good = group.getValue().stream().mapToLong(Long::longValue).toArray();
            List<Event> x2 = new ArrayList<>(t);
            x2.add(failed);
            Annotations.Read reads2 = new Annotations.Read(rRef, good, annotated);
            Partial base =
                    extended.partial()
                            .extend(List.of(failed), reads2, annotated, q, q, locations, root);
            visitOrders(x2, reads2, c, base, pairs, q, failed, move, completed, spare);
            if (stopped) {
                return;
            }
        }
    }

    /** The value a failed trylock reads in its move's key: no release's ref. */
    private static final long HELD = Long.MIN_VALUE;

    /** Trylock {@code l} as it succeeds or fails. */
    private static Event.TryLock attempt(Event.TryLock l, boolean success) {
        return new Event.TryLock(
                l.thread(), l.index(), l.address(), l.mode(), success, l.location());
    }

    private int mutexOf(Event e) {
        return locations.mutex(
                e instanceof Event.Lock l ? l.address() : ((Event.TryLock) e).address());
    }

    /**
     * The children of a node for one move (event {@code e} with its annotation {@code reads2}, its
     * order {@code base}): one for every order of {@code pairs} whose closure exists.
     */
    private void visitOrders(
            List<Event> x2,
            Annotations.Read reads2,
            Annotations.Chb c,
            Partial base,
            List<long[]> pairs,
            Annotations.Order orders,
            Event e,
            List<Long> move,
            Set<List<Long>> completed,
            Spare spare) {
        for (LeafOrders.Ordered o : leafOrders.orders(base, pairs, orders)) {
            if (shortcut && completed.contains(move)) {
                break;
            }
            Partial k = o.partial();
            if (k.apo().closure() == null) {
                infeasible++;
                continue;
            }
            if (visit(new Node(x2, reads2, o.orders(), c, k, takeSpare(spare, k, e)))) {
                completed.add(move);
            }
            if (stopped) {
                return;
            }
        }
    }

    /**
     * Alg. 5 l. 3 (Extend with the write extension's events): every order of the new leaf writes
     * against the conflicting leaf events of other threads whose closure exists.
     */
    private List<LeafOrders.Ordered> extendWrites(
            List<Event> t, long[] refs, Node node, boolean failedTrylocks) {
        int[] before = node.built != null ? node.built.sizes() : counts(node.x);
        List<Event> added = new ArrayList<>();
        List<Event> fresh = new ArrayList<>();
        for (int i = 0; i < refs.length; i++) {
            int u = Annotations.thread(refs[i]);
            if (u >= before.length || Annotations.index(refs[i]) > before[u]) {
                Event e = t.get(i);
                added.add(e);
                boolean release = Partial.mutexWritten(e) != Partial.NO_MUTEX;
                if ((e instanceof Event.Write || release && failedTrylocks) && u != root) {
                    fresh.add(e); // a release may race with a failed trylock
                }
            }
        }
        List<LeafOrders.Ordered> out = new ArrayList<>();
        Partial base =
                node.built == null
                        ? Partial.of(t, node.reads, node.orders, locations, root)
                        : node.built.extend(
                                added,
                                node.reads,
                                node.reads,
                                node.orders,
                                node.orders,
                                locations,
                                root);
        for (LeafOrders.Ordered o :
                leafOrders.orders(base, leafOrders.conflicts(base, t, fresh), node.orders)) {
            if (o.partial().apo().closure() != null) {
                out.add(o);
            } else {
                infeasible++;
            }
        }
        return out;
    }

    /** Whether a trylock failed in {@code t}: only then can events of a mutex be unordered. */
    private static boolean failedTrylocks(List<Event> t) {
        for (Event e : t) {
            if (LeafOrders.failedTrylock(e)) {
                return true;
            }
        }
        return false;
    }

    /** Events of each thread (by index) in {@code events}. */
    private static int[] counts(List<Event> events) {
        int threads = 0;
        for (Event e : events) {
            threads = Math.max(threads, e.thread().index() + 1);
        }
        int[] out = new int[threads];
        for (Event e : events) {
            int u = e.thread().index();
            out[u] = Math.max(out[u], e.index());
        }
        return out;
    }

    private static long[] refs(List<Event> t) {
        long[] out = new long[t.size()];
        for (int i = 0; i < out.length; i++) {
            out[i] = ref(t.get(i));
        }
        return out;
    }

    static long ref(Event e) {
        return Annotations.ref(e.thread().index(), e.index());
    }
}
