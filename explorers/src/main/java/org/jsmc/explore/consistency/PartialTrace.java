package org.jsmc.explore.consistency;

import java.util.Arrays;
import java.util.Objects;

/**
 * A VSC instance {@code (X, GoodW)} (Agarwal et al. CAV'21 §4): the events of {@code k} threads in
 * program order, extra ordering edges (spawn, join), and the good writes of every reading event.
 *
 * <p>An event reads at most one location and writes zero or more; an event that does both is atomic
 * (a read-modify-write, a lock acquire): it reads, then writes, in one step. Events are referred to
 * by {@code (thread, index)}, packed into a {@code long} by {@link #ref}; {@link #INIT} stands for
 * the initial write of every location, which runs before everything.
 *
 * <p>Mutable and not thread-safe: its owner builds it, then hands it to {@link VerifySC#check},
 * which reads it and never keeps it. Good writes may name events added later; they, and the edges,
 * are validated when the instance is checked.
 */
public final class PartialTrace {
    /** The initial write, in good-write arrays. */
    public static final long INIT = -1L;

    private static final int[] NO_WRITES = new int[0];

    private final int threads;
    private final int locations;
    private final int[] sizes;
    private int[][] readLocation;
    private int[][][] writeLocations;
    private long[][][] goodWrites;

    /** Edges as {@code (u, j, t, i)} quadruples: {@code (t, i)} runs after {@code (u, j)}. */
    private int[] edges = new int[16];

    private int edgeCount;

    public PartialTrace(int threads, int locations) {
        if (threads < 0 || locations < 0) {
            throw new IllegalArgumentException(
                    "negative size: " + threads + " threads, " + locations + " locations");
        }
        this.threads = threads;
        this.locations = locations;
        this.sizes = new int[threads];
        this.readLocation = new int[threads][4];
        this.writeLocations = new int[threads][4][];
        this.goodWrites = new long[threads][4][];
    }

    /** Encodes the event reference {@code (thread, index)}. */
    public static long ref(int thread, int index) {
        return ((long) thread << 32) | (index & 0xFFFF_FFFFL);
    }

    /** The thread of an event reference ({@code -1} for {@link #INIT}). */
    public static int thread(long ref) {
        return (int) (ref >> 32);
    }

    /** The index in its thread of an event reference ({@code -1} for {@link #INIT}). */
    public static int index(long ref) {
        return (int) ref;
    }

    /**
     * Appends an event to thread t (program order); returns its 0-based index in t. readLocation -1
     * = reads nothing; writeLocations may be empty.
     */
    public int add(int t, int readLocation, int[] writeLocations) {
        checkThread(t);
        if (readLocation < -1 || readLocation >= locations) {
            throw new IllegalArgumentException("read location out of range: " + readLocation);
        }
        int[] w = distinct(Objects.requireNonNull(writeLocations, "writeLocations"));
        int i = sizes[t];
        if (i == this.readLocation[t].length) {
            int capacity = i * 2;
            this.readLocation[t] = Arrays.copyOf(this.readLocation[t], capacity);
            this.writeLocations[t] = Arrays.copyOf(this.writeLocations[t], capacity);
            this.goodWrites[t] = Arrays.copyOf(this.goodWrites[t], capacity);
        }
        this.readLocation[t][i] = readLocation;
        this.writeLocations[t][i] = w;
        sizes[t] = i + 1;
        return i;
    }

    /** Event (t, i) may run only after event (u, j) has run. */
    public void order(int u, int j, int t, int i) {
        checkThread(u);
        checkThread(t);
        if (j < 0 || i < 0) {
            throw new IllegalArgumentException("negative index in edge " + edge(u, j, t, i));
        }
        if (edgeCount * 4 == edges.length) {
            edges = Arrays.copyOf(edges, edges.length * 2);
        }
        int base = edgeCount * 4;
        edges[base] = u;
        edges[base + 1] = j;
        edges[base + 2] = t;
        edges[base + 3] = i;
        edgeCount++;
    }

    /**
     * The good writes of reading event (t, i): refs of events writing its location, or INIT. Must
     * be called for every reading event before checking.
     */
    public void goodWrites(int t, int i, long[] writes) {
        checkEvent(t, i);
        if (readLocation[t][i] < 0) {
            throw new IllegalArgumentException("event " + name(t, i) + " reads nothing");
        }
        goodWrites[t][i] = Objects.requireNonNull(writes, "writes").clone();
    }

    public int threads() {
        return threads;
    }

    public int locations() {
        return locations;
    }

    public int size(int t) {
        checkThread(t);
        return sizes[t];
    }

    /** The number of events of all threads. */
    public int events() {
        int n = 0;
        for (int s : sizes) {
            n += s;
        }
        return n;
    }

    /** The location event (t, i) reads, or -1. */
    public int readLocation(int t, int i) {
        checkEvent(t, i);
        return readLocation[t][i];
    }

    /** The distinct locations event (t, i) writes, ascending. */
    public int[] writeLocations(int t, int i) {
        checkEvent(t, i);
        return writeLocations[t][i].clone();
    }

    /** The good writes of reading event (t, i) as given, or null if not given yet. */
    public long[] goodWrites(int t, int i) {
        checkEvent(t, i);
        long[] g = goodWrites[t][i];
        return g == null ? null : g.clone();
    }

    /** The number of {@link #order} edges. */
    public int edges() {
        return edgeCount;
    }

    /** Edge {@code n} as {@code {u, j, t, i}}: (t, i) runs only after (u, j). */
    public int[] edge(int n) {
        Objects.checkIndex(n, edgeCount);
        return Arrays.copyOfRange(edges, n * 4, n * 4 + 4);
    }

    // Unchecked views for Instance, which validates everything once.

    int[] writesOf(int t, int i) {
        return writeLocations[t][i];
    }

    long[] goodWritesOf(int t, int i) {
        return goodWrites[t][i];
    }

    int[] edgeArray() {
        return edges;
    }

    /** One line per thread: {@code r(x)}, {@code w(x,y)}, {@code rw(x;x)}, {@code nop}. */
    @Override
    public String toString() {
        StringBuilder s = new StringBuilder();
        for (int t = 0; t < threads; t++) {
            s.append('T').append(t).append(':');
            for (int i = 0; i < sizes[t]; i++) {
                s.append(' ').append(describe(t, i));
            }
            s.append('\n');
        }
        for (int n = 0; n < edgeCount; n++) {
            int b = n * 4;
            s.append(edge(edges[b], edges[b + 1], edges[b + 2], edges[b + 3])).append('\n');
        }
        return s.toString();
    }

    private String describe(int t, int i) {
        int r = readLocation[t][i];
        int[] w = writeLocations[t][i];
        StringBuilder s = new StringBuilder();
        if (r < 0 && w.length == 0) {
            return "nop";
        }
        s.append(r >= 0 ? "r" : "").append(w.length > 0 ? "w" : "").append('(');
        if (r >= 0) {
            s.append(r).append(w.length > 0 ? ";" : "");
        }
        for (int n = 0; n < w.length; n++) {
            s.append(n > 0 ? "," : "").append(w[n]);
        }
        s.append(')');
        if (r >= 0) {
            s.append('{');
            long[] g = goodWrites[t][i];
            for (int n = 0; g != null && n < g.length; n++) {
                s.append(n > 0 ? " " : "").append(g[n] == INIT ? "init" : refName(g[n]));
            }
            s.append('}');
        }
        return s.toString();
    }

    static String name(int t, int i) {
        return "(" + t + "," + i + ")";
    }

    static String refName(long ref) {
        return ref == INIT ? "INIT" : name(thread(ref), index(ref));
    }

    private static String edge(int u, int j, int t, int i) {
        return name(u, j) + " -> " + name(t, i);
    }

    private void checkThread(int t) {
        if (t < 0 || t >= threads) {
            throw new IllegalArgumentException("no thread " + t + " (threads: " + threads + ")");
        }
    }

    private void checkEvent(int t, int i) {
        checkThread(t);
        if (i < 0 || i >= sizes[t]) {
            throw new IllegalArgumentException("no event " + name(t, i));
        }
    }

    private int[] distinct(int[] locs) {
        if (locs.length == 0) {
            return NO_WRITES;
        }
        int[] w = locs.clone();
        Arrays.sort(w);
        int m = 0;
        for (int x : w) {
            if (x < 0 || x >= locations) {
                throw new IllegalArgumentException("write location out of range: " + x);
            }
            if (m == 0 || w[m - 1] != x) {
                w[m++] = x;
            }
        }
        return m == w.length ? w : Arrays.copyOf(w, m);
    }
}
