package org.jsmc.bench.table;

import java.util.List;

/**
 * A table as CSV (RFC 4180): the header line, then one line per row, with the same cell text as the
 * other formats (markers included). Titles, notes and mismatches are left to the other formats, so
 * that the file loads as data.
 */
final class CsvRenderer {
    private CsvRenderer() {}

    static String render(Table t) {
        StringBuilder b = new StringBuilder();
        line(b, t.header());
        for (List<String> r : t.rows()) {
            line(b, r);
        }
        return b.toString();
    }

    private static void line(StringBuilder b, List<String> cells) {
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
