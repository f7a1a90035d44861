package org.jsmc.svcomp.table;

import java.util.List;
import org.jsmc.bench.table.Csv;

/**
 * A {@link ScoreReport} as CSV (RFC 4180, written by {@link Csv}): the tasks table, an empty line,
 * then the scores table.
 */
final class CsvReport {
    private CsvReport() {}

    static String render(ScoreReport report) {
        StringBuilder b = new StringBuilder();
        Csv.line(b, Cells.TASK_COLUMNS);
        for (ScoreReport.Row r : report.rows()) {
            Csv.line(b, Cells.task(r));
        }
        b.append("\r\n");
        Csv.line(b, Cells.SCORE_COLUMNS);
        for (List<String> r : Cells.scoreRows(report)) {
            Csv.line(b, r);
        }
        return b.toString();
    }
}
