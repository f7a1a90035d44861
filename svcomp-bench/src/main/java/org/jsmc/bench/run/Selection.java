package org.jsmc.bench.run;

import java.util.List;
import java.util.Set;

/**
 * What {@code jsmc bench run} should run; {@code null} fields mean the defaults.
 *
 * @param configurations configuration keys ({@code null}: {@link
 *     org.jsmc.bench.Configuration#defaults(boolean)})
 * @param families family ids ({@code null}: every family whose program exists)
 * @param tables table layout ids: only families with rows in them, and only those rows' parameters
 *     ({@code null}: every row)
 * @param quick run each family's {@code quick} parameters instead of its rows' parameters
 */
public record Selection(
        List<String> configurations, Set<String> families, Set<String> tables, boolean quick) {

    /** The defaults: everything registered on every family, at the rows' parameters. */
    public static final Selection ALL = new Selection(null, null, null, false);
}
