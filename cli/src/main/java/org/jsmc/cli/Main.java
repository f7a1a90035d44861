package org.jsmc.cli;

import java.io.PrintWriter;

/** The {@code jsmc} executable. */
public final class Main {
    private Main() {}

    public static void main(String[] args) {
        PrintWriter out = new PrintWriter(System.out, true);
        PrintWriter err = new PrintWriter(System.err, true);
        System.exit(Jsmc.run(args, out, err));
    }
}
