package org.jsmc.bench.table;

import java.util.List;
import org.jsmc.bench.check.Mismatch;

/**
 * A rendered-to-text table, ready for a {@link Format}: every cell is already a string.
 *
 * @param id the layout id
 * @param title the title
 * @param header the column headings
 * @param labelColumns how many leading columns are names (left-aligned); the rest are numbers
 * @param rows the body, each row as long as the header
 * @param notes footnotes, in order
 * @param mismatches in compare mode, the cells that differ from a paper number or closed form
 * @param compared whether this is compare mode (so that "no mismatches" can be said)
 */
public record Table(
        String id,
        String title,
        List<String> header,
        int labelColumns,
        List<List<String>> rows,
        List<String> notes,
        List<Mismatch> mismatches,
        boolean compared) {
    public Table {
        header = List.copyOf(header);
        rows = rows.stream().map(List::copyOf).toList();
        notes = List.copyOf(notes);
        mismatches = List.copyOf(mismatches);
        for (List<String> r : rows) {
            if (r.size() != header.size()) {
                throw new IllegalArgumentException("row " + r + " does not fit header " + header);
            }
        }
    }
}
