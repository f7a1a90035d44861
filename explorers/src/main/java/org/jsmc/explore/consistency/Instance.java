package org.jsmc.explore.consistency;

import java.util.Arrays;

/**
 * A validated, flattened copy of a {@link PartialTrace}: events numbered {@code 0..n-1} thread by
 * thread (a "gid"), good writes as gids with {@code -1} for INIT, and the indexes the search and
 * the closure ask for in their inner loops. Primitive arrays throughout, because {@link Search}
 * reads them once per candidate event per witness state.
 */
final class Instance {
    /** The gid of the initial write. */
    static final int INIT = Chains.INIT;

    final int k;
    final int d;
    final int n;

    /** {@code offset[t]} is the gid of (t, 0); {@code offset[k] = n}. */
    final int[] offset;

    final int[] threadOf;
    final int[] indexOf;

    /** The location each event reads, or -1. */
    final int[] readLocation;

    /** The distinct locations each event writes. */
    final int[][] writeLocations;

    /** GoodW(r) as sorted distinct gids (INIT = -1 first), null for events that read nothing. */
    final int[][] goodWrites;

    /** {@code writers[x][u]}: the ascending indexes of the events of thread u writing x. */
    final int[][][] writers;

    /** The reads having w as a good write are {@code readers[readersStart[w] .. [w+1])}. */
    final int[] readersStart;

    final int[] readers;

    /** {@code initReaders[x]}: the reads of x having INIT as a good write. */
    final int[][] initReaders;

    /**
     * {@code need[r*k + u]}: how many events of thread u must have run for all good writes of r to
     * have run (the "held" test of §4.1 in O(k)).
     */
    final int[] need;

    /** The {@code order} predecessors of e are {@code preds[predsStart[e] .. [e+1])}. */
    final int[] predsStart;

    final int[] preds;

    /** The same numbering, for {@link PartialOrder}. */
    final Chains chains;

    private Instance(PartialTrace p) {
        int[] sizes = new int[p.threads()];
        for (int t = 0; t < sizes.length; t++) {
            sizes[t] = p.size(t);
        }
        chains = Chains.of(sizes);
        k = chains.k;
        d = p.locations();
        offset = chains.offset;
        n = chains.n;
        threadOf = chains.threadOf;
        indexOf = chains.indexOf;
        readLocation = new int[n];
        writeLocations = new int[n][];
        for (int t = 0; t < k; t++) {
            for (int i = 0; i < p.size(t); i++) {
                int e = offset[t] + i;
                readLocation[e] = p.readLocation(t, i);
                writeLocations[e] = p.writesOf(t, i);
            }
        }
        writers = writers();
        goodWrites = new int[n][];
        need = new int[n * k];
        for (int r = 0; r < n; r++) {
            if (readLocation[r] >= 0) {
                goodWrites[r] = goodWrites(p, r);
                for (int w : goodWrites[r]) {
                    if (w != INIT) {
                        int slot = r * k + threadOf[w];
                        need[slot] = Math.max(need[slot], indexOf[w] + 1);
                    }
                }
            }
        }
        readersStart = new int[n + 1];
        readers = readers();
        initReaders = initReaders();
        predsStart = new int[n + 1];
        preds = preds(p);
    }

    /** Validates p and flattens it. */
    static Instance of(PartialTrace p) {
        return new Instance(p);
    }

    int gid(int t, int i) {
        return offset[t] + i;
    }

    int size(int t) {
        return offset[t + 1] - offset[t];
    }

    /** Whether r (a reading event) has w (a gid or INIT) among its good writes. */
    boolean isGood(int r, int w) {
        int[] g = goodWrites[r];
        if (g.length > 8) {
            return Arrays.binarySearch(g, w) >= 0;
        }
        for (int m = 0; m < g.length; m++) {
            if (g[m] == w) {
                return true;
            }
        }
        return false;
    }

    /**
     * Whether {@code order}, a sequence of thread numbers, is a witness: it runs every event once,
     * in program order and after its edge predecessors, and every reading event reads (from the
     * last earlier write of its location, or INIT) one of its good writes. H3's shortcut.
     */
    boolean witnessedBy(int[] order) {
        if (order.length != n) {
            return false;
        }
        int[] pos = new int[k];
        int[] active = new int[d];
        Arrays.fill(active, INIT);
        for (int t : order) {
            if (pos[t] == size(t)) {
                return false;
            }
            int e = offset[t] + pos[t];
            for (int q = predsStart[e]; q < predsStart[e + 1]; q++) {
                if (pos[threadOf[preds[q]]] <= indexOf[preds[q]]) {
                    return false;
                }
            }
            if (readLocation[e] >= 0 && !isGood(e, active[readLocation[e]])) {
                return false;
            }
            for (int y : writeLocations[e]) {
                active[y] = e;
            }
            pos[t]++;
        }
        return true;
    }

    private int[][][] writers() {
        int[][][] byLocation = new int[d][k][];
        int[][] count = new int[d][k];
        for (int e = 0; e < n; e++) {
            for (int x : writeLocations[e]) {
                count[x][threadOf[e]]++;
            }
        }
        for (int x = 0; x < d; x++) {
            for (int u = 0; u < k; u++) {
                byLocation[x][u] = new int[count[x][u]];
                count[x][u] = 0;
            }
        }
        for (int e = 0; e < n; e++) {
            for (int x : writeLocations[e]) {
                byLocation[x][threadOf[e]][count[x][threadOf[e]]++] = indexOf[e];
            }
        }
        return byLocation;
    }

    private int[] goodWrites(PartialTrace p, int r) {
        int t = threadOf[r];
        int i = indexOf[r];
        long[] refs = p.goodWritesOf(t, i);
        if (refs == null) {
            throw new IllegalStateException(
                    "no good writes given for reading event " + PartialTrace.name(t, i));
        }
        int[] g = new int[refs.length];
        for (int m = 0; m < refs.length; m++) {
            g[m] = goodWrite(r, refs[m]);
        }
        Arrays.sort(g);
        int distinct = 0;
        for (int w : g) {
            if (distinct == 0 || g[distinct - 1] != w) {
                g[distinct++] = w;
            }
        }
        return Arrays.copyOf(g, distinct);
    }

    private int goodWrite(int r, long ref) {
        if (ref == PartialTrace.INIT) {
            return INIT;
        }
        int u = PartialTrace.thread(ref);
        int j = PartialTrace.index(ref);
        String where = " among the good writes of " + PartialTrace.name(threadOf[r], indexOf[r]);
        if (u < 0 || u >= k || j < 0 || j >= size(u)) {
            throw new IllegalArgumentException("no event " + PartialTrace.refName(ref) + where);
        }
        int w = offset[u] + j;
        if (Arrays.binarySearch(writeLocations[w], readLocation[r]) < 0) {
            throw new IllegalArgumentException(
                    PartialTrace.refName(ref)
                            + " does not write location "
                            + readLocation[r]
                            + where);
        }
        return w;
    }

    private int[] readers() {
        for (int r = 0; r < n; r++) {
            if (goodWrites[r] != null) {
                for (int w : goodWrites[r]) {
                    if (w != INIT) {
                        readersStart[w + 1]++;
                    }
                }
            }
        }
        for (int w = 0; w < n; w++) {
            readersStart[w + 1] += readersStart[w];
        }
        int[] list = new int[readersStart[n]];
        int[] fill = Arrays.copyOf(readersStart, n);
        for (int r = 0; r < n; r++) {
            if (goodWrites[r] != null) {
                for (int w : goodWrites[r]) {
                    if (w != INIT) {
                        list[fill[w]++] = r;
                    }
                }
            }
        }
        return list;
    }

    private int[][] initReaders() {
        int[] count = new int[d];
        for (int r = 0; r < n; r++) {
            if (goodWrites[r] != null && goodWrites[r].length > 0 && goodWrites[r][0] == INIT) {
                count[readLocation[r]]++;
            }
        }
        int[][] byLocation = new int[d][];
        for (int x = 0; x < d; x++) {
            byLocation[x] = new int[count[x]];
            count[x] = 0;
        }
        for (int r = 0; r < n; r++) {
            if (goodWrites[r] != null && goodWrites[r].length > 0 && goodWrites[r][0] == INIT) {
                byLocation[readLocation[r]][count[readLocation[r]]++] = r;
            }
        }
        return byLocation;
    }

    private int[] preds(PartialTrace p) {
        int edges = p.edges();
        int[] raw = p.edgeArray();
        int[] from = new int[edges];
        int[] to = new int[edges];
        for (int m = 0; m < edges; m++) {
            int b = m * 4;
            from[m] = checkedGid(raw[b], raw[b + 1]);
            to[m] = checkedGid(raw[b + 2], raw[b + 3]);
            predsStart[to[m] + 1]++;
        }
        for (int e = 0; e < n; e++) {
            predsStart[e + 1] += predsStart[e];
        }
        int[] list = new int[edges];
        int[] fill = Arrays.copyOf(predsStart, n);
        for (int m = 0; m < edges; m++) {
            list[fill[to[m]]++] = from[m];
        }
        return list;
    }

    private int checkedGid(int t, int i) {
        if (i >= size(t)) {
            throw new IllegalArgumentException(
                    "order edge names a missing event " + PartialTrace.name(t, i));
        }
        return offset[t] + i;
    }
}
