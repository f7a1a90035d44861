package org.jsmc.cli;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.jsmc.ir.SourceLocation;

/** Reads source lines for counterexamples, each file once; missing files give empty lines. */
final class SourceText {
    private final Map<Path, List<String>> files = new HashMap<>();

    /** The trimmed source line at {@code where}, or "" when it cannot be read. */
    String line(SourceLocation where) {
        if (!where.isKnown()) {
            return "";
        }
        List<String> lines = files.computeIfAbsent(where.path(), SourceText::read);
        int i = where.line() - 1;
        return i >= 0 && i < lines.size() ? lines.get(i).strip() : "";
    }

    private static List<String> read(Path p) {
        try {
            return Files.readAllLines(p, StandardCharsets.ISO_8859_1);
        } catch (IOException | RuntimeException e) {
            return List.of();
        }
    }
}
