package org.jsmc.bench.run;

import org.jsmc.bench.Configuration;
import org.jsmc.bench.manifest.Family;
import org.jsmc.bench.manifest.Params;

/**
 * One run to do: a family's program at some parameter values under one configuration.
 *
 * @param family the family
 * @param params the parameter values
 * @param configuration what runs
 */
public record RunSpec(Family family, Params params, Configuration configuration) {
    /** The key its record will have. */
    public RunKey key() {
        return new RunKey(family.id(), params, configuration.key());
    }

    /** {@code source readers(N=3)}, for progress lines. */
    public String describe() {
        return configuration.key() + " " + family.name() + "(" + params + ")";
    }
}
