package org.jsmc.bench.plot;

import java.awt.Color;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.jsmc.bench.manifest.Params;
import org.jsmc.bench.run.Results;
import org.jsmc.bench.run.RunRecord;
import org.jsmc.bench.run.Status;
import org.knowm.xchart.XYChart;
import org.knowm.xchart.XYChartBuilder;
import org.knowm.xchart.XYSeries;
import org.knowm.xchart.style.Styler;
import org.knowm.xchart.style.markers.Marker;
import org.knowm.xchart.style.markers.SeriesMarkers;

/**
 * A log–log scatter plot comparing two configurations on traces or time, one point per (family,
 * parameters) that both ran, in the style of the RVF-SMC paper's Figs. 7–11: the diagonal, the two
 * 10× lines, and runs that did not finish (timeout or out of memory) clamped to the limit with a
 * marker of their own. For time the limit is the run's time limit; for traces, which a killed run
 * does not have, it is the largest count in the plot. Pairs where neither finished, and runs that
 * failed, are left out.
 *
 * <p>With {@link Colours#BY_TRACES} (the RVF-SMC paper's Figs. 7–10, on traces and on time alike),
 * the points where both finished are green where {@code y} explored fewer traces than {@code x} and
 * blue otherwise; a clamped point keeps the clamped marker and colour, since one of its two counts
 * is unknown.
 */
public final class ScatterPlot {
    private ScatterPlot() {}

    /** The colours of the points where both runs finished. */
    public enum Colours {
        /** One colour (blue). */
        PLAIN,
        /** Green where {@code y} explored fewer traces than {@code x}, blue otherwise. */
        BY_TRACES
    }

    /** Points where both finished, where {@code y} explored fewer traces than {@code x}. */
    static final Color FEWER = new Color(0, 150, 60);

    /** Points where both finished, otherwise. */
    static final Color NOT_FEWER = new Color(0, 90, 200);

    /** Points where one run did not finish, clamped. */
    static final Color CLAMPED = new Color(230, 120, 0);

    /**
     * The points.
     *
     * @param finished points where both runs finished
     * @param clamped points where one run did not finish, clamped
     * @param dropped pairs left out (neither finished, or one failed)
     * @param yFewerTraces for each point of {@code finished}, in order, whether {@code y} explored
     *     fewer traces than {@code x}
     */
    public record Data(
            List<double[]> finished,
            List<double[]> clamped,
            int dropped,
            List<Boolean> yFewerTraces) {
        public Data {
            if (yFewerTraces.size() != finished.size()) {
                throw new IllegalArgumentException("one flag per finished point");
            }
        }

        /** Whether there is nothing to plot. */
        public boolean isEmpty() {
            return finished.isEmpty() && clamped.isEmpty();
        }

        /** The finished points where {@code y} explored fewer traces than {@code x} (green). */
        public List<double[]> finishedYFewer() {
            return select(true);
        }

        /** The other finished points (blue). */
        public List<double[]> finishedOtherwise() {
            return select(false);
        }

        private List<double[]> select(boolean fewer) {
            List<double[]> l = new ArrayList<>();
            for (int i = 0; i < finished.size(); i++) {
                if (yFewerTraces.get(i) == fewer) {
                    l.add(finished.get(i));
                }
            }
            return l;
        }
    }

    /** The points of {@code x} against {@code y} on {@code metric}. */
    public static Data data(Results results, String x, String y, PlotMetric metric) {
        Map<String, RunRecord[]> pairs = new LinkedHashMap<>();
        for (RunRecord r : results.all()) {
            int side = r.algorithm().equals(x) ? 0 : r.algorithm().equals(y) ? 1 : -1;
            if (side >= 0) {
                String key = r.family() + "(" + new Params(r.params()) + ")";
                pairs.computeIfAbsent(key, k -> new RunRecord[2])[side] = r;
            }
        }
        double maxTraces = metric.floor();
        for (RunRecord[] p : pairs.values()) {
            for (RunRecord r : p) {
                if (r != null && r.isOk()) {
                    maxTraces = Math.max(maxTraces, metric.of(r));
                }
            }
        }
        List<double[]> finished = new ArrayList<>();
        List<Boolean> fewer = new ArrayList<>();
        List<double[]> clamped = new ArrayList<>();
        int dropped = 0;
        for (RunRecord[] p : pairs.values()) {
            if (p[0] == null || p[1] == null) {
                continue;
            }
            boolean okX = p[0].isOk();
            boolean okY = p[1].isOk();
            if (okX && okY) {
                finished.add(new double[] {metric.of(p[0]), metric.of(p[1])});
                fewer.add(p[1].counts().traces() < p[0].counts().traces());
            } else if ((okX || unfinished(p[0])) && (okY || unfinished(p[1])) && (okX || okY)) {
                clamped.add(
                        new double[] {
                            okX ? metric.of(p[0]) : limit(p[0], metric, maxTraces),
                            okY ? metric.of(p[1]) : limit(p[1], metric, maxTraces)
                        });
            } else {
                dropped++;
            }
        }
        return new Data(finished, clamped, dropped, fewer);
    }

    private static boolean unfinished(RunRecord r) {
        return r.status() == Status.TIMEOUT || r.status() == Status.OOM;
    }

    private static double limit(RunRecord r, PlotMetric metric, double maxTraces) {
        return metric == PlotMetric.TIME ? r.timeoutSeconds() : maxTraces;
    }

    /** The chart of {@code data}, its finished points in one colour. */
    public static XYChart chart(Data data, String x, String y, PlotMetric metric) {
        return chart(data, x, y, metric, Colours.PLAIN);
    }

    /** The chart of {@code data}, its finished points coloured as {@code colours} says. */
    public static XYChart chart(Data data, String x, String y, PlotMetric metric, Colours colours) {
        XYChart chart =
                new XYChartBuilder()
                        .width(640)
                        .height(640)
                        .title(
                                y
                                        + " vs "
                                        + x
                                        + ": "
                                        + metric.axis()
                                        + (data.isEmpty() ? " (no data)" : ""))
                        .xAxisTitle(x + " " + metric.axis())
                        .yAxisTitle(y + " " + metric.axis())
                        .build();
        chart.getStyler().setXAxisLogarithmic(true);
        chart.getStyler().setYAxisLogarithmic(true);
        chart.getStyler().setLegendPosition(Styler.LegendPosition.InsideNW);
        chart.getStyler().setChartBackgroundColor(Color.WHITE);
        chart.getStyler().setMarkerSize(9);
        double lo = Double.MAX_VALUE;
        double hi = 0;
        for (List<double[]> points : List.of(data.finished(), data.clamped())) {
            for (double[] p : points) {
                lo = Math.min(lo, Math.min(p[0], p[1]));
                hi = Math.max(hi, Math.max(p[0], p[1]));
            }
        }
        if (data.isEmpty()) {
            lo = metric.floor();
            hi = metric.floor() * 1000;
        }
        lo = lo / 2;
        hi = hi * 2;
        chart.getStyler().setXAxisMin(lo);
        chart.getStyler().setXAxisMax(hi);
        chart.getStyler().setYAxisMin(lo);
        chart.getStyler().setYAxisMax(hi);
        line(chart, "x = y", lo, hi, 1, new Color(200, 0, 0));
        line(chart, "10x apart", lo, hi, 10, new Color(200, 0, 0, 90));
        line(chart, "x/10", lo, hi, 0.1, new Color(200, 0, 0, 90));
        if (colours == Colours.BY_TRACES) {
            points(chart, y + " fewer traces", data.finishedYFewer(), SeriesMarkers.CIRCLE, FEWER);
            points(
                    chart,
                    y + " not fewer traces",
                    data.finishedOtherwise(),
                    SeriesMarkers.CIRCLE,
                    NOT_FEWER);
        } else {
            points(chart, "both finished", data.finished(), SeriesMarkers.CIRCLE, NOT_FEWER);
        }
        points(
                chart,
                "timeout/out of memory (clamped)",
                data.clamped(),
                SeriesMarkers.TRIANGLE_UP,
                CLAMPED);
        return chart;
    }

    private static void line(
            XYChart chart, String name, double lo, double hi, double factor, Color color) {
        XYSeries s =
                chart.addSeries(
                        name, new double[] {lo, hi}, new double[] {lo * factor, hi * factor});
        s.setXYSeriesRenderStyle(XYSeries.XYSeriesRenderStyle.Line);
        s.setMarker(SeriesMarkers.NONE);
        s.setLineColor(color);
        s.setShowInLegend(factor >= 1);
    }

    private static void points(
            XYChart chart, String name, List<double[]> points, Marker marker, Color color) {
        if (points.isEmpty()) {
            return;
        }
        double[] xs = points.stream().mapToDouble(p -> p[0]).toArray();
        double[] ys = points.stream().mapToDouble(p -> p[1]).toArray();
        XYSeries s = chart.addSeries(name, xs, ys);
        s.setXYSeriesRenderStyle(XYSeries.XYSeriesRenderStyle.Scatter);
        s.setMarker(marker);
        s.setMarkerColor(color);
    }
}
