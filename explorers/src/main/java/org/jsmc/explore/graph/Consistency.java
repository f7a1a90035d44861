package org.jsmc.explore.graph;

import java.util.Arrays;

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
        Edges edges = new Edges(n);
        int[] spawnOf = new int[threads];
        Arrays.fill(spawnOf, -1);
        for (int t = 0; t < threads; t++) {
            for (int i = 0; i < g.size(t); i++) {
                int child = Graph.spawned(g.node(t, i));
                if (child >= 0 && child < threads) {
                    spawnOf[child] = offset[t] + i;
                }
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
                        edges.add(spawnOf[joined], at);
                    }
                }
                if (x.kind().reads() && !readEdges(g, x, at, offset, edges)) {
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
     * A linearization of {@code g} from {@code base}, one of {@code g} without its node {@code a}
     * (which {@code base} may contain or not), or null when inserting {@code a} does not do (then
     * {@link #linearize} decides). Every edge {@code g} has beyond those of {@code base}'s graph
     * touches {@code a}: a new node, or a pending write just placed. So {@code a} may go anywhere
     * after its SC predecessors and before its successors; with no successor it goes last.
     */
    public static int[] insert(Graph g, int[] base, Node a) {
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
        if (a.index() > 0) {
            out[k++] = Graph.ref(a.thread(), a.index() - 1);
        } else {
            int spawn = Porf.spawns(g)[a.thread()];
            if (spawn >= 0) {
                out[k++] = spawn;
            }
        }
        int joined = Graph.joined(a);
        if (joined >= 0 && joined < g.threads()) {
            if (g.size(joined) > 0) {
                out[k++] = Graph.ref(joined, g.size(joined) - 1);
            } else if (Porf.spawns(g)[joined] >= 0) {
                out[k++] = Porf.spawns(g)[joined];
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
    private static boolean readEdges(Graph g, Node r, int at, int[] offset, Edges edges) {
        int l = r.location();
        int w = r.rf();
        int wi = g.coIndex(l, w);
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
        private int[] from = new int[64];
        private int[] to = new int[64];
        private int count;

        Edges(int n) {
            this.n = n;
            this.indegree = new int[n];
        }

        void add(int a, int b) {
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
            for (int i = 0; i < n; i++) {
                if (indegree[i] == 0) {
                    queue[tail++] = i;
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
            if (tail < n) {
                return null;
            }
            int[] refs = new int[n];
            int threads = offset.length - 1;
            for (int i = 0; i < n; i++) {
                int d = queue[i];
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
