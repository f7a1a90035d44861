package org.jsmc.bench.plot;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import java.util.stream.Stream;
import org.jsmc.bench.Configuration;
import org.jsmc.bench.manifest.Family;
import org.jsmc.bench.manifest.Manifest;
import org.jsmc.bench.run.Results;
import org.jsmc.bench.run.RunRecord;
import org.jsmc.explore.Algorithm;
import org.knowm.xchart.XYChart;

/**
 * The plots {@code scripts/regen-tables.sh} makes: scatter plots of {@code source} against {@code
 * optimal}, {@code optimal} against {@code observers}, and {@code source} against every other
 * registered algorithm and every other configuration in the results, each on traces and on time;
 * and line plots over the first parameter for the VC-DPOR Fig. 8 family ({@code V19}, fib_bench)
 * and for every family with runs at three or more values of it. The set of scatter plots does not
 * depend on the results, so a plot without points (an algorithm not yet in this build) is written
 * too, titled "(no data)".
 */
public final class StandardPlots {
    /** The family of the VC-DPOR paper's Fig. 8. */
    public static final String FIG8_FAMILY = "V19";

    private StandardPlots() {}

    /** Writes the standard plots of {@code results} into {@code dir}; returns the files. */
    public static List<Path> write(Manifest manifest, Results results, Path dir) {
        List<Path> files = new ArrayList<>();
        for (String[] pair : pairs(results)) {
            for (PlotMetric m : PlotMetric.values()) {
                files.addAll(scatter(results, pair[0], pair[1], m, dir));
            }
        }
        for (Family f : manifest.families()) {
            if (f.parameters().isEmpty()) {
                continue;
            }
            String p = f.parameters().get(0).name();
            Set<Long> values = new LinkedHashSet<>();
            for (RunRecord r : results.ofFamily(f.id())) {
                if (r.params().get(p) != null) {
                    values.add(r.params().get(p));
                }
            }
            if (values.size() >= 3 || (f.id().equals(FIG8_FAMILY) && !values.isEmpty())) {
                for (PlotMetric m : PlotMetric.values()) {
                    files.addAll(lines(results, f, p, m, dir));
                }
            }
        }
        return files;
    }

    /** The (x, y) configuration pairs of the standard scatter plots. */
    static List<String[]> pairs(Results results) {
        Set<String> others = new LinkedHashSet<>();
        for (Algorithm a : Algorithm.values()) {
            others.add(a.algorithmName());
        }
        for (RunRecord r : results.all()) {
            others.add(r.algorithm());
        }
        others.remove("source");
        others.remove("optimal");
        List<String[]> pairs = new ArrayList<>();
        pairs.add(new String[] {"source", "optimal"});
        pairs.add(new String[] {"optimal", "observers"});
        for (String o : others) {
            if (!o.equals("observers")) {
                pairs.add(new String[] {"source", o});
            }
        }
        return pairs;
    }

    /** Writes the scatter plot of {@code y} against {@code x}; returns its two files. */
    public static List<Path> scatter(Results results, String x, String y, PlotMetric m, Path dir) {
        ScatterPlot.Data data = ScatterPlot.data(results, x, y, m);
        XYChart chart = ScatterPlot.chart(data, x, y, m);
        if (data.isEmpty()) {
            List<String> missing =
                    Stream.of(x, y).filter(c -> !Configuration.of(c).registered()).toList();
            if (!missing.isEmpty()) {
                chart.setTitle(
                        chart.getTitle()
                                .replace(
                                        "(no data)",
                                        "(no data: "
                                                + String.join(", ", missing)
                                                + " not in this build)"));
            }
        }
        return ChartFiles.write(chart, dir, "scatter-" + y + "-vs-" + x + "-" + m);
    }

    /** Writes the line plot of family {@code f} over parameter {@code p}; returns its two files. */
    public static List<Path> lines(Results results, Family f, String p, PlotMetric m, Path dir) {
        return ChartFiles.write(
                LinePlot.chart(LinePlot.data(results, f.id(), p, m), f.name(), p, m),
                dir,
                "lines-" + f.id() + "-" + m);
    }
}
