/**
 * {@code jsmc svcomp}: jsmc on SV-COMP task sets, with the community's conventions.
 *
 * <h2>Tour</h2>
 *
 * <ul>
 *   <li>{@code svcomp.task}: task definitions ({@code .yml}, formats 1.x and 2.0), property files
 *       ({@code .prp}), and the task sets named on the command line (files, folders, {@code .set}
 *       files).
 *   <li>{@code svcomp.score}: verdicts as SV-COMP prints them, their categories against the
 *       expected verdict with the SV-COMP scores, and tallies per folder.
 *   <li>{@code svcomp.run}: the runner, one JVM per task ({@code jsmc --json --property P [-m32]
 *       --time-limit T FILE}), killed after the time limit and a grace period, writing a resumable
 *       results file.
 *   <li>{@code svcomp.table}: the results as text, Markdown, CSV and self-contained HTML.
 *   <li>{@code svcomp.witness}: violation witnesses (GraphML 1.0, YAML 2.2) written from a
 *       counterexample, read back, and replayed through the interpreter.
 * </ul>
 *
 * <p>The task-definition format is BenchExec's (sosy-lab/benchexec, {@code
 * doc/task-definition-example.yml}) as sv-benchmarks uses it; the scores are SV-COMP's.
 */
package org.jsmc.svcomp;
