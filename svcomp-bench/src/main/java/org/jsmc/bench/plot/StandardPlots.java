package org.jsmc.bench.plot;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.stream.Stream;
import org.jsmc.bench.Configuration;
import org.jsmc.bench.manifest.Family;
import org.jsmc.bench.manifest.Manifest;
import org.jsmc.bench.run.Results;
import org.jsmc.bench.run.RunRecord;
import org.jsmc.explore.Algorithm;
import org.knowm.xchart.XYChart;
import org.knowm.xchart.internal.chartpart.Chart;

/**
 * The plots {@code scripts/regen-tables.sh} makes: scatter plots of {@code source} against {@code
 * optimal}, {@code optimal} against {@code observers}, and {@code source} against every other
 * registered algorithm and every other configuration in the results, each on traces and on time;
 * and line plots over the first parameter for the VC-DPOR Fig. 8 family ({@code V19}, fib_bench)
 * and for every family with runs at three or more values of it; and the RVF-SMC paper's figures
 * ({@link #rvfFigures}). The set of scatter plots does not depend on the results, so a plot without
 * points (an algorithm not yet in this build) is written too, titled "(no data)".
 */
public final class StandardPlots {
    /** The family of the VC-DPOR paper's Fig. 8. */
    public static final String FIG8_FAMILY = "V19";

    /** The configuration the RVF-SMC paper's figures are about. */
    public static final String RVF = "rvf";

    /**
     * The RVF-SMC paper's Figs. 7–10: RVF-SMC against VC-DPOR, Nidhugg/rfsc, DC-DPOR and
     * Nidhugg/source.
     */
    static final List<String> RVF_FIG7_TO_10 = List.of("vc", "rf", "dc", "source");

    /** The RVF-SMC paper's Fig. 11: RVF-SMC against its two ablations. */
    static final List<String> RVF_FIG11 = List.of("rvf-nosignals", "rvf-plain");

    private StandardPlots() {}

    /** Writes the standard plots of {@code results} into {@code dir}; returns the files. */
    public static List<Path> write(Manifest manifest, Results results, Path dir) {
        List<Path> files = new ArrayList<>();
        for (String[] pair : pairs(results)) {
            for (PlotMetric m : PlotMetric.values()) {
                files.addAll(scatter(results, pair[0], pair[1], m, dir));
            }
        }
        files.addAll(rvfFigures(results, dir));
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

    /**
     * Writes the RVF-SMC paper's figures (CAV'21, §6); returns the files:
     *
     * <ul>
     *   <li>Figs. 7–10, {@code rvf-fig7-vs-vc-traces}, {@code rvf-fig7-vs-vc-time}, … {@code
     *       rvf-fig10-vs-source-time}: {@code rvf} (y) against {@code vc}, {@code rf}, {@code dc},
     *       {@code source} (x) on traces and on time, points green where {@code rvf} explored fewer
     *       traces, blue otherwise, clamped timeouts as in every scatter plot;
     *   <li>Fig. 11, {@code rvf-fig11-vs-rvf-nosignals-time}, {@code rvf-fig11-vs-rvf-plain-time}:
     *       time of {@code rvf} against its ablations without backtrack signals and with plain
     *       VerifySC;
     *   <li>Fig. 12, {@code rvf-fig12-verifysc-share}: the histogram of the share of {@code rvf}'s
     *       time spent in VerifySC ({@link VerifyScHistogram}), from the runs' statistics.
     * </ul>
     *
     * Plots without data (no {@code rvf} runs, an algorithm not in this build, results without
     * statistics) are written too, titled "(no data)".
     */
    public static List<Path> rvfFigures(Results results, Path dir) {
        List<Path> files = new ArrayList<>();
        rvfCharts(results)
                .forEach((name, chart) -> files.addAll(ChartFiles.write(chart, dir, name)));
        return files;
    }

    /** The charts of {@link #rvfFigures}, by file name (without extension), in figure order. */
    static Map<String, Chart<?, ?>> rvfCharts(Results results) {
        Map<String, Chart<?, ?>> charts = new LinkedHashMap<>();
        int fig = 7;
        for (String other : RVF_FIG7_TO_10) {
            for (PlotMetric m : PlotMetric.values()) {
                charts.put(
                        "rvf-fig" + fig + "-vs-" + other + "-" + m,
                        scatterChart(
                                results,
                                other,
                                RVF,
                                m,
                                ScatterPlot.Colours.BY_TRACES,
                                "Fig. " + fig + ": "));
            }
            fig++;
        }
        for (String ablation : RVF_FIG11) {
            charts.put(
                    "rvf-fig11-vs-" + ablation + "-" + PlotMetric.TIME,
                    scatterChart(
                            results,
                            ablation,
                            RVF,
                            PlotMetric.TIME,
                            ScatterPlot.Colours.PLAIN,
                            "Fig. 11: "));
        }
        charts.put(
                "rvf-fig12-verifysc-share",
                VerifyScHistogram.chart(
                        VerifyScHistogram.shares(results, RVF),
                        RVF,
                        "Fig. 12: share of " + RVF + "'s time in VerifySC"));
        return charts;
    }

    /** Writes the scatter plot of {@code y} against {@code x}; returns its two files. */
    public static List<Path> scatter(Results results, String x, String y, PlotMetric m, Path dir) {
        return ChartFiles.write(
                scatterChart(results, x, y, m, ScatterPlot.Colours.PLAIN, ""),
                dir,
                "scatter-" + y + "-vs-" + x + "-" + m);
    }

    private static XYChart scatterChart(
            Results results,
            String x,
            String y,
            PlotMetric m,
            ScatterPlot.Colours colours,
            String titlePrefix) {
        ScatterPlot.Data data = ScatterPlot.data(results, x, y, m);
        XYChart chart = ScatterPlot.chart(data, x, y, m, colours);
        chart.setTitle(titlePrefix + chart.getTitle());
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
        return chart;
    }

    /** Writes the line plot of family {@code f} over parameter {@code p}; returns its two files. */
    public static List<Path> lines(Results results, Family f, String p, PlotMetric m, Path dir) {
        return ChartFiles.write(
                LinePlot.chart(LinePlot.data(results, f.id(), p, m), f.name(), p, m),
                dir,
                "lines-" + f.id() + "-" + m);
    }
}
