package org.jsmc.explore.apo;

import java.util.Arrays;
import org.jsmc.explore.consistency.Chains;
import org.jsmc.explore.consistency.PartialOrder;

/**
 * The closure of an annotated partial order (VC-DPOR §4.2, Alg. 1–4; note §2.3 and §2.5): the
 * weakest {@code Q ⊑ P} in which every read r satisfies
 *
 * <ul>
 *   <li>C1: some good write visible to r is ordered before it;
 *   <li>C2: some P-maximal visible write of r is good;
 *   <li>C3: every bad P-minimal visible write ordered before r is ordered before a good visible
 *       write,
 * </ul>
 *
 * or ⊥ (null) if none exists. Each rule adds an order every closure must contain: Rule 1 the least
 * good visible write before r, Rule 2 r before a latest visible write of the other side that the
 * good visible writes precede, Rule 3 the bad write before a latest visible write of its other
 * side. A write w is visible to r when it writes r's location, is not after r, and no write of the
 * location lies between them.
 *
 * <p>Under the invariants of {@link Apo} (a root chain, conflicting leaf events ordered but for
 * alike writes) the paper's writes are unique, and where alike writes leave several candidates
 * every one of them is forced (package documentation); a rule that finds none, Rule 1 with two
 * least good writes, or a rule that adds nothing, is a bug and raises {@link IllegalStateException}
 * instead of a wrong answer (note P9). Reads are checked C1, C2, C3 in turn, each again after every
 * insertion, and all of them again until none inserts (note P10). Visible writes are found per
 * thread ({@link #collectVisible}), O(t log w + t²) per read for w writes of its location in t
 * threads.
 */
final class Closure {
    private final Apo a;
    private final PartialOrder q;

    /** Scratch: the visible writes of the current read, and how many. */
    private int[] visible = new int[8];

    private int visibleCount;

    /**
     * Scratch for {@link #collectVisible}, per thread with writes of the location: where its writes
     * end in the location's writers, its last write before r, and the position of its first write
     * not before r.
     */
    private final int[] segmentEnd;

    private final int[] lastBefore;
    private final int[] notBefore;

    /** Per location (filled on first use), where each thread's writes start in its writers. */
    private final int[][] segments;

    /** Works on {@code q}: a's order, or one containing it. */
    private Closure(Apo a, PartialOrder q) {
        this.a = a;
        this.q = q;
        int k = a.chains.threads();
        this.segmentEnd = new int[k];
        this.lastBefore = new int[k];
        this.notBefore = new int[k];
        this.segments = new int[a.writers.length][];
    }

    /** The closure of {@code a}'s order, or null for ⊥. */
    static PartialOrder of(Apo a) {
        Closure c = new Closure(a, a.order.copy());
        return c.close() ? c.q : null;
    }

    /**
     * Which writes of location {@code x} (in the order of {@link Apo#writers}) are visible to no
     * read of x under {@code q}, an order containing a's (not modified).
     */
    static boolean[] unobservable(Apo a, int x, PartialOrder q) {
        Closure c = new Closure(a, q);
        int[] ws = a.writers[x];
        boolean[] out = new boolean[ws.length];
        Arrays.fill(out, true);
        for (int r = 0; r < a.chains.events(); r++) {
            if (a.reads[r] && a.location[r] == x) {
                c.collectVisible(r);
                for (int i = 0; i < c.visibleCount; i++) {
                    int w = c.visible[i];
                    if (w != Chains.INIT) {
                        out[Arrays.binarySearch(ws, w)] = false;
                    }
                }
            }
        }
        return out;
    }

    /**
     * Passes over the reads until one inserts nothing. A pass visits only the reads whose rules may
     * see something new: those whose own clock or some write of whose location has been raised
     * since the previous pass began, every read in the first pass unless P is seeded with an
     * earlier closure (then the first pass visits what was added to the seed). The rules of a read
     * look only at the order among it and its location's writes, and each clock of those is
     * unchanged for a read not visited, so it satisfies them still.
     */
    private boolean close() {
        boolean all = !q.tracked();
        int since = 1;
        int[] latest = new int[a.writers.length];
        boolean changed = true;
        while (changed) {
            changed = false;
            q.track(since + 1);
            for (int x = 0; x < latest.length; x++) {
                latest[x] = 0;
                for (int w : a.writers[x]) {
                    latest[x] = Math.max(latest[x], q.raisedAt(w));
                }
            }
            for (int r = 0; r < a.chains.events(); r++) {
                if (!a.reads[r] || !all && q.raisedAt(r) < since && latest[a.location[r]] < since) {
                    continue;
                }
                int result;
                while ((result = step(r)) == PartialOrder.GREW) {
                    changed = true;
                }
                if (result == PartialOrder.CYCLE) {
                    return false;
                }
            }
            all = false;
            since++;
        }
        return true;
    }

    /**
     * Applies the first rule whose condition r violates: {@link PartialOrder#GREW}, {@link
     * PartialOrder#CYCLE} for ⊥, or {@link PartialOrder#KEPT} when r satisfies all three.
     */
    private int step(int r) {
        collectVisible(r);
        if (!c1(r)) {
            int w = leastGoodVisible(r);
            return w == NONE ? PartialOrder.CYCLE : insert(w, r);
        }
        if (!c2(r)) {
            int w = latestAfterGood(r);
            return w == NONE ? PartialOrder.CYCLE : insert(r, w);
        }
        int bad = violatingC3(r);
        if (bad != NONE) {
            int w = latestVisibleOnSide(!a.rootSide(bad));
            if (w == NONE) {
                throw new IllegalStateException("closure: no write to overwrite " + bad);
            }
            return insert(bad, w);
        }
        return PartialOrder.KEPT;
    }

    private static final int NONE = Integer.MIN_VALUE;

    private int insert(int before, int after) {
        int result = q.add(before, after);
        if (result == PartialOrder.KEPT) {
            throw new IllegalStateException("closure: a rule added nothing");
        }
        return result;
    }

    /**
     * The writes visible to r, INIT first and then by gid (not r itself, where r is an update). Per
     * thread u, the writes of r's location form a chain: those before r end with u's last one
     * (every earlier one is hidden by it), then come those unordered with r (never hidden: a hiding
     * write would put them before r), then those after r. A last write is hidden exactly when
     * another thread's last write follows it, since a write between it and r is at or before its
     * own thread's last.
     */
    private void collectVisible(int r) {
        int x = a.location[r];
        int[] ws = a.writers[x];
        int[] start = segments(x);
        Chains c = a.chains;
        int threads = 0;
        for (int u = 0; u + 1 < start.length; u++) {
            int lo = start[u];
            int hi = start[u + 1];
            if (lo == hi) {
                continue;
            }
            segmentEnd[threads] = hi;
            int before = q.countBefore(r, u);
            int first = lo;
            while (lo < hi) { // the first of u's writes not before r
                int mid = (lo + hi) >>> 1;
                if (c.index(ws[mid]) < before) {
                    lo = mid + 1;
                } else {
                    hi = mid;
                }
            }
            lastBefore[threads] = lo > first ? ws[lo - 1] : NONE;
            notBefore[threads++] = lo;
        }
        visibleCount = 0;
        boolean anyBefore = false;
        for (int t = 0; t < threads; t++) {
            anyBefore |= lastBefore[t] != NONE;
        }
        if (!anyBefore) {
            addVisible(Chains.INIT);
        }
        for (int t = 0; t < threads; t++) {
            int last = lastBefore[t];
            if (last != NONE && !followedByLast(last, threads)) {
                addVisible(last);
            }
            for (int i = notBefore[t]; i < segmentEnd[t] && !q.before(r, ws[i]); i++) {
                if (ws[i] != r) { // an update writes after it reads
                    addVisible(ws[i]);
                }
            }
        }
    }

    /** Where each thread's writes of location x start in its writers, and their end. */
    private int[] segments(int x) {
        if (segments[x] == null) {
            int[] ws = a.writers[x];
            int k = a.chains.threads();
            int[] start = new int[k + 1];
            int i = 0;
            for (int u = 0; u <= k; u++) {
                while (i < ws.length && a.chains.thread(ws[i]) < u) {
                    i++;
                }
                start[u] = i;
            }
            segments[x] = start;
        }
        return segments[x];
    }

    private boolean followedByLast(int w, int threads) {
        for (int t = 0; t < threads; t++) {
            if (lastBefore[t] != NONE && q.before(w, lastBefore[t])) {
                return true;
            }
        }
        return false;
    }

    private void addVisible(int w) {
        if (visibleCount == visible.length) {
            visible = java.util.Arrays.copyOf(visible, 2 * visibleCount);
        }
        visible[visibleCount++] = w;
    }

    private boolean maximal(int w) {
        for (int i = 0; i < visibleCount; i++) {
            if (q.before(w, visible[i])) {
                return false;
            }
        }
        return true;
    }

    private boolean minimal(int w) {
        for (int i = 0; i < visibleCount; i++) {
            if (q.before(visible[i], w)) {
                return false;
            }
        }
        return true;
    }

    private boolean c1(int r) {
        for (int i = 0; i < visibleCount; i++) {
            int w = visible[i];
            if (q.before(w, r) && a.isGood(r, w)) {
                return true;
            }
        }
        return false;
    }

    private boolean c2(int r) {
        for (int i = 0; i < visibleCount; i++) {
            int w = visible[i];
            if (a.isGood(r, w) && maximal(w)) {
                return true;
            }
        }
        return false;
    }

    /** Rule 1's write: the least good visible write, NONE if there is none. */
    private int leastGoodVisible(int r) {
        int least = NONE;
        for (int i = 0; i < visibleCount; i++) {
            int w = visible[i];
            if (!a.isGood(r, w)) {
                continue;
            }
            boolean first = true;
            for (int j = 0; j < visibleCount && first; j++) {
                int v = visible[j];
                first = v == w || !a.isGood(r, v) || !q.before(v, w);
            }
            if (first) {
                if (least != NONE) {
                    throw new IllegalStateException("closure: two least good writes for " + r);
                }
                least = w;
            }
        }
        return least;
    }

    /**
     * Rule 2's write: a maximal visible write on the side opposite r that every good visible write
     * of r is ordered before, or NONE.
     */
    private int latestAfterGood(int r) {
        boolean rootSide = !a.rootEvent(r);
        for (int i = 0; i < visibleCount; i++) {
            int w = visible[i];
            if (a.rootSide(w) != rootSide || !maximal(w)) {
                continue;
            }
            boolean afterGood = true;
            for (int j = 0; j < visibleCount && afterGood; j++) {
                int g = visible[j];
                afterGood = !a.isGood(r, g) || q.before(g, w);
            }
            if (afterGood) {
                return w;
            }
        }
        return NONE;
    }

    /** A maximal visible write on the root's side ({@code rootSide}) or the leaves', or NONE. */
    private int latestVisibleOnSide(boolean rootSide) {
        for (int i = 0; i < visibleCount; i++) {
            int w = visible[i];
            if (a.rootSide(w) == rootSide && maximal(w)) {
                return w;
            }
        }
        return NONE;
    }

    /**
     * A bad minimal visible write ordered before r that no good visible write follows (C3's
     * violation), or NONE.
     */
    private int violatingC3(int r) {
        for (int i = 0; i < visibleCount; i++) {
            int bad = visible[i];
            if (a.isGood(r, bad) || !q.before(bad, r) || !minimal(bad)) {
                continue;
            }
            boolean overwritten = false;
            for (int j = 0; j < visibleCount && !overwritten; j++) {
                int w = visible[j];
                overwritten = a.isGood(r, w) && q.before(bad, w);
            }
            if (!overwritten) {
                return bad;
            }
        }
        return NONE;
    }
}
