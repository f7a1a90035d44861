package org.jsmc.bench.plot;

import java.io.IOException;
import java.io.OutputStream;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.knowm.xchart.BitmapEncoder;
import org.knowm.xchart.VectorGraphicsEncoder;
import org.knowm.xchart.internal.chartpart.Chart;

/** Writes a chart as {@code NAME.png} and {@code NAME.svg}. */
public final class ChartFiles {
    static {
        System.setProperty("java.awt.headless", "true");
    }

    private ChartFiles() {}

    /** Writes {@code chart} into {@code dir} as PNG and SVG; returns the two files. */
    public static List<Path> write(Chart<?, ?> chart, Path dir, String name) {
        Path png = dir.resolve(name + ".png");
        Path svg = dir.resolve(name + ".svg");
        try {
            Files.createDirectories(dir);
            try (OutputStream out = Files.newOutputStream(png)) {
                BitmapEncoder.saveBitmap(chart, out, BitmapEncoder.BitmapFormat.PNG);
            }
            try (OutputStream out = Files.newOutputStream(svg)) {
                VectorGraphicsEncoder.saveVectorGraphic(
                        chart, out, VectorGraphicsEncoder.VectorGraphicsFormat.SVG);
            }
        } catch (IOException e) {
            throw new UncheckedIOException("cannot write " + png + " or " + svg, e);
        }
        return List.of(png, svg);
    }
}
