package org.jsmc.svcomp.table;

import java.util.List;
import java.util.Locale;
import java.util.Map;
import org.jsmc.svcomp.run.TaskResult;
import org.jsmc.svcomp.score.Category;
import org.jsmc.svcomp.score.Tally;

/** The columns and cell texts every rendering of a {@link ScoreReport} shares. */
final class Cells {
    private Cells() {}

    static final List<String> TASK_COLUMNS =
            List.of(
                    "Task",
                    "Folder",
                    "Property",
                    "Expected",
                    "Verdict",
                    "Result",
                    "Reason",
                    "Score",
                    "Time (s)",
                    "Memory (MB)");

    /** The columns whose cells are numbers (right-aligned, sorted as numbers). */
    static final List<Integer> TASK_NUMERIC = List.of(7, 8, 9);

    static final List<String> SCORE_COLUMNS =
            List.of(
                    "Folder",
                    "Tasks",
                    "Score",
                    "Max. score",
                    "Correct true",
                    "Correct false",
                    "Wrong true",
                    "Wrong false",
                    "Unknown");

    static final List<Integer> SCORE_NUMERIC = List.of(1, 2, 3, 4, 5, 6, 7, 8);

    /** The cells of a task's row, in {@link #TASK_COLUMNS} order. */
    static List<String> task(ScoreReport.Row row) {
        TaskResult r = row.result();
        return List.of(
                row.name(),
                row.folder(),
                r.property(),
                expected(r.expected()),
                r.verdict().toString(),
                result(r.category()),
                r.reason() == null ? "" : r.reason(),
                signed(r.score()),
                String.format(Locale.ROOT, "%.2f", r.seconds()),
                r.peakMemoryMb() == null
                        ? ""
                        : String.format(Locale.ROOT, "%.1f", r.peakMemoryMb()));
    }

    /** The cells of a score row, in {@link #SCORE_COLUMNS} order. */
    static List<String> score(String folder, Tally t) {
        return List.of(
                folder,
                Integer.toString(t.tasks()),
                Integer.toString(t.score()),
                Integer.toString(t.maxScore()),
                Integer.toString(t.count(Category.CORRECT_TRUE)),
                Integer.toString(t.count(Category.CORRECT_FALSE)),
                Integer.toString(t.count(Category.WRONG_TRUE)),
                Integer.toString(t.count(Category.WRONG_FALSE)),
                t.unknownText());
    }

    /** Every score row: one per folder, then {@code total}. */
    static List<List<String>> scoreRows(ScoreReport report) {
        List<List<String>> rows = new java.util.ArrayList<>();
        for (Map.Entry<String, Tally> e : report.folders().entrySet()) {
            rows.add(score(e.getKey(), e.getValue()));
        }
        rows.add(score("total", report.total()));
        return rows;
    }

    /** {@code true}, {@code false} or {@code -} when not stated. */
    static String expected(Boolean expected) {
        return expected == null ? "-" : expected.toString();
    }

    /** {@code correct}, {@code wrong}, {@code unknown} or {@code unscored}. */
    static String result(Category c) {
        return switch (c) {
            case CORRECT_TRUE, CORRECT_FALSE -> "correct";
            case WRONG_TRUE, WRONG_FALSE -> "wrong";
            case UNKNOWN -> "unknown";
            case UNSCORED -> "unscored";
        };
    }

    /** {@code +2}, {@code 0}, {@code -16}. */
    static String signed(int score) {
        return score > 0 ? "+" + score : Integer.toString(score);
    }
}
