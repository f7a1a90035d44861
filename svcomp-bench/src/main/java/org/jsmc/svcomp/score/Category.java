package org.jsmc.svcomp.score;

import java.util.Locale;

/**
 * How an answer compares with the expected verdict, and its score in the SV-COMP scheme: correct
 * true +2, correct false +1, wrong false −16, wrong true −32, no answer 0. (SV-COMP scores answers
 * only when a witness validator confirms them; jsmc writes no witnesses yet, so every correct
 * answer counts as confirmed, as in BenchExec's tables without validation.)
 */
public enum Category {
    CORRECT_TRUE(2),
    CORRECT_FALSE(1),
    WRONG_TRUE(-32),
    WRONG_FALSE(-16),
    /** No answer: unknown, error, or the property is not supported. */
    UNKNOWN(0),
    /** A true or false answer for a task whose definition states no expected verdict. */
    UNSCORED(0);

    private final int score;

    Category(int score) {
        this.score = score;
    }

    /** The SV-COMP score. */
    public int score() {
        return score;
    }

    /** {@code correct true} and the like. */
    public String label() {
        return name().toLowerCase(Locale.ROOT).replace('_', ' ');
    }

    /**
     * The category of {@code given} for a task of {@code property} whose expected verdict is {@code
     * expected} (null: not stated) and whose violated subproperty is {@code subproperty} (or null).
     * A {@code false(p)} answer is correct when the expected verdict is false and {@code p} is the
     * property (or the violated subproperty, if the task names one); a false answer that names
     * another property is no answer for this task.
     */
    public static Category of(
            Verdict given, Boolean expected, String property, String subproperty) {
        if (!given.isAnswer()) {
            return UNKNOWN;
        }
        if (given.kind() == Verdict.Kind.FALSE
                && given.property() != null
                && !given.property().equals(property)
                && !given.property().equals(subproperty)) {
            return UNKNOWN;
        }
        if (expected == null) {
            return UNSCORED;
        }
        if (given.kind() == Verdict.Kind.TRUE) {
            return expected ? CORRECT_TRUE : WRONG_TRUE;
        }
        if (expected) {
            return WRONG_FALSE;
        }
        boolean rightSub =
                subproperty == null
                        || given.property() == null
                        || given.property().equals(subproperty);
        return rightSub ? CORRECT_FALSE : WRONG_FALSE;
    }
}
