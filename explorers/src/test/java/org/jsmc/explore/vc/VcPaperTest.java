package org.jsmc.explore.vc;

import static org.assertj.core.api.Assertions.assertThat;
import static org.jsmc.explore.litmus.Op.join;
import static org.jsmc.explore.litmus.Op.r;
import static org.jsmc.explore.litmus.Op.spawn;
import static org.jsmc.explore.litmus.Op.w;

import java.util.ArrayList;
import java.util.List;
import org.jsmc.explore.Listener;
import org.jsmc.explore.Options;
import org.jsmc.explore.litmus.Litmus;
import org.jsmc.explore.litmus.Op;
import org.junit.jupiter.api.Test;

/**
 * {@code vc} on the VC-DPOR note's acceptance programs (seed-000 §6 L1–L3): main spawns the
 * threads, the first one spawned is the root.
 */
class VcPaperTest {

    @Test
    void fig1ExploresOneTrace() {
        Litmus fig1 =
                Litmus.main(
                        "fig1",
                        spawn(w("x", 1)),
                        spawn(w("x", 2), w("x", 1), r("x")),
                        join(1),
                        join(2));
        assertThat(traces(fig1)).isEqualTo(1);
        // The reader as root: two VHB classes (note L1b).
        Litmus fig1b =
                Litmus.main(
                        "fig1b",
                        spawn(w("x", 2), w("x", 1), r("x")),
                        spawn(w("x", 1)),
                        join(1),
                        join(2));
        assertThat(traces(fig1b)).isEqualTo(2);
    }

    /** Fig. 3a: one trace with the writer as root; N + 1 with the reader as root (note L2, L2b). */
    @Test
    void fig3a() {
        for (int n = 1; n <= 5; n++) {
            Op writer = spawn(repeat(n, w("x", 0)));
            Op reader = spawn(repeat(n, r("x")));
            assertThat(traces(Litmus.main("fig3a", writer, reader, join(1), join(2))))
                    .as("N = %d", n)
                    .isEqualTo(1);
            assertThat(traces(Litmus.main("fig3a-b", reader, writer, join(1), join(2))))
                    .as("reader root, N = %d", n)
                    .isEqualTo(n + 1);
        }
    }

    /** Fig. 3b: one trace with the writer as root (note L3). */
    @Test
    void fig3b() {
        for (int n = 1; n <= 4; n++) {
            List<Op> writes = new ArrayList<>();
            List<Op> reads = new ArrayList<>();
            for (int i = 1; i <= n; i++) {
                writes.add(w("x" + i, 0));
                writes.add(w("x" + i, 0));
                reads.add(r("x" + i));
            }
            Op writer = spawn(writes.toArray(Op[]::new));
            Op reader = spawn(reads.toArray(Op[]::new));
            assertThat(traces(Litmus.main("fig3b", writer, reader, join(1), join(2))))
                    .as("N = %d", n)
                    .isEqualTo(1);
        }
    }

    private static Op[] repeat(int n, Op op) {
        Op[] out = new Op[n];
        java.util.Arrays.fill(out, op);
        return out;
    }

    private static long traces(Litmus program) {
        return new VcExplorer()
                .explore(program, Options.DEFAULT.withKeepGoing(true), Listener.NONE)
                .counts()
                .traces();
    }
}
