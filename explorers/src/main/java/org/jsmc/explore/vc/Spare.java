package org.jsmc.explore.vc;

import java.util.Arrays;
import org.jsmc.exec.Event;
import org.jsmc.exec.Execution;
import org.jsmc.explore.apo.Apo;
import org.jsmc.explore.consistency.Chains;
import org.jsmc.explore.consistency.PartialOrder;

/**
 * A node's execution, on forks of which its children run instead of replaying a witness (the
 * prototype reuses its current execution): each child whose events are the node's trace and one
 * read reading what that trace gives it, where the trace and the read linearize the child's
 * closure.
 */
final class Spare {
    Execution execution;
    long[] refs; // the node's trace, as refs
    boolean failedTrylocks; // whether a trylock failed in it

    /**
     * An execution of the node's trace {@code t} then {@code e} (the next event of its thread after
     * {@code t}), if that is a witness of {@code k} (the child's order, closed): it respects the
     * closure and e reads one of its good writes there (the other reads read what they read in t).
     * A fork of the node's execution, which every such child can have (the execution itself, once,
     * where it cannot be forked); else null, and the child replays a witness of its own.
     */
    Execution take(Partial k, Event e) {
        Execution node = execution;
        if (node == null || !witnesses(k, refs, e)) {
            return null;
        }
        Execution fork = node.fork();
        if (fork == null) {
            fork = node;
            execution = null;
        }
        Event performed = fork.step(e.thread());
        if (!performed.equals(e)) {
            throw new IllegalStateException("vc: ran on with " + performed + ", expected " + e);
        }
        return fork;
    }

    /**
     * Whether {@code t} (as refs) then {@code e} linearizes k's closure, e reading a good write.
     */
    private static boolean witnesses(Partial k, long[] t, Event e) {
        Apo apo = k.apo();
        PartialOrder q = apo.closure();
        int[] done = new int[apo.chains().threads()];
        int[] last = new int[apo.locations()];
        Arrays.fill(last, Chains.INIT);
        for (long f : t) {
            int g = k.gid(f);
            int u = Annotations.thread(f);
            if (!ready(q, done, g, u)) {
                return false;
            }
            done[u]++;
            if (apo.isWrite(g)) {
                last[apo.location(g)] = g;
            }
        }
        int ge = k.gid(VcSearch.ref(e));
        return ready(q, done, ge, e.thread().index()) && apo.isGood(ge, last[apo.location(ge)]);
    }

    /** Whether every event ordered before {@code g} (of thread {@code u}) is among {@code done}. */
    private static boolean ready(PartialOrder q, int[] done, int g, int u) {
        for (int v = 0; v < done.length; v++) {
            if (v != u && q.countBefore(g, v) > done[v]) {
                return false;
            }
        }
        return true;
    }
}
