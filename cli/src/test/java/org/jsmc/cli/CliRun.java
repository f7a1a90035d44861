package org.jsmc.cli;

import java.io.IOException;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;

/** Runs {@code jsmc} in-process and captures its exit code and output. */
record CliRun(int exitCode, String out, String err) {

    static CliRun of(String... args) {
        StringWriter out = new StringWriter();
        StringWriter err = new StringWriter();
        int code = Jsmc.run(args, new PrintWriter(out), new PrintWriter(err));
        return new CliRun(code, out.toString(), err.toString());
    }

    /** Writes {@code text} to {@code dir/name} and returns the path as a string. */
    static String write(Path dir, String name, String text) throws IOException {
        Path p = dir.resolve(name);
        Files.writeString(p, text);
        return p.toString();
    }
}
