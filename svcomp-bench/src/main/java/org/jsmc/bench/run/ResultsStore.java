package org.jsmc.bench.run;

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

/**
 * The results file: JSON Lines, one {@link RunRecord} per line, appended as runs finish, so an
 * interrupted benchmark keeps what it has done. A later line for the same {@link RunKey} supersedes
 * an earlier one ({@code --rerun} appends). Lines that do not parse (a line cut off by a kill) are
 * skipped and counted.
 *
 * <p>Thread-safety: {@link #append} is synchronized, so parallel runs may share a store.
 */
public final class ResultsStore {
    private static final ObjectMapper JSON =
            new ObjectMapper().configure(DeserializationFeature.FAIL_ON_UNKNOWN_PROPERTIES, false);

    private final Path file;
    private int skippedLines;

    public ResultsStore(Path file) {
        this.file = file;
    }

    /** The file. */
    public Path file() {
        return file;
    }

    /** Every record in the file, in file order; none when the file does not exist. */
    public List<RunRecord> readAll() {
        skippedLines = 0;
        List<RunRecord> records = new ArrayList<>();
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
                RunRecord r = JSON.readValue(line, RunRecord.class);
                if (r.family() == null
                        || r.params() == null
                        || r.algorithm() == null
                        || r.status() == null) {
                    skippedLines++;
                } else {
                    records.add(r);
                }
            } catch (JsonProcessingException e) {
                skippedLines++;
            }
        }
        return records;
    }

    /** The current results: the last record per run. */
    public Results read() {
        return new Results(readAll());
    }

    /** How many lines the last read skipped because they did not parse. */
    public int skippedLines() {
        return skippedLines;
    }

    /** Appends {@code r} as one line and flushes it to the file. */
    public synchronized void append(RunRecord r) {
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
    public static String toJson(RunRecord r) {
        try {
            return JSON.writeValueAsString(r);
        } catch (JsonProcessingException e) {
            throw new IllegalStateException("cannot write a results record", e);
        }
    }
}
