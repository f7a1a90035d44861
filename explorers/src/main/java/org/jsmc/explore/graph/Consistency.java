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
