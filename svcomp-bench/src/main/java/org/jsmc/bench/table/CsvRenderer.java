package org.jsmc.bench.table;

import java.util.List;

/**
 * A table as CSV ({@link Csv}): the header line, then one line per row, with the same cell text as
 * the other formats (markers included). Titles, notes and mismatches are left to the other formats,
 * so that the file loads as data.
 */
final class CsvRenderer {
    private CsvRenderer() {}

    static String render(Table t) {
        StringBuilder b = new StringBuilder();
        Csv.line(b, t.header());
        for (List<String> r : t.rows()) {
            Csv.line(b, r);
        }
        return b.toString();
    }
}
