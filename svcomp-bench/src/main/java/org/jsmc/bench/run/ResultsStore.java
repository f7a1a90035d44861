package org.jsmc.bench.run;

import java.nio.file.Path;
import java.util.List;
import org.jsmc.bench.harness.JsonLinesFile;

/**
 * The results file: JSON Lines ({@link JsonLinesFile}), one {@link RunRecord} per line, appended as
 * runs finish, so an interrupted benchmark keeps what it has done. A later line for the same {@link
 * RunKey} supersedes an earlier one ({@code --rerun} appends). Lines that do not parse (a line cut
 * off by a kill) or lack the run's family, parameters, algorithm or status are skipped and counted.
 *
 * <p>Thread-safety: {@link #append} is synchronized, so parallel runs may share a store.
 */
public final class ResultsStore {
    private final JsonLinesFile<RunRecord> lines;

    public ResultsStore(Path file) {
        this.lines = new JsonLinesFile<>(file, RunRecord.class, ResultsStore::isComplete);
    }

    /** The file. */
    public Path file() {
        return lines.file();
    }

    /** Every record in the file, in file order; none when the file does not exist. */
    public List<RunRecord> readAll() {
        return lines.read();
    }

    /** The current results: the last record per run. */
    public Results read() {
        return new Results(readAll());
    }

    /** How many lines the last read skipped because they did not parse. */
    public int skippedLines() {
        return lines.skippedLines();
    }

    /** Appends {@code r} as one line and flushes it to the file. */
    public void append(RunRecord r) {
        lines.append(r);
    }

    /** {@code r} as one line of JSON. */
    public static String toJson(RunRecord r) {
        return JsonLinesFile.toJson(r);
    }

    private static boolean isComplete(RunRecord r) {
        return r.family() != null
                && r.params() != null
                && r.algorithm() != null
                && r.status() != null;
    }
}
