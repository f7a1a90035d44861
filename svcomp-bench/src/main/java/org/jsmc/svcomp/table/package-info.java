/**
 * SV-COMP results for reading: a {@link org.jsmc.svcomp.table.ScoreReport} (rows per task, scores
 * per folder and in total) rendered by {@link org.jsmc.svcomp.table.TextReport} for the terminal
 * and as a {@link org.jsmc.svcomp.table.TableFormat} (Markdown, CSV, self-contained HTML) by {@code
 * jsmc svcomp table}. CSV cells are written as the papers' tables write them ({@code
 * org.jsmc.bench.table.Csv}).
 */
package org.jsmc.svcomp.table;
