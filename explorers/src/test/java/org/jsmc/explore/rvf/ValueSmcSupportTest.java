package org.jsmc.explore.rvf;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.jsmc.explore.litmus.Litmus.litmus;
import static org.jsmc.explore.litmus.Op.atomic;
import static org.jsmc.explore.litmus.Op.await;
import static org.jsmc.explore.litmus.Op.exit;
import static org.jsmc.explore.litmus.Op.free;
import static org.jsmc.explore.litmus.Op.join;
import static org.jsmc.explore.litmus.Op.lock;
import static org.jsmc.explore.litmus.Op.r;
import static org.jsmc.explore.litmus.Op.spawn;
import static org.jsmc.explore.litmus.Op.unlock;
import static org.jsmc.explore.litmus.Op.w;

import java.util.List;
import org.jsmc.explore.Algorithm;
import org.jsmc.explore.Listener;
import org.jsmc.explore.Options;
import org.jsmc.explore.Result;
import org.jsmc.explore.litmus.Litmus;
import org.jsmc.ir.UnsupportedFeatureException;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

/**
 * What {@code rf} and {@code rvf} model and what they refuse: a refusal is one line that names the
 * algorithm, the feature and {@code optimal}, never a count.
 */
class ValueSmcSupportTest {

    @ParameterizedTest
    @EnumSource(
            value = Algorithm.class,
            names = {"RF", "RVF"})
    void exitAfterJoiningEveryThreadIsModelled(Algorithm a) {
        Litmus program =
                Litmus.main(
                        "exit-last",
                        spawn(w("x", 1)),
                        spawn(w("x", 2)),
                        join(1),
                        join(2),
                        r("x"),
                        exit(0));
        Result result = a.create().explore(program, Options.DEFAULT, Listener.NONE);
        // main reads 1 or 2 (whichever write came last): two classes under both equivalences.
        assertThat(result.counts().traces()).isEqualTo(2);
    }

    @ParameterizedTest
    @EnumSource(
            value = Algorithm.class,
            names = {"RF", "RVF"})
    void refusesInOneLineWhatItDoesNotModel(Algorithm a) {
        List<Litmus> refused =
                List.of(
                        litmus("exit").thread(w("x", 1)).thread(exit(0)),
                        litmus("cond").thread(lock("m"), await("c", "m"), unlock("m")),
                        litmus("atomic").thread(atomic(r("x"), w("x", 1))).thread(w("x", 2)),
                        litmus("free").thread(w("x", 1), free("x")).thread(w("y", 1)));
        for (Litmus program : refused) {
            assertThatThrownBy(() -> a.create().explore(program, Options.DEFAULT, Listener.NONE))
                    .as(program.name())
                    .isInstanceOf(UnsupportedFeatureException.class)
                    .hasMessageContaining("'" + a.algorithmName() + "'")
                    .hasMessageContaining("'optimal'")
                    .hasMessageNotContaining("\n");
        }
    }
}
