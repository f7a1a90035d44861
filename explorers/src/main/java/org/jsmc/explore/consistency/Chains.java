package org.jsmc.explore.consistency;

/**
 * The events of {@code k} threads numbered {@code 0..n-1} thread by thread (a "gid"): the layout a
 * {@link PartialOrder} is kept over. {@link #INIT} ({@code -1}) stands for the initial write,
 * before every event. Immutable.
 */
public final class Chains {
    /** The gid of the initial write. */
    public static final int INIT = -1;

    final int k;
    final int n;

    /** {@code offset[t]} is the gid of (t, 0); {@code offset[k] = n}. */
    final int[] offset;

    final int[] threadOf;
    final int[] indexOf;

    private Chains(int[] sizes) {
        k = sizes.length;
        offset = new int[k + 1];
        for (int t = 0; t < k; t++) {
            offset[t + 1] = offset[t] + sizes[t];
        }
        n = offset[k];
        threadOf = new int[n];
        indexOf = new int[n];
        for (int t = 0; t < k; t++) {
            for (int i = 0; i < sizes[t]; i++) {
                threadOf[offset[t] + i] = t;
                indexOf[offset[t] + i] = i;
            }
        }
    }

    /** Threads of {@code sizes[t]} events each. */
    public static Chains of(int... sizes) {
        return new Chains(sizes.clone());
    }

    public int threads() {
        return k;
    }

    public int events() {
        return n;
    }

    public int size(int t) {
        return offset[t + 1] - offset[t];
    }

    public int gid(int t, int i) {
        return offset[t] + i;
    }

    public int thread(int gid) {
        return threadOf[gid];
    }

    public int index(int gid) {
        return indexOf[gid];
    }
}
