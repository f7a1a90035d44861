package org.jsmc.explore.core;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.BitSet;
import java.util.List;

/**
 * A set of choice paths: the alternatives a thread takes at the choices it makes one right after
 * the other after a step (a chain: {@code r = x; if (nondet()) … if (nondet()) …}); after a step
 * that spawns a thread, the chain goes on with the choices the new thread makes first, taken as it
 * is created. A path stands for every path it begins, so {@code [1]} is "the first choice takes 1,
 * whatever follows". Sleep sets use it for the alternatives a thread is awake for after its step
 * ({@link SleepSet#awakeOnlyFor}) and for those that failed ({@link SleepSet#add(int, Step,
 * ChoicePaths)}).
 *
 * <p>Immutable; a handful of paths at most, so a plain array.
 */
public final class ChoicePaths {
    private final int[][] paths;

    private ChoicePaths(int[][] paths) {
        this.paths = paths;
    }

    /** The set of the one path {@code path}. */
    static ChoicePaths of(int[] path) {
        return new ChoicePaths(new int[][] {path.clone()});
    }

    /** The paths {@code prefix·a} for each alternative {@code a} of {@code alternatives}. */
    static ChoicePaths after(int[] prefix, BitSet alternatives) {
        List<int[]> out = new ArrayList<>();
        for (int a = alternatives.nextSetBit(0); a >= 0; a = alternatives.nextSetBit(a + 1)) {
            out.add(extend(prefix, a));
        }
        return new ChoicePaths(out.toArray(new int[0][]));
    }

    /** {@code prefix} followed by {@code a}. */
    static int[] extend(int[] prefix, int a) {
        int[] p = Arrays.copyOf(prefix, prefix.length + 1);
        p[prefix.length] = a;
        return p;
    }

    /** These paths and {@code other}'s ({@code other} may be null). */
    ChoicePaths union(ChoicePaths other) {
        if (other == null || other == this) {
            return this;
        }
        List<int[]> out = new ArrayList<>(Arrays.asList(paths));
        for (int[] p : other.paths) {
            if (!containsExactly(p)) {
                out.add(p);
            }
        }
        return out.size() == paths.length ? this : new ChoicePaths(out.toArray(new int[0][]));
    }

    /** These paths without {@code path} itself (paths it begins stay); null if none is left. */
    public ChoicePaths without(int[] path) {
        List<int[]> out = new ArrayList<>();
        for (int[] p : paths) {
            if (!Arrays.equals(p, path)) {
                out.add(p);
            }
        }
        return out.isEmpty() ? null : new ChoicePaths(out.toArray(new int[0][]));
    }

    private boolean containsExactly(int[] path) {
        for (int[] p : paths) {
            if (Arrays.equals(p, path)) {
                return true;
            }
        }
        return false;
    }

    /**
     * The alternatives {@code a} of the choice after {@code prefix} for which some path agrees with
     * {@code prefix·a} (one begins the other); null if all {@code alternatives} do, and also if
     * none does (the thread's chain went another way than where these paths were recorded: it then
     * chooses freely, at worst a repeat, never a loss).
     */
    BitSet next(int[] prefix, int alternatives) {
        BitSet out = new BitSet();
        for (int[] p : paths) {
            if (p.length <= prefix.length) {
                if (agree(p, prefix)) {
                    return null; // p stands for every path on from prefix
                }
            } else if (agree(p, prefix)) {
                out.set(p[prefix.length]);
            }
        }
        return out.isEmpty() || out.cardinality() >= alternatives ? null : out;
    }

    /** Whether some path agrees with {@code chain}: one of them begins the other. */
    public boolean meets(int[] chain) {
        for (int[] p : paths) {
            if (agree(p, chain)) {
                return true;
            }
        }
        return false;
    }

    /** The paths, each to be read only. */
    public List<int[]> paths() {
        return Arrays.asList(paths);
    }

    /** Whether {@code a} and {@code b} agree on their common length. */
    private static boolean agree(int[] a, int[] b) {
        return Arrays.equals(
                a, 0, Math.min(a.length, b.length), b, 0, Math.min(a.length, b.length));
    }

    @Override
    public String toString() {
        StringBuilder b = new StringBuilder("{");
        for (int[] p : paths) {
            b.append(b.length() > 1 ? ", " : "").append(Arrays.toString(p));
        }
        return b.append('}').toString();
    }
}
