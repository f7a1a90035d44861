/**
 * Plots of benchmark results ({@code jsmc bench plot}), drawn with XChart and written as PNG and
 * SVG by {@link org.jsmc.bench.plot.ChartFiles}: {@link org.jsmc.bench.plot.ScatterPlot} compares
 * two configurations on a log–log scale (RVF-SMC Figs. 7–11), {@link org.jsmc.bench.plot.LinePlot}
 * follows one family over a parameter (VC-DPOR Fig. 8), {@link
 * org.jsmc.bench.plot.VerifyScHistogram} is RVF-SMC's Fig. 12 (the share of time in VerifySC), and
 * {@link org.jsmc.bench.plot.StandardPlots} is the set {@code scripts/regen-tables.sh} makes,
 * RVF-SMC's Figs. 7–12 included. Charts are drawn headless ({@code java.awt.headless}); the JVM
 * needs a font (any, e.g. DejaVu).
 */
package org.jsmc.bench.plot;
