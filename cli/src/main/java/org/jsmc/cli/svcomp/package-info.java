/**
 * The {@code jsmc svcomp} subcommands, thin picocli front ends to {@code org.jsmc.svcomp}: {@link
 * org.jsmc.cli.svcomp.SvcompCommand} groups {@link org.jsmc.cli.svcomp.SvcompRun run} and {@link
 * org.jsmc.cli.svcomp.SvcompTable table}, and runs like {@code run} when given paths without a
 * subcommand; {@link org.jsmc.cli.svcomp.SvcompRunOptions} is the mixin the two share. Reports go
 * to stdout, progress and warnings to stderr.
 */
package org.jsmc.cli.svcomp;
