/**
 * The SV-COMP runner ({@code jsmc svcomp run}): {@link org.jsmc.svcomp.run.TaskRun} runs one task
 * in a JVM of its own started by a {@link org.jsmc.svcomp.run.SvcompLauncher} under {@link
 * org.jsmc.svcomp.run.SvcompLimits} and reads jsmc's JSON report (its {@code svcomp} object) into a
 * {@link org.jsmc.svcomp.run.TaskResult}; {@link org.jsmc.svcomp.run.ResultsFile} appends one JSON
 * line per task, which makes runs resumable; {@link org.jsmc.svcomp.run.SvcompRunner} ties them
 * together, {@code jobs} tasks at a time, reporting to a {@link org.jsmc.svcomp.run.TaskProgress}.
 *
 * <p>Modelled on {@code org.jsmc.bench.run}; the machinery both share (the child JVM, its time
 * limit and peak memory, the JSON Lines file, the progress bar) is in {@code
 * org.jsmc.bench.harness}.
 */
package org.jsmc.svcomp.run;
