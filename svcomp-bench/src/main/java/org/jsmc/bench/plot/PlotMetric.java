package org.jsmc.bench.plot;

import java.util.Locale;
import org.jsmc.bench.run.RunRecord;

/** What a plot compares: trace counts or wall-clock time. */
public enum PlotMetric {
    TRACES("traces", 1),
    TIME("time (s)", 0.01);

    private final String axis;
    private final double floor;

    PlotMetric(String axis, double floor) {
        this.axis = axis;
        this.floor = floor;
    }

    /** The axis title's unit part. */
    public String axis() {
        return axis;
    }

    /** The smallest value a log axis shows; smaller values are raised to it. */
    public double floor() {
        return floor;
    }

    /** The value of a finished run. */
    public double of(RunRecord r) {
        double v = this == TRACES ? r.counts().traces() : r.seconds();
        return Math.max(v, floor);
    }

    /** The name users type and files carry: {@code traces}, {@code time}. */
    @Override
    public String toString() {
        return name().toLowerCase(Locale.ROOT);
    }
}
