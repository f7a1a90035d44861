package org.jsmc.bench.table;

import java.util.List;

/**
 * CSV as RFC 4180 writes it: cells separated by commas, lines ended by CRLF, and a cell holding a
 * comma, a double quote or a line break quoted, its double quotes doubled. Used by the papers'
 * tables here and by the SV-COMP tables ({@code org.jsmc.svcomp.table}).
 */
public final class Csv {
    private Csv() {}

    /** Appends {@code cells} to {@code b} as one line, CRLF included. */
    public static void line(StringBuilder b, List<String> cells) {
        for (int i = 0; i < cells.size(); i++) {
            if (i > 0) {
                b.append(',');
            }
            b.append(quote(cells.get(i)));
        }
        b.append("\r\n");
    }

    /** {@code s} as one cell: as it is, or quoted when it must be. */
    public static String quote(String s) {
        if (s.contains(",") || s.contains("\"") || s.contains("\n") || s.contains("\r")) {
            return "\"" + s.replace("\"", "\"\"") + "\"";
        }
        return s;
    }
}
