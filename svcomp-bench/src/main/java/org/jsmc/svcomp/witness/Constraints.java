package org.jsmc.svcomp.witness;

import java.util.OptionalLong;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/** The one kind of constraint a replay uses: a function's result, {@code \result == 5}. */
final class Constraints {
    private Constraints() {}

    /** {@code \result == v}, with optional parentheses, integer suffixes and a semicolon. */
    private static final Pattern RESULT =
            Pattern.compile(
                    "\\s*\\(?\\s*\\\\result\\s*==\\s*\\(?\\s*(-?\\s*(?:0[xX][0-9a-fA-F]+|\\d+))[uUlL]*\\s*\\)?\\s*\\)?\\s*;?\\s*");

    /**
     * The value {@code text} says a function returns, if it is of the form {@code \result == v}.
     */
    static OptionalLong result(String text) {
        Matcher m = RESULT.matcher(text);
        if (!m.matches()) {
            return OptionalLong.empty();
        }
        String n = m.group(1).replaceAll("\\s+", "");
        boolean negative = n.startsWith("-");
        String digits = negative ? n.substring(1) : n;
        try {
            long v =
                    digits.startsWith("0x") || digits.startsWith("0X")
                            ? Long.parseUnsignedLong(digits.substring(2), 16)
                            : Long.parseLong(digits);
            return OptionalLong.of(negative ? -v : v);
        } catch (NumberFormatException e) {
            return OptionalLong.empty();
        }
    }
}
