package org.jsmc.explore.trust;

import org.jsmc.explore.graph.Graph;
import org.jsmc.explore.graph.Node;
import org.jsmc.explore.graph.Porf;

/**
 * Which backward revisits TruSt performs (Kokologiannakis et al. POPL'22; seed-003 §2.5, P9, P10).
 * A new write {@code a} may become the source of an earlier read {@code r} outside its porf-prefix;
 * the graph keeps the nodes added up to {@code r} and the porf-prefix of {@code a}.
 *
 * <p>The revisit is performed only if the rest, {@code {r} ∪ D}, is what re-adding those nodes in
 * {@code <_G} order would rebuild "maximally" ({@link #maximal}): each read reading the
 * coherence-latest write among the nodes before it, each write placed last, each choice taking its
 * first alternative. That is what makes TruSt optimal: the graph has one parent. And it is
 * performed only if the kept nodes read kept writes: a kept read that a deleted write had revisited
 * would lose its source (GenMC marks the porf-prefix of a revisiting write non-revisitable for the
 * same reason).
 */
final class Revisits {
    private Revisits() {}

    /** How many nodes of each thread a revisit of {@code r} by {@code a} keeps. */
    static int[] kept(Graph g, Node r, int[] porfOfA) {
        int[] keep = new int[g.threads()];
        for (int t = 0; t < g.threads(); t++) {
            int k = 0;
            while (k < g.size(t) && g.node(t, k).stamp() <= r.stamp()) {
                k++;
            }
            keep[t] = Math.max(k, t < porfOfA.length ? porfOfA[t] : 0);
        }
        return keep;
    }

    /** Whether every kept read other than {@code r} reads a kept write. */
    static boolean sourcesKept(Graph g, int[] keep, Node r) {
        for (int t = 0; t < g.threads(); t++) {
            for (int i = 0; i < keep[t]; i++) {
                Node x = g.node(t, i);
                if (x != r && x.kind().reads() && x.rf() >= 0 && !Porf.contains(keep, x.rf())) {
                    return false;
                }
            }
        }
        return true;
    }

    /** Whether {@code r} and every node the revisit deletes were added maximally. */
    static boolean maximal(Graph g, Node r, int[] keep, int[] porfOfA, Node a) {
        for (int t = 0; t < g.threads(); t++) {
            for (int i = 0; i < g.size(t); i++) {
                Node e = g.node(t, i);
                boolean deleted = i >= keep[t];
                if ((deleted || e.ref() == r.ref()) && !maximallyAdded(g, e, porfOfA, a)) {
                    return false;
                }
            }
        }
        return true;
    }

    private static boolean maximallyAdded(Graph g, Node e, int[] porfOfA, Node a) {
        if (e.choice() > 0) {
            return false;
        }
        int l = e.location();
        if (e.kind().reads()) {
            int w = e.rf();
            if (!previous(g, w, e, porfOfA, a)) {
                return false;
            }
            int[] co = g.co(l);
            for (int k = g.coIndex(l, w) + 1; k < co.length; k++) {
                if (co[k] != e.ref() && previous(g, co[k], e, porfOfA, a)) {
                    return false;
                }
            }
        }
        if (e.kind().writes() && e.placed()) {
            int[] co = g.co(l);
            for (int k = g.coIndex(l, e.ref()) + 1; k < co.length; k++) {
                if (previous(g, co[k], e, porfOfA, a)) {
                    return false;
                }
            }
        }
        return true;
    }

    /** Whether {@code x} is in Previous(e): added no later than e, or porf-before a (not a). */
    private static boolean previous(Graph g, int x, Node e, int[] porfOfA, Node a) {
        if (x == Graph.INIT) {
            return true;
        }
        if (x == a.ref()) {
            return false;
        }
        return g.node(x).stamp() <= e.stamp() || Porf.contains(porfOfA, x);
    }
}
