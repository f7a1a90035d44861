package org.jsmc.svcomp.table;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import org.jsmc.svcomp.run.TaskResult;
import org.jsmc.svcomp.score.TaskNames;
import org.jsmc.svcomp.score.Verdict;

/**
 * What {@code jsmc svcomp run} prints: a line per task ({@code <task> <expected> <verdict> <score>
 * <time>}), the {@code Verdict:}/{@code Reason:} lines of a single task, and the score summary as
 * an aligned text table.
 */
public final class TextReport {
    private final TaskNames names;
    private final int width;

    /** Lines for tasks named relative to the common root of {@code tasks}. */
    public TextReport(List<String> tasks) {
        this.names = TaskNames.of(tasks);
        this.width = tasks.stream().mapToInt(t -> names.name(t).length()).max().orElse(0);
    }

    /** {@code pthread/fib_bench-1.yml false false(unreach-call) +1 2.31 s}. */
    public String taskLine(TaskResult r) {
        return String.format(
                Locale.ROOT,
                "%-" + Math.max(1, width) + "s  %-5s  %-20s  %3s  %6.2f s",
                names.name(r.task()),
                Cells.expected(r.expected()),
                r.verdict(),
                Cells.signed(r.score()),
                r.seconds());
    }

    /**
     * The {@code Verdict:} and {@code Reason:} lines of one task, with SV-COMP's verdicts only: a
     * task jsmc does not run is {@code unknown}, its reason says why.
     */
    public static String single(TaskResult r) {
        boolean answered = r.verdict().kind() != Verdict.Kind.UNSUPPORTED;
        return "Verdict: "
                + (answered ? r.verdict() : Verdict.UNKNOWN)
                + System.lineSeparator()
                + "Reason: "
                + (r.reason() == null ? "" : r.reason())
                + System.lineSeparator();
    }

    /** The score line and the per-folder table. */
    public static String summary(ScoreReport report) {
        StringBuilder b = new StringBuilder();
        b.append(
                String.format(
                        Locale.ROOT,
                        "Score: %d of %d possible, %d task%s%n",
                        report.total().score(),
                        report.total().maxScore(),
                        report.total().tasks(),
                        report.total().tasks() == 1 ? "" : "s"));
        List<List<String>> rows = new ArrayList<>();
        rows.add(Cells.SCORE_COLUMNS);
        rows.addAll(Cells.scoreRows(report));
        int[] w = new int[Cells.SCORE_COLUMNS.size()];
        for (List<String> row : rows) {
            for (int i = 0; i < row.size(); i++) {
                w[i] = Math.max(w[i], row.get(i).length());
            }
        }
        for (List<String> row : rows) {
            StringBuilder line = new StringBuilder();
            for (int i = 0; i < row.size(); i++) {
                String cell = row.get(i);
                boolean right = Cells.SCORE_NUMERIC.contains(i);
                String pad = " ".repeat(w[i] - cell.length());
                line.append(i == 0 ? "" : "  ").append(right ? pad + cell : cell + pad);
            }
            b.append(line.toString().stripTrailing()).append(System.lineSeparator());
        }
        return b.toString();
    }
}
