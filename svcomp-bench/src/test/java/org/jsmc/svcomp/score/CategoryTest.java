package org.jsmc.svcomp.score;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** The SV-COMP scoring scheme, every answer against every expected verdict. */
class CategoryTest {
    @ParameterizedTest(name = "{0} for expected {1}: {2} ({3})")
    @CsvSource(
            nullValues = "null",
            value = {
                "true,                 true,  CORRECT_TRUE,  2",
                "true,                 false, WRONG_TRUE,    -32",
                "true,                 null,  UNSCORED,      0",
                "false(unreach-call),  false, CORRECT_FALSE, 1",
                "false(unreach-call),  true,  WRONG_FALSE,   -16",
                "false(unreach-call),  null,  UNSCORED,      0",
                "false,                false, CORRECT_FALSE, 1",
                "false,                true,  WRONG_FALSE,   -16",
                "false(no-data-race),  false, UNKNOWN,       0",
                "unknown,              true,  UNKNOWN,       0",
                "unknown,              false, UNKNOWN,       0",
                "unknown,              null,  UNKNOWN,       0",
                "error,                true,  UNKNOWN,       0",
                "error,                false, UNKNOWN,       0",
                "unsupported,          true,  UNKNOWN,       0",
                "unsupported,          false, UNKNOWN,       0",
            })
    void everyCombination(String given, Boolean expected, Category category, int score) {
        Category c = Category.of(Verdict.parse(given), expected, "unreach-call", null);
        assertThat(c).isEqualTo(category);
        assertThat(c.score()).isEqualTo(score);
    }

    @Test
    void aFalseAnswerMustNameTheViolatedSubproperty() {
        Verdict deref = Verdict.parse("false(valid-deref)");
        assertThat(Category.of(deref, false, "valid-memsafety", "valid-deref"))
                .isEqualTo(Category.CORRECT_FALSE);
        assertThat(
                        Category.of(
                                Verdict.parse("false(valid-free)"),
                                false,
                                "valid-memsafety",
                                "valid-deref"))
                .isEqualTo(Category.UNKNOWN);
        assertThat(
                        Category.of(
                                Verdict.parse("false(valid-memsafety)"),
                                false,
                                "valid-memsafety",
                                "valid-deref"))
                .isEqualTo(Category.WRONG_FALSE);
    }

    @Test
    void verdictsPrintAsSvcompPrintsThem() {
        for (String s :
                new String[] {
                    "true", "false", "false(unreach-call)", "unknown", "error", "unsupported"
                }) {
            assertThat(Verdict.parse(s)).hasToString(s);
        }
        assertThat(Verdict.parse("ERROR")).isEqualTo(Verdict.ERROR);
        assertThat(Verdict.parse("false(unreach-call)").property()).isEqualTo("unreach-call");
        assertThatThrownBy(() -> Verdict.parse("maybe"))
                .isInstanceOf(IllegalArgumentException.class);
    }

    @Test
    void tallyCountsScoresAndUnknownReasons() {
        Tally t = new Tally();
        t.add(Category.CORRECT_TRUE, true, null);
        t.add(Category.CORRECT_FALSE, false, null);
        t.add(Category.WRONG_FALSE, true, null);
        t.add(Category.UNKNOWN, true, "timeout");
        t.add(Category.UNKNOWN, false, "timeout");
        t.add(Category.UNKNOWN, false, "error");
        assertThat(t.tasks()).isEqualTo(6);
        assertThat(t.score()).isEqualTo(2 + 1 - 16);
        assertThat(t.maxScore()).isEqualTo(2 + 1 + 2 + 2 + 1 + 1);
        assertThat(t.count(Category.UNKNOWN)).isEqualTo(3);
        assertThat(t.unknownText()).isEqualTo("3 (error 1, timeout 2)");
    }
}
