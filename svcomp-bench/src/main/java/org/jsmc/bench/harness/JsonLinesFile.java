package org.jsmc.bench.harness;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Predicate;

/**
 * A results file in JSON Lines: one record per line, appended and flushed as each run finishes, so
 * that a run interrupted by a kill keeps what it has done. Reading skips, and counts, the lines
 * that do not parse (a line cut off by the kill) or that lack a field the record cannot do without.
 * Properties the record type does not know are ignored, so older runners can read newer files.
 *
 * <p>Thread-safety: {@link #append} is synchronized, so parallel runs may share one instance.
 *
 * @param <T> the record type, a Jackson-mapped record
 */
public final class JsonLinesFile<T> {
    private static final ObjectMapper JSON =
            new ObjectMapper().configure(DeserializationFeature.FAIL_ON_UNKNOWN_PROPERTIES, false);

    private final Path file;
    private final Class<T> type;
    private final Predicate<T> complete;
    private int skippedLines;

    /**
     * @param file the file; it need not exist
     * @param type the record type
     * @param complete whether a parsed record has every field it needs; others are skipped
     */
    public JsonLinesFile(Path file, Class<T> type, Predicate<T> complete) {
        this.file = file;
        this.type = type;
        this.complete = complete;
    }

    /** The file. */
    public Path file() {
        return file;
    }

    /** Every complete record in the file, in file order; none when the file does not exist. */
    public List<T> read() {
        skippedLines = 0;
        List<T> records = new ArrayList<>();
        if (!Files.exists(file)) {
            return records;
        }
        List<String> lines;
        try {
            lines = Files.readAllLines(file, StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new UncheckedIOException("cannot read " + file, e);
        }
        for (String line : lines) {
            if (line.isBlank()) {
                continue;
            }
            try {
                T r = JSON.readValue(line, type);
                if (complete.test(r)) {
                    records.add(r);
                } else {
                    skippedLines++;
                }
            } catch (JsonProcessingException | IllegalArgumentException e) {
                skippedLines++;
            }
        }
        return records;
    }

    /** How many lines the last read skipped because they did not parse. */
    public int skippedLines() {
        return skippedLines;
    }

    /** Appends {@code r} as one line and flushes it to the file, creating its folder if need be. */
    public synchronized void append(T r) {
        try {
            Path parent = file.toAbsolutePath().getParent();
            if (parent != null) {
                Files.createDirectories(parent);
            }
            Files.writeString(
                    file,
                    toJson(r) + "\n",
                    StandardCharsets.UTF_8,
                    StandardOpenOption.CREATE,
                    StandardOpenOption.APPEND,
                    StandardOpenOption.SYNC);
        } catch (IOException e) {
            throw new UncheckedIOException("cannot write " + file, e);
        }
    }

    /** {@code r} as one line of JSON. */
    public static String toJson(Object r) {
        try {
            return JSON.writeValueAsString(r);
        } catch (JsonProcessingException e) {
            throw new IllegalStateException("cannot write a results record", e);
        }
    }
}
