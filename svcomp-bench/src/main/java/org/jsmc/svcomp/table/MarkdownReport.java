package org.jsmc.svcomp.table;

import java.util.List;

/** A {@link ScoreReport} as Markdown. */
final class MarkdownReport {
    private MarkdownReport() {}

    static String render(ScoreReport report, String source) {
        StringBuilder b = new StringBuilder();
        b.append("# SV-COMP results\n\n");
        b.append("Score **")
                .append(report.total().score())
                .append("** of ")
                .append(report.total().maxScore())
                .append(" possible over ")
                .append(report.total().tasks())
                .append(" tasks (`")
                .append(source)
                .append("`).\n\n## Scores\n\n");
        table(b, Cells.SCORE_COLUMNS, Cells.SCORE_NUMERIC, Cells.scoreRows(report));
        b.append("\n## Tasks\n\n");
        table(
                b,
                Cells.TASK_COLUMNS,
                Cells.TASK_NUMERIC,
                report.rows().stream().map(Cells::task).toList());
        return b.toString();
    }

    private static void table(
            StringBuilder b, List<String> header, List<Integer> numeric, List<List<String>> rows) {
        row(b, header);
        b.append('|');
        for (int i = 0; i < header.size(); i++) {
            b.append(numeric.contains(i) ? " ---: |" : " --- |");
        }
        b.append('\n');
        for (List<String> r : rows) {
            row(b, r);
        }
    }

    private static void row(StringBuilder b, List<String> cells) {
        b.append('|');
        for (String c : cells) {
            b.append(' ').append(c.replace("|", "\\|")).append(" |");
        }
        b.append('\n');
    }
}
