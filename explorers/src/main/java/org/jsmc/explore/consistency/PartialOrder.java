package org.jsmc.explore.consistency;

/**
 * A partial order on the events of some {@link Chains} that contains program order, kept
 * transitively closed as one vector clock per event (Agarwal et al. CAV'21; the note's §2.7, like
 * Nidhugg's {@code ZPartialOrder}): {@code clock[e*k + u]} is how many events of thread u are at or
 * before e. Testing {@code a <P b} is O(1); adding an edge is O(n·k) at worst. Shared by VerifySC
 * and the annotated partial orders of {@code explore.apo}.
 *
 * <p>INIT (gid -1) is before every event and after none.
 */
public final class PartialOrder {
    /** {@link #add}: the edge was already implied. */
    public static final int KEPT = 0;

    /** {@link #add}: the order grew. */
    public static final int GREW = 1;

    /** {@link #add}: the edge would close a cycle; the order is unchanged. */
    public static final int CYCLE = -1;

    private final Chains in;
    private final int k;
    private final int[] clock;

    /**
     * Per event, the stamp of the last {@link #add} that raised its clock, or null while not kept
     * ({@link #track}): how the closure of {@code explore.apo} tells which reads an order changed.
     */
    private int[] raisedAt;

    /** The stamp {@link #add} gives the clocks it raises. */
    private int stamp;

    private PartialOrder(Chains in, int[] clock) {
        this.in = in;
        this.k = in.k;
        this.clock = clock;
    }

    /** Program order of {@code chains} alone. */
    public static PartialOrder programOrder(Chains chains) {
        int[] clock = new int[chains.n * chains.k];
        for (int e = 0; e < chains.n; e++) {
            clock[e * chains.k + chains.threadOf[e]] = chains.indexOf[e] + 1;
        }
        return new PartialOrder(chains, clock);
    }

    /**
     * Program order of {@code chains} with {@code smaller}'s orders: {@code smaller} is over chains
     * whose threads are prefixes of these (an annotated partial order before some threads ran on),
     * and its clocks stay right here, as they only count events it has; a later event of a thread
     * starts from its predecessor's clock. Tracked ({@link #track}): the events {@code smaller}
     * lacks, and those later adds raise, are stamped 1, the others 0.
     */
    public static PartialOrder seeded(Chains chains, PartialOrder smaller) {
        Chains small = smaller.in;
        int k = chains.k;
        PartialOrder p = new PartialOrder(chains, new int[chains.n * k]);
        p.raisedAt = new int[chains.n];
        p.stamp = 1;
        for (int u = 0; u < k; u++) {
            int had = u < small.k ? small.size(u) : 0;
            if (had > chains.size(u)) {
                throw new IllegalArgumentException("seeded: thread " + u + " is shorter");
            }
            int from = 0;
            if (small.k == k && had > 0) { // the thread's rows lie together in both layouts
                System.arraycopy(
                        smaller.clock, small.offset[u] * k, p.clock, chains.offset[u] * k, had * k);
                from = had;
            }
            for (int i = from; i < chains.size(u); i++) {
                int row = (chains.offset[u] + i) * k;
                if (i < had) {
                    System.arraycopy(
                            smaller.clock, (small.offset[u] + i) * small.k, p.clock, row, small.k);
                } else {
                    if (i > 0) {
                        System.arraycopy(p.clock, row - k, p.clock, row, k);
                    }
                    p.raisedAt[chains.offset[u] + i] = 1;
                }
                p.clock[row + u] = i + 1;
            }
        }
        return p;
    }

    /**
     * Program order plus the instance's {@code order} edges, or null if the edges close a cycle
     * (then no linearization, so no witness, exists).
     */
    static PartialOrder of(Instance in) {
        PartialOrder p = programOrder(in.chains);
        // Edges into later events first: see Closure, which sweeps backwards for the same reason.
        for (int e = in.n - 1; e >= 0; e--) {
            for (int q = in.predsStart[e]; q < in.predsStart[e + 1]; q++) {
                if (p.add(in.preds[q], e) == CYCLE) {
                    return null;
                }
            }
        }
        return p;
    }

    public PartialOrder copy() {
        PartialOrder p = new PartialOrder(in, clock.clone());
        p.raisedAt = raisedAt == null ? null : raisedAt.clone();
        p.stamp = stamp;
        return p;
    }

    /** Whether raised clocks are stamped ({@link #raisedAt}). */
    public boolean tracked() {
        return raisedAt != null;
    }

    /** From now on, clocks {@link #add} raises are stamped {@code stamp} (tracking starts). */
    public void track(int stamp) {
        if (raisedAt == null) {
            raisedAt = new int[in.n];
        }
        this.stamp = stamp;
    }

    /** The stamp of the last add that raised e's clock (0: none since tracking began). */
    public int raisedAt(int e) {
        return raisedAt[e];
    }

    /** The clocks, for {@link Search}'s P-minimality test; not to be modified. */
    int[] clocks() {
        return clock;
    }

    /** {@code a <P b}, for gids or INIT. */
    public boolean before(int a, int b) {
        if (a == b || b == Chains.INIT) {
            return false;
        }
        return a == Chains.INIT || in.indexOf[a] < clock[b * k + in.threadOf[a]];
    }

    /** The smallest index j with {@code a <P (u, j)}, or {@code size(u)} if none. */
    public int firstAfter(int a, int u) {
        if (a == Chains.INIT) {
            return 0;
        }
        if (u == in.threadOf[a]) {
            return in.indexOf[a] + 1;
        }
        return firstAtOrAfter(in.threadOf[a], in.indexOf[a], u);
    }

    /**
     * The number of events of thread u strictly before e: a prefix of u, as P contains program
     * order.
     */
    public int countBefore(int e, int u) {
        return u == in.threadOf[e] ? in.indexOf[e] : clock[e * k + u];
    }

    /**
     * Adds {@code a <P b} and its transitive consequences: {@link #KEPT}, {@link #GREW} or {@link
     * #CYCLE}.
     */
    public int add(int a, int b) {
        if (before(a, b)) {
            return KEPT;
        }
        if (a == b || b == Chains.INIT || before(b, a)) {
            return CYCLE;
        }
        int tb = in.threadOf[b];
        int ib = in.indexOf[b];
        int ca = a * k;
        for (int u = 0; u < k; u++) {
            // The events at or after b in thread u form a suffix; a's clock does not reach b
            // (no cycle), so raising clocks does not move where that suffix starts.
            int start = in.offset[u];
            int end = in.offset[u + 1];
            for (int c = start + firstAtOrAfter(tb, ib, u); c < end; c++) {
                if (!raise(c * k, ca)) {
                    break;
                }
                if (raisedAt != null) {
                    raisedAt[c] = stamp;
                }
            }
        }
        return GREW;
    }

    /** Smallest j with {@code (tb, ib) ≤P (u, j)}, or {@code size(u)}. */
    private int firstAtOrAfter(int tb, int ib, int u) {
        if (u == tb) {
            return ib;
        }
        int base = in.offset[u];
        int lo = 0;
        int hi = in.size(u);
        while (lo < hi) {
            int mid = (lo + hi) >>> 1;
            if (clock[(base + mid) * k + tb] > ib) {
                hi = mid;
            } else {
                lo = mid + 1;
            }
        }
        return lo;
    }

    /**
     * Raises the clock at {@code cc} to include the one at {@code ca}; false if it already did, in
     * which case so do the clocks of all later events of the same thread.
     */
    private boolean raise(int cc, int ca) {
        boolean grew = false;
        for (int u = 0; u < k; u++) {
            if (clock[ca + u] > clock[cc + u]) {
                clock[cc + u] = clock[ca + u];
                grew = true;
            }
        }
        return grew;
    }
}
