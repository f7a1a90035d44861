package org.jsmc.explore.vc;

import static org.assertj.core.api.Assertions.assertThat;
import static org.jsmc.explore.litmus.Op.join;
import static org.jsmc.explore.litmus.Op.r;
import static org.jsmc.explore.litmus.Op.spawn;
import static org.jsmc.explore.litmus.Op.w;

import org.jsmc.explore.Listener;
import org.jsmc.explore.Options;
import org.jsmc.explore.litmus.Litmus;
import org.jsmc.explore.litmus.PaperPrograms;
import org.junit.jupiter.api.Test;

/**
 * {@code vc} on the VC-DPOR note's acceptance programs (seed-000 §6 L1–L3), the root named by
 * thread index: Fig. 1 also with main spawning the threads (root 1, the default, is the first one
 * spawned).
 */
class VcPaperTest {

    /** Fig. 1: one trace with p1 as root; two with the reader as root (note L1b). */
    @Test
    void fig1() {
        Litmus fig1 =
                Litmus.main(
                        "fig1",
                        spawn(w("x", 1)),
                        spawn(w("x", 2), w("x", 1), r("x")),
                        join(1),
                        join(2));
        assertThat(traces(fig1, 1)).isEqualTo(1);
        assertThat(traces(fig1, 2)).isEqualTo(2);
        assertThat(traces(PaperPrograms.vcdporFig1(), 0)).isEqualTo(1);
        assertThat(traces(PaperPrograms.vcdporFig1(), 1)).isEqualTo(2);
    }

    /** Fig. 3a: one trace with the writer as root; N + 1 with the reader as root (note L2, L2b). */
    @Test
    void fig3a() {
        for (int n = 1; n <= 5; n++) {
            Litmus p = PaperPrograms.vcdporFig3a(n);
            assertThat(traces(p, 0)).as("N = %d", n).isEqualTo(1);
            assertThat(traces(p, 1)).as("reader root, N = %d", n).isEqualTo(n + 1);
        }
    }

    /** Fig. 3b: one trace with the writer as root (note L3). */
    @Test
    void fig3b() {
        for (int n = 1; n <= 4; n++) {
            assertThat(traces(PaperPrograms.vcdporFig3b(n), 0)).as("N = %d", n).isEqualTo(1);
        }
    }

    private static long traces(Litmus program, int root) {
        return new VcExplorer()
                .explore(program, Options.DEFAULT.withKeepGoing(true).withRoot(root), Listener.NONE)
                .counts()
                .traces();
    }
}
