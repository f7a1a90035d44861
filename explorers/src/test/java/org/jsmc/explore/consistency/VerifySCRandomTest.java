package org.jsmc.explore.consistency;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;

/**
 * VerifySC against the brute-force oracle on thousands of random small instances (fixed seeds, so a
 * failure is reproducible): for every heuristic combination and several auxiliary orders, a witness
 * exactly when the oracle finds one, and every witness valid.
 */
class VerifySCRandomTest {
    private static final int INSTANCES = 3000;

    @Test
    void agreesWithBruteForce() {
        Random random = new Random(0xC0FFEE);
        List<Heuristics> all = Instances.allHeuristics();
        VerifySC[] checkers = all.stream().map(VerifySC::new).toArray(VerifySC[]::new);
        int yes = 0;
        for (int n = 0; n < INSTANCES; n++) {
            RandomInstance instance = RandomInstance.draw(random, 4, 5, 3, 0.7);
            PartialTrace p = instance.trace();
            int[] oracle = BruteForce.witness(p);
            yes += oracle == null ? 0 : 1;
            int[][] auxiliaries = {
                null, randomOrder(random, p), instance.linearization(), oracle,
            };
            for (int h = 0; h < checkers.length; h++) {
                for (int[] aux : auxiliaries) {
                    int[] w = checkers[h].check(p, aux);
                    String context =
                            "instance "
                                    + n
                                    + ", "
                                    + all.get(h)
                                    + ", aux "
                                    + java.util.Arrays.toString(aux)
                                    + " on\n"
                                    + p;
                    assertThat(w != null).as(context).isEqualTo(oracle != null);
                    if (w != null) {
                        assertThat(BruteForce.isWitness(p, w)).as(context).isTrue();
                    }
                }
            }
        }
        // Both answers must be well represented, or the test proves little.
        assertThat(yes).isBetween(INSTANCES / 5, INSTANCES * 4 / 5);
    }

    /**
     * Larger instances built around an execution, so they have a witness: every combination finds
     * one.
     */
    @Test
    void findsWitnessesOfLargerSatisfiableInstances() {
        Random random = new Random(42);
        VerifySC all = new VerifySC(Heuristics.ALL);
        VerifySC noAux = new VerifySC(new Heuristics(true, true, false));
        for (int n = 0; n < 200; n++) {
            RandomInstance instance = RandomInstance.draw(random, 4, 12, 3, 1.0);
            PartialTrace p = instance.trace();
            if (BruteForce.witness(p) == null) {
                continue; // a rare cyclic edge
            }
            for (VerifySC v : new VerifySC[] {all, noAux}) {
                int[] w = v.check(p, randomOrder(random, p));
                assertThat(BruteForce.isWitness(p, w)).as("instance %d on\n%s", n, p).isTrue();
            }
        }
    }

    /** A random sequence of thread numbers, shorter or longer than the instance. */
    static int[] randomOrder(Random random, PartialTrace p) {
        int[] order = new int[random.nextInt(p.events() + 3)];
        for (int m = 0; m < order.length; m++) {
            order[m] = random.nextInt(p.threads());
        }
        return order;
    }
}
