package org.jsmc.bench.manifest;

import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.StringJoiner;

/**
 * The parameter values of one run, in the family's parameter order. Equality ignores the order.
 *
 * @param values parameter name to value
 */
public record Params(Map<String, Long> values) {
    public Params {
        values = Collections.unmodifiableMap(new LinkedHashMap<>(values));
    }

    /** The values, in {@code values}' order; {@code readers(8)} uses them as {@code (8)}. */
    public List<Long> list() {
        return new ArrayList<>(values.values());
    }

    /** {@code label(v1,v2)}, the papers' row name. */
    public String label(String label) {
        StringJoiner j = new StringJoiner(",", label + "(", ")");
        values.values().forEach(v -> j.add(Long.toString(v)));
        return values.isEmpty() ? label : j.toString();
    }

    /** {@code N=8,M=3}: unambiguous, for messages and file names. */
    @Override
    public String toString() {
        StringJoiner j = new StringJoiner(",");
        values.forEach((k, v) -> j.add(k + "=" + v));
        return j.toString();
    }
}
