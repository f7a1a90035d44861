package org.jsmc.svcomp.witness;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Collectors;
import org.jsmc.exec.Check;
import org.jsmc.exec.ErrorKind;
import org.jsmc.svcomp.task.PropertyFile;
import org.jsmc.svcomp.task.PropertySemantics;

/**
 * The specification a witness states, as text and as the errors that violate it.
 *
 * <p>SV-COMP's property files hold lines {@code CHECK( init(main()), LTL(formula) )}; a GraphML
 * witness carries that text, a YAML witness the formula alone (as the format's examples do). Both
 * are read back by the formulas they contain.
 */
public final class Specification {
    private Specification() {}

    private static final Pattern CHECK_LINE =
            Pattern.compile(
                    "CHECK\\s*\\(\\s*init\\s*\\(\\s*main\\s*\\(\\s*\\)\\s*\\)\\s*,\\s*LTL\\s*\\((.*)\\)\\s*\\)");

    /**
     * The text of {@code property}'s file: its non-empty lines, stripped; for a property given by
     * name, the text SV-COMP's file for it holds.
     */
    public static String text(PropertyFile property) {
        if (Files.isRegularFile(property.file())) {
            try {
                String text = Files.readString(property.file(), StandardCharsets.UTF_8);
                String lines =
                        text.lines()
                                .map(String::strip)
                                .filter(l -> !l.isEmpty())
                                .collect(Collectors.joining("\n"));
                if (!lines.isEmpty()) {
                    return lines;
                }
            } catch (IOException e) {
                // fall back to the text of the property's name
            }
        }
        return PropertyFile.subproperties(property.name()).stream()
                .map(n -> PropertyFile.formulaOf(n).map(Specification::check).orElse(n))
                .collect(Collectors.joining("\n"));
    }

    /** {@code CHECK( init(main()), LTL(formula) )}. */
    private static String check(String formula) {
        return "CHECK( init(main()), LTL(" + formula + ") )";
    }

    /**
     * The formulas of a property file's {@code text}, one per line, joined by {@code " && "}; the
     * text itself if it holds no {@code CHECK} line.
     */
    public static String formula(String text) {
        List<String> formulas =
                text.lines()
                        .map(CHECK_LINE::matcher)
                        .filter(Matcher::find)
                        .map(m -> m.group(1).strip())
                        .toList();
        return formulas.isEmpty() ? text.strip() : String.join(" && ", formulas);
    }

    /** The property a specification text names ({@code unreach-call}, …), if it is a known one. */
    public static Optional<String> propertyName(String text) {
        return PropertyFile.combined(PropertyFile.namesIn(text));
    }

    /**
     * Whether an error of {@code kind} violates {@code property} ({@link PropertySemantics}, or one
     * subproperty of {@code valid-memsafety}); for an unknown property (null), every error does.
     */
    public static boolean isViolation(String property, ErrorKind kind) {
        if (property == null) {
            return true;
        }
        if (property.equals("no-deadlock")) {
            return kind == ErrorKind.DEADLOCK;
        }
        return PropertySemantics.of(property)
                .map(s -> s.violations().containsKey(kind))
                .orElseGet(() -> property.equals(memorySafety().violations().get(kind)));
    }

    /**
     * The (sub)property a {@code false} answer names when {@code kind} violates {@code property}:
     * {@code valid-memtrack} for a leak under {@code valid-memsafety}.
     */
    public static String violated(String property, ErrorKind kind) {
        return PropertySemantics.of(property)
                .map(s -> s.violations().getOrDefault(kind, property))
                .orElse(property);
    }

    /** The checks a replay of a witness for {@code property} needs turned on. */
    public static Set<Check> checks(String property) {
        if (property == null) {
            return Set.of();
        }
        if (property.equals("valid-memtrack")) {
            return Set.of(Check.MEMTRACK);
        }
        return PropertySemantics.of(property).map(PropertySemantics::checks).orElse(Set.of());
    }

    private static PropertySemantics memorySafety() {
        return PropertySemantics.of("valid-memsafety").orElseThrow();
    }
}
