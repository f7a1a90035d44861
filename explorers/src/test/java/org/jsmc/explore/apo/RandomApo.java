package org.jsmc.explore.apo;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Random;
import org.jsmc.explore.consistency.Chains;

/**
 * A random annotated partial order that keeps {@link Apo}'s invariants: 2–4 threads of 1–4 reads,
 * writes and updates (about one read in four reads and then writes) on two locations with values
 * 0–2; root reads get a random side; each read's good writes are a random subset of the writes (or
 * INIT) of its value and side; a random interleaving orders every conflicting pair of leaf events
 * (with {@code relaxed}, about half of the pairs of writes that Optimization 3 may leave unordered
 * are: good writes of the same reads, none of the root's, or one of them unobservable) and, at
 * random, some other pairs. Built from a seed, so that jqwik shrinks the seed and a failure prints
 * the instance.
 */
record RandomApo(long seed, Apo apo, String text) {
    /** A root read's sides: it reads the root's writes (or INIT), or the leaves'. */
    private static final int LOCAL = 1;

    private static final int REMOTE = 2;

    static RandomApo of(long seed, boolean relaxed) {
        Random random = new Random(seed);
        int k = 2 + random.nextInt(3);
        int root = random.nextInt(k);
        int[] sizes = new int[k];
        for (int t = 0; t < k; t++) {
            sizes[t] = 1 + random.nextInt(4);
        }
        Chains c = Chains.of(sizes);
        int n = c.events();
        boolean[] reads = new boolean[n];
        boolean[] updates = new boolean[n];
        int[] location = new int[n];
        long[] value = new long[n]; // a read's, or a write's
        long[] written = new long[n]; // a write's or an update's
        for (int g = 0; g < n; g++) {
            reads[g] = random.nextBoolean();
            updates[g] = reads[g] && random.nextInt(4) == 0;
            location[g] = random.nextInt(2);
            value[g] = random.nextInt(3);
            written[g] = updates[g] ? random.nextInt(3) : value[g];
        }
        boolean[] writes = new boolean[n];
        for (int g = 0; g < n; g++) {
            writes[g] = !reads[g] || updates[g];
        }
        long[] initial = {0, random.nextInt(2)};
        int[] position = interleaving(c, random);
        int[] observed = observed(c, reads, writes, location, position);
        for (int r = 0; r < n; r++) {
            if (reads[r] && random.nextInt(4) > 0) {
                // Mostly the value the interleaving gives it, so that many instances are
                // realizable.
                value[r] = observed[r] == Chains.INIT ? initial[location[r]] : written[observed[r]];
            }
        }
        int[] side = new int[n];
        int[][] good = new int[n][];
        for (int r = 0; r < n; r++) {
            if (!reads[r]) {
                continue;
            }
            boolean rootRead = c.thread(r) == root;
            boolean local = observed[r] == Chains.INIT || c.thread(observed[r]) == root;
            side[r] =
                    !rootRead
                            ? 0
                            : random.nextInt(4) > 0
                                    ? (local ? LOCAL : REMOTE)
                                    : 1 + random.nextInt(2);
            List<Integer> g = new ArrayList<>();
            boolean initAdmissible = !rootRead || side[r] == LOCAL;
            if (initAdmissible && initial[location[r]] == value[r] && random.nextInt(4) > 0) {
                g.add(Chains.INIT);
            }
            for (int w = 0; w < n; w++) {
                boolean admissible = !rootRead || (c.thread(w) == root) == (side[r] == LOCAL);
                if (writes[w]
                        && w != r
                        && location[w] == location[r]
                        && written[w] == value[r]
                        && admissible
                        && random.nextInt(4) > 0) {
                    g.add(w);
                }
            }
            good[r] = g.stream().mapToInt(Integer::intValue).toArray();
        }
        // Every edge but those between conflicting leaf writes first: a write unobservable in
        // their order stays so in any larger one.
        List<int[]> edges = new ArrayList<>();
        List<int[]> writePairs = new ArrayList<>();
        for (int a = 0; a < n; a++) {
            for (int b = 0; b < n; b++) {
                if (c.thread(a) == c.thread(b) || position[a] >= position[b]) {
                    continue;
                }
                boolean leaves = c.thread(a) != root && c.thread(b) != root;
                boolean conflict = location[a] == location[b] && (writes[a] || writes[b]);
                if (leaves && conflict && !reads[a] && !reads[b]) {
                    writePairs.add(new int[] {a, b});
                } else if (leaves && conflict || random.nextInt(6) == 0) {
                    edges.add(new int[] {a, b});
                }
            }
        }
        java.util.function.Function<List<int[]>, Apo> build =
                es ->
                        Apo.of(
                                sizes,
                                root,
                                reads,
                                updates,
                                location,
                                good,
                                initial.length,
                                es.toArray(int[][]::new));
        Apo partial = build.apply(edges);
        for (int[] e : writePairs) {
            int a = e[0];
            int b = e[1];
            boolean alike =
                    alike(good, c, root, a, b)
                            || partial != null
                                    && (unobservable(partial, a) || unobservable(partial, b));
            if (!(relaxed && alike && random.nextBoolean())) {
                edges.add(e);
            }
        }
        Apo apo = build.apply(edges);
        return new RandomApo(
                seed,
                apo,
                text(c, root, reads, updates, location, value, written, side, good, edges));
    }

    /**
     * Whether writes {@code a} and {@code b} are good writes of the same reads, none of the root's
     * (then VC-DPOR's Optimization 3, as jsmc extends it, may leave them unordered).
     */
    private static boolean alike(int[][] good, Chains c, int root, int a, int b) {
        for (int r = 0; r < good.length; r++) {
            if (good[r] == null) {
                continue;
            }
            boolean hasA = false;
            boolean hasB = false;
            for (int w : good[r]) {
                hasA |= w == a;
                hasB |= w == b;
            }
            if (hasA != hasB || (hasA && c.thread(r) == root)) {
                return false;
            }
        }
        return true;
    }

    /** Whether no read can read write {@code w} in {@code a}'s order. */
    private static boolean unobservable(Apo a, int w) {
        int x = a.location(w);
        return a.unobservable(x, a.order())[Arrays.binarySearch(a.writers(x), w)];
    }

    /** Per read, the write it reads in the interleaving {@code position}, or INIT. */
    private static int[] observed(
            Chains c, boolean[] reads, boolean[] writes, int[] location, int[] position) {
        int[] out = new int[c.events()];
        for (int r = 0; r < c.events(); r++) {
            out[r] = Chains.INIT;
            for (int w = 0; w < c.events(); w++) {
                if (writes[w]
                        && location[w] == location[r]
                        && position[w] < position[r]
                        && (out[r] == Chains.INIT || position[w] > position[out[r]])) {
                    out[r] = w;
                }
            }
        }
        return out;
    }

    /** Each event's position in a random interleaving of the threads. */
    private static int[] interleaving(Chains c, Random random) {
        int[] next = new int[c.threads()];
        int[] position = new int[c.events()];
        for (int p = 0; p < c.events(); p++) {
            int t;
            do {
                t = random.nextInt(c.threads());
            } while (next[t] == c.size(t));
            position[c.gid(t, next[t]++)] = p;
        }
        return position;
    }

    private static String text(
            Chains c,
            int root,
            boolean[] reads,
            boolean[] updates,
            int[] location,
            long[] value,
            long[] written,
            int[] side,
            int[][] good,
            List<int[]> edges) {
        StringBuilder s = new StringBuilder("root " + root + ";");
        for (int g = 0; g < c.events(); g++) {
            s.append(
                    String.format(
                            " %d=T%d:%s(x%d,%d%s)",
                            g,
                            c.thread(g),
                            updates[g] ? "u" : reads[g] ? "r" : "w",
                            location[g],
                            value[g],
                            updates[g] ? "->" + written[g] : ""));
            if (reads[g]) {
                s.append(side[g] == 0 ? "" : side[g] == 1 ? "L" : "R")
                        .append(Arrays.toString(good[g]));
            }
        }
        s.append("; edges");
        edges.forEach(e -> s.append(" ").append(e[0]).append("<").append(e[1]));
        return s.toString();
    }

    @Override
    public String toString() {
        return "seed " + seed + ": " + text;
    }
}
