package org.jsmc.svcomp.score;

import java.util.Collections;
import java.util.EnumMap;
import java.util.Map;
import java.util.TreeMap;

/**
 * The score of a group of tasks (a folder, or all): tasks per {@link Category}, the tasks without
 * an answer by reason, and the total score.
 *
 * <p>Mutable while it is being filled with {@link #add}; not thread-safe.
 */
public final class Tally {
    private final Map<Category, Integer> counts = new EnumMap<>(Category.class);
    private final Map<String, Integer> unknownByReason = new TreeMap<>();
    private int tasks;
    private int score;
    private int maxScore;

    /**
     * Counts one task.
     *
     * @param category how its answer compares with the expected verdict
     * @param expected the expected verdict, or null
     * @param unknownReason for a task without an answer, why: {@code timeout}, {@code out of
     *     memory}, jsmc's reason for unknown, {@code error}, {@code unsupported property}
     */
    public void add(Category category, Boolean expected, String unknownReason) {
        tasks++;
        counts.merge(category, 1, Integer::sum);
        score += category.score();
        if (expected != null) {
            maxScore += expected ? Category.CORRECT_TRUE.score() : Category.CORRECT_FALSE.score();
        }
        if (category == Category.UNKNOWN) {
            unknownByReason.merge(
                    unknownReason == null ? "unknown" : unknownReason, 1, Integer::sum);
        }
    }

    /** The tasks counted. */
    public int tasks() {
        return tasks;
    }

    /** The tasks of {@code category}. */
    public int count(Category category) {
        return counts.getOrDefault(category, 0);
    }

    /** The tasks without an answer, by reason, sorted by reason. */
    public Map<String, Integer> unknownByReason() {
        return Collections.unmodifiableMap(unknownByReason);
    }

    /** The SV-COMP score. */
    public int score() {
        return score;
    }

    /** The score if every task with an expected verdict were answered correctly. */
    public int maxScore() {
        return maxScore;
    }

    /** {@code 3 (timeout 2, out of memory 1)}, or {@code 0}. */
    public String unknownText() {
        int n = count(Category.UNKNOWN);
        if (n == 0) {
            return "0";
        }
        StringBuilder b = new StringBuilder().append(n).append(" (");
        String sep = "";
        for (Map.Entry<String, Integer> e : unknownByReason.entrySet()) {
            b.append(sep).append(e.getKey()).append(' ').append(e.getValue());
            sep = ", ";
        }
        return b.append(')').toString();
    }
}
