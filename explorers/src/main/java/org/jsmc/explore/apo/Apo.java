package org.jsmc.explore.apo;

import java.util.Arrays;
import org.jsmc.explore.consistency.Chains;
import org.jsmc.explore.consistency.PartialOrder;

/**
 * An annotated partial order (VC-DPOR §4.1, note §2.2): events of one root thread and of leaf
 * threads, each a read, a write or an update (a read-modify-write, or a compare-exchange that
 * succeeds: it reads and then writes, in one step) of one location, or an event that accesses no
 * location and only carries order, such as a spawn; a partial order {@code P} containing thread
 * order; for each read and update its good writes. The initial write of every location ({@link
 * Chains#INIT}) is a root-side write before every event (note P1).
 *
 * <p>The paper's values and sides are the caller's, and reach the closure only through the good
 * writes: a good write of a read writes its location and the value the read returns, and a root
 * read's good writes lie on one side (the root's writes and INIT, or the leaves'). The invariants
 * the closure rules rely on (note §2.2 item 6, P8) are the caller's too: the root's events form a
 * chain (thread order does it), and every two conflicting leaf events of different threads are
 * ordered by {@code P}, except two writes that are good writes of exactly the same reads, none of
 * them the root's (package documentation).
 *
 * <p>Events are numbered thread by thread ({@link Chains}); {@code P} is a {@link PartialOrder}
 * over them. Built once by its creator, then read (the closure is computed on first use and kept).
 */
public final class Apo {
    final Chains chains;
    final int root;
    final boolean[] reads;

    /** Per gid, whether the event is an update: a read (in {@link #reads}) that also writes. */
    final boolean[] updates;

    final int[] location;
    final int[][] good;
    final PartialOrder order;

    /** The writes of each location, ascending gids. */
    final int[][] writers;

    /** {@link #closure()}, once computed (null: ⊥ or not yet; see {@link #closed}). */
    private PartialOrder closure;

    private boolean closed;

    /** {@link #everGood}, once computed. */
    private boolean[] everGood;

    private Apo(
            Chains chains,
            int root,
            boolean[] reads,
            boolean[] updates,
            int[] location,
            int[][] good,
            int[][] writers,
            PartialOrder order) {
        this.chains = chains;
        this.root = root;
        this.reads = reads;
        this.updates = updates;
        this.location = location;
        this.good = good;
        this.order = order;
        this.writers = writers;
    }

    private static int[][] writers(
            Chains c, boolean[] reads, boolean[] updates, int[] location, int locations) {
        int[] count = new int[locations];
        for (int g = 0; g < c.events(); g++) {
            if ((!reads[g] || updates[g]) && location[g] >= 0) {
                count[location[g]]++;
            }
        }
        int[][] out = new int[locations][];
        for (int x = 0; x < locations; x++) {
            out[x] = new int[count[x]];
            count[x] = 0;
        }
        for (int g = 0; g < c.events(); g++) {
            if ((!reads[g] || updates[g]) && location[g] >= 0) {
                out[location[g]][count[location[g]]++] = g;
            }
        }
        return out;
    }

    /** The events' layout. */
    public Chains chains() {
        return chains;
    }

    /** The number of locations. */
    public int locations() {
        return writers.length;
    }

    /** The root thread. */
    public int root() {
        return root;
    }

    /** The partial order P; the closure works on a copy. */
    public PartialOrder order() {
        return order;
    }

    /** Whether event {@code g} reads (a read, an acquisition or an update). */
    public boolean isRead(int g) {
        return reads[g];
    }

    /** Whether event {@code g} writes its location (a write, a release or an update). */
    public boolean isWrite(int g) {
        return (!reads[g] || updates[g]) && location[g] >= 0;
    }

    public int location(int g) {
        return location[g];
    }

    /** Whether write {@code w} is on the root's side (INIT is). */
    boolean rootSide(int w) {
        return w == Chains.INIT || chains.thread(w) == root;
    }

    /** Whether event {@code e} (not INIT) is on the root's side. */
    boolean rootEvent(int e) {
        return chains.thread(e) == root;
    }

    /**
     * The closure of P (VC-DPOR §4.2): the weakest refinement in which every read is guaranteed a
     * good write, or null if none exists (then no linearization reads good writes only). Computed
     * once; not to be modified.
     */
    public PartialOrder closure() {
        if (!closed) {
            closure = Closure.of(this);
            closed = true;
        }
        return closure;
    }

    /**
     * Realize (VC-DPOR Thm. 4.5): a linearization of P in which every read reads one of its good
     * writes, as gids in order, or null if there is none. Polynomial: the closure, then the
     * root-first linearization of it.
     */
    public int[] realize() {
        PartialOrder q = closure();
        return q == null ? null : Linearize.of(chains, q, root);
    }

    /**
     * Whether write {@code w} is a good write of some read ("ever-good", VC-DPOR §6 Optimization
     * 3): a write no read has as a good write is bad for all of them.
     */
    public boolean everGood(int w) {
        if (everGood == null) {
            boolean[] out = new boolean[chains.events()];
            for (int[] writes : good) {
                for (int v : writes == null ? new int[0] : writes) {
                    if (v != Chains.INIT) {
                        out[v] = true;
                    }
                }
            }
            everGood = out;
        }
        return everGood[w];
    }

    /** Whether {@code w} is a good write of read {@code r}. */
    public boolean isGood(int r, int w) {
        return Arrays.binarySearch(good[r], w) >= 0;
    }

    /**
     * An annotated partial order with {@code P} = thread order plus {@code edges} (pairs of gids),
     * or null if they close a cycle.
     *
     * @param sizes events per thread
     * @param reads per gid, read or update (else write, or an event that accesses no location)
     * @param updates per gid, update (it reads, and writes after reading)
     * @param location per gid, its location {@code 0..locations-1}, or -1 for an event that
     *     accesses none (a spawn, a join: it only carries order)
     * @param good per read gid, its good writes (gids or INIT); null for writes
     */
    public static Apo of(
            int[] sizes,
            int root,
            boolean[] reads,
            boolean[] updates,
            int[] location,
            int[][] good,
            int locations,
            int[][] edges) {
        int[][] sorted = new int[good.length][];
        for (int g = 0; g < sorted.length; g++) {
            if (reads[g]) {
                sorted[g] = good[g].clone();
                Arrays.sort(sorted[g]);
            }
        }
        return adopt(
                sizes,
                root,
                reads.clone(),
                updates.clone(),
                location.clone(),
                sorted,
                locations,
                edges,
                null);
    }

    /**
     * {@link #of} over the caller's arrays as they are, not copied (the caller gives them up; each
     * read's good writes sorted ascending), with the orders of {@code seed} added (null: none): the
     * closure of an annotated partial order this one extends (its events a prefix of each thread's,
     * its good writes and its orders among these). Every witness of this order restricts to one of
     * the seed's order, so it keeps the seed's closure: the seed changes no witness, and spares the
     * closure deriving those orders again.
     */
    public static Apo adopt(
            int[] sizes,
            int root,
            boolean[] reads,
            boolean[] updates,
            int[] location,
            int[][] good,
            int locations,
            int[][] edges,
            PartialOrder seed) {
        Chains chains = Chains.of(sizes);
        PartialOrder p =
                seed == null
                        ? PartialOrder.programOrder(chains)
                        : PartialOrder.seeded(chains, seed);
        for (int[] e : edges) {
            if (p.add(e[0], e[1]) == PartialOrder.CYCLE) {
                return null;
            }
        }
        return new Apo(
                chains,
                root,
                reads,
                updates,
                location,
                good,
                writers(chains, reads, updates, location, locations),
                p);
    }

    /** The writes of location {@code x}, ascending gids; not to be modified. */
    public int[] writers(int x) {
        return writers[x];
    }

    /**
     * Which writes of location {@code x} (in the order of {@link #writers}) are unobservable under
     * {@code q}, an order containing P: visible to no read of {@code x} (the closure's visibility),
     * so every such read is ordered before the write, or after another write of {@code x} that
     * follows it. No linearization of q lets a read read such a write, and where it stands between
     * the others changes no read's write: whatever it could hide from a read, the write after it
     * hides too (Optimization 3's second case, VC-DPOR App. D). New reads can make it observable
     * again; new orders cannot.
     */
    public boolean[] unobservable(int x, PartialOrder q) {
        return Closure.unobservable(this, x, q);
    }

    /**
     * Copies the kinds, locations and good writes of events {@code from .. from + length - 1} into
     * the arrays of another order's layout, at {@code to} (where a thread's events move in an
     * extension).
     */
    public void copyEvents(
            int from,
            int length,
            boolean[] reads,
            boolean[] updates,
            int[] location,
            int[][] good,
            int to) {
        System.arraycopy(this.reads, from, reads, to, length);
        System.arraycopy(this.updates, from, updates, to, length);
        System.arraycopy(this.location, from, location, to, length);
        System.arraycopy(this.good, from, good, to, length);
    }

    /** Read {@code g}'s good writes, ascending; not to be modified. */
    public int[] good(int g) {
        return good[g];
    }

    /**
     * The same events and good writes over {@code p}, an order that contains this one's {@code P}
     * (the exploration's Extend adds orders to a copy). Shares everything but the order.
     */
    public Apo withOrder(PartialOrder p) {
        return new Apo(chains, root, reads, updates, location, good, writers, p);
    }

    /** The same events and order with read {@code r}'s good writes {@code writes} instead. */
    public Apo withGood(int r, int[] writes) {
        int[][] g = good.clone();
        g[r] = writes.clone();
        Arrays.sort(g[r]);
        return new Apo(chains, root, reads, updates, location, g, writers, order);
    }
}
