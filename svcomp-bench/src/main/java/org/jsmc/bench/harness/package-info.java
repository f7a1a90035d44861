/**
 * The harness both runners stand on, {@code jsmc bench run} ({@code org.jsmc.bench.run}) and {@code
 * jsmc svcomp run} ({@code org.jsmc.svcomp.run}): each runs jsmc many times, one JVM per run,
 * records every outcome as it comes and shows how far it has got. What they share lives here and
 * nothing here knows about either: {@link org.jsmc.bench.harness.JavaCommand} starts a command line
 * that runs jsmc in a JVM of its own; {@link org.jsmc.bench.harness.ChildJvms} runs it with its
 * output in temporary files, kills it with everything it started at the time limit, samples its
 * peak memory ({@link org.jsmc.bench.harness.PeakMemory}) and kills what is still running when the
 * runner's JVM exits; {@link org.jsmc.bench.harness.JsonLinesFile} is a results file of one JSON
 * record per line, appended to as runs finish and read back skipping a line cut off by a kill;
 * {@link org.jsmc.bench.harness.ProgressMeter} draws the progress bar on a terminal.
 *
 * <p>Why a package of its own: the SV-COMP runner is modelled on the benchmark runner but shares
 * none of its domain (manifest families, run specifications, the papers' tables). Had the shared
 * parts stayed in {@code org.jsmc.bench.run}, the SV-COMP runner would depend on the benchmark
 * runner; here both depend on this package and it depends on neither, so either runner can change
 * or go without touching the other.
 *
 * <p>Peak memory comes from Linux's {@code /proc}; on other systems it is left out.
 *
 * <p>Thread-safety: {@link org.jsmc.bench.harness.ChildJvms#run} and {@link
 * org.jsmc.bench.harness.JsonLinesFile#append} may be called from parallel runs; a {@link
 * org.jsmc.bench.harness.ProgressMeter} is confined to its owner, who synchronizes.
 */
package org.jsmc.bench.harness;
