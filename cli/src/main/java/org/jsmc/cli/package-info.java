/**
 * The {@code jsmc} command line: picocli options, the main job ({@link org.jsmc.cli.Check}), and
 * the report writers. Only the report writers print to stdout; progress and failures go to stderr.
 *
 * <p>Exit codes: 0 no error found, 42 error found, 1 bad input or unsupported feature, 2 usage
 * error, 3 internal error ({@link org.jsmc.cli.ExitCode}).
 */
package org.jsmc.cli;
