package org.jsmc.bench.harness;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.PrintWriter;
import java.io.StringWriter;
import org.junit.jupiter.api.Test;

class ProgressMeterTest {
    @Test
    void drawsOverItselfAndErasesItself() {
        StringWriter out = new StringWriter();
        ProgressMeter meter = new ProgressMeter(new PrintWriter(out), 1);
        meter.start(4);
        meter.draw();
        assertThat(out.toString()).startsWith("\r[------------------------] 0/4").contains("ETA ?");
        meter.begin("a.c");
        meter.end(2);
        meter.draw();
        assertThat(out.toString()).contains("\r[######------------------] 1/4  a.c  ");
        assertThat(meter.done()).isEqualTo(1);
        out.getBuffer().setLength(0);
        meter.erase();
        assertThat(out.toString()).matches("\r {40,}\r");
        out.getBuffer().setLength(0);
        meter.erase();
        assertThat(out.toString()).isEmpty();
    }

    @Test
    void aBarOfNoRunsIsFull() {
        StringWriter out = new StringWriter();
        ProgressMeter meter = new ProgressMeter(new PrintWriter(out), 0);
        meter.draw();
        assertThat(out.toString()).startsWith("\r[########################] 0/0");
    }

    @Test
    void durations() {
        assertThat(ProgressMeter.duration(3725)).isEqualTo("1h02m");
        assertThat(ProgressMeter.duration(187)).isEqualTo("3m07s");
        assertThat(ProgressMeter.duration(12.4)).isEqualTo("12s");
    }
}
