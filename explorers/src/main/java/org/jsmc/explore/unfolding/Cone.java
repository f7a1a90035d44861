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
        if (m == null || m.depth < e.depth) {
            return false;
        }
        while (m.depth > e.depth) {
            m = m.threadPredecessor;
        }
        return m == e;
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

    /** {@code cone} with {@code e} added; {@code e}'s strict history must be in {@code cone}. */
    public static Occurrence[] with(Occurrence[] cone, Occurrence e) {
        Occurrence[] c = Arrays.copyOf(cone, Math.max(cone.length, e.thread + 1));
        c[e.thread] = e;
        return c;
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

    /** Whether the union of two configurations is not a configuration. */
    public static boolean inConflict(Occurrence[] a, Occurrence[] b) {
        return inConflict(a, null, b, null);
    }

    /**
     * Whether the union of two configurations is not a configuration, where {@code aStrict}, if not
     * null, is the maximum of {@code a} on its thread to leave out (for a strict history {@code
     * ⌊e⌋} given as {@code [e]}), and likewise {@code bStrict}.
     */
    static boolean inConflict(
            Occurrence[] a, Occurrence aStrict, Occurrence[] b, Occurrence bStrict) {
        List<Occurrence> onlyA = new ArrayList<>();
        List<Occurrence> onlyB = new ArrayList<>();
        int n = Math.max(a.length, b.length);
        for (int i = 0; i < n; i++) {
            Occurrence x = i < a.length ? a[i] : null;
            Occurrence y = i < b.length ? b[i] : null;
            if (x != null && x == aStrict) {
                x = x.threadPredecessor;
            }
            if (y != null && y == bStrict) {
                y = y.threadPredecessor;
            }
            if (x == y) {
                continue;
            }
            if (x == null || (y != null && y.depth > x.depth)) {
                if (!collect(y, x, onlyB)) {
                    return true;
                }
            } else if (!collect(x, y, onlyA)) {
                return true;
            }
        }
        for (Occurrence x : onlyA) {
            for (Occurrence y : onlyB) {
                if (Dependence.dependent(x, y)) {
                    return true;
                }
            }
        }
        return false;
    }

    /** Whether events {@code a} and {@code b} are in conflict. */
    public static boolean inConflict(Occurrence a, Occurrence b) {
        return inConflict(a.maxima, b.maxima);
    }

    /**
     * Adds the thread-tree path from {@code from} down to (not including) {@code to}, or to the
     * root if {@code to} is null, to {@code out}.
     *
     * @return false if {@code to} is not an ancestor of {@code from} (a same-thread conflict)
     */
    private static boolean collect(Occurrence from, Occurrence to, List<Occurrence> out) {
        int floor = to == null ? 0 : to.depth;
        Occurrence m = from;
        while (m != null && m.depth > floor) {
            if (m.interferes) {
                out.add(m);
            }
            m = m.threadPredecessor;
        }
        return m == to;
    }
}
