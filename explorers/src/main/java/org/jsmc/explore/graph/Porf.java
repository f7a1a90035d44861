package org.jsmc.explore.graph;

import java.util.ArrayDeque;

/**
 * The porf-prefix of a node (seed-003 §1.2: {@code porf = (po ∪ rf)^+}, spawn and join edges being
 * part of program order), as a view: for each thread, how many of its first nodes are in the
 * prefix. Program order makes the prefix downward closed in every thread, so the view is exact.
 */
public final class Porf {
    private Porf() {}

    /** The view of the reflexive porf-prefix of {@code ref} in {@code g}. */
    public static int[] prefix(Graph g, int ref) {
        int threads = g.threads();
        int[] view = new int[threads];
        int[] spawnOf = spawns(g);
        ArrayDeque<Integer> work = new ArrayDeque<>();
        include(view, work, Graph.threadOf(ref), Graph.indexOf(ref) + 1);
        while (!work.isEmpty()) {
            int t = work.pop();
            int upTo = work.pop();
            int from = work.pop();
            for (int i = from; i < upTo; i++) {
                Node x = g.node(t, i);
                if (x.kind().reads() && x.rf() >= 0) {
                    include(view, work, Graph.threadOf(x.rf()), Graph.indexOf(x.rf()) + 1);
                }
                int joined = Graph.joined(x);
                if (joined >= 0 && joined < threads) {
                    include(view, work, joined, g.size(joined));
                    if (spawnOf[joined] >= 0) {
                        include(
                                view,
                                work,
                                Graph.threadOf(spawnOf[joined]),
                                Graph.indexOf(spawnOf[joined]) + 1);
                    }
                }
                if (i == 0 && spawnOf[t] >= 0) {
                    include(view, work, Graph.threadOf(spawnOf[t]), Graph.indexOf(spawnOf[t]) + 1);
                }
            }
        }
        return view;
    }

    /**
     * The view of the reflexive sc-prefix of {@code ref}: its porf-prefix closed also under
     * coherence and from-reads predecessors. The nodes an execution must perform before {@code
     * ref}.
     */
    public static int[] scPrefix(Graph g, int ref) {
        int[] view = prefix(g, ref);
        boolean grew = true;
        while (grew) {
            grew = false;
            for (int t = 0; t < view.length; t++) {
                for (int i = 0; i < view[t]; i++) {
                    for (int p : scPredecessors(g, g.node(t, i))) {
                        if (!contains(view, p)) {
                            int[] more = prefix(g, p);
                            for (int u = 0; u < view.length; u++) {
                                view[u] = Math.max(view[u], more[u]);
                            }
                            grew = true;
                        }
                    }
                }
            }
        }
        return view;
    }

    /** A placed write's coherence predecessor and the reads of it (co and fr edges into it). */
    private static java.util.List<Integer> scPredecessors(Graph g, Node x) {
        java.util.List<Integer> preds = new java.util.ArrayList<>();
        if (!x.kind().writes() || !x.placed()) {
            return preds;
        }
        int l = x.location();
        int at = g.coIndex(l, x.ref());
        int before = at == 0 ? Graph.INIT : g.co(l)[at - 1];
        if (before != Graph.INIT) {
            preds.add(before);
        }
        for (int t = 0; t < g.threads(); t++) {
            for (int i = 0; i < g.size(t); i++) {
                Node r = g.node(t, i);
                if (r != x && r.kind().reads() && r.location() == l && r.rf() == before) {
                    preds.add(r.ref());
                }
            }
        }
        return preds;
    }

    /** Whether node {@code ref} is in the prefix {@code view}. */
    public static boolean contains(int[] view, int ref) {
        int t = Graph.threadOf(ref);
        return t < view.length && Graph.indexOf(ref) < view[t];
    }

    private static void include(int[] view, ArrayDeque<Integer> work, int t, int upTo) {
        if (upTo > view[t]) {
            work.push(view[t]);
            work.push(upTo);
            work.push(t);
            view[t] = upTo;
        }
    }

    /** For each thread, the reference of the spawn node that created it, or -1. */
    static int[] spawns(Graph g) {
        int[] spawnOf = new int[g.threads()];
        java.util.Arrays.fill(spawnOf, -1);
        for (int t = 0; t < g.threads(); t++) {
            for (int i = 0; i < g.size(t); i++) {
                int child = Graph.spawned(g.node(t, i));
                if (child >= 0 && child < spawnOf.length) {
                    spawnOf[child] = Graph.ref(t, i);
                }
            }
        }
        return spawnOf;
    }
}
