package org.jsmc.cli.bench;

import picocli.CommandLine.Option;

/** {@code -h}/{@code --help} for the bench commands (the version is {@code jsmc --version}'s). */
public final class HelpOption {
    @Option(
            names = {"-h", "--help"},
            usageHelp = true,
            description = "Show this help message and exit.")
    boolean help;
}
