package org.jsmc.bench;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.jsmc.bench.table.Layouts;
import org.junit.jupiter.api.Test;

class ConfigurationTest {
    @Test
    void rvfAblationsAreVariantsOfRvf() {
        Configuration noSignals = Configuration.of("rvf-nosignals");
        assertThat(noSignals.algorithm()).isEqualTo("rvf");
        assertThat(noSignals.options()).containsExactly("--no-backtrack-signals");
        assertThat(noSignals.isVariant()).isTrue();
        Configuration plain = Configuration.of("rvf-plain");
        assertThat(plain.algorithm()).isEqualTo("rvf");
        assertThat(plain.options()).containsExactly("--verify-sc", "plain");
        assertThat(Configuration.variantsOf("rvf"))
                .extracting(Configuration::key)
                .containsExactly("rvf-nosignals", "rvf-plain");
        assertThat(Configuration.isKnown("rvf-nosignals")).isTrue();
        assertThat(Configuration.isKnown("rvf-plain")).isTrue();
        assertThat(Configuration.knownKeys()).contains("rvf-nosignals", "rvf-plain");
    }

    @Test
    void ablationsMustKeepRvfsCountOthersHaveNoSuchRule() {
        assertThat(Configuration.of("rvf-nosignals").sameTracesAs()).contains("rvf");
        assertThat(Configuration.of("rvf-plain").sameTracesAs()).contains("rvf");
        for (String other : List.of("rvf", "rf", "source", "qpor-k1", "trust-b2")) {
            assertThat(Configuration.of(other).sameTracesAs()).as(other).isEmpty();
        }
    }

    @Test
    void ablationsRunWithRvfByDefaultAndOnTheRvfTables() {
        if (Configuration.of("rvf").registered()) {
            assertThat(Configuration.defaults(false))
                    .extracting(Configuration::key)
                    .containsSubsequence("rvf", "rvf-nosignals", "rvf-plain");
        }
        for (String layout : List.of("rvf-t1", "rvf-t2")) {
            assertThat(Layouts.columnsOf(layout))
                    .as(layout)
                    .containsExactly(
                            "rvf", "vc", "rf", "dc", "source", "rvf-nosignals", "rvf-plain");
        }
        assertThat(Layouts.columnsOf("viequi-t2")).doesNotContain("rvf-nosignals", "rvf-plain");
    }
}
