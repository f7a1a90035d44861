package org.jsmc.explore.consistency;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Random;

/**
 * A random VSC instance and the random linearization it was built around: events of random kinds
 * (read, write of one or two locations, read-modify-write, no access), edges that follow the
 * linearization (so they are acyclic) and, rarely, one that need not, and good-write sets drawn
 * from all writes of the location and INIT, containing the write the linearization reads from with
 * probability {@code hit} (so that many instances have a witness).
 */
record RandomInstance(PartialTrace trace, int[] linearization) {

    static RandomInstance draw(
            Random random, int maxThreads, int maxEvents, int maxLocations, double hit) {
        int k = 2 + random.nextInt(maxThreads - 1);
        int d = 1 + random.nextInt(maxLocations);
        PartialTrace p = new PartialTrace(k, d);
        int[] sizes = new int[k];
        for (int t = 0; t < k; t++) {
            sizes[t] = 1 + random.nextInt(maxEvents);
            for (int i = 0; i < sizes[t]; i++) {
                addEvent(random, p, t, d);
            }
        }
        int[] lin = interleaving(random, sizes);
        addEdges(random, p, lin);
        chooseGoodWrites(random, p, lin, hit);
        return new RandomInstance(p, lin);
    }

    private static void addEvent(Random random, PartialTrace p, int t, int d) {
        int x = random.nextInt(d);
        switch (random.nextInt(8)) {
            case 0, 1, 2 -> p.add(t, x, new int[0]); // read
            case 3, 4 -> p.add(t, -1, new int[] {x}); // write
            case 5 -> p.add(t, -1, new int[] {x, random.nextInt(d)}); // write of one or two
            case 6 ->
                    p.add(
                            t,
                            x,
                            random.nextInt(4) == 0
                                    ? new int[] {random.nextInt(d)}
                                    : new int[] {x}); // rmw
            default -> p.add(t, -1, new int[0]); // no access
        }
    }

    private static int[] interleaving(Random random, int[] sizes) {
        int[] left = sizes.clone();
        int total = Arrays.stream(sizes).sum();
        int[] lin = new int[total];
        for (int m = 0; m < total; m++) {
            int pick = random.nextInt(total - m);
            int t = 0;
            while (pick >= left[t]) {
                pick -= left[t++];
            }
            left[t]--;
            lin[m] = t;
        }
        return lin;
    }

    /** Events of the linearization as refs, in its order. */
    static long[] refs(PartialTrace p, int[] lin) {
        long[] refs = new long[lin.length];
        int[] pos = new int[p.threads()];
        for (int m = 0; m < lin.length; m++) {
            refs[m] = PartialTrace.ref(lin[m], pos[lin[m]]++);
        }
        return refs;
    }

    private static void addEdges(Random random, PartialTrace p, int[] lin) {
        long[] refs = refs(p, lin);
        int edges = random.nextInt(3) == 0 ? 0 : random.nextInt(4);
        for (int m = 0; m < edges; m++) {
            int a = random.nextInt(refs.length);
            int b = random.nextInt(refs.length);
            if (random.nextInt(20) != 0 && a > b) { // rarely, an edge against the linearization
                int s = a;
                a = b;
                b = s;
            }
            Instances.order(p, refs[a], refs[b]);
        }
    }

    private static void chooseGoodWrites(Random random, PartialTrace p, int[] lin, double hit) {
        long[] active = new long[p.locations()];
        Arrays.fill(active, PartialTrace.INIT);
        for (long e : refs(p, lin)) {
            int t = PartialTrace.thread(e);
            int i = PartialTrace.index(e);
            int x = p.readLocation(t, i);
            if (x >= 0) {
                p.goodWrites(t, i, goodWrites(random, p, x, active[x], hit));
            }
            for (int y : p.writeLocations(t, i)) {
                active[y] = e;
            }
        }
    }

    private static long[] goodWrites(
            Random random, PartialTrace p, int x, long source, double hit) {
        List<Long> good = new ArrayList<>();
        if (random.nextDouble() < hit) {
            good.add(source);
        }
        double density = random.nextDouble() * 0.6;
        if (source != PartialTrace.INIT && random.nextDouble() < density) {
            good.add(PartialTrace.INIT);
        }
        for (int u = 0; u < p.threads(); u++) {
            for (int j = 0; j < p.size(u); j++) {
                long w = PartialTrace.ref(u, j);
                boolean writesX = Arrays.stream(p.writeLocations(u, j)).anyMatch(y -> y == x);
                if (writesX && w != source && random.nextDouble() < density) {
                    good.add(w);
                }
            }
        }
        if (random.nextInt(10) == 0 && !good.isEmpty()) {
            good.add(good.get(0)); // duplicates are allowed
        }
        java.util.Collections.shuffle(good, random);
        return good.stream().mapToLong(Long::longValue).toArray();
    }
}
