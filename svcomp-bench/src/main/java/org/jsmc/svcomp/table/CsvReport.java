package org.jsmc.svcomp.table;

import java.util.List;

/**
 * A {@link ScoreReport} as CSV (RFC 4180): the tasks table, an empty line, then the scores table.
 */
final class CsvReport {
    private CsvReport() {}

    static String render(ScoreReport report) {
        StringBuilder b = new StringBuilder();
        row(b, Cells.TASK_COLUMNS);
        for (ScoreReport.Row r : report.rows()) {
            row(b, Cells.task(r));
        }
        b.append("\r\n");
        row(b, Cells.SCORE_COLUMNS);
        for (List<String> r : Cells.scoreRows(report)) {
            row(b, r);
        }
        return b.toString();
    }

    private static void row(StringBuilder b, List<String> cells) {
        for (int i = 0; i < cells.size(); i++) {
            if (i > 0) {
                b.append(',');
            }
            b.append(quote(cells.get(i)));
        }
        b.append("\r\n");
    }

    static String quote(String s) {
        if (s.contains(",") || s.contains("\"") || s.contains("\n") || s.contains("\r")) {
            return "\"" + s.replace("\"", "\"\"") + "\"";
        }
        return s;
    }
}
