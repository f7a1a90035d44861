package org.jsmc.svcomp.score;

import com.fasterxml.jackson.annotation.JsonCreator;
import com.fasterxml.jackson.annotation.JsonValue;
import java.util.Locale;

/**
 * A tool's answer for one task, printed as SV-COMP and BenchExec print it: {@code true}, {@code
 * false(unreach-call)}, {@code unknown}; and, for tasks that gave no answer at all, {@code error}
 * (jsmc rejected the input or failed: SV-COMP's ERROR) and {@code unsupported} (jsmc does not check
 * the task's property, so it was not run).
 *
 * @param kind the kind of answer
 * @param property for {@link Kind#FALSE}, the violated property ({@code unreach-call}), or null for
 *     a plain {@code false}
 */
public record Verdict(Kind kind, String property) {
    /** The kinds of answers. */
    public enum Kind {
        TRUE,
        FALSE,
        UNKNOWN,
        ERROR,
        UNSUPPORTED
    }

    public static final Verdict TRUE = new Verdict(Kind.TRUE, null);
    public static final Verdict UNKNOWN = new Verdict(Kind.UNKNOWN, null);
    public static final Verdict ERROR = new Verdict(Kind.ERROR, null);
    public static final Verdict UNSUPPORTED = new Verdict(Kind.UNSUPPORTED, null);

    public Verdict {
        if (property != null && kind != Kind.FALSE) {
            throw new IllegalArgumentException("only a false verdict names a property");
        }
    }

    /** {@code false(property)}. */
    public static Verdict violated(String property) {
        return new Verdict(Kind.FALSE, property);
    }

    /**
     * The verdict printed as {@code text} ({@code true}, {@code false}, {@code false(p)}, {@code
     * unknown}, {@code error}, {@code unsupported}; case-insensitive).
     *
     * @throws IllegalArgumentException if {@code text} is none of these
     */
    @JsonCreator
    public static Verdict parse(String text) {
        String t = text.strip();
        String lower = t.toLowerCase(Locale.ROOT);
        if (lower.startsWith("false(") && t.endsWith(")")) {
            return violated(t.substring(6, t.length() - 1).strip());
        }
        return switch (lower) {
            case "true" -> TRUE;
            case "false" -> new Verdict(Kind.FALSE, null);
            case "unknown" -> UNKNOWN;
            case "error" -> ERROR;
            case "unsupported" -> UNSUPPORTED;
            default -> throw new IllegalArgumentException("not a verdict: '" + text + "'");
        };
    }

    /** Whether this is a true or false answer. */
    public boolean isAnswer() {
        return kind == Kind.TRUE || kind == Kind.FALSE;
    }

    @JsonValue
    @Override
    public String toString() {
        if (kind == Kind.FALSE) {
            return property == null ? "false" : "false(" + property + ")";
        }
        return kind.name().toLowerCase(Locale.ROOT);
    }
}
