package org.jsmc.explore.vc;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import org.jsmc.exec.Event;
import org.jsmc.exec.Execution;
import org.jsmc.exec.LockKind;
import org.jsmc.exec.Program;
import org.jsmc.exec.ThreadId;
import org.jsmc.exec.ThreadStatus;
import org.jsmc.explore.Listener;
import org.jsmc.explore.Options;
import org.jsmc.explore.Result;
import org.jsmc.explore.consistency.PartialOrder;
import org.jsmc.explore.core.Exploration;
import org.jsmc.explore.graph.Locations;
import org.jsmc.ir.UnsupportedFeatureException;

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
    /** A call's arguments: the events of {@code X} (reads with their annotated values), G, S, C. */
    private record Node(
            List<Event> x,
            Annotations.Read reads,
            Annotations.Order orders,
            Annotations.Chb chb,
            Partial built) {}

    private final Program program;
    private final Exploration exploration;
    private final Locations locations;
    private final int root;
    private final boolean byWrite;
    private final boolean shortcut;
    private final String name;
    private boolean stopped;
    private long calls;
    private long infeasible;

    /**
     * {@code byWrite}: each candidate write is a read's only good write (DC-DPOR's observations)
     * instead of all the writes of one value; {@code name} the algorithm's, for refusals and the
     * result.
     */
    VcSearch(Program program, Options options, Listener listener, boolean byWrite, String name) {
        this.program = program;
        this.exploration = new Exploration(options, listener);
        this.root = options.root();
        this.shortcut = options.maximalShortcut();
        this.byWrite = byWrite;
        this.name = name;
        this.locations = new Locations(name);
    }

    Result run() {
        visit(new Node(List.of(), null, null, null, null));
        return exploration.result(
                name, !stopped, Map.of("calls", calls, "closuresFailed", infeasible));
    }

    /** Alg. 5; whether the node's trace was already complete (a leaf of the search). */
    private boolean visit(Node node) {
        if (stopped || exploration.limitReached()) {
            stopped = true;
            return false;
        }
        calls++;
        // The parent built and closed the node's order when it checked it; choices' children not.
        Partial a =
                node.built != null
                        ? node.built
                        : Partial.of(node.x, node.reads, node.orders, locations, root);
        int[] witness = a.apo().realize();
        if (witness == null) {
            throw new IllegalStateException(
                    "vc: the annotated partial order of a node has no witness");
        }
        Execution execution = replay(a, witness);
        if (!execution.outcome().isFinal()) {
            extend(execution);
        }
        if (execution.outcome().isFinal()) {
            if (exploration.finished(execution)) {
                stopped = true;
            }
            return true;
        }
        List<Event> t = List.copyOf(execution.trace());
        // Optimization 2: the moves whose child completed a trace under an earlier order Q.
        Set<List<Long>> completed = new HashSet<>();
        Event.Choice choice = chooser(execution);
        if (choice != null) {
            // A choice is taken as soon as its thread reaches it (as the oracle and dfs take
            // them) and conflicts with nothing: every trace below takes one of its alternatives.
            for (Annotations.Order q : extendWrites(t, node)) {
                for (int alt = 0; alt < choice.alternatives() && !stopped; alt++) {
                    List<Long> move = List.of(ref(choice), (long) alt);
                    if (shortcut && completed.contains(move)) {
                        continue;
                    }
                    List<Event> x2 = new ArrayList<>(t);
                    x2.add(chosen(choice, alt));
                    if (visit(new Node(x2, node.reads, q, node.chb, null))) {
                        completed.add(move);
                    }
                }
            }
            return false;
        }
        List<Event> reads = enabledReads(execution);
        int[] offered = counts(t);
        for (Annotations.Order q : extendWrites(t, node)) {
            Annotations.Chb c = node.chb;
            for (Event r : reads) {
                if (r instanceof Event.Lock l) {
                    acquire(t, q, node.reads, c, l, completed);
                } else {
                    give(t, q, node.reads, c, (Event.Read) r, execution, completed);
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
     * Alg. 6 and 7 for read {@code r}: its candidate writes under {@code c} grouped by side (root
     * reads) and value; each group becomes r's good writes in a child, for every order of r against
     * the conflicting leaf writes that the closure admits.
     */
    private void give(
            List<Event> t,
            Annotations.Order q,
            Annotations.Read annotated,
            Annotations.Chb c,
            Event.Read r,
            Execution execution,
            Set<List<Long>> completed) {
        long rRef = ref(r);
        int x = locations.memory(r, execution);
        boolean rootRead = r.thread().index() == root;
        Annotations.Chb entry = Annotations.Chb.find(c, rRef);
        Map<List<Long>, List<Long>> groups = new TreeMap<>(GROUP_ORDER);
        if (entry == null) {
            add(groups, rootRead ? LOCAL : LEAF, locations.initial(x), Annotations.INIT, byWrite);
        }
        for (Event e : t) {
            if (e instanceof Event.Write w
                    && locations.memory(w) == x
                    && (entry == null || !entry.offered(ref(w)))) {
                int side = !rootRead ? LEAF : w.thread().index() == root ? LOCAL : REMOTE;
                add(groups, side, w.value(), ref(w), byWrite);
            }
        }
        for (var group : groups.entrySet()) {
            List<Long> move = new ArrayList<>(group.getKey());
            move.add(0, rRef);
            if (shortcut && completed.contains(move)) {
                continue;
            }
            long value = group.getKey().get(1);
            long[] good = group.getValue().stream().mapToLong(Long::longValue).toArray();
            List<Event> x2 = new ArrayList<>(t);
            x2.add(
                    new Event.Read(
                            r.thread(),
                            r.index(),
                            r.address(),
                            r.size(),
                            value,
                            r.atomic(),
                            r.location()));
            Annotations.Read reads2 = new Annotations.Read(rRef, good, annotated);
            Partial base = Partial.of(x2, reads2, q, locations, root);
            List<Annotations.Order> orders =
                    rootRead
                            ? java.util.Collections.singletonList(q)
                            : orderings(base, x2, q, List.of(r));
            for (Annotations.Order o : orders) {
                Partial k = o == q ? base : Partial.of(x2, reads2, o, locations, root);
                if (k.apo().closure() == null) {
                    infeasible++;
                    continue;
                }
                if (visit(new Node(x2, reads2, o, c, k))) {
                    completed.add(move);
                }
                if (stopped) {
                    return;
                }
            }
        }
    }

    /**
     * An enabled mutex acquisition (VC-DPOR Remark 4, note §2.9): it may read only the release that
     * left the mutex free in {@code t} (an unlock, {@code pthread_mutex_init}, or the initial
     * state), unless its CHB entry says that release was offered to it already. Acquisitions of a
     * mutex so form a chain, each after the release it reads (an order added with the annotation),
     * so no two read one release and no leaf orders need choosing on a mutex.
     */
    private void acquire(
            List<Event> t,
            Annotations.Order q,
            Annotations.Read annotated,
            Annotations.Chb c,
            Event.Lock lock,
            Set<List<Long>> completed) {
        int m = locations.mutex(lock.address());
        long release = Annotations.INIT;
        for (Event e : t) {
            long written = Partial.mutexWritten(e);
            if (written != Partial.NO_MUTEX
                    && locations.mutex(written) == m
                    && !(e instanceof Event.SyncDestroy)) {
                release = ref(e);
            }
        }
        long rRef = ref(lock);
        Annotations.Chb entry = Annotations.Chb.find(c, rRef);
        List<Long> move = List.of(rRef, release);
        if (entry != null && entry.offered(release) || shortcut && completed.contains(move)) {
            return;
        }
        List<Event> x2 = new ArrayList<>(t);
        x2.add(lock);
        Annotations.Read reads2 = new Annotations.Read(rRef, new long[] {release}, annotated);
        Annotations.Order o =
                release == Annotations.INIT ? q : new Annotations.Order(release, rRef, q);
        Partial k = Partial.of(x2, reads2, o, locations, root);
        if (k.apo().closure() == null) {
            infeasible++;
            return;
        }
        if (visit(new Node(x2, reads2, o, c, k))) {
            completed.add(move);
        }
    }

    /**
     * The side of a read's candidate write, which splits a root read's groups (note P13): a leaf
     * read has none; a root read's local writes are the root's and INIT, its remote ones the
     * leaves'.
     */
    private static final int LEAF = 0;

    private static final int LOCAL = 1;
    private static final int REMOTE = 2;

    /** Groups by side, then value, then (data-centric) the write itself. */
    private static final Comparator<List<Long>> GROUP_ORDER =
            Comparator.<List<Long>>comparingLong(k -> k.get(0))
                    .thenComparingLong(k -> k.get(1))
                    .thenComparingLong(k -> k.get(2));

    private static void add(
            Map<List<Long>, List<Long>> groups, int side, long value, long w, boolean byWrite) {
        List<Long> key = List.of((long) side, value, byWrite ? w : 0L);
        groups.computeIfAbsent(key, k -> new ArrayList<>()).add(w);
    }

    /**
     * Alg. 5 l. 3 (Extend with the write extension's events): every order of the new leaf writes
     * against the conflicting leaf events of other threads whose closure exists.
     */
    private List<Annotations.Order> extendWrites(List<Event> t, Node node) {
        int[] before = counts(node.x);
        List<Event> fresh = new ArrayList<>();
        for (Event e : t) {
            int u = e.thread().index();
            if (e instanceof Event.Write
                    && u != root
                    && (u >= before.length || e.index() > before[u])) {
                fresh.add(e);
            }
        }
        List<Annotations.Order> out = new ArrayList<>();
        Partial base = Partial.of(t, node.reads, node.orders, locations, root);
        for (Annotations.Order o : orderings(base, t, node.orders, fresh)) {
            Partial k = o == node.orders ? base : Partial.of(t, node.reads, o, locations, root);
            if (k.apo().closure() != null) {
                out.add(o);
            } else {
                infeasible++;
            }
        }
        return out;
    }

    /**
     * Every way to order each of {@code added} (new leaf events of {@code xs}, in trace order)
     * against the conflicting leaf events of other threads that come before it in {@code xs} and
     * are not ordered with it yet: both orders of each such pair, pairs taken in a fixed order
     * (Lemma C.1's Extend). {@code p}: the partial order of {@code xs} under {@code orders}; the
     * result is {@code orders} itself (the same object) when no pair needs choosing.
     */
    private List<Annotations.Order> orderings(
            Partial p, List<Event> xs, Annotations.Order orders, List<Event> added) {
        List<long[]> pairs = new ArrayList<>();
        for (Event e : added) {
            Event.Access a = (Event.Access) e;
            int x = locations.memory(a);
            for (Event f : xs) {
                if (ref(f) == ref(e)) {
                    break; // only the events before e; a read is added last
                }
                int u = f.thread().index();
                if (u == root
                        || u == e.thread().index()
                        || !(f instanceof Event.Access b)
                        || locations.memory(b) != x
                        || (b instanceof Event.Read && a instanceof Event.Read)) {
                    continue;
                }
                pairs.add(new long[] {ref(f), ref(e)});
            }
        }
        List<Annotations.Order> out = new ArrayList<>();
        enumerate(p, pairs, 0, orders, out);
        return out;
    }

    private void enumerate(
            Partial p,
            List<long[]> pairs,
            int i,
            Annotations.Order acc,
            List<Annotations.Order> out) {
        if (i == pairs.size()) {
            out.add(acc);
            return;
        }
        long f = pairs.get(i)[0];
        long e = pairs.get(i)[1];
        PartialOrder order = p.order();
        int gf = p.gid(f);
        int ge = p.gid(e);
        if (order.before(gf, ge) || order.before(ge, gf)) {
            enumerate(p, pairs, i + 1, acc, out);
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
                enumerate(q, pairs, i + 1, next, out);
            }
        }
    }

    /** The lowest thread's pending choice, or null. */
    private static Event.Choice chooser(Execution execution) {
        for (ThreadId t : execution.threads()) {
            if (execution.status(t) == ThreadStatus.ENABLED
                    && execution.pending(t) instanceof Event.Choice c) {
                return c;
            }
        }
        return null;
    }

    /**
     * Pending choice {@code c} with alternative {@code a} taken; its value is only known once
     * performed, so the replay compares the alternative alone.
     */
    private static Event.Choice chosen(Event.Choice c, int a) {
        return new Event.Choice(c.thread(), c.index(), c.alternatives(), a, 0, c.location());
    }

    /**
     * The enabled reads and mutex acquisitions, the root's first, then by thread; refuses what the
     * model lacks. An acquisition of a held mutex waits: it has no release to read in this node.
     */
    private List<Event> enabledReads(Execution execution) {
        List<Event> reads = new ArrayList<>();
        for (ThreadId t : execution.threads()) {
            Event e = execution.pending(t);
            boolean enabled = execution.status(t) == ThreadStatus.ENABLED;
            if (enabled && e instanceof Event.Read r) {
                locations.memory(r, execution);
                reads.add(r);
            } else if (e instanceof Event.Lock l && l.mode() == LockKind.MUTEX) {
                if (enabled) {
                    reads.add(l); // an acquisition of a held mutex waits for a later node
                }
            } else if (e != null && !(e instanceof Event.Join)) {
                refuse(e);
            }
        }
        reads.sort(
                Comparator.comparingInt((Event r) -> r.thread().index() == root ? 0 : 1)
                        .thenComparingInt(r -> r.thread().index()));
        return reads;
    }

    /**
     * The write extension (Alg. 5 l. 2): runs every enabled thread up to its next read, its end, or
     * a join that waits; writes, spawns, joins and fences only, the rest is refused.
     */
    private void extend(Execution execution) {
        boolean progress = true;
        while (progress && !execution.outcome().isFinal()) {
            progress = false;
            for (ThreadId t : List.copyOf(execution.threads())) {
                while (!execution.outcome().isFinal()
                        && execution.status(t) == ThreadStatus.ENABLED) {
                    Event e = execution.pending(t);
                    if (e instanceof Event.Read
                            || e instanceof Event.Lock
                            || e instanceof Event.Choice) {
                        break;
                    }
                    if (e instanceof Event.Write w) {
                        locations.memory(w, execution); // a new range takes its initial value
                    } else if (!(Partial.mutexWritten(e) != Partial.NO_MUTEX
                            || e instanceof Event.Spawn
                            || e instanceof Event.Join
                            || e instanceof Event.Fence)) {
                        refuse(e);
                    }
                    execution.step(t);
                    progress = true;
                }
            }
        }
    }

    /** Runs the witness; each event must be the one the annotated partial order holds. */
    private Execution replay(Partial a, int[] witness) {
        Execution execution = program.start();
        for (int g : witness) {
            if (execution.outcome().isFinal()) {
                break; // a read's value made its thread fail: a leaf
            }
            Event expected = a.event(g);
            ThreadId id = null;
            for (ThreadId u : execution.threads()) {
                if (u.index() == expected.thread().index()) {
                    id = u;
                }
            }
            if (id == null || execution.status(id) != ThreadStatus.ENABLED) {
                throw new IllegalStateException("vc: witness step of " + expected + " not enabled");
            }
            Event performed =
                    expected instanceof Event.Choice c
                            ? execution.step(id, c.chosen())
                            : execution.step(id);
            boolean same =
                    expected instanceof Event.Choice c
                            ? performed instanceof Event.Choice p
                                    && p.index() == c.index()
                                    && p.chosen() == c.chosen()
                            : performed.equals(expected);
            if (!same) {
                throw new IllegalStateException(
                        "vc: replay performed " + performed + ", expected " + expected);
            }
        }
        return execution;
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

    private void refuse(Event e) {
        throw UnsupportedFeatureException.at(
                describe(e) + " for '" + name + "' (use 'optimal', which supports them)",
                e.location());
    }

    private static String describe(Event e) {
        if (e instanceof Event.Rmw || e instanceof Event.CompareExchange) {
            return "read-modify-writes and compare-exchanges";
        } else if (e instanceof Event.TryLock) {
            return "trylock";
        } else if (e instanceof Event.SyncInit i) {
            return i.kind() == LockKind.CONDITION ? "condition variables" : "rwlocks";
        } else if (e instanceof Event.SyncDestroy d) {
            return d.kind() == LockKind.CONDITION ? "condition variables" : "rwlocks";
        } else if (e instanceof Event.Lock || e instanceof Event.Unlock) {
            return "rwlocks";
        } else if (e instanceof Event.AtomicBegin || e instanceof Event.AtomicEnd) {
            return "atomic sections (__VERIFIER_atomic_*)";
        } else if (e instanceof Event.Free) {
            return "free() of memory other threads can reach";
        } else if (e instanceof Event.Exit) {
            return "exit() while other threads may still run";
        }
        return "condition variables";
    }

    static long ref(Event e) {
        return Annotations.ref(e.thread().index(), e.index());
    }
}
