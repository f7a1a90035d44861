package org.jsmc.cli;

import java.io.PrintWriter;

/** The {@code jsmc} executable. */
public final class Main {
    private Main() {}

    public static void main(String[] args) {
        PrintWriter out = new PrintWriter(System.out, true);
        PrintWriter err = new PrintWriter(System.err, true);
        int code;
        try {
            code = Jsmc.run(args, out, err);
        } catch (OutOfMemoryError e) {
            err.println(
                    "jsmc: out of memory: the exploration needs more than this JVM's heap (give"
                            + " it more with JSMC_JAVA_OPTS=-Xmx8g, or bound it with --unroll,"
                            + " --trace-limit or --time-limit)");
            code = ExitCode.BAD_INPUT;
        }
        System.exit(code);
    }
}
