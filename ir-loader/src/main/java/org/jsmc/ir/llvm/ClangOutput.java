package org.jsmc.ir.llvm;

import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/** Turns clang's diagnostics into the one-line message of an {@code InputException}. */
final class ClangOutput {

    // "prog.c:3:5: error: …", "prog.c:1:10: fatal error: …", "clang: error: …"
    private static final Pattern ERROR = Pattern.compile("^(?:.*?: )?(?:fatal )?error: .*");
    private static final Pattern MISSING_HEADER =
            Pattern.compile(
                    "fatal error: '((?:bits|gnu|sys|asm|asm-generic)/[^']*)' file not found");

    static final String M32_HINT =
            "32-bit C headers are not installed (apt-get install libc6-dev-i386); or give a"
                    + " preprocessed .i file";

    private ClangOutput() {}

    /**
     * The message for a failed compilation: clang's first error line, how many more there were, and
     * a hint when the failure is the usual one of {@code -m32} without 32-bit system headers.
     */
    static String failureMessage(String output, int exitCode, boolean m32) {
        List<String> errors =
                output.lines().filter(l -> ERROR.matcher(l).matches()).map(String::strip).toList();
        StringBuilder message = new StringBuilder();
        if (errors.isEmpty()) {
            String first =
                    output.lines()
                            .map(String::strip)
                            .filter(l -> !l.isEmpty())
                            .findFirst()
                            .orElse("");
            message.append("clang failed (exit code ").append(exitCode).append(")");
            if (!first.isEmpty()) {
                message.append(": ").append(first);
            }
        } else {
            message.append(errors.get(0));
            if (errors.size() > 1) {
                int more = errors.size() - 1;
                message.append(" (")
                        .append(more)
                        .append(more == 1 ? " more error)" : " more errors)");
            }
        }
        Matcher missing = MISSING_HEADER.matcher(output);
        if (m32 && missing.find()) {
            message.append("; ").append(M32_HINT);
        }
        return message.toString();
    }

    /**
     * Why a child clang could not read an LLVM file: the verifier's first complaint, a note that
     * LLVM crashed, or clang's first error (without a bare {@code error:} prefix).
     */
    static String readFailure(String output) {
        List<String> lines = output.lines().map(String::strip).filter(l -> !l.isEmpty()).toList();
        if (lines.isEmpty()) {
            return "LLVM could not read it";
        }
        if (output.contains("Broken module found")) {
            return "invalid module: " + lines.get(0);
        }
        for (String line : lines) {
            int at = line.indexOf("LLVM ERROR: ");
            if (at >= 0) {
                return "LLVM crashed reading it ("
                        + line.substring(at + "LLVM ERROR: ".length())
                        + ")";
            }
        }
        if (output.contains("Stack dump:") || output.contains("due to signal")) {
            return "LLVM crashed reading it";
        }
        for (String line : lines) {
            if (ERROR.matcher(line).matches()) {
                return line.startsWith("error: ") ? line.substring("error: ".length()) : line;
            }
        }
        return lines.get(0);
    }
}
