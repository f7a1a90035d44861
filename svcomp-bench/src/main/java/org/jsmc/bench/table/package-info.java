/**
 * The papers' tables ({@code jsmc bench table}): {@link org.jsmc.bench.table.Layouts} defines each
 * paper table's {@link org.jsmc.bench.table.Column columns} (configuration, {@link
 * org.jsmc.bench.table.Metric}, the paper's heading); {@link org.jsmc.bench.table.TableBuilder}
 * fills a layout with the manifest's rows, the results file's runs and the papers' numbers (and in
 * compare mode marks and lists the {@link org.jsmc.bench.check.Mismatch mismatches}); the {@link
 * org.jsmc.bench.table.Format formats} render the {@link org.jsmc.bench.table.Table} as Markdown,
 * CSV or LaTeX. {@link org.jsmc.bench.table.TableWriter} writes every layout in every format.
 */
package org.jsmc.bench.table;
