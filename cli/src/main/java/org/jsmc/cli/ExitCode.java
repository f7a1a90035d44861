package org.jsmc.cli;

/** The exit codes of {@code jsmc}, one table for the code and for {@code --help}. */
final class ExitCode {
    private ExitCode() {}

    /** The exploration finished and found no error. */
    static final int NO_ERROR = 0;

    /** Bad input or a feature jsmc does not support; nothing was checked. */
    static final int BAD_INPUT = 1;

    /** The command line itself is wrong. */
    static final int USAGE = 2;

    /** A bug in jsmc. */
    static final int INTERNAL_ERROR = 3;

    /** The program has an error (as Nidhugg and GenMC report it). */
    static final int ERROR_FOUND = 42;

    /** The table {@code --help} prints, as picocli's {@code key:value} lines. */
    static final String[] TABLE = {
        "0:no error found (the exploration was complete, or a limit stopped it; see the report)",
        "42:an error was found in the program",
        "1:bad input or unsupported feature (one line on stderr says what and where)",
        "2:usage error",
        "3:internal error (a bug in jsmc; --verbose shows the stack trace)"
    };
}
