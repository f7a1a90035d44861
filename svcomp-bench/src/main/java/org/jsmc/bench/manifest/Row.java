package org.jsmc.bench.manifest;

import java.util.Map;

/**
 * One row of a paper's table that a family reproduces.
 *
 * @param table the table layout id, e.g. {@code vcdpor-t1}
 * @param label the row's name in the paper; printed as {@code label(params)}
 * @param params the parameter values, in the family's parameter order
 * @param reported the paper's numbers, by jsmc algorithm (or configuration) name
 * @param note why jsmc's count may differ from the paper's, or {@code null}
 */
public record Row(
        String table, String label, Params params, Map<String, Reported> reported, String note) {
    public Row {
        reported = Map.copyOf(reported);
    }

    /** The paper's numbers for {@code key}, or {@code null}. */
    public Reported reported(String key) {
        return reported.get(key);
    }

    /** The row's name as printed: {@code label(params)}. */
    public String name() {
        return params.label(label);
    }
}
