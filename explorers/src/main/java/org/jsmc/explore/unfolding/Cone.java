package org.jsmc.explore.unfolding;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * Configurations as per-thread maxima: {@code cone[i]} is the {@code <}-maximal event of thread
 * {@code i} in the configuration, or null. Every causally closed, conflict-free set is one such
 * array, and the local configuration of an event is its {@link Occurrence#maxima()}.
 *
 * <p>Two configurations are compatible (their union is a configuration) when, thread by thread, one
 * maximum is an ancestor of the other, and no event of the one that the other lacks depends on an
 * event of the other that the one lacks: such a pair is concurrent and dependent (an immediate
 * conflict below both). The differences are short walks in the thread trees (QPOR §5.5: most
 * queries span one to four levels).
 */
public final class Cone {
    private Cone() {}

    /** Whether {@code a ≤ b}: {@code a} is in the local configuration of {@code b}. */
    public static boolean precedes(Occurrence a, Occurrence b) {
        return contains(b.maxima, a);
    }

    /** Whether the configuration {@code cone} contains {@code e}. */
    public static boolean contains(Occurrence[] cone, Occurrence e) {
        if (e.thread >= cone.length) {
            return false;
        }
        Occurrence m = cone[e.thread];
        return m != null && m.depth >= e.depth && m.ancestorAt(e.depth) == e;
    }

    /** Raises {@code into} to the thread-wise later event of {@code into} and {@code from}. */
    static void mergeInto(Occurrence[] into, Occurrence[] from) {
        for (int i = 0; i < from.length; i++) {
            Occurrence f = from[i];
            if (f != null && (into[i] == null || into[i].depth < f.depth)) {
                into[i] = f;
            }
        }
    }

    /** The union of two compatible configurations. */
    public static Occurrence[] union(Occurrence[] a, Occurrence[] b) {
        Occurrence[] u = Arrays.copyOf(a, Math.max(a.length, b.length));
        mergeInto(u, b);
        return u;
    }

    /** Adds the events of {@code [e]} that {@code cone} lacks to {@code out}. */
    public static void addMissing(
            Occurrence e, Occurrence[] cone, java.util.Collection<Occurrence> out) {
        for (Occurrence m : e.maxima) {
            while (m != null && !contains(cone, m)) {
                out.add(m);
                m = m.threadPredecessor;
            }
        }
    }

    /** Whether events {@code a} and {@code b} are in conflict. */
    public static boolean inConflict(Occurrence a, Occurrence b) {
        return inConflict(a, false, b, false);
    }

    /**
     * Whether {@code [a] ∪ [b]} is not a configuration, where a strict flag takes the strict
     * history {@code ⌊e⌋} instead of {@code [e]}. Theorem 6 of QPOR, generalised: a same-thread
     * conflict shows as two thread-tree maxima that are not ancestor and descendant; a conflict
     * through a synchronisation object as two last operations on it that are not ordered (they form
     * a chain in every configuration); what remains are memory accesses (and terminal events),
     * checked pairwise among the few events one side has and the other lacks.
     */
    static boolean inConflict(Occurrence a, boolean aStrict, Occurrence b, boolean bStrict) {
        // The cheap tests first (thread-tree branches through the skip pointers, the objects'
        // chains), the pairwise test of memory accesses, which walks the histories, last.
        int n = Math.max(a.maxima.length, b.maxima.length);
        boolean onlyA = false;
        boolean onlyB = false;
        boolean terminalA = false;
        boolean terminalB = false;
        for (int i = 0; i < n; i++) {
            Occurrence x = maximum(a, aStrict, i);
            Occurrence y = maximum(b, bStrict, i);
            if (x == y) {
                continue;
            }
            boolean aAhead = aAhead(x, y);
            Occurrence top = aAhead ? x : y;
            Occurrence bottom = aAhead ? y : x;
            if (!descends(top, bottom)) {
                return true; // the thread went two ways
            }
            // A terminal event has no successor: only the top of a path can be one.
            if (aAhead) {
                onlyA = true;
                terminalA |= top.terminal;
            } else {
                onlyB = true;
                terminalB |= top.terminal;
            }
        }
        if ((terminalA && onlyB) || (terminalB && onlyA)) {
            return true;
        }
        if (objectsInConflict(a, aStrict, b, bStrict)) {
            return true;
        }
        if (a.dependence == Dependence.LOCKS || !onlyA || !onlyB) {
            return false; // no memory events, or none on one side
        }
        List<Occurrence> memoryA = new ArrayList<>();
        List<Occurrence> memoryB = new ArrayList<>();
        for (int i = 0; i < n; i++) {
            Occurrence x = maximum(a, aStrict, i);
            Occurrence y = maximum(b, bStrict, i);
            if (x != y) {
                boolean aAhead = aAhead(x, y);
                collectMemory(aAhead ? x : y, aAhead ? y : x, aAhead ? memoryA : memoryB);
            }
        }
        for (Occurrence x : memoryA) {
            for (Occurrence y : memoryB) {
                if (Dependence.dependent(x, y)) {
                    return true;
                }
            }
        }
        return false;
    }

    /**
     * Whether, of a thread's two different last events {@code x} (first history) and {@code y}
     * (second), {@code x} is the one at least as deep: the first history's path is from it.
     */
    private static boolean aAhead(Occurrence x, Occurrence y) {
        return y == null || (x != null && x.depth >= y.depth);
    }

    /** Thread {@code i}'s last event in {@code [e]}, or in {@code ⌊e⌋} if {@code strict}. */
    private static Occurrence maximum(Occurrence e, boolean strict, int i) {
        Occurrence m = i < e.maxima.length ? e.maxima[i] : null;
        return strict && m == e ? e.threadPredecessor : m;
    }

    /** Whether {@code to} is {@code from}'s ancestor in its thread's tree (null: the root). */
    private static boolean descends(Occurrence from, Occurrence to) {
        return to == null || from.ancestorAt(to.depth) == to;
    }

    /**
     * The accesses on the thread-tree path from {@code from} down to (not including) {@code to}.
     */
    private static void collectMemory(Occurrence from, Occurrence to, List<Occurrence> out) {
        int floor = to == null ? 0 : to.depth;
        for (Occurrence m = from; m != null && m.depth > floor; m = m.threadPredecessor) {
            if (m.touchesMemory) {
                out.add(m);
            }
        }
    }

    /** Whether some object's last operations in the two histories are not ordered. */
    private static boolean objectsInConflict(
            Occurrence a, boolean aStrict, Occurrence b, boolean bStrict) {
        long[] oa = a.objects;
        long[] ob = b.objects;
        int i = 0;
        int j = 0;
        while (i < oa.length && j < ob.length) {
            if (oa[i] < ob[j]) {
                i++;
            } else if (oa[i] > ob[j]) {
                j++;
            } else {
                Occurrence p = a.lastOps[i];
                Occurrence q = b.lastOps[j];
                if (aStrict && p == a) {
                    p = a.objectPredecessor;
                }
                if (bStrict && q == b) {
                    q = b.objectPredecessor;
                }
                if (p != q && p != null && q != null && !precedes(p, q) && !precedes(q, p)) {
                    return true;
                }
                i++;
                j++;
            }
        }
        return false;
    }
}
