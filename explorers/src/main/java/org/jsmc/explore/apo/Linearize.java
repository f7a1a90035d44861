package org.jsmc.explore.apo;

import org.jsmc.explore.consistency.Chains;
import org.jsmc.explore.consistency.PartialOrder;

/**
 * The root-first linearization of a closed annotated partial order (VC-DPOR Lemma 4.1, note §2.4):
 * every root event as early as the order allows. For each root event in thread order, first the
 * leaf events ordered before it that are not out yet, then the root event; then the remaining leaf
 * events. Leaf events go out in an order that respects the partial order, the lowest thread first
 * among those ready. Of a closed order, this linearization is a witness; an arbitrary one need not
 * be (note P11).
 */
final class Linearize {
    private final Chains c;
    private final PartialOrder q;
    private final int root;
    private final int[] next;
    private final int[] out;
    private int size;

    private Linearize(Chains c, PartialOrder q, int root) {
        this.c = c;
        this.q = q;
        this.root = root;
        this.next = new int[c.threads()];
        this.out = new int[c.events()];
    }

    /** The events of {@code q} (closed) in root-first order, as gids. */
    static int[] of(Chains c, PartialOrder q, int root) {
        Linearize l = new Linearize(c, q, root);
        int[] upTo = new int[c.threads()];
        for (int i = 0; i < c.size(root); i++) {
            int e = c.gid(root, i);
            for (int u = 0; u < c.threads(); u++) {
                upTo[u] = u == root ? 0 : q.countBefore(e, u);
            }
            l.leavesUpTo(upTo);
            l.emit(e);
        }
        for (int u = 0; u < c.threads(); u++) {
            upTo[u] = u == root ? 0 : c.size(u);
        }
        l.leavesUpTo(upTo);
        return l.out;
    }

    /** Emits leaf events until each leaf thread u has {@code upTo[u]} out. */
    private void leavesUpTo(int[] upTo) {
        boolean progress = true;
        while (progress) {
            progress = false;
            for (int u = 0; u < c.threads(); u++) {
                if (u != root && next[u] < upTo[u] && ready(c.gid(u, next[u]))) {
                    emit(c.gid(u, next[u]));
                    progress = true;
                    break;
                }
            }
        }
        for (int u = 0; u < c.threads(); u++) {
            if (u != root && next[u] < upTo[u]) {
                throw new IllegalStateException("linearize: a cycle among leaf events");
            }
        }
    }

    /** Whether every event before {@code e} is out. */
    private boolean ready(int e) {
        for (int u = 0; u < c.threads(); u++) {
            if (u != c.thread(e) && q.countBefore(e, u) > next[u]) {
                return false;
            }
        }
        return true;
    }

    private void emit(int e) {
        out[size++] = e;
        next[c.thread(e)]++;
    }
}
