package org.jsmc.svcomp.table;

import java.util.ArrayList;
import java.util.Collections;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import org.jsmc.svcomp.run.TaskResult;
import org.jsmc.svcomp.score.Tally;
import org.jsmc.svcomp.score.TaskNames;

/**
 * The results of an SV-COMP run arranged for reading: a row per task (sorted by name), the score
 * per folder and in total.
 *
 * @param rows the tasks
 * @param folders the score per folder, sorted by folder
 * @param total the score of all tasks
 */
public record ScoreReport(List<Row> rows, Map<String, Tally> folders, Tally total) {
    /**
     * One task.
     *
     * @param name its short name ({@link TaskNames})
     * @param folder the folder it is counted under
     * @param result its result
     */
    public record Row(String name, String folder, TaskResult result) {}

    public ScoreReport {
        rows = List.copyOf(rows);
        folders = Collections.unmodifiableMap(new TreeMap<>(folders));
    }

    /** The report of {@code results}. */
    public static ScoreReport of(List<TaskResult> results) {
        TaskNames names = TaskNames.of(results.stream().map(TaskResult::task).toList());
        List<Row> rows = new ArrayList<>();
        Map<String, Tally> folders = new TreeMap<>();
        Tally total = new Tally();
        for (TaskResult r : results) {
            Row row = new Row(names.name(r.task()), names.folder(r.task()), r);
            rows.add(row);
            folders.computeIfAbsent(row.folder(), f -> new Tally())
                    .add(r.category(), r.expected(), r.unknownReason());
            total.add(r.category(), r.expected(), r.unknownReason());
        }
        rows.sort(
                Comparator.comparing(Row::name)
                        .thenComparing(r -> r.result().property())
                        .thenComparing(r -> String.valueOf(r.result().algorithm())));
        return new ScoreReport(rows, folders, total);
    }
}
