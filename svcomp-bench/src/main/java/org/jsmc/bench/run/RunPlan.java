package org.jsmc.bench.run;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import java.util.function.Function;
import java.util.function.Predicate;
import org.jsmc.bench.Configuration;
import org.jsmc.bench.manifest.Family;
import org.jsmc.bench.manifest.Manifest;
import org.jsmc.bench.manifest.Params;
import org.jsmc.bench.manifest.Row;

/**
 * The runs a {@link Selection} asks for, in order (family by family, parameters in manifest order,
 * configurations in the given order), with what had to be left out and why. Configurations named in
 * the selection run on every selected family; the default ones run only where a table shows them.
 *
 * @param runs the runs, whether or not they are already in the results
 * @param unregistered configurations whose algorithm this build of jsmc does not have (not run;
 *     their table cells show as unsupported)
 * @param missingFiles families left out because their program file does not exist
 */
public record RunPlan(List<RunSpec> runs, List<String> unregistered, List<String> missingFiles) {

    /**
     * Plans {@code selection} over {@code manifest}.
     *
     * @param runnable which configurations this build can run
     * @param defaults the configurations to run when the selection names none
     * @param tableColumns the configurations a table layout shows, by layout id ({@code null} for
     *     an unknown layout): by default a family's parameters run only the configurations of the
     *     tables they appear in
     */
    public static RunPlan of(
            Manifest manifest,
            Selection selection,
            Predicate<Configuration> runnable,
            List<Configuration> defaults,
            Function<String, Set<String>> tableColumns) {
        boolean asked = selection.configurations() != null;
        List<Configuration> configurations =
                asked
                        ? selection.configurations().stream().map(Configuration::of).toList()
                        : defaults;
        List<String> unregistered = new ArrayList<>();
        List<Configuration> selected = new ArrayList<>();
        for (Configuration c : configurations) {
            if (runnable.test(c)) {
                selected.add(c);
            } else {
                unregistered.add(c.key());
            }
        }
        List<RunSpec> runs = new ArrayList<>();
        List<String> missing = new ArrayList<>();
        for (Family f : manifest.families()) {
            if (selection.families() != null && !selection.families().contains(f.id())) {
                continue;
            }
            if (selection.tables() != null
                    && f.rows().stream().noneMatch(r -> selection.tables().contains(r.table()))) {
                continue;
            }
            if (!f.hasFile()) {
                missing.add(f.id());
                continue;
            }
            for (Params p : parameters(f, selection)) {
                Set<String> shown =
                        asked
                                ? null
                                : shownAt(
                                        f, p, tableColumns, selection.tables(), selection.quick());
                for (Configuration c : selected) {
                    if (shown == null || shown.contains(c.key())) {
                        runs.add(new RunSpec(f, p, c));
                    }
                }
            }
        }
        return new RunPlan(List.copyOf(runs), List.copyOf(unregistered), List.copyOf(missing));
    }

    /**
     * The configurations the tables show at {@code p}: those of the layouts of the rows with these
     * parameters, or, in quick mode and for parameters that are no row, of all the family's
     * layouts; {@code null} (everything) when a layout is unknown or the family has no rows.
     */
    private static Set<String> shownAt(
            Family f,
            Params p,
            Function<String, Set<String>> tableColumns,
            Set<String> tables,
            boolean quick) {
        List<Row> all =
                f.rows().stream()
                        .filter(r -> tables == null || tables.contains(r.table()))
                        .toList();
        List<Row> rows = quick ? all : all.stream().filter(r -> r.params().equals(p)).toList();
        if (rows.isEmpty()) {
            rows = all;
        }
        if (rows.isEmpty()) {
            return null;
        }
        Set<String> shown = new LinkedHashSet<>();
        for (Row r : rows) {
            Set<String> columns = tableColumns.apply(r.table());
            if (columns == null) {
                return null;
            }
            shown.addAll(columns);
        }
        return shown;
    }

    /**
     * The parameter values to run: in quick mode the family's {@code quick} list (or, without one,
     * its smallest row); otherwise its rows' values (restricted to the selected tables), or the
     * quick list when it has no rows.
     */
    static List<Params> parameters(Family f, Selection selection) {
        Set<Params> params = new LinkedHashSet<>();
        if (selection.quick()) {
            params.addAll(f.quick());
            if (params.isEmpty()) {
                f.rows().stream()
                        .map(Row::params)
                        .min(
                                Comparator.comparingLong(
                                        p -> p.list().stream().mapToLong(Long::longValue).sum()))
                        .ifPresent(params::add);
            }
            return List.copyOf(params);
        }
        for (Row r : f.rows()) {
            if (selection.tables() == null || selection.tables().contains(r.table())) {
                params.add(r.params());
            }
        }
        if (params.isEmpty() && selection.tables() == null) {
            params.addAll(f.quick());
        }
        return List.copyOf(params);
    }
}
