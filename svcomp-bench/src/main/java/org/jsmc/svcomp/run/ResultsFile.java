package org.jsmc.svcomp.run;

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
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The results file of {@code jsmc svcomp}: JSON Lines, one {@link TaskResult} per line, appended as
 * tasks finish, so an interrupted run keeps what it has done and a later run skips it. A later line
 * for the same {@link TaskResult.Key} supersedes an earlier one. Lines that do not parse (cut off
 * by a kill) are skipped and counted.
 *
 * <p>Thread-safety: {@link #append} is synchronized, so parallel runs may share a file.
 */
public final class ResultsFile {
    private static final ObjectMapper JSON =
            new ObjectMapper().configure(DeserializationFeature.FAIL_ON_UNKNOWN_PROPERTIES, false);

    private final Path file;
    private int skippedLines;

    public ResultsFile(Path file) {
        this.file = file;
    }

    /** The file. */
    public Path file() {
        return file;
    }

    /** The last result per key, in the order the keys first appear; none when there is no file. */
    public Map<TaskResult.Key, TaskResult> read() {
        skippedLines = 0;
        Map<TaskResult.Key, TaskResult> results = new LinkedHashMap<>();
        if (!Files.exists(file)) {
            return results;
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
                TaskResult r = JSON.readValue(line, TaskResult.class);
                if (r.task() == null || r.property() == null || r.verdict() == null) {
                    skippedLines++;
                } else {
                    results.put(r.key(), r);
                }
            } catch (JsonProcessingException | IllegalArgumentException e) {
                skippedLines++;
            }
        }
        return results;
    }

    /** The current results, in file order. */
    public List<TaskResult> readList() {
        return new ArrayList<>(read().values());
    }

    /** How many lines the last read skipped because they did not parse. */
    public int skippedLines() {
        return skippedLines;
    }

    /** Appends {@code r} as one line and flushes it to the file. */
    public synchronized void append(TaskResult r) {
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
    public static String toJson(TaskResult r) {
        try {
            return JSON.writeValueAsString(r);
        } catch (JsonProcessingException e) {
            throw new IllegalStateException("cannot write a results record", e);
        }
    }
}
