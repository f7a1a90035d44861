/**
 * The {@code jsmc bench} subcommands, thin picocli front ends to {@code org.jsmc.bench}: {@link
 * org.jsmc.cli.bench.BenchCommand} groups {@link org.jsmc.cli.bench.BenchRun run}, {@link
 * org.jsmc.cli.bench.BenchTable table} and {@link org.jsmc.cli.bench.BenchPlot plot}; {@link
 * org.jsmc.cli.bench.BenchFiles} is the mixin for the manifest and results files they share.
 * Reports go to stdout, progress and warnings to stderr.
 */
package org.jsmc.cli.bench;
