package org.jsmc.explore.apo;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.HashSet;
import java.util.Set;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.EdgeCasesMode;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import org.jsmc.explore.consistency.Chains;
import org.jsmc.explore.consistency.PartialOrder;

/**
 * Realize against brute force (note H4): the closure exists exactly when some linearization of P
 * lets every read read one of its good writes, and then the root-first linearization of the closure
 * is such a linearization.
 */
class ClosureProperties {

    @Provide
    Arbitrary<RandomApo> apos() {
        return Arbitraries.longs()
                .map(seed -> RandomApo.of(seed, false))
                .filter(r -> r.apo() != null);
    }

    /**
     * With pairs of leaf writes that are good writes of the same reads, none of the root's, or of
     * which one is unobservable, left unordered, as Optimization 3 leaves them.
     */
    @Provide
    Arbitrary<RandomApo> relaxed() {
        return Arbitraries.longs()
                .map(seed -> RandomApo.of(seed, true))
                .filter(r -> r.apo() != null);
    }

    @Property(tries = 3000, edgeCases = EdgeCasesMode.NONE)
    void realizeAnswersAsBruteForceAndItsWitnessIsOne(@ForAll("apos") RandomApo random) {
        answersAsBruteForce(random);
    }

    @Property(tries = 3000, edgeCases = EdgeCasesMode.NONE)
    void realizeIsExactWithAlikeWritesUnordered(@ForAll("relaxed") RandomApo random) {
        answersAsBruteForce(random);
    }

    private static void answersAsBruteForce(RandomApo random) {
        Apo apo = random.apo();
        int[] witness = apo.realize();
        boolean exists = new BruteForce(apo).exists();
        assertThat(witness != null).as("%s", random).isEqualTo(exists);
        if (witness != null) {
            assertThat(isWitness(apo, witness)).as("witness of %s", random).isTrue();
        }
    }

    /** A permutation of the events, in P's order, where every read reads a good write. */
    static boolean isWitness(Apo apo, int[] order) {
        Chains c = apo.chains();
        if (order.length != c.events()) {
            return false;
        }
        int[] last = new int[apo.locations()];
        java.util.Arrays.fill(last, Chains.INIT);
        int[] position = new int[c.events()];
        Set<Integer> seen = new HashSet<>();
        for (int p = 0; p < order.length; p++) {
            int e = order[p];
            if (!seen.add(e)) {
                return false;
            }
            position[e] = p;
            if (apo.isRead(e) && !apo.isGood(e, last[apo.location(e)])) {
                return false;
            }
            if (apo.isWrite(e)) {
                last[apo.location(e)] = e;
            }
        }
        PartialOrder p = apo.order();
        for (int a = 0; a < c.events(); a++) {
            for (int b = 0; b < c.events(); b++) {
                if (p.before(a, b) && position[a] > position[b]) {
                    return false;
                }
            }
        }
        return true;
    }

    /** Depth-first search over the linearizations of P, pruned where a read reads a bad write. */
    private static final class BruteForce {
        private final Apo apo;
        private final Chains c;
        private final Set<String> done = new HashSet<>();

        BruteForce(Apo apo) {
            this.apo = apo;
            this.c = apo.chains();
        }

        boolean exists() {
            int[] last = new int[apo.locations()];
            java.util.Arrays.fill(last, Chains.INIT);
            return search(new int[c.threads()], last, 0);
        }

        private boolean search(int[] next, int[] last, int out) {
            if (out == c.events()) {
                return true;
            }
            if (!done.add(java.util.Arrays.toString(next) + java.util.Arrays.toString(last))) {
                return false;
            }
            for (int t = 0; t < c.threads(); t++) {
                if (next[t] == c.size(t)) {
                    continue;
                }
                int e = c.gid(t, next[t]);
                if (!ready(e, next)) {
                    continue;
                }
                int x = apo.location(e);
                if (apo.isRead(e) && !apo.isGood(e, last[x])) {
                    continue;
                }
                int[] n2 = next.clone();
                n2[t]++;
                int[] l2 = last.clone();
                if (apo.isWrite(e)) {
                    l2[x] = e;
                }
                if (search(n2, l2, out + 1)) {
                    return true;
                }
            }
            return false;
        }

        private boolean ready(int e, int[] next) {
            for (int u = 0; u < c.threads(); u++) {
                if (u != c.thread(e) && apo.order().countBefore(e, u) > next[u]) {
                    return false;
                }
            }
            return true;
        }
    }
}
