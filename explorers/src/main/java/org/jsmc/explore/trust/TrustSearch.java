package org.jsmc.explore.trust;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.jsmc.exec.Event;
import org.jsmc.exec.Execution;
import org.jsmc.exec.Outcome;
import org.jsmc.exec.Program;
import org.jsmc.exec.ThreadId;
import org.jsmc.exec.ThreadStatus;
import org.jsmc.explore.Listener;
import org.jsmc.explore.Options;
import org.jsmc.explore.Result;
import org.jsmc.explore.core.Exploration;
import org.jsmc.explore.graph.Consistency;
import org.jsmc.explore.graph.Graph;
import org.jsmc.explore.graph.Kind;
import org.jsmc.explore.graph.Locations;
import org.jsmc.explore.graph.Node;
import org.jsmc.explore.graph.Porf;
import org.jsmc.explore.graph.Replay;
import org.jsmc.explore.graph.Rounds;

/**
 * TruSt's recursion (seed-003 §1.3, Alg. 2 of the bounded-POR paper): {@link #visit} checks a
 * graph, replays it, and adds the next event of the left-most thread that can move; a read tries
 * every write as its source, a write every coherence placement and every backward revisit.
 *
 * <p>An update (RMW, successful compare-exchange, lock acquisition) is one node: it is added with
 * its source, and its write waits ({@link Node#pending()}) until the next visit places it right
 * after that source and tries its revisits, as GenMC adds an RMW's write in the same step as its
 * read. A revisited update's write waits the same way. A lock acquisition reads the mutex: reading
 * it held makes an {@link Kind#AWAIT} node that blocks its thread (await-CAS, seed-003 §4 and P12).
 *
 * <p>Memory: the recursion holds one graph per level, polynomial in the length of an execution; no
 * sleep sets, no wakeup trees, no set of visited graphs. Mutable; one instance per exploration.
 */
final class TrustSearch {
    static final String NAME = "trust";

    private final Program program;
    private final Exploration exploration;
    private final int bound;
    private final long[] histogram = new long[64];
    private final Locations locations = new Locations(NAME);
    private final Labels labels = new Labels(locations);
    private boolean stopped;
    private long visits;
    private long revisits;

    TrustSearch(Program program, Options options, Listener listener) {
        this.program = program;
        this.exploration = new Exploration(options, listener);
        this.bound = options.roundBound();
    }

    Result run() {
        visit(new Graph(), Start.NONE);
        Map<String, Long> statistics = new LinkedHashMap<>();
        statistics.put("visits", visits);
        statistics.put("revisits", revisits);
        if (bound >= 0) {
            statistics.put("bound", (long) bound);
        }
        for (int k = 0; k < histogram.length; k++) {
            if (histogram[k] > 0) {
                statistics.put("rounds." + k, histogram[k]);
            }
        }
        return exploration.result(NAME, !stopped, statistics);
    }

    /**
     * What a visit may start from instead of checking and replaying its graph from scratch: an SC
     * linearization of the graph its parent knows ({@code order}, or null), and an execution that
     * has performed every node of the graph but {@code step} ({@code live}, or null; {@code step}
     * may be {@link Graph#NONE}, and then {@code performed} is the node it performed last). The
     * parent hands its own execution to its last child only.
     */
    private record Start(int[] order, Execution live, int step, int performed) {
        static final Start NONE = new Start(null, null, Graph.NONE, Graph.NONE);
    }

    /** Alg. 2 l. 3–19. */
    private void visit(Graph g, Start start) {
        if (stopped) {
            return;
        }
        if (exploration.limitReached()) {
            stopped = true;
            return;
        }
        int[] order = start.order() != null ? start.order() : Consistency.linearize(g);
        if (order == null) {
            return;
        }
        if (bound >= 0 && Rounds.exceed(g, bound)) {
            exploration.boundPruned(); // Prop. 2: none below is within it (see package-info)
            return;
        }
        visits++;
        Node p = g.pending();
        if (p != null && p.valueKnown()) {
            writeAdded(g, p, order, start);
            return;
        }
        Execution x;
        int last;
        int inside = -1;
        int[] performed = null;
        if (start.live() != null) {
            x = start.live();
            last = start.step() != Graph.NONE ? start.step() : start.performed();
            if (start.step() != Graph.NONE && g.node(start.step()).kind() != Kind.AWAIT) {
                Replay.step(g, x, g.node(start.step()), locations);
            }
        } else {
            Replay.Run run = Replay.run(program, g, order, locations);
            x = run.execution();
            last = run.last();
            inside = run.inside();
            performed = run.performed();
        }
        if (p != null && g.node(p.ref()).valueKnown()) {
            // Its placements meet the error, if one follows it.
            writeAdded(g, g.node(p.ref()), order, new Start(null, x, Graph.NONE, last));
            return;
        }
        if (x.outcome() == Outcome.ERROR) {
            error(g, x, last);
            return;
        }
        ThreadId next = next(g, x, inside);
        if (next == null) {
            if (halted(g)) {
                return; // not an execution: a halting thread's error ends every one
            }
            if (!awaitsHold(g, performed)) {
                exploration.awaitBlocked(x); // some attempt saw a mutex that was released later
                return;
            }
            leaf(x, g);
            return;
        }
        add(g, x, next, order, true);
    }

    /**
     * The execution ended in an error right after node {@code culprit}. The error is reported if an
     * execution reaches it: always when no node of {@code g} halts, otherwise if none is in the
     * culprit's porf-prefix (then that prefix replayed alone is the execution; the nodes an
     * execution of all of {@code g} performs before the culprit would also hold from-reads
     * predecessors it does not need, and hide errors from the bounded runs). Then the graph goes on
     * with the culprit halting, so that the other threads' nodes, their errors and their revisits
     * of this graph's reads are found as well: an error ends an execution, not the search below its
     * graph.
     */
    private void error(Graph g, Execution x, int culprit) {
        ThreadId chooser = reachedChoice(g, x);
        if (chooser != null) {
            // A thread reached a choice before the error (a revisit removed the one it had): as
            // the choice is taken as soon as reached, the error's prefix holds it.
            add(g, x, chooser, null, false);
            return;
        }
        if (culprit == Graph.NONE) {
            leaf(x, g); // before any node: main failed on its way to its first event
            return;
        }
        if (!halted(g)) {
            leaf(x, g);
        } else {
            int[] prefix = Porf.prefix(g, culprit);
            closeSections(g, prefix, Graph.threadOf(culprit));
            for (int t = 0; t < prefix.length; t++) {
                while (prefix[t] < g.size(t)
                        && g.node(t, prefix[t]).choice() >= 0
                        && !g.node(t, prefix[t]).halts()
                        && g.existsIn(t, prefix)) {
                    prefix[t]++; // reached choices are taken at once (by threads created)
                }
            }
            Graph alone = g.restrict(prefix);
            if (!halted(alone)) {
                Execution again =
                        Replay.run(program, alone, Consistency.linearize(alone), locations)
                                .execution();
                // A thread of the prefix that reached a choice would have taken it: the
                // prefix is an execution only where its siblings took a non-halting alternative.
                if (again.outcome() == Outcome.ERROR && reachedChoice(alone, again) == null) {
                    leaf(again, alone);
                }
            }
        }
        if (stopped) {
            return;
        }
        Graph on = g.copy();
        on.replace(g.node(culprit).halting());
        visit(on, Start.NONE);
    }

    /**
     * Whether every await node read its mutex's last write the execution performed ({@code
     * performed}: nodes per thread; null: all): then each blocked thread waits for a mutex held for
     * good, and the execution really deadlocks.
     */
    private static boolean awaitsHold(Graph g, int[] performed) {
        for (int t = 0; t < g.threads(); t++) {
            Node last = g.last(t);
            if (last != null && last.kind() == Kind.AWAIT) {
                int latest = Graph.INIT;
                for (int w : g.co(last.location())) {
                    if (performed == null || Graph.indexOf(w) < performed[Graph.threadOf(w)]) {
                        latest = w;
                    }
                }
                if (last.rf() != latest) {
                    return false;
                }
            }
        }
        return true;
    }

    /**
     * Extends {@code prefix} so that it cuts no atomic section but {@code culprit}'s thread's (an
     * execution ends in the middle of the failing section only).
     */
    private static void closeSections(Graph g, int[] prefix, int culprit) {
        boolean grew = true;
        while (grew) {
            grew = false;
            for (int t = 0; t < prefix.length; t++) {
                int end = t == culprit ? prefix[t] : g.closeSection(t, prefix[t]);
                if (end > prefix[t]) {
                    Porf.union(prefix, Porf.prefix(g, Graph.ref(t, end - 1)));
                    grew = true;
                }
            }
        }
    }

    private static boolean halted(Graph g) {
        for (int t = 0; t < g.threads(); t++) {
            for (int i = 0; i < g.size(t); i++) {
                if (g.node(t, i).halts()) {
                    return true;
                }
            }
        }
        return false;
    }

    /**
     * The left-most thread that can add a node: enabled, or waiting for a held mutex or a signal
     * (it adds an attempt that reads the mutex as it is); not one blocked by such an attempt
     * already.
     */
    private ThreadId next(Graph g, Execution x, int inside) {
        List<ThreadId> threads = new ArrayList<>(x.threads());
        threads.sort(Comparator.naturalOrder());
        if (inside >= 0) {
            // Inside an atomic section: no other thread moves until it ends.
            ThreadId t = Replay.id(x, new ThreadId[g.threads()], inside);
            if (stuck(g, t) || x.status(t) == ThreadStatus.BLOCKED) {
                // The program deadlocks with the other threads cut short wherever they are: one
                // execution per such prefix, which graphs do not enumerate.
                throw Labels.unsupported(
                        x.pending(t), "a thread that blocks inside an atomic section");
            }
            return x.status(t) == ThreadStatus.ENABLED ? t : null;
        }
        ThreadId chooser = chooser(g, x);
        if (chooser != null) {
            return chooser; // choices are taken as soon as reached, as Replay takes them
        }
        for (ThreadId t : threads) {
            if (stuck(g, t)) {
                continue;
            }
            ThreadStatus s = x.status(t);
            if (s == ThreadStatus.ENABLED
                    || (s == ThreadStatus.BLOCKED
                            && (x.pending(t) instanceof Event.Lock
                                    || x.pending(t) instanceof Event.CondWake))) {
                return t;
            }
        }
        return null;
    }

    /** The first thread that has reached a choice the graph does not hold yet, or null. */
    private static ThreadId chooser(Graph g, Execution x) {
        for (ThreadId t : x.threads()) {
            if (!stuck(g, t)
                    && x.status(t) == ThreadStatus.ENABLED
                    && x.pending(t) instanceof Event.Choice) {
                return t;
            }
        }
        return null;
    }

    /**
     * The first thread of {@code x}, which ended with an error, that had reached a choice the graph
     * does not hold yet, or null: an execution that ended no longer lets a thread step, so {@link
     * #chooser} sees none.
     */
    private static ThreadId reachedChoice(Graph g, Execution x) {
        for (ThreadId t : x.threads()) {
            if (!stuck(g, t) && x.pending(t) instanceof Event.Choice) {
                return t;
            }
        }
        return null;
    }

    /** Whether {@code t}'s last node blocks it (an await) or ends it (a halting node). */
    private static boolean stuck(Graph g, ThreadId t) {
        Node last = g.last(t.index());
        return last != null && (last.kind() == Kind.AWAIT || last.halts());
    }

    /**
     * Adds the pending event of {@code id}: each of its nodes is a child. The last child starts
     * from {@code x} when {@code handOn}, and every child whose new node is a sink from {@code
     * order} with the node at the end.
     */
    private void add(Graph g, Execution x, ThreadId id, int[] order, boolean handOn) {
        Event a = x.pending(id);
        int t = id.index();
        int index = g.size(t);
        List<Node> nodes = new ArrayList<>();
        if (a instanceof Event.Choice c) {
            for (int alt = 0; alt < c.alternatives(); alt++) {
                nodes.add(Labels.other(t, index, a, alt));
            }
        } else if (Labels.isReading(a)) {
            int l = labels.location(a, x, g);
            int[] co = g.co(l);
            for (int k = latestBefore(g, t, index, l); k < co.length; k++) {
                int w = k < 0 ? Graph.INIT : co[k];
                nodes.add(labels.reading(g, t, index, a, l, w, g.valueOf(l, w, locations)));
            }
        } else if (Labels.isWriting(a)) {
            int l = labels.location(a, x, g);
            long v = a instanceof Event.Write ? Replay.written(a, 0) : labels.lockWrite(a, g, t, l);
            nodes.add(
                    new Node(t, index, 0, a, Kind.WRITE, l, Graph.NONE, v, true, false, -1, false));
        } else {
            labels.refuseUnmodelled(a, x, g);
            nodes.add(Labels.other(t, index, a, -1));
        }
        for (int i = 0; i < nodes.size() && !stopped; i++) {
            Graph child = g.copy();
            Node n = child.append(nodes.get(i));
            int[] childOrder = order == null ? null : Consistency.insert(child, order, n);
            // x performed the parent's nodes in its order: it is the child's only if n can follow
            // them, and not for a choice, which a replay takes as soon as its thread reaches it.
            boolean live =
                    handOn && i == nodes.size() - 1 && endsWith(childOrder, n) && n.choice() < 0;
            visit(child, new Start(childOrder, live ? x : null, n.ref(), Graph.NONE));
        }
    }

    /**
     * The coherence position (-1: INIT) of the latest write of {@code l} that must precede node
     * {@code index} of thread {@code t}: the latest in the SC prefix of its predecessor. Reading it
     * or a later write is consistent, reading an earlier one is not (its successor in coherence
     * order would precede the read), so the read's candidates start there.
     */
    private static int latestBefore(Graph g, int t, int index, int l) {
        int pred = index > 0 ? Graph.ref(t, index - 1) : Porf.spawnOf(g, t);
        if (pred < 0 || g.co(l).length == 0) {
            return -1;
        }
        int[] view = Porf.scPrefix(g, pred);
        int[] co = g.co(l);
        for (int k = co.length - 1; k >= 0; k--) {
            if (Porf.contains(view, co[k])) {
                return k;
            }
        }
        return -1;
    }

    private static boolean endsWith(int[] order, Node n) {
        return order != null && order.length > 0 && order[order.length - 1] == n.ref();
    }

    /**
     * Alg. 2 l. 12–17 for the pending write of {@code a}: every coherence placement (an update's
     * only one: right after its source), then every backward revisit of a read {@code a} may serve.
     */
    private void writeAdded(Graph g, Node a, int[] order, Start start) {
        int[] after = placements(g, a);
        for (int i = 0; i < after.length && !stopped; i++) {
            Graph child = g.copy();
            child.place(a.ref(), after[i]);
            Node placed = child.node(a.ref());
            int[] childOrder = Consistency.insert(child, order, placed);
            boolean last = i == after.length - 1;
            Execution live = last && endsWith(childOrder, placed) ? start.live() : null;
            visit(child, new Start(childOrder, live, start.step(), start.performed()));
        }
        int[] porf = Porf.prefix(g, a.ref());
        for (Node r : candidates(g, a, porf)) {
            if (stopped) {
                return;
            }
            int[] keep = Revisits.kept(g, r, porf);
            if (!Revisits.sourcesKept(g, keep, r) || !Revisits.maximal(g, r, keep, porf, a)) {
                continue;
            }
            revisits++;
            Graph revisited = g.restrict(keep);
            if (r.kind().writes() && r.placed()) {
                revisited.unplace(r.ref());
            }
            Node now = revisited.node(r.ref());
            Kind k = labels.kindReading(r.event(), a.value());
            long written =
                    k == Kind.UPDATE
                            ? labels.updateValue(
                                    revisited, r.index(), r.event(), r.location(), a.value())
                            : 0;
            boolean known = !(r.event() instanceof Event.Rmw) || k != Kind.UPDATE;
            revisited.replace(now.reading(a.ref(), k, written, known));
            for (int wp : placements(revisited, a)) {
                if (stopped) {
                    return;
                }
                Graph child = revisited.copy();
                child.place(a.ref(), wp);
                visit(child, Start.NONE);
            }
        }
    }

    /**
     * Where {@code a}'s write may go in coherence order: after INIT or any placed write, but not
     * before the latest write of its location in the SC prefix of its predecessor (as for a read,
     * {@link #latestBefore}: that write, and the source of every read there, precede {@code a}).
     */
    private static int[] placements(Graph g, Node a) {
        if (a.kind() == Kind.UPDATE) {
            return new int[] {a.rf()};
        }
        int[] co = g.co(a.location());
        int first = latestBefore(g, a.thread(), a.index(), a.location());
        int[] after = new int[co.length - first];
        for (int k = first; k < co.length; k++) {
            after[k - first] = k < 0 ? Graph.INIT : co[k];
        }
        return after;
    }

    /** Reads of {@code a}'s location outside its porf-prefix, latest added first (l. 14). */
    private static List<Node> candidates(Graph g, Node a, int[] porf) {
        List<Node> reads = new ArrayList<>();
        for (int t = 0; t < g.threads(); t++) {
            for (int i = 0; i < g.size(t); i++) {
                Node r = g.node(t, i);
                if (r.kind().reads()
                        && r.location() == a.location()
                        && r.ref() != a.ref()
                        && !Porf.contains(porf, r.ref())) {
                    reads.add(r);
                }
            }
        }
        reads.sort(Comparator.comparingInt(Node::stamp).reversed());
        return reads;
    }

    private void leaf(Execution x, Graph g) {
        if (x.outcome().isFinal()) {
            if (x.outcome() == Outcome.COMPLETE) {
                histogram[Math.min(Rounds.of(g), histogram.length - 1)]++;
            }
            if (exploration.finished(x)) {
                stopped = true;
            }
        } else {
            exploration.awaitBlocked(x);
        }
    }
}
