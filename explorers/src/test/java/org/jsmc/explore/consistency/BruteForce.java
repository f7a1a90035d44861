package org.jsmc.explore.consistency;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

/**
 * The VSC oracle, written from the problem's definition and sharing nothing with {@link VerifySC}
 * but {@link PartialTrace}'s getters: enumerate the linearizations respecting program order and the
 * edges, one event at a time, each event atomic (it reads the last earlier write of its location,
 * or INIT, then writes). A prefix whose last event read a bad write is not extended, and a
 * (positions, active writes) pair that failed once is not tried again: the future of a prefix
 * depends on nothing else.
 */
final class BruteForce {
    private final PartialTrace p;
    private final int k;
    private final int[][] edgesInto; // per thread: flattened (i, u, j) triples
    private final Set<List<Long>> failed = new HashSet<>();
    private final int[] pos;
    private final long[] active;
    private final int[] order;

    private BruteForce(PartialTrace p) {
        this.p = p;
        this.k = p.threads();
        this.pos = new int[k];
        this.active = new long[p.locations()];
        Arrays.fill(active, PartialTrace.INIT);
        this.order = new int[p.events()];
        List<List<Integer>> into = new ArrayList<>();
        for (int t = 0; t < k; t++) {
            into.add(new ArrayList<>());
        }
        for (int m = 0; m < p.edges(); m++) {
            int[] e = p.edge(m);
            into.get(e[2]).addAll(List.of(e[3], e[0], e[1]));
        }
        edgesInto = new int[k][];
        for (int t = 0; t < k; t++) {
            edgesInto[t] = into.get(t).stream().mapToInt(Integer::intValue).toArray();
        }
    }

    /** A witness of p (threads in order), or null. */
    static int[] witness(PartialTrace p) {
        BruteForce b = new BruteForce(p);
        return b.extend(0) ? b.order : null;
    }

    /** Whether {@code order} is a witness of p, checked from the definition. */
    static boolean isWitness(PartialTrace p, int[] order) {
        if (order == null || order.length != p.events()) {
            return false;
        }
        BruteForce b = new BruteForce(p);
        for (int t : order) {
            if (t < 0 || t >= b.k || !b.enabled(t) || !b.readsGood(t)) {
                return false;
            }
            b.run(t);
        }
        return true;
    }

    private boolean extend(int depth) {
        if (depth == order.length) {
            return true;
        }
        List<Long> key = key();
        if (failed.contains(key)) {
            return false;
        }
        for (int t = 0; t < k; t++) {
            if (enabled(t) && readsGood(t)) {
                long[] saved = active.clone();
                run(t);
                order[depth] = t;
                if (extend(depth + 1)) {
                    return true;
                }
                pos[t]--;
                System.arraycopy(saved, 0, active, 0, active.length);
            }
        }
        failed.add(key);
        return false;
    }

    private boolean enabled(int t) {
        int i = pos[t];
        if (i >= p.size(t)) {
            return false;
        }
        int[] in = edgesInto[t];
        for (int m = 0; m < in.length; m += 3) {
            if (in[m] == i && pos[in[m + 1]] <= in[m + 2]) {
                return false;
            }
        }
        return true;
    }

    private boolean readsGood(int t) {
        int x = p.readLocation(t, pos[t]);
        if (x < 0) {
            return true;
        }
        for (long g : p.goodWrites(t, pos[t])) {
            if (g == active[x]) {
                return true;
            }
        }
        return false;
    }

    private void run(int t) {
        for (int y : p.writeLocations(t, pos[t])) {
            active[y] = PartialTrace.ref(t, pos[t]);
        }
        pos[t]++;
    }

    private List<Long> key() {
        List<Long> key = new ArrayList<>();
        for (int i : pos) {
            key.add((long) i);
        }
        for (long a : active) {
            key.add(a);
        }
        return key;
    }
}
