/**
 * The benchmark suite of jsmc: runs jsmc's algorithms over the benchmark families and renders the
 * results in the layout of the papers' tables and plots.
 *
 * <h2>Tour</h2>
 *
 * <ul>
 *   <li>{@code bench.manifest}: the benchmark manifest ({@code benchmarks/manifest.yaml}) and the
 *       closed-form expressions in it.
 *   <li>{@link org.jsmc.bench.Configuration}: what a table column runs, an algorithm with fixed
 *       options ({@code source}, {@code qpor-k1}, …).
 *   <li>{@code bench.run}: the runner, one JVM per run, with time and memory limits, writing a
 *       resumable results file.
 *   <li>{@code bench.harness}: what this runner shares with the SV-COMP runner ({@code
 *       org.jsmc.svcomp.run}): the child JVM under a time limit, the JSON Lines results file, the
 *       progress bar.
 *   <li>{@code bench.check}: the comparison of jsmc's counts with the closed forms and the papers'
 *       numbers.
 *   <li>{@code bench.table}: the papers' table layouts, rendered as Markdown, CSV and LaTeX.
 *   <li>{@code bench.plot}: log–log scatter plots and line plots, as PNG and SVG.
 * </ul>
 */
package org.jsmc.bench;
