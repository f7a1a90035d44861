package org.jsmc.explore.graph;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import org.jsmc.exec.Event;

/**
 * An execution graph (seed-003 §1.2): the nodes of each thread in program order, the reads-from
 * source of each reading node, and per location the coherence order of the writes placed so far
 * (the initial write {@link #INIT} implicitly first). Spawn and join nodes add their edges to
 * program order: a spawn precedes its child's first node, a child's last node precedes the join.
 *
 * <p>Nodes are named by references {@link #ref(int, int)} (thread and program-order index), which
 * stay valid in copies and restrictions. A graph is mutable and cheap to {@link #copy()}: nodes are
 * immutable and coherence orders are copied on write.
 */
public final class Graph {
    /** The reference of a location's initial write. */
    public static final int INIT = -1;

    /** The reads-from source of a node that reads nothing. */
    public static final int NONE = -2;

    private static final int INDEX_BITS = 20;

    private final List<List<Node>> threads;
    private final List<int[]> co;
    private int stamps;
    private boolean sections;
    private boolean choices;
    private int[] spawnOf; // computed when first asked for; shared by copies, never written

    public Graph() {
        this(new ArrayList<>(), new ArrayList<>(), 0, false, false);
    }

    private Graph(
            List<List<Node>> threads,
            List<int[]> co,
            int stamps,
            boolean sections,
            boolean choices) {
        this.threads = threads;
        this.co = co;
        this.stamps = stamps;
        this.sections = sections;
        this.choices = choices;
    }

    /** Whether a node of an atomic section was ever added to this graph or the one it came from. */
    public boolean mayHaveSections() {
        return sections;
    }

    /** Whether a choice node was ever added to this graph or the one it came from. */
    public boolean mayHaveChoices() {
        return choices;
    }

    /** The reference of node {@code index} of thread {@code thread}. */
    public static int ref(int thread, int index) {
        return thread << INDEX_BITS | index;
    }

    public static int threadOf(int ref) {
        return ref >>> INDEX_BITS;
    }

    public static int indexOf(int ref) {
        return ref & ((1 << INDEX_BITS) - 1);
    }

    /** A copy that shares nothing mutable with this graph. */
    public Graph copy() {
        List<List<Node>> t = new ArrayList<>(threads.size());
        for (List<Node> nodes : threads) {
            t.add(new ArrayList<>(nodes));
        }
        Graph g = new Graph(t, new ArrayList<>(co), stamps, sections, choices);
        g.spawnOf = spawnOf;
        return g;
    }

    /** How many thread slots the graph has (threads without nodes included). */
    public int threads() {
        return threads.size();
    }

    /** How many nodes thread {@code thread} has. */
    public int size(int thread) {
        return thread < threads.size() ? threads.get(thread).size() : 0;
    }

    /** All nodes. */
    public int size() {
        int n = 0;
        for (List<Node> nodes : threads) {
            n += nodes.size();
        }
        return n;
    }

    public Node node(int ref) {
        return threads.get(threadOf(ref)).get(indexOf(ref));
    }

    public Node node(int thread, int index) {
        return threads.get(thread).get(index);
    }

    /** The last node of {@code thread}, or null. */
    public Node last(int thread) {
        int n = size(thread);
        return n == 0 ? null : threads.get(thread).get(n - 1);
    }

    /** Appends {@code n} to its thread (its index must be the thread's size), stamped last. */
    public Node append(Node n) {
        while (threads.size() <= n.thread()) {
            threads.add(new ArrayList<>());
            spawnOf = null;
        }
        if (spawned(n) >= 0) {
            spawnOf = null;
        }
        List<Node> nodes = threads.get(n.thread());
        if (n.index() != nodes.size()) {
            throw new IllegalArgumentException("node " + n + " does not extend its thread");
        }
        Node stamped = n.withStamp(stamps++);
        nodes.add(stamped);
        sections |= n.event() instanceof Event.AtomicBegin;
        choices |= n.choice() >= 0;
        return stamped;
    }

    /** Replaces the node at {@code n}'s place by {@code n}. */
    public void replace(Node n) {
        threads.get(n.thread()).set(n.index(), n);
        if (spawned(n) >= 0) {
            spawnOf = null;
        }
    }

    /** The node whose write waits for its coherence placement, or null. */
    public Node pending() {
        for (List<Node> nodes : threads) {
            if (!nodes.isEmpty() && nodes.get(nodes.size() - 1).pending()) {
                return nodes.get(nodes.size() - 1);
            }
        }
        return null;
    }

    /** How many locations have a coherence order (some may be empty). */
    public int locations() {
        return co.size();
    }

    /** The writes of {@code location} in coherence order, INIT left out. Do not modify. */
    public int[] co(int location) {
        return location < co.size() ? co.get(location) : new int[0];
    }

    /** Position of {@code write} in its location's coherence order: -1 for INIT, -2 if absent. */
    public int coIndex(int location, int write) {
        if (write == INIT) {
            return -1;
        }
        int[] order = co(location);
        for (int i = 0; i < order.length; i++) {
            if (order[i] == write) {
                return i;
            }
        }
        return -2;
    }

    /** Places the pending write {@code write} coherence-immediately after {@code after}. */
    public void place(int write, int after) {
        Node w = node(write);
        int location = w.location();
        while (co.size() <= location) {
            co.add(new int[0]);
        }
        int[] order = co.get(location);
        int at = coIndex(location, after) + 1;
        int[] placed = new int[order.length + 1];
        System.arraycopy(order, 0, placed, 0, at);
        placed[at] = write;
        System.arraycopy(order, at, placed, at + 1, order.length - at);
        co.set(location, placed);
        replace(w.withPlaced(true));
    }

    /** The value {@code write} wrote; INIT's from {@code locations}. */
    public long valueOf(int location, int write, Locations locations) {
        return write == INIT ? locations.initial(location) : node(write).value();
    }

    /**
     * The graph restricted to the first {@code keep[t]} nodes of each thread t. Kept reads must
     * read kept writes (the caller checks); removed writes leave coherence order.
     */
    public Graph restrict(int[] keep) {
        List<List<Node>> t = new ArrayList<>(threads.size());
        for (int i = 0; i < threads.size(); i++) {
            List<Node> nodes = threads.get(i);
            int k = i < keep.length ? Math.min(keep[i], nodes.size()) : 0;
            t.add(new ArrayList<>(nodes.subList(0, k)));
        }
        List<int[]> c = new ArrayList<>(co.size());
        for (int[] order : co) {
            c.add(
                    Arrays.stream(order)
                            .filter(w -> indexOf(w) < keepOf(keep, threadOf(w)))
                            .toArray());
        }
        return new Graph(t, c, stamps, sections, choices);
    }

    /** Removes {@code write} from its location's coherence order (its node stays). */
    public void unplace(int write) {
        Node w = node(write);
        int location = w.location();
        co.set(location, Arrays.stream(co.get(location)).filter(x -> x != write).toArray());
        replace(w.withPlaced(false));
    }

    /** Removes the last node of {@code thread}. */
    public void removeLast(int thread) {
        List<Node> nodes = threads.get(thread);
        Node n = nodes.get(nodes.size() - 1);
        if (n.kind().writes() && n.placed()) {
            unplace(n.ref());
        }
        nodes.remove(nodes.size() - 1);
    }

    private static int keepOf(int[] keep, int thread) {
        return thread < keep.length ? keep[thread] : 0;
    }

    /**
     * The index of the first node of the atomic section that node {@code index} of {@code thread}
     * is in, or -1 when it is in none (a section runs from its begin to its end, or on).
     */
    public int sectionOf(int thread, int index) {
        for (int i = index; i >= 0; i--) {
            Event e = node(thread, i).event();
            if (e instanceof Event.AtomicEnd && i < index) {
                return -1;
            }
            if (e instanceof Event.AtomicBegin) {
                return i;
            }
        }
        return -1;
    }

    /**
     * How many nodes of {@code thread} a prefix of {@code upTo} nodes must have so as not to cut an
     * atomic section: {@code upTo}, or the index after the section's end (its last node when open).
     */
    public int closeSection(int thread, int upTo) {
        if (upTo == 0 || sectionOf(thread, upTo - 1) < 0) {
            return upTo;
        }
        int i = upTo - 1;
        while (i < size(thread) && !(node(thread, i).event() instanceof Event.AtomicEnd)) {
            i++;
        }
        return Math.min(i + 1, size(thread));
    }

    /**
     * For each thread, the reference of the spawn node that created it, or -1 (read-only: shared
     * with copies).
     */
    int[] spawns() {
        if (spawnOf == null) {
            int[] s = new int[threads()];
            Arrays.fill(s, -1);
            for (int t = 0; t < threads(); t++) {
                for (int i = 0; i < size(t); i++) {
                    int child = spawned(node(t, i));
                    if (child >= 0 && child < s.length) {
                        s[child] = ref(t, i);
                    }
                }
            }
            spawnOf = s;
        }
        return spawnOf;
    }

    /**
     * Whether thread {@code t}, which has nodes in this graph, exists in the prefix that holds
     * {@code prefix[u]} nodes of each thread {@code u}: it has nodes there, no node of the graph
     * spawned it (it started with the program: {@code main}, or a thread of an event-level
     * program), or the node that spawned it is there.
     */
    public boolean existsIn(int t, int[] prefix) {
        if (prefix[t] > 0) {
            return true;
        }
        int s = spawns()[t];
        return s < 0 || indexOf(s) < prefix[threadOf(s)];
    }

    /** The thread a spawn node created, or -1. */
    static int spawned(Node n) {
        return n.event() instanceof Event.Spawn s ? s.child().index() : -1;
    }

    /** The thread a join node joined, or -1. */
    static int joined(Node n) {
        return n.event() instanceof Event.Join j ? j.joined().index() : -1;
    }

    @Override
    public String toString() {
        StringBuilder s = new StringBuilder();
        for (int t = 0; t < threads.size(); t++) {
            s.append('T').append(t).append(':');
            for (Node n : threads.get(t)) {
                s.append(' ').append(n.kind()).append('@').append(n.location());
                if (n.kind().reads()) {
                    s.append("<-").append(n.rf() == INIT ? "init" : describe(n.rf()));
                }
            }
            s.append('\n');
        }
        for (int l = 0; l < co.size(); l++) {
            s.append("co").append(l).append(':');
            for (int w : co.get(l)) {
                s.append(' ').append(describe(w));
            }
            s.append('\n');
        }
        return s.toString();
    }

    private static String describe(int ref) {
        return threadOf(ref) + "." + indexOf(ref);
    }
}
