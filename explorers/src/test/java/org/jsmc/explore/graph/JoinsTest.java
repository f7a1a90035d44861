package org.jsmc.explore.graph;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.jsmc.explore.litmus.Op.exit;
import static org.jsmc.explore.litmus.Op.free;
import static org.jsmc.explore.litmus.Op.join;
import static org.jsmc.explore.litmus.Op.r;
import static org.jsmc.explore.litmus.Op.spawn;
import static org.jsmc.explore.litmus.Op.w;

import java.util.List;
import org.jsmc.explore.Algorithm;
import org.jsmc.explore.Options;
import org.jsmc.explore.litmus.Litmus;
import org.jsmc.explore.litmus.Op;
import org.jsmc.explore.oracle.Census;
import org.jsmc.explore.oracle.Guarantees;
import org.jsmc.explore.oracle.Oracle;
import org.jsmc.explore.oracle.TraceRecorder;
import org.jsmc.ir.UnsupportedFeatureException;
import org.junit.jupiter.api.Test;

/**
 * {@code exit} and {@code free} of shared memory in the searches that give them no place of their
 * own ({@link Joins}): after main joined every thread they run like a fence and the searches keep
 * their guarantees against the oracle; while a thread may still run, even one that has ended but
 * was not joined, they are refused in one line.
 */
class JoinsTest {
    private static final List<Algorithm> SEARCHES =
            List.of(Algorithm.VC, Algorithm.DC, Algorithm.RF, Algorithm.RVF, Algorithm.VIEW);

    private static final Options KEEP_GOING = Options.DEFAULT.withKeepGoing(true);

    @Test
    void exitAndFreeAfterTheJoinsKeepTheGuarantees() {
        Litmus freed = afterTheJoins("freed", free("x"), r("y"), r("x")); // a use after free
        Litmus exited = afterTheJoins("exited", free("x"), r("y"), exit(0), r("y")); // never runs
        assertThat(Oracle.census(freed).errors()).hasSize(1);
        for (Litmus program : List.of(freed, exited)) {
            Census census = Oracle.census(program);
            for (Algorithm a : SEARCHES) {
                TraceRecorder recorder = new TraceRecorder();
                a.create().explore(program, KEEP_GOING, recorder);
                assertThat(Guarantees.broken(a, program, census, recorder))
                        .as("%s on %s", a, program)
                        .isEmpty();
                assertThat(recorder.errors()).as("%s", a).isEqualTo(census.errors());
            }
        }
    }

    /** Main creates two threads that race on x and y, joins both, then runs {@code end}. */
    private static Litmus afterTheJoins(String name, Op... end) {
        List<Op> ops = new java.util.ArrayList<>();
        ops.add(spawn(w("x", 1), r("y")));
        ops.add(spawn(r("x"), w("y", 2)));
        ops.add(join(1));
        ops.add(join(2));
        ops.addAll(List.of(end));
        return Litmus.main(name, ops.toArray(Op[]::new));
    }

    @Test
    void exitOrFreeWhileAThreadMayRunIsRefused() {
        Litmus early = Litmus.main("early", spawn(w("x", 1)), free("x"), join(1));
        Litmus leaving = Litmus.main("leaving", spawn(w("x", 1)), exit(0), join(1));
        Litmus unjoined = Litmus.main("unjoined", spawn(w("x", 1)), r("y"), r("y"), free("x"));
        for (Algorithm a : SEARCHES) {
            for (Litmus program : List.of(early, unjoined, leaving)) {
                assertThatThrownBy(
                                () -> a.create().explore(program, KEEP_GOING, new TraceRecorder()))
                        .as("%s on %s", a, program)
                        .isInstanceOf(UnsupportedFeatureException.class)
                        .hasMessageContaining("while other threads may")
                        .hasMessageContaining("'" + a.algorithmName() + "'");
            }
        }
    }
}
