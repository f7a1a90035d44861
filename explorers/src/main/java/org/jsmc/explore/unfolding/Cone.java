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

    /** Whether every event of configuration {@code inner} is in configuration {@code outer}. */
    public static boolean inside(Occurrence[] inner, Occurrence[] outer) {
        for (Occurrence m : inner) {
            if (m != null && !contains(outer, m)) {
                return false;
            }
        }
        return true;
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
        Delta onlyA = new Delta();
        Delta onlyB = new Delta();
        Occurrence[] ma = a.maxima;
        Occurrence[] mb = b.maxima;
        int n = Math.max(ma.length, mb.length);
        for (int i = 0; i < n; i++) {
            Occurrence x = i < ma.length ? ma[i] : null;
            Occurrence y = i < mb.length ? mb[i] : null;
            if (aStrict && x == a) {
                x = a.threadPredecessor;
            }
            if (bStrict && y == b) {
                y = b.threadPredecessor;
            }
            if (x == y) {
                continue;
            }
            if (x == null || (y != null && y.depth > x.depth)) {
                if (!onlyB.collect(y, x)) {
                    return true;
                }
            } else if (!onlyA.collect(x, y)) {
                return true;
            }
        }
        if ((onlyA.terminal && onlyB.size > 0) || (onlyB.terminal && onlyA.size > 0)) {
            return true;
        }
        if (objectsInConflict(a, aStrict, b, bStrict)) {
            return true;
        }
        for (Occurrence x : onlyA.memory) {
            for (Occurrence y : onlyB.memory) {
                if (Dependence.dependent(x, y)) {
                    return true;
                }
            }
        }
        return false;
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

    /** The events one history has and the other lacks, as far as conflicts go. */
    private static final class Delta {
        final List<Occurrence> memory = new ArrayList<>();
        int size;
        boolean terminal;

        /**
         * Takes the thread-tree path from {@code from} down to (not including) {@code to}, or to
         * the root if {@code to} is null.
         *
         * @return false if {@code to} is not an ancestor of {@code from} (a same-thread conflict)
         */
        boolean collect(Occurrence from, Occurrence to) {
            int floor = to == null ? 0 : to.depth;
            if (from.dependence == Dependence.LOCKS) {
                // Nothing to compare pairwise: count, and see whether the top is terminal (a
                // terminal event has no successor, so only a maximum can be one).
                size += from.depth - floor;
                terminal |= from.terminal;
                return to == null || from.ancestorAt(floor) == to;
            }
            Occurrence m = from;
            while (m != null && m.depth > floor) {
                size++;
                terminal |= m.terminal;
                if (m.touchesMemory) {
                    memory.add(m);
                }
                m = m.threadPredecessor;
            }
            return m == to;
        }
    }
}
