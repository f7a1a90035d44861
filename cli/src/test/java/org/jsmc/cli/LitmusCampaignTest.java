package org.jsmc.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import org.junit.jupiter.api.Test;

/**
 * A small run of the litmus campaign ({@link LitmusCampaign}, acceptance A3 of the ViEqui note):
 * {@code view} keeps its guarantees on every generated C test and its negation, and the Table I
 * summary adds up. {@code scripts/litmus-campaign} runs it at any size.
 */
class LitmusCampaignTest {

    @Test
    void viewIsExactOnGeneratedLitmusTests() {
        ByteArrayOutputStream log = new ByteArrayOutputStream();
        LitmusCampaign.Summary s =
                LitmusCampaign.run(30, 7, new PrintStream(log, true, StandardCharsets.UTF_8));
        assertThat(s.failures).as(log.toString(StandardCharsets.UTF_8)).isEmpty();
        assertThat(s.noViolation.tests + s.violation.tests).isEqualTo(60);
        assertThat(s.byOracle + s.byOptimal).isEqualTo(60);
        assertThat(s.noViolation.tests).isPositive();
        assertThat(s.violation.tests).isPositive();
        assertThat(s.noViolation.soundAndOptimal).isEqualTo(s.noViolation.tests);
        assertThat(s.violation.soundAndOptimal).isEqualTo(s.violation.tests);
        ByteArrayOutputStream table = new ByteArrayOutputStream();
        LitmusCampaign.print(s, 7, new PrintStream(table, true, StandardCharsets.UTF_8));
        assertThat(table.toString(StandardCharsets.UTF_8))
                .contains("| No violation | " + s.noViolation.tests + " |");
    }
}
