package org.jsmc.svcomp.task;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import org.jsmc.ir.InputException;

/**
 * An SV-COMP property file ({@code .prp}) and the name of the property it states. The name comes
 * from the file's text when it is a well-known SV-COMP formula ({@code CHECK( init(main()), LTL(G !
 * call(reach_error())) )} is {@code unreach-call}), else from the file's name without {@code .prp};
 * so a renamed or missing file still gets a name.
 *
 * @param file the property file
 * @param name the property's name, e.g. {@code unreach-call}, {@code no-data-race}
 */
public record PropertyFile(Path file, String name) {
    /** The property jsmc checks. */
    public static final String UNREACH_CALL = "unreach-call";

    /** The properties whose verdicts jsmc can give; every other is reported as unsupported. */
    public static final Set<String> SUPPORTED = PropertySemantics.supported();

    /** Formula fragments of the well-known SV-COMP properties, and their names. */
    private static final List<Map.Entry<String, String>> FORMULAS =
            List.of(
                    Map.entry("G ! call(reach_error())", UNREACH_CALL),
                    Map.entry("G ! call(__VERIFIER_error())", UNREACH_CALL),
                    Map.entry("G ! data-race", "no-data-race"),
                    Map.entry("G ! overflow", "no-overflow"),
                    Map.entry("G ! deadlock", "no-deadlock"),
                    Map.entry("F end", "termination"),
                    Map.entry("G valid-free", "valid-free"),
                    Map.entry("G valid-deref", "valid-deref"),
                    Map.entry("G valid-memtrack", "valid-memtrack"),
                    Map.entry("G valid-memcleanup", "valid-memcleanup"));

    /** The subproperties of {@code valid-memsafety}, in the order its file states them. */
    private static final List<String> MEMSAFETY =
            List.of("valid-free", "valid-deref", "valid-memtrack");

    /** The LTL formula SV-COMP states the property {@code name} with (not valid-memsafety). */
    public static Optional<String> formulaOf(String name) {
        return FORMULAS.stream()
                .filter(f -> f.getValue().equals(name))
                .map(Map.Entry::getKey)
                .findFirst();
    }

    /** The properties {@code valid-memsafety} stands for, or {@code name} alone. */
    public static List<String> subproperties(String name) {
        return name.equals("valid-memsafety") ? MEMSAFETY : List.of(name);
    }

    /**
     * The property a set of stated properties makes: the one, or {@code valid-memsafety} for its
     * three subproperties; empty otherwise.
     */
    public static Optional<String> combined(Set<String> names) {
        if (names.size() == 1) {
            return Optional.of(names.iterator().next());
        }
        return names.equals(Set.copyOf(MEMSAFETY))
                ? Optional.of("valid-memsafety")
                : Optional.empty();
    }

    /** The properties whose formulas {@code text} contains (whitespace runs count as one space). */
    public static Set<String> namesIn(String text) {
        String compact = text.replaceAll("\\s+", " ");
        Set<String> names = new LinkedHashSet<>();
        for (Map.Entry<String, String> f : FORMULAS) {
            if (compact.contains(f.getKey())) {
                names.add(f.getValue());
            }
        }
        return names;
    }

    /** The property file at {@code file}, named from its text if readable, else from its name. */
    public static PropertyFile of(Path file) {
        String text = null;
        if (Files.isRegularFile(file)) {
            try {
                text = Files.readString(file, StandardCharsets.UTF_8);
            } catch (IOException e) {
                text = null;
            }
        }
        String name = text == null ? null : nameOfText(text);
        return new PropertyFile(file, name != null ? name : nameOfFile(file));
    }

    /**
     * The property {@code spec} names on jsmc's command line: a property file, or a property's name
     * ({@code unreach-call}, also written {@code unreach-call.prp}).
     *
     * @throws InputException if it is neither a file nor a known property's name
     */
    public static PropertyFile ofArgument(String spec) {
        Path file = Path.of(spec);
        if (Files.isRegularFile(file)) {
            return of(file);
        }
        String name = nameOfFile(file);
        boolean known =
                name.equals("valid-memsafety")
                        || FORMULAS.stream().anyMatch(f -> f.getValue().equals(name));
        if (!known) {
            throw new InputException(
                    "no property file or property named '"
                            + spec
                            + "' (a .prp file, or a name such as unreach-call, no-data-race,"
                            + " valid-memsafety, no-overflow, termination)");
        }
        return new PropertyFile(file, name);
    }

    /** Whether jsmc gives verdicts for this property. */
    public boolean isSupported() {
        return SUPPORTED.contains(name);
    }

    /** What the property means for jsmc; only for a {@linkplain #isSupported supported} one. */
    public PropertySemantics semantics() {
        return PropertySemantics.of(name)
                .orElseThrow(() -> new IllegalStateException(name + " is not supported"));
    }

    /** The name stated by a property file's text, or null if it is no well-known property. */
    static String nameOfText(String text) {
        Set<String> names = new LinkedHashSet<>();
        for (String line : text.lines().map(String::strip).filter(l -> !l.isEmpty()).toList()) {
            if (!line.startsWith("CHECK")) {
                return null;
            }
            String compact = line.replaceAll("\\s+", " ");
            String found = null;
            for (Map.Entry<String, String> f : FORMULAS) {
                if (compact.contains("LTL(" + f.getKey() + ")")) {
                    found = f.getValue();
                }
            }
            if (found == null) {
                return null;
            }
            names.add(found);
        }
        return combined(names).orElse(null);
    }

    /** {@code unreach-call} for {@code .../unreach-call.prp}. */
    static String nameOfFile(Path file) {
        String n = file.getFileName().toString();
        return n.endsWith(".prp") ? n.substring(0, n.length() - 4) : n;
    }
}
