package org.jsmc.cli;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * A golden file's {@code .expected}: {@code key: value} lines, {@code #} comments. See {@code
 * golden/README.md} for the keys.
 */
record Expected(Map<String, String> values) {

    static Expected read(Path file) throws IOException {
        Map<String, String> values = new LinkedHashMap<>();
        for (String raw : Files.readAllLines(file)) {
            String line = stripComment(raw).strip();
            if (line.isEmpty()) {
                continue;
            }
            int colon = line.indexOf(':');
            if (colon < 0) {
                throw new IllegalArgumentException(file + ": not a key: value line: " + raw);
            }
            values.put(line.substring(0, colon).strip(), line.substring(colon + 1).strip());
        }
        if (!values.containsKey("verdict")) {
            throw new IllegalArgumentException(file + ": no verdict");
        }
        return new Expected(values);
    }

    /** Drops a {@code #} comment, except inside the value of {@code output:}. */
    private static String stripComment(String line) {
        if (line.strip().startsWith("output:")) {
            return line;
        }
        int hash = line.indexOf('#');
        return hash < 0 ? line : line.substring(0, hash);
    }

    String verdict() {
        return values.get("verdict");
    }

    String error() {
        return values.get("error");
    }

    long count(String key) {
        return Long.parseLong(values.getOrDefault(key, "0"));
    }

    boolean has(String key) {
        return values.containsKey(key);
    }

    List<String> flags() {
        String f = values.get("flags");
        return f == null || f.isBlank()
                ? new ArrayList<String>()
                : new ArrayList<>(Arrays.asList(f.split("\\s+")));
    }

    /** The expected output with {@code \n} and {@code \t} escapes decoded. */
    String output() {
        return values.get("output").replace("\\n", "\n").replace("\\t", "\t");
    }
}
