package org.jsmc.bench.run;

import org.jsmc.bench.manifest.Params;

/**
 * What identifies a run: family, parameter values and configuration. A results file holds at most
 * one current record per key.
 *
 * @param family the family id
 * @param params the parameter values
 * @param configuration the configuration key, e.g. {@code source} or {@code qpor-k1}
 */
public record RunKey(String family, Params params, String configuration) {
    @Override
    public String toString() {
        return configuration + " " + family + "(" + params + ")";
    }
}
