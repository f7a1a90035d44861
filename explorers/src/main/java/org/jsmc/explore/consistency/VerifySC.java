package org.jsmc.explore.consistency;

import java.util.Objects;

/**
 * VerifySC, the consistency check of RVF-SMC (Agarwal et al. CAV'21 §4, Alg. 1): is there a
 * linearization of a {@link PartialTrace} in which every reading event reads from one of its good
 * writes? A depth-first search over witness states (executed lower set, thread of each location's
 * active write), each visited once, with the practical heuristics of §4.2 that {@link Heuristics}
 * selects. The heuristics change the speed, and which witness is returned, never whether one is.
 *
 * <p>Not thread-safe: one instance per exploring thread. It keeps its visited-state set between
 * calls to avoid reallocating it, and statistics since construction.
 */
public final class VerifySC {
    private final Heuristics heuristics;
    private final StateSet done = new StateSet();
    private long calls;
    private long states;
    private long nanos;

    public VerifySC(Heuristics heuristics) {
        this.heuristics = Objects.requireNonNull(heuristics, "heuristics");
    }

    /**
     * A witness of p: the threads of its events in linearization order (length p.events()), or null
     * if none exists. auxiliary: a preferred order (a sequence of thread numbers, possibly shorter
     * than p.events() or not itself a witness) that H3 follows first; may be null.
     *
     * @throws IllegalArgumentException if p names a missing event, a good write that does not write
     *     the read's location, or if auxiliary names a missing thread
     * @throws IllegalStateException if a reading event of p has no good writes set
     */
    public int[] check(PartialTrace p, int[] auxiliary) {
        long start = System.nanoTime();
        calls++;
        try {
            return witness(Instance.of(p), auxiliary);
        } finally {
            nanos += System.nanoTime() - start;
        }
    }

    /** Calls of {@link #check} since construction. */
    public long calls() {
        return calls;
    }

    /** Witness states visited since construction. */
    public long states() {
        return states;
    }

    /** Nanoseconds spent in {@link #check} since construction. */
    public long nanos() {
        return nanos;
    }

    private int[] witness(Instance in, int[] auxiliary) {
        if (auxiliary != null) {
            checkThreads(in, auxiliary);
        }
        boolean guided = heuristics.auxiliaryTrace() && auxiliary != null;
        if (guided && in.witnessedBy(auxiliary)) {
            return auxiliary.clone(); // H3: the auxiliary trace already satisfies GoodW
        }
        PartialOrder order = PartialOrder.of(in);
        if (order != null && heuristics.closure()) {
            order = Closure.of(in, order); // H2
        }
        if (order == null) {
            return null; // a cycle, or an empty Cl(r): no witness
        }
        Search search =
                new Search(
                        in,
                        order,
                        heuristics.greedyReads(),
                        guided ? rank(in, auxiliary) : null,
                        done);
        int[] w = search.run();
        states += search.states();
        return w;
    }

    /**
     * H3: the k-th event of thread t ranks where t occurs for the k-th time in the auxiliary
     * sequence; the events it does not cover come after, by thread.
     */
    private static int[] rank(Instance in, int[] auxiliary) {
        int[] rank = new int[in.n];
        int[] seen = new int[in.k];
        for (int e = 0; e < in.n; e++) {
            rank[e] = auxiliary.length + in.threadOf[e];
        }
        for (int position = 0; position < auxiliary.length; position++) {
            int t = auxiliary[position];
            if (seen[t] < in.size(t)) {
                rank[in.offset[t] + seen[t]++] = position;
            }
        }
        return rank;
    }

    private static void checkThreads(Instance in, int[] auxiliary) {
        for (int t : auxiliary) {
            if (t < 0 || t >= in.k) {
                throw new IllegalArgumentException(
                        "auxiliary order names thread " + t + " (threads: " + in.k + ")");
            }
        }
    }
}
