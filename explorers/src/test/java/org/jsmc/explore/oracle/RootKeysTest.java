package org.jsmc.explore.oracle;

import static org.assertj.core.api.Assertions.assertThat;
import static org.jsmc.explore.litmus.Op.r;
import static org.jsmc.explore.litmus.Op.w;

import java.util.HashSet;
import java.util.Set;
import org.jsmc.exec.Outcome;
import org.jsmc.explore.Equivalence;
import org.jsmc.explore.litmus.Litmus;
import org.jsmc.explore.litmus.PaperPrograms;
import org.junit.jupiter.api.Test;

/**
 * The data- and value-centric keys, which depend on a root thread, on the VC-DPOR note's examples
 * (seed-000 §1.4 and §6: brute-force counts of the note, root named by thread index). Data-centric
 * counts the note does not give are derived by hand in the comments.
 */
class RootKeysTest {

    /** Fig. 1: p1: w(x,1) ‖ p2: w(x,2); w(x,1); r(x). */
    @Test
    void fig1() {
        Litmus fig1 = PaperPrograms.vcdporFig1();
        assertThat(classes(fig1, Equivalence.MAZURKIEWICZ, 0)).isEqualTo(4);
        assertThat(classes(fig1, Equivalence.VALUE_CENTRIC, 0)).isEqualTo(1);
        assertThat(classes(fig1, Equivalence.VALUE_CENTRIC, 1)).isEqualTo(2);
        // Two threads: no leaf pair, so data-centric is reads-from.
        assertThat(classes(fig1, Equivalence.DATA_CENTRIC, 0)).isEqualTo(2);
        assertThat(classes(fig1, Equivalence.DATA_CENTRIC, 1)).isEqualTo(2);
    }

    /** Fig. 3a, n = 3: a root writing 0 three times, a reader reading three times. */
    @Test
    void fig3a() {
        Litmus p = PaperPrograms.vcdporFig3a(3);
        assertThat(classes(p, Equivalence.MAZURKIEWICZ, 0)).isEqualTo(20);
        assertThat(classes(p, Equivalence.READS_FROM, 0)).isEqualTo(20);
        assertThat(classes(p, Equivalence.VALUE_CENTRIC, 0)).isEqualTo(1);
        // The reader as root, the initial write on its side: n + 1.
        assertThat(classes(p, Equivalence.VALUE_CENTRIC, 1)).isEqualTo(4);
    }

    /** Fig. 3b, n = 3: the root writes 0 twice to each of x1..x3, the reader reads each once. */
    @Test
    void fig3b() {
        Litmus p = PaperPrograms.vcdporFig3b(3);
        assertThat(classes(p, Equivalence.MAZURKIEWICZ, 0)).isEqualTo(27);
        assertThat(classes(p, Equivalence.VALUE_CENTRIC, 0)).isEqualTo(1);
        assertThat(classes(p, Equivalence.VALUE_CENTRIC, 1)).isEqualTo(8);
    }

    /**
     * Note §6 L8: VHB can be finer than reads-from. Root p1: w(y,1); leaves p2: w(x,1), p3: w(x,2):
     * reads-from 1 class, VHB 2 (the leaf write order counts); with a leaf reader r(x), reads-from
     * 3, VHB 6. Data-centric: the leaves' dependent pairs in either order, 2 and 3! = 6.
     */
    @Test
    void valueCentricCanBeFinerThanReadsFrom() {
        Litmus p = Litmus.litmus("l8").thread(w("y", 1)).thread(w("x", 1)).thread(w("x", 2));
        assertThat(classes(p, Equivalence.READS_FROM, 0)).isEqualTo(1);
        assertThat(classes(p, Equivalence.VALUE_CENTRIC, 0)).isEqualTo(2);
        assertThat(classes(p, Equivalence.DATA_CENTRIC, 0)).isEqualTo(2);
        Litmus reader =
                Litmus.litmus("l8r")
                        .thread(w("y", 1))
                        .thread(w("x", 1))
                        .thread(w("x", 2))
                        .thread(r("x"));
        assertThat(classes(reader, Equivalence.READS_FROM, 0)).isEqualTo(3);
        assertThat(classes(reader, Equivalence.VALUE_CENTRIC, 0)).isEqualTo(6);
        assertThat(classes(reader, Equivalence.DATA_CENTRIC, 0)).isEqualTo(6);
    }

    /**
     * Leaf orders through the root count for VHB (the literal projection, note P6) but not for
     * data-centric, which orders dependent leaf pairs only: leaves p1: w(x,1) and p3: r(y), root
     * p2: w(x,2); w(y,1). Reads-from: p3 reads init or the root's y (2); the unobserved x writes in
     * either order. Data-centric: 2. VHB: when p3 reads y = 1, p1's write before the root's x write
     * orders it before p3's read, otherwise not: 3 classes.
     */
    @Test
    void leafOrdersThroughTheRoot() {
        Litmus p =
                Litmus.litmus("through")
                        .thread(w("x", 1))
                        .thread(w("x", 2), w("y", 1))
                        .thread(r("y"));
        assertThat(classes(p, Equivalence.READS_FROM, 1)).isEqualTo(2);
        assertThat(classes(p, Equivalence.DATA_CENTRIC, 1)).isEqualTo(2);
        assertThat(classes(p, Equivalence.VALUE_CENTRIC, 1)).isEqualTo(3);
    }

    /** The default root is thread 1, as {@link Oracle#keysOf} and the census use it. */
    @Test
    void theDefaultRootIsThreadOne() {
        Census census = Oracle.census(PaperPrograms.vcdporFig1());
        assertThat(census.classes(Equivalence.VALUE_CENTRIC)).hasSize(2);
    }

    private static int classes(Litmus program, Equivalence equivalence, int root) {
        Set<ClassKey> keys = new HashSet<>();
        Enumerator.forEach(
                program,
                x -> {
                    if (x.outcome() != Outcome.ASSUME_BLOCKED) {
                        keys.add(Oracle.keyOf(equivalence, x.trace(), root));
                    }
                });
        return keys.size();
    }
}
