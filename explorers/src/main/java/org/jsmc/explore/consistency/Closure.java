package org.jsmc.explore.consistency;

import java.util.Arrays;

/**
 * The closure P of {@code (X, GoodW)} (Agarwal et al. CAV'21 §4.2, heuristic H2): the weakest
 * partial order refining program order and the edges in which, for every reading event r of
 * location x, with {@code Cl(r) = GoodW(r) ∩ VisibleW_P(r)}:
 *
 * <ol>
 *   <li>{@code Cl(r)} is not empty;
 *   <li>if {@code Cl(r)} has a P-least element w, then {@code w <P r};
 *   <li>if {@code Cl(r)} has a P-greatest element w, every write w̄ of x not in {@code GoodW(r)}
 *       with {@code w̄ <P r} has {@code w̄ <P w};
 *   <li>every write w̄ of x not in {@code GoodW(r)} that all of {@code Cl(r)} precedes has {@code r
 *       <P w̄}.
 * </ol>
 *
 * All four rules are applied to sets of any size (the reference implementation applies 3 and 4 only
 * to singleton good-write sets). Each rule holds in every witness that refines P, because the write
 * r reads from is always in {@code Cl(r)}; so every witness refines the closure, and a cycle or an
 * empty {@code Cl(r)} proves that there is none. The paper gives no construction: this is a
 * fixpoint, sweeping all reads until no edge is added.
 *
 * <p>A read-modify-write r that writes its own location is not a write r can read from, nor one
 * that hides a write from r.
 */
final class Closure {
    /** No such write (distinct from {@link Instance#INIT}). */
    private static final int NONE = -2;

    private final Instance in;
    private final PartialOrder p;

    /** {@code good[w + 1] == stamp} marks the good writes of the read being processed. */
    private final int[] good;

    /** Per thread: the last write of x strictly P-before r, or NONE. */
    private final int[] last;

    /** {@code Cl(r)} of the read being processed, in its first entries. */
    private final int[] cl;

    private int stamp;

    private Closure(Instance in, PartialOrder base) {
        this.in = in;
        this.p = base.copy();
        this.good = new int[in.n + 1];
        this.last = new int[in.k];
        int widest = 0;
        for (int r = 0; r < in.n; r++) {
            if (in.goodWrites[r] != null) {
                widest = Math.max(widest, in.goodWrites[r].length);
            }
        }
        this.cl = new int[widest];
    }

    /** The closure of {@code base} under rules 1–4, or null if it does not exist (no witness). */
    static PartialOrder of(Instance in, PartialOrder base) {
        Closure c = new Closure(in, base);
        boolean grew;
        do {
            grew = false;
            // Backwards: an edge into an event raises the clocks of all events after it, until
            // one already has the new predecessors, so edges into later events should come first.
            for (int r = in.n - 1; r >= 0; r--) {
                if (in.goodWrites[r] != null) {
                    int result = c.apply(r);
                    if (result == PartialOrder.CYCLE) {
                        return null;
                    }
                    grew |= result == PartialOrder.GREW;
                }
            }
        } while (grew);
        return c.p;
    }

    /** Applies rules 1–4 to read r: {@code GREW}, {@code KEPT}, or {@code CYCLE} for "none". */
    private int apply(int r) {
        int x = in.readLocation[r];
        stamp++;
        for (int w : in.goodWrites[r]) {
            good[w + 1] = stamp;
        }
        lastWritesBefore(r, x);
        int size = visibleGoodWrites(r);
        if (size == 0) {
            return PartialOrder.CYCLE; // rule 1
        }
        // Cl(r) is computed once; edges added below only shrink the true Cl(r), and the rules
        // stay sound for any set that contains the write r reads from.
        int result = PartialOrder.KEPT;
        int least = extreme(size, true);
        if (least != NONE) {
            result = merge(result, p.add(least, r)); // rule 2
        }
        int greatest = extreme(size, false);
        for (int u = 0; u < in.k && greatest != NONE && result != PartialOrder.CYCLE; u++) {
            int wbar = lastNonGood(x, u, last[u]);
            if (wbar != NONE) {
                result = merge(result, p.add(wbar, greatest)); // rule 3
            }
        }
        for (int u = 0; u < in.k && result != PartialOrder.CYCLE; u++) {
            int wbar = firstNonGoodAfterAll(r, x, u, size);
            if (wbar != NONE) {
                result = merge(result, p.add(r, wbar)); // rule 4
            }
        }
        return result;
    }

    private static int merge(int a, int b) {
        return a == PartialOrder.CYCLE || b == PartialOrder.CYCLE
                ? PartialOrder.CYCLE
                : Math.max(a, b);
    }

    /** Fills {@link #last}: per thread, the last write of x strictly P-before r, or NONE. */
    private void lastWritesBefore(int r, int x) {
        for (int u = 0; u < in.k; u++) {
            int[] ws = in.writers[x][u];
            int limit = p.countBefore(r, u);
            int at = Arrays.binarySearch(ws, limit);
            int below = at >= 0 ? at - 1 : -at - 2; // the last index < limit
            last[u] = below >= 0 ? in.offset[u] + ws[below] : NONE;
        }
    }

    /** Fills {@link #cl} with {@code Cl(r)}; returns its size. */
    private int visibleGoodWrites(int r) {
        int size = 0;
        for (int w : in.goodWrites[r]) {
            if (w != r && !p.before(r, w) && !hidden(w)) {
                cl[size++] = w;
            }
        }
        return size;
    }

    /**
     * Whether a write w' of x with {@code w <P w' <P r} exists; the last such write of each thread
     * is the one to test, as the earlier ones are before it.
     */
    private boolean hidden(int w) {
        for (int u = 0; u < in.k; u++) {
            if (last[u] != NONE && (w == Instance.INIT || p.before(w, last[u]))) {
                return true;
            }
        }
        return false;
    }

    /** The P-least (or greatest) element of {@code cl[0..size)}, or NONE. */
    private int extreme(int size, boolean least) {
        int best = cl[0];
        for (int m = 1; m < size; m++) {
            if (least ? p.before(cl[m], best) : p.before(best, cl[m])) {
                best = cl[m];
            }
        }
        for (int m = 0; m < size; m++) {
            if (cl[m] != best && !(least ? p.before(best, cl[m]) : p.before(cl[m], best))) {
                return NONE;
            }
        }
        return best;
    }

    /**
     * The last write of x of thread u at or before {@code from} (a gid) not good for r, or NONE.
     */
    private int lastNonGood(int x, int u, int from) {
        if (from == NONE) {
            return NONE;
        }
        int[] ws = in.writers[x][u];
        for (int m = Arrays.binarySearch(ws, in.indexOf[from]); m >= 0; m--) {
            int w = in.offset[u] + ws[m];
            if (good[w + 1] != stamp) {
                return w;
            }
        }
        return NONE;
    }

    /**
     * The first write w̄ of x of thread u, other than r and not good for r, that every element of
     * {@code Cl(r)} precedes, or NONE. The later ones follow it in program order.
     */
    private int firstNonGoodAfterAll(int r, int x, int u, int size) {
        int from = 0;
        for (int m = 0; m < size; m++) {
            from = Math.max(from, p.firstAfter(cl[m], u));
        }
        int[] ws = in.writers[x][u];
        int at = Arrays.binarySearch(ws, from);
        for (int m = at >= 0 ? at : -at - 1; m < ws.length; m++) {
            int w = in.offset[u] + ws[m];
            if (w != r && good[w + 1] != stamp) {
                return p.before(r, w) ? NONE : w;
            }
        }
        return NONE;
    }
}
