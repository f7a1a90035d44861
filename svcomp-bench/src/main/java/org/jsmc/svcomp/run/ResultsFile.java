package org.jsmc.svcomp.run;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.jsmc.bench.harness.JsonLinesFile;

/**
 * The results file of {@code jsmc svcomp}: JSON Lines ({@link JsonLinesFile}), one {@link
 * TaskResult} per line, appended as tasks finish, so an interrupted run keeps what it has done and
 * a later run skips it. A later line for the same {@link TaskResult.Key} supersedes an earlier one.
 * Lines that do not parse (cut off by a kill) or lack the task, property or verdict are skipped and
 * counted.
 *
 * <p>Thread-safety: {@link #append} is synchronized, so parallel runs may share a file.
 */
public final class ResultsFile {
    private final JsonLinesFile<TaskResult> lines;

    public ResultsFile(Path file) {
        this.lines = new JsonLinesFile<>(file, TaskResult.class, ResultsFile::isComplete);
    }

    /** The file. */
    public Path file() {
        return lines.file();
    }

    /** The last result per key, in the order the keys first appear; none when there is no file. */
    public Map<TaskResult.Key, TaskResult> read() {
        Map<TaskResult.Key, TaskResult> results = new LinkedHashMap<>();
        for (TaskResult r : lines.read()) {
            results.put(r.key(), r);
        }
        return results;
    }

    /** The current results, in file order. */
    public List<TaskResult> readList() {
        return new ArrayList<>(read().values());
    }

    /** How many lines the last read skipped because they did not parse. */
    public int skippedLines() {
        return lines.skippedLines();
    }

    /** Appends {@code r} as one line and flushes it to the file. */
    public void append(TaskResult r) {
        lines.append(r);
    }

    /** {@code r} as one line of JSON. */
    public static String toJson(TaskResult r) {
        return JsonLinesFile.toJson(r);
    }

    private static boolean isComplete(TaskResult r) {
        return r.task() != null && r.property() != null && r.verdict() != null;
    }
}
