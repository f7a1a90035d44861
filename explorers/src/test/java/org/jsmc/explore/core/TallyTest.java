package org.jsmc.explore.core;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.time.Duration;
import org.jsmc.exec.Outcome;
import org.jsmc.explore.Counts;
import org.junit.jupiter.api.Test;

class TallyTest {

    @Test
    void outcomesGoToNidhuggsBuckets() {
        Tally t = new Tally();
        t.count(Outcome.COMPLETE, false);
        t.count(Outcome.DEADLOCK, false);
        t.count(Outcome.ERROR, false);
        t.count(Outcome.ASSUME_BLOCKED, false);
        t.countSleepSetBlocked();
        assertThat(t.counts()).isEqualTo(new Counts(3, 1, 1, 0, 0, 1, 1));
        assertThat(t.executions()).isEqualTo(5);
    }

    @Test
    void aDeadlockThatIsAnErrorIsATraceADeadlockAndAnError() {
        Tally t = new Tally();
        t.count(Outcome.DEADLOCK, true);
        assertThat(t.counts()).isEqualTo(new Counts(1, 0, 0, 0, 0, 1, 1));
    }

    @Test
    void aRunningExecutionCannotBeCounted() {
        assertThatThrownBy(() -> new Tally().count(Outcome.RUNNING, false))
                .isInstanceOf(IllegalStateException.class);
    }

    @Test
    void limitsOfZeroMeanNone() {
        assertThat(new Limits(0, Duration.ZERO).reached(Long.MAX_VALUE, Long.MAX_VALUE)).isFalse();
        assertThat(new Limits(3, Duration.ZERO).reached(3, 0)).isTrue();
        assertThat(new Limits(0, Duration.ofSeconds(1)).reached(0, 999_999_999)).isFalse();
        assertThat(new Limits(0, Duration.ofSeconds(1)).reached(0, 1_000_000_000)).isTrue();
        assertThat(new Limits(0, Duration.ofSeconds(Long.MAX_VALUE)).reached(0, Long.MAX_VALUE))
                .isTrue();
    }
}
