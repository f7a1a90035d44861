package org.jsmc.explore.graph;

import java.util.Arrays;

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
        int[] spawnOf = g.spawns();
        Work work = new Work();
        include(view, work, Graph.threadOf(ref), Graph.indexOf(ref) + 1);
        while (work.size > 0) {
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
     * ref}. With a placed write come the writes before it in coherence order and the reads of those
     * (from-reads); per location, the latest write included so far says how far that goes.
     */
    public static int[] scPrefix(Graph g, int ref) {
        int[] view = prefix(g, ref);
        int locations = g.locations();
        int[][][] readersAt = readersByPosition(g);
        int[] done = new int[locations]; // writes co[0 .. done-1] and their readers are included
        boolean grew = true;
        while (grew) {
            grew = false;
            for (int t = 0; t < view.length; t++) {
                for (int i = 0; i < view[t]; i++) {
                    Node x = g.node(t, i);
                    if (!x.kind().writes() || !x.placed()) {
                        continue;
                    }
                    int l = x.location();
                    int at = g.coIndex(l, x.ref());
                    // co[0 .. at-1] precede x, and so do the reads of INIT and of co[0 .. at-1].
                    for (; done[l] <= at; done[l]++) {
                        int k = done[l];
                        for (int r : readersAt[l][k]) {
                            grew |= absorb(g, view, r);
                        }
                        if (k < at) {
                            grew |= absorb(g, view, g.co(l)[k]);
                        }
                    }
                }
            }
        }
        return view;
    }

    /** Adds the porf-prefix of {@code ref} to {@code view}; whether it grew. */
    private static boolean absorb(Graph g, int[] view, int ref) {
        if (contains(view, ref)) {
            return false;
        }
        union(view, prefix(g, ref));
        return true;
    }

    /** Adds the prefix {@code more} to {@code view}: per thread, the longer of the two. */
    public static void union(int[] view, int[] more) {
        for (int u = 0; u < view.length; u++) {
            view[u] = Math.max(view[u], more[u]);
        }
    }

    /**
     * For each location and each position p of its coherence order, the reads of the write at p - 1
     * (p = 0: of INIT); the reads of a pending write are left out (it has none).
     */
    static int[][][] readersByPosition(Graph g) {
        int locations = g.locations();
        int[][] counts = new int[locations][];
        for (int l = 0; l < locations; l++) {
            counts[l] = new int[g.co(l).length + 1];
        }
        int reads = 0;
        int[] where = new int[g.size() * 2];
        for (int t = 0; t < g.threads(); t++) {
            for (int i = 0; i < g.size(t); i++) {
                Node r = g.node(t, i);
                if (r.kind().reads() && r.location() >= 0 && r.location() < locations) {
                    int at = g.coIndex(r.location(), r.rf());
                    if (at >= -1) {
                        counts[r.location()][at + 1]++;
                        where[2 * reads] = r.location() << 20 | (at + 1);
                        where[2 * reads + 1] = r.ref();
                        reads++;
                    }
                }
            }
        }
        int[][][] out = new int[locations][][];
        for (int l = 0; l < locations; l++) {
            out[l] = new int[counts[l].length][];
            for (int k = 0; k < counts[l].length; k++) {
                out[l][k] = new int[counts[l][k]];
                counts[l][k] = 0;
            }
        }
        for (int q = 0; q < reads; q++) {
            int l = where[2 * q] >>> 20;
            int k = where[2 * q] & ((1 << 20) - 1);
            out[l][k][counts[l][k]++] = where[2 * q + 1];
        }
        return out;
    }

    /** Whether node {@code ref} is in the prefix {@code view}. */
    public static boolean contains(int[] view, int ref) {
        int t = Graph.threadOf(ref);
        return t < view.length && Graph.indexOf(ref) < view[t];
    }

    /** A stack of ints: ranges of threads still to scan. */
    private static final class Work {
        private int[] items = new int[24];
        private int size;

        void push(int v) {
            if (size == items.length) {
                items = Arrays.copyOf(items, 2 * size);
            }
            items[size++] = v;
        }

        int pop() {
            return items[--size];
        }
    }

    private static void include(int[] view, Work work, int t, int upTo) {
        if (upTo > view[t]) {
            work.push(view[t]);
            work.push(upTo);
            work.push(t);
            view[t] = upTo;
        }
    }

    /** The reference of the spawn node that created thread {@code t}, or -1. */
    public static int spawnOf(Graph g, int t) {
        int[] spawnOf = g.spawns();
        return t < spawnOf.length ? spawnOf[t] : -1;
    }
}
