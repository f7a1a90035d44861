package org.jsmc.bench.table;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/** ViEqui's headline metrics on rows built by hand. */
class HeadlineTest {
    private static Optional<Headline.Time> ran(double seconds) {
        return Optional.of(new Headline.Time(seconds, false));
    }

    private static Optional<Headline.Time> timedOut(double limit) {
        return Optional.of(new Headline.Time(limit, true));
    }

    @Test
    void countsTenfoldAndTimeoutRowsOverTheRowsWithEveryTime() {
        Headline h = Headline.tally();
        h.add(List.of(ran(1), ran(20), ran(30), ran(11))); // fastest 11 > 10: tenfold
        h.add(List.of(ran(1), ran(20), ran(9), ran(30))); // fastest 9: neither
        h.add(List.of(ran(2), timedOut(60), timedOut(60), timedOut(60))); // both
        h.add(List.of(ran(7), timedOut(60), timedOut(60), ran(50))); // neither: 50 < 70
        h.add(List.of(timedOut(60), timedOut(60), timedOut(60), timedOut(60))); // neither
        h.add(List.of(ran(1), Optional.empty(), ran(100), ran(100))); // not counted
        assertThat(h.render()).isEqualTo("10× 2/5 (40.0 %), timeout 1/5 (20.0 %)");
    }

    @Test
    void saysSoWithoutRows() {
        assertThat(Headline.tally().render()).isNull();
        assertThat(Headline.note("viequi-t2", Headline.tally(), Headline.tally()))
                .contains("view against the fastest of optimal, observers, rvf")
                .contains("Paper: no row with every time");
        assertThat(Headline.configurations("rvf-t1")).isEmpty();
    }
}
