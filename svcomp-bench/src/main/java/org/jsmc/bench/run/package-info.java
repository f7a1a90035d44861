/**
 * The benchmark runner ({@code jsmc bench run}): a {@link org.jsmc.bench.run.RunPlan} of runs
 * (family × parameters × configuration) from the manifest and a {@link
 * org.jsmc.bench.run.Selection}; {@link org.jsmc.bench.run.ProcessRun} runs each in a JVM of its
 * own started by a {@link org.jsmc.bench.run.Launcher}, under {@link org.jsmc.bench.run.Limits}
 * (killed at the time limit, {@code -Xmx} for memory), so that a timeout or an out-of-memory ends
 * only that run; {@link org.jsmc.bench.run.ResultsStore} appends one JSON line ({@link
 * org.jsmc.bench.run.RunRecord}) per run, which makes the runner resumable; {@link
 * org.jsmc.bench.run.BenchRunner} ties them together with a {@link org.jsmc.bench.run.ProgressBar}.
 *
 * <p>The machinery it shares with the SV-COMP runner (the child JVM, its time limit and peak
 * memory, the JSON Lines file, the progress bar) is in {@code org.jsmc.bench.harness}; this package
 * adds what is particular to benchmark runs.
 */
package org.jsmc.bench.run;
