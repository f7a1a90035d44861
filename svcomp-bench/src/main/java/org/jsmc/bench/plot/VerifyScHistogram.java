package org.jsmc.bench.plot;

import java.awt.Color;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import org.jsmc.bench.run.Results;
import org.jsmc.bench.run.RunRecord;
import org.knowm.xchart.CategoryChart;
import org.knowm.xchart.CategoryChartBuilder;
import org.knowm.xchart.CategorySeries;
import org.knowm.xchart.style.Styler;

/**
 * The RVF-SMC paper's Fig. 12: a histogram of the share of a configuration's total time spent in
 * VerifySC, one value per finished run that reported jsmc's {@code verifyScMillis} statistic, in
 * buckets of 10 %. The share is {@code verifyScMillis / (seconds * 1000)}, with {@code seconds} the
 * runner's wall clock of the whole process (JVM start included, so short runs have small shares);
 * it is capped at 1.
 */
public final class VerifyScHistogram {
    /** The number of buckets: 0–10 %, 10–20 %, …, 90–100 %. */
    public static final int BUCKETS = 10;

    private VerifyScHistogram() {}

    /** The shares of the finished runs of {@code configuration} that report VerifySC's time. */
    public static List<Double> shares(Results results, String configuration) {
        List<Double> shares = new ArrayList<>();
        for (RunRecord r : results.all()) {
            if (!r.algorithm().equals(configuration) || !r.isOk() || r.seconds() <= 0) {
                continue;
            }
            r.statistic(RunRecord.VERIFY_SC_MILLIS)
                    .ifPresent(ms -> shares.add(Math.min(1.0, ms / (r.seconds() * 1000))));
        }
        return shares;
    }

    /** How many of {@code shares} fall into each bucket; a share of 100 % is in the last. */
    public static int[] buckets(List<Double> shares) {
        int[] counts = new int[BUCKETS];
        for (double s : shares) {
            int b = (int) Math.floor(Math.max(0, s) * BUCKETS + 1e-9);
            counts[Math.min(BUCKETS - 1, b)]++;
        }
        return counts;
    }

    /** The bucket labels, {@code 0-10%} … {@code 90-100%}. */
    public static List<String> labels() {
        List<String> labels = new ArrayList<>();
        int width = 100 / BUCKETS;
        for (int i = 0; i < BUCKETS; i++) {
            labels.add(String.format(Locale.ROOT, "%d-%d%%", i * width, (i + 1) * width));
        }
        return labels;
    }

    /** The histogram of {@code shares}, the VerifySC time shares of {@code configuration}. */
    public static CategoryChart chart(List<Double> shares, String configuration, String title) {
        CategoryChart chart =
                new CategoryChartBuilder()
                        .width(720)
                        .height(480)
                        .title(
                                title
                                        + (shares.isEmpty()
                                                ? " (no data)"
                                                : " (" + shares.size() + " runs)"))
                        .xAxisTitle("share of " + configuration + "'s time in VerifySC")
                        .yAxisTitle("runs of " + configuration)
                        .build();
        chart.getStyler().setChartBackgroundColor(Color.WHITE);
        chart.getStyler().setLegendVisible(false);
        chart.getStyler().setLegendPosition(Styler.LegendPosition.InsideNE);
        chart.getStyler().setYAxisDecimalPattern("#");
        int[] counts = buckets(shares);
        int max = 0;
        List<Integer> values = new ArrayList<>();
        for (int c : counts) {
            values.add(c);
            max = Math.max(max, c);
        }
        chart.getStyler().setYAxisMin(0.0);
        chart.getStyler().setYAxisMax((double) Math.max(1, max));
        CategorySeries s = chart.addSeries("runs", labels(), values);
        s.setFillColor(new Color(0, 90, 200));
        return chart;
    }
}
