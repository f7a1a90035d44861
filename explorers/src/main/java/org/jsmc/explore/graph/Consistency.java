package org.jsmc.explore.graph;

import java.util.Arrays;
import org.jsmc.exec.Event;

/**
 * SC consistency of an execution graph (seed-003 §1.2): {@code po ∪ rf ∪ co ∪ fr} is acyclic, and
 * every placed {@link Kind#UPDATE} is coherence-immediately after the write it reads (atomicity). A
 * node whose write is still pending counts as a read only.
 *
 * <p>Kahn's algorithm over the generating edges; the order it returns is an SC linearization, in
 * which every read sees its reads-from source: the order a replay runs the graph in.
 */
public final class Consistency {
    private Consistency() {}

    /**
     * An SC linearization of {@code g} as node references, or null if {@code g} is inconsistent.
     */
    public static int[] linearize(Graph g) {
        int threads = g.threads();
        int[] offset = new int[threads + 1];
        for (int t = 0; t < threads; t++) {
            offset[t + 1] = offset[t] + g.size(t);
        }
        int n = offset[threads];
        Edges edges = new Edges(n, sections(g, offset));
        int[] spawnOf = g.spawns();
        int[] coPosition = new int[n]; // of each placed write in its location's order; else -2
        Arrays.fill(coPosition, -2);
        for (int l = 0; l < g.locations(); l++) {
            int[] order = g.co(l);
            for (int k = 0; k < order.length; k++) {
                coPosition[dense(order[k], offset)] = k;
            }
        }
        for (int t = 0; t < threads; t++) {
            for (int i = 0; i < g.size(t); i++) {
                int at = offset[t] + i;
                Node x = g.node(t, i);
                if (i + 1 < g.size(t)) {
                    edges.add(at, at + 1);
                }
                int child = Graph.spawned(x);
                if (child >= 0 && child < threads && g.size(child) > 0) {
                    edges.add(at, offset[child]);
                }
                int joined = Graph.joined(x);
                if (joined >= 0) {
                    if (joined < threads && g.size(joined) > 0) {
                        edges.add(offset[joined] + g.size(joined) - 1, at);
                    } else if (joined < threads && spawnOf[joined] >= 0) {
                        edges.add(dense(spawnOf[joined], offset), at);
                    }
                }
                if (x.kind().reads() && !readEdges(g, x, at, offset, coPosition, edges)) {
                    return null;
                }
            }
        }
        for (int l = 0; l < g.locations(); l++) {
            int[] order = g.co(l);
            for (int k = 0; k + 1 < order.length; k++) {
                edges.add(dense(order[k], offset), dense(order[k + 1], offset));
            }
        }
        return edges.topologicalOrder(g, offset);
    }

    /**
     * For each node (densely numbered), the first node of the atomic section it is in (from its
     * begin to its end, or to the thread's last node while it is open), or itself: a section runs
     * without interleaving, so it is one unit of the order.
     */
    private static int[] sections(Graph g, int[] offset) {
        int[] unit = new int[offset[offset.length - 1]];
        if (!g.mayHaveSections()) {
            Arrays.setAll(unit, i -> i);
            return unit;
        }
        for (int t = 0; t + 1 < offset.length; t++) {
            int begin = -1;
            for (int i = 0; i < g.size(t); i++) {
                int at = offset[t] + i;
                Event e = g.node(t, i).event();
                if (e instanceof Event.AtomicBegin && begin < 0) {
                    begin = at;
                }
                unit[at] = begin >= 0 ? begin : at;
                if (e instanceof Event.AtomicEnd) {
                    begin = -1;
                }
            }
        }
        return unit;
    }

    /**
     * A linearization of {@code g} from {@code base}, one of {@code g} without its node {@code a}
     * (which {@code base} may contain or not), or null when inserting {@code a} does not do (then
     * {@link #linearize} decides). Every edge {@code g} has beyond those of {@code base}'s graph
     * touches {@code a}: a new node, or a pending write just placed. So {@code a} may go anywhere
     * after its SC predecessors and before its successors; with no successor it goes last.
     */
    public static int[] insert(Graph g, int[] base, Node a) {
        if (g.mayHaveSections()) {
            return null; // sections are units: linearize decides
        }
        int threads = g.threads();
        int[][] pos = new int[threads][];
        for (int t = 0; t < threads; t++) {
            pos[t] = new int[g.size(t)];
        }
        int n = 0;
        for (int ref : base) {
            if (ref != a.ref()) {
                pos[Graph.threadOf(ref)][Graph.indexOf(ref)] = n++;
            }
        }
        int lo = -1;
        for (int p : predecessors(g, a)) {
            lo = Math.max(lo, pos[Graph.threadOf(p)][Graph.indexOf(p)]);
        }
        int successor = successor(g, a);
        if (successor == ATOMICITY) {
            return null;
        }
        int at = successor == Graph.NONE ? n : lo + 1;
        if (successor != Graph.NONE
                && pos[Graph.threadOf(successor)][Graph.indexOf(successor)] <= lo) {
            return null;
        }
        int[] out = new int[n + 1];
        int k = 0;
        for (int ref : base) {
            if (ref == a.ref()) {
                continue;
            }
            if (k == at) {
                out[k++] = a.ref();
            }
            out[k++] = ref;
        }
        if (k == at) {
            out[k] = a.ref();
        }
        return out;
    }

    private static final int ATOMICITY = -3;

    /** The SC predecessors of {@code a}, the newest node of its thread. */
    private static int[] predecessors(Graph g, Node a) {
        int[] out = new int[4];
        int k = 0;
        int[] spawnOf = g.spawns();
        if (a.index() > 0) {
            out[k++] = Graph.ref(a.thread(), a.index() - 1);
        } else if (spawnOf[a.thread()] >= 0) {
            out[k++] = spawnOf[a.thread()];
        }
        int joined = Graph.joined(a);
        if (joined >= 0 && joined < g.threads()) {
            if (g.size(joined) > 0) {
                out[k++] = Graph.ref(joined, g.size(joined) - 1);
            } else if (spawnOf[joined] >= 0) {
                out[k++] = spawnOf[joined];
            }
        }
        if (a.kind().reads() && a.rf() >= 0) {
            out[k++] = a.rf();
        }
        if (a.kind().writes() && a.placed()) {
            int l = a.location();
            int at = g.coIndex(l, a.ref());
            int before = at == 0 ? Graph.INIT : g.co(l)[at - 1];
            if (before >= 0) {
                out = java.util.Arrays.copyOf(out, k + 1);
                out[k++] = before;
            }
            for (int t = 0; t < g.threads(); t++) {
                for (int i = 0; i < g.size(t); i++) {
                    Node r = g.node(t, i);
                    if (r != a && r.kind().reads() && r.location() == l && r.rf() == before) {
                        out = java.util.Arrays.copyOf(out, Math.max(out.length, k + 1));
                        out[k++] = r.ref();
                    }
                }
            }
        }
        return java.util.Arrays.copyOf(out, k);
    }

    /**
     * The one SC successor of {@code a} (the write after its source, or after itself once placed),
     * {@link Graph#NONE}, or {@link #ATOMICITY} when placing it breaks an update's.
     */
    private static int successor(Graph g, Node a) {
        if (a.location() < 0) {
            return Graph.NONE;
        }
        int l = a.location();
        int[] co = g.co(l);
        if (a.kind().writes() && a.placed()) {
            int at = g.coIndex(l, a.ref());
            if (a.kind() == Kind.UPDATE && (at == 0 ? Graph.INIT : co[at - 1]) != a.rf()) {
                return ATOMICITY;
            }
            if (at + 1 >= co.length) {
                return Graph.NONE;
            }
            Node next = g.node(co[at + 1]);
            int before = at == 0 ? Graph.INIT : co[at - 1];
            if (next.kind() == Kind.UPDATE && next.rf() == before) {
                return ATOMICITY;
            }
            return co[at + 1];
        }
        if (!a.kind().reads()) {
            return Graph.NONE;
        }
        int next = g.coIndex(l, a.rf()) + 1;
        return next < co.length ? co[next] : Graph.NONE;
    }

    /** rf and fr edges of reading node {@code r}; false if an update breaks atomicity. */
    private static boolean readEdges(
            Graph g, Node r, int at, int[] offset, int[] coPosition, Edges edges) {
        int l = r.location();
        int w = r.rf();
        int wi = w == Graph.INIT ? -1 : coPosition[dense(w, offset)];
        if (w != Graph.INIT) {
            if (wi == -2) {
                return false; // reads a write that has no place yet
            }
            edges.add(dense(w, offset), at);
        }
        int[] order = g.co(l);
        int next = wi + 1;
        if (r.kind() == Kind.UPDATE && r.placed()) {
            if (next >= order.length || order[next] != r.ref()) {
                return false;
            }
            return true; // r's own co edge orders it before the next write
        }
        if (next < order.length) {
            edges.add(at, dense(order[next], offset));
        }
        return true;
    }

    private static int dense(int ref, int[] offset) {
        return offset[Graph.threadOf(ref)] + Graph.indexOf(ref);
    }

    /** Successor lists in two arrays, grown as needed; then Kahn's algorithm. */
    private static final class Edges {
        private final int n;
        private final int[] indegree;
        private final int[] unit;
        private int[] from = new int[64];
        private int[] to = new int[64];
        private int count;
        private boolean backwards;

        Edges(int n, int[] unit) {
            this.n = n;
            this.indegree = new int[n];
            this.unit = unit;
        }

        /** Edge {@code a → b}, between their units; one inside a unit must follow its order. */
        void add(int a, int b) {
            if (unit[a] == unit[b]) {
                backwards |= b <= a;
                return;
            }
            a = unit[a];
            b = unit[b];
            if (count == from.length) {
                from = Arrays.copyOf(from, count * 2);
                to = Arrays.copyOf(to, count * 2);
            }
            from[count] = a;
            to[count] = b;
            count++;
            indegree[b]++;
        }

        int[] topologicalOrder(Graph g, int[] offset) {
            if (backwards) {
                return null;
            }
            int[] start = new int[n + 1];
            for (int e = 0; e < count; e++) {
                start[from[e] + 1]++;
            }
            for (int i = 0; i < n; i++) {
                start[i + 1] += start[i];
            }
            int[] succ = new int[count];
            int[] fill = Arrays.copyOf(start, n);
            for (int e = 0; e < count; e++) {
                succ[fill[from[e]]++] = to[e];
            }
            int[] queue = new int[n];
            int head = 0;
            int tail = 0;
            int units = 0;
            for (int i = 0; i < n; i++) {
                if (unit[i] == i) {
                    units++;
                    if (indegree[i] == 0) {
                        queue[tail++] = i;
                    }
                }
            }
            while (head < tail) {
                int x = queue[head++];
                for (int k = start[x]; k < start[x + 1]; k++) {
                    if (--indegree[succ[k]] == 0) {
                        queue[tail++] = succ[k];
                    }
                }
            }
            if (tail < units) {
                return null;
            }
            int[] dense = new int[n];
            int m = 0;
            for (int q = 0; q < tail; q++) {
                int u = queue[q];
                for (int d = u; d < n && unit[d] == u; d++) {
                    dense[m++] = d; // a unit's nodes are consecutive: one thread's, in order
                }
            }
            int[] refs = new int[n];
            int threads = offset.length - 1;
            for (int i = 0; i < n; i++) {
                int d = dense[i];
                int t = 0;
                while (t + 1 < threads && offset[t + 1] <= d) {
                    t++;
                }
                refs[i] = Graph.ref(t, d - offset[t]);
            }
            return refs;
        }
    }
}
