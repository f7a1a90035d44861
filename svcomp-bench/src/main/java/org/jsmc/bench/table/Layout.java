package org.jsmc.bench.table;

import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;

/**
 * The layout of one paper table.
 *
 * @param id the layout id the manifest rows use, e.g. {@code vcdpor-t1}
 * @param title the table's title
 * @param style how rows are laid out
 * @param columns the columns after the row name, in the paper's order
 * @param notes footnotes on where the numbers come from
 */
public record Layout(
        String id, String title, Style style, List<Column> columns, List<String> notes) {
    public Layout {
        columns = List.copyOf(columns);
        notes = List.copyOf(notes);
    }

    /** How a layout arranges its rows. */
    public enum Style {
        /** One row per benchmark(param); every metric is a column (most papers). */
        COLUMNS,
        /**
         * One row per benchmark(param) and metric: a family's trace rows, then its time rows; the
         * columns are configurations (RVF-SMC's Tables 1 and 2). Columns must show {@link
         * Metric#TRACES}.
         */
        METRIC_ROWS
    }

    /** The configurations whose runs the table shows: its columns' and their baselines. */
    public Set<String> shownConfigurations() {
        Set<String> keys = new LinkedHashSet<>(configurations());
        columns.stream().filter(c -> c.baseline() != null).forEach(c -> keys.add(c.baseline()));
        return keys;
    }

    /** The distinct configurations of the columns, in order. */
    public List<String> configurations() {
        return columns.stream().map(Column::configuration).distinct().toList();
    }
}
