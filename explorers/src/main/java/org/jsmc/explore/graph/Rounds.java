package org.jsmc.explore.graph;

/**
 * The round-robin rounds of an execution graph (the bounded-POR paper §II-B, Alg. 1; seed-003
 * §2.2): the fewest descents in the thread order over the graph's SC linearizations. A greedy sweep
 * over the threads in index order schedules each thread's nodes while their immediate SC
 * predecessors are scheduled; every further sweep is one round.
 *
 * <p>Immediate predecessors suffice: the program-order predecessor (walked in order), the spawn
 * that created a thread (before its first node; GenMC leaves this edge out, note P4), the last node
 * of a joined thread, a read's source, and for a placed write its coherence predecessor and that
 * write's readers (from-reads). A node whose write is still pending counts as a read, and so does
 * an {@link Kind#AWAIT} node, a failed lock attempt, as GenMC counts its blocked lock reads: a
 * revisit that turns an acquisition into such an attempt keeps it, which is what keeps the rounds
 * of a graph from falling below its parent's (the paper's Prop. 2).
 *
 * <p>An atomic section is one unit: the sweep passes it whole or stops before it, as the oracle's
 * rounds do.
 *
 * <p>The graph must be consistent: on a cycle the sweep could never finish.
 */
public final class Rounds {
    private Rounds() {}

    /** {@code rounds(g)}: 0 for a graph one left-to-right sweep produces. */
    public static int of(Graph g) {
        return sweep(g, Integer.MAX_VALUE);
    }

    /** Whether {@code rounds(g) > k}, sweeping at most {@code k + 1} times. */
    public static boolean exceed(Graph g, int k) {
        return sweep(g, k) > k;
    }

    private static int sweep(Graph g, int k) {
        int threads = g.threads();
        int[] pos = new int[threads];
        int[] spawnOf = g.spawns();
        int[][][] readers = Porf.readersByPosition(g);
        for (int pass = 0; ; pass++) {
            boolean done = true;
            boolean moved = false;
            for (int t = 0; t < threads; t++) {
                while (pos[t] < g.size(t)) {
                    // A section passes whole or not.
                    int end = g.mayHaveSections() ? g.closeSection(t, pos[t] + 1) : pos[t] + 1;
                    int at = pos[t];
                    while (pos[t] < end && ready(g, g.node(t, pos[t]), pos, spawnOf, readers)) {
                        pos[t]++;
                    }
                    if (pos[t] < end) {
                        pos[t] = at;
                        break;
                    }
                    moved = true;
                }
                done &= pos[t] == g.size(t);
            }
            if (done) {
                return pass;
            }
            if (pass >= k) {
                return pass + 1;
            }
            if (!moved) {
                throw new IllegalStateException("rounds of an inconsistent graph:\n" + g);
            }
        }
    }

    private static boolean ready(Graph g, Node e, int[] pos, int[] spawnOf, int[][][] readers) {
        if (e.index() == 0 && spawnOf[e.thread()] >= 0 && !scheduled(spawnOf[e.thread()], pos)) {
            return false;
        }
        int joined = Graph.joined(e);
        if (joined >= 0 && joined < pos.length && pos[joined] < g.size(joined)) {
            return false;
        }
        if (e.kind().reads() && !scheduled(e.rf(), pos)) {
            return false;
        }
        if (e.kind().writes() && e.placed()) {
            int l = e.location();
            int at = g.coIndex(l, e.ref());
            int before = at == 0 ? Graph.INIT : g.co(l)[at - 1];
            if (!scheduled(before, pos)) {
                return false;
            }
            for (int r : readers[l][at]) { // the reads of the write before e
                if (r != e.ref() && !scheduled(r, pos)) {
                    return false;
                }
            }
        }
        return true;
    }

    private static boolean scheduled(int ref, int[] pos) {
        return ref < 0 || Graph.indexOf(ref) < pos[Graph.threadOf(ref)];
    }
}
