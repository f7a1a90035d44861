package org.jsmc.bench.plot;

import java.awt.Color;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.StringJoiner;
import java.util.TreeMap;
import org.jsmc.bench.run.Results;
import org.jsmc.bench.run.RunRecord;
import org.knowm.xchart.XYChart;
import org.knowm.xchart.XYChartBuilder;
import org.knowm.xchart.XYSeries;
import org.knowm.xchart.style.Styler;

/**
 * Traces or time of one family against one of its parameters, one line per configuration (and per
 * value of the other parameters), with a logarithmic y axis, as the VC-DPOR paper's Fig. 8. Only
 * finished runs are drawn; a line ends where its configuration stopped finishing.
 */
public final class LinePlot {
    private LinePlot() {}

    /** The lines: series name to (parameter value to metric value). */
    public static Map<String, TreeMap<Long, Double>> data(
            Results results, String family, String parameter, PlotMetric metric) {
        Map<String, TreeMap<Long, Double>> lines = new TreeMap<>();
        for (RunRecord r : results.ofFamily(family)) {
            Long x = r.params().get(parameter);
            if (x == null || !r.isOk()) {
                continue;
            }
            StringJoiner others = new StringJoiner(", ", " (", ")");
            others.setEmptyValue("");
            r.params()
                    .forEach(
                            (k, v) -> {
                                if (!k.equals(parameter)) {
                                    others.add(k + "=" + v);
                                }
                            });
            lines.computeIfAbsent(r.algorithm() + others, k -> new TreeMap<>())
                    .put(x, metric.of(r));
        }
        return lines;
    }

    /** The chart of {@code lines}. */
    public static XYChart chart(
            Map<String, TreeMap<Long, Double>> lines,
            String familyName,
            String parameter,
            PlotMetric metric) {
        XYChart chart =
                new XYChartBuilder()
                        .width(720)
                        .height(480)
                        .title(
                                familyName
                                        + ": "
                                        + metric.axis()
                                        + " by "
                                        + parameter
                                        + (lines.isEmpty() ? " (no data)" : ""))
                        .xAxisTitle(parameter)
                        .yAxisTitle(metric.axis())
                        .build();
        chart.getStyler().setYAxisLogarithmic(true);
        chart.getStyler().setLegendPosition(Styler.LegendPosition.InsideNW);
        chart.getStyler().setChartBackgroundColor(Color.WHITE);
        chart.getStyler().setDefaultSeriesRenderStyle(XYSeries.XYSeriesRenderStyle.Line);
        if (lines.isEmpty()) {
            XYSeries s = chart.addSeries("no runs", new double[] {0, 1}, new double[] {1, 1});
            s.setShowInLegend(false);
            return chart;
        }
        for (Map.Entry<String, TreeMap<Long, Double>> e : lines.entrySet()) {
            List<Double> xs = new ArrayList<>();
            List<Double> ys = new ArrayList<>();
            e.getValue()
                    .forEach(
                            (x, y) -> {
                                xs.add(x.doubleValue());
                                ys.add(y);
                            });
            chart.addSeries(e.getKey(), xs, ys);
        }
        return chart;
    }
}
