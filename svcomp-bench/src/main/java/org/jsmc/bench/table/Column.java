package org.jsmc.bench.table;

/**
 * One column of a layout: a metric of one configuration, under the paper's heading. In the rendered
 * table it is followed by the paper's number when the manifest has any for it.
 *
 * @param configuration the configuration key, e.g. {@code optimal} or {@code qpor-k1}
 * @param metric what it shows
 * @param heading the paper's heading, e.g. {@code #Optimal*}
 * @param baseline for {@link Metric#SPEEDUP}, the configuration whose time is divided; else {@code
 *     null}
 */
public record Column(String configuration, Metric metric, String heading, String baseline) {
    /** A column without baseline. */
    public static Column of(String configuration, Metric metric, String heading) {
        return new Column(configuration, metric, heading, null);
    }
}
