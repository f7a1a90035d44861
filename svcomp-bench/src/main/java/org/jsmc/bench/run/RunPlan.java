package org.jsmc.bench.run;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import java.util.function.Predicate;
import org.jsmc.bench.Configuration;
import org.jsmc.bench.manifest.Family;
import org.jsmc.bench.manifest.Manifest;
import org.jsmc.bench.manifest.Params;
import org.jsmc.bench.manifest.Row;

/**
 * The runs a {@link Selection} asks for, in order (family by family, parameters in manifest order,
 * configurations in the given order), with what had to be left out and why.
 *
 * @param runs the runs, whether or not they are already in the results
 * @param unregistered configurations whose algorithm this build of jsmc does not have (not run;
 *     their table cells show as unsupported)
 * @param missingFiles families left out because their program file does not exist
 */
public record RunPlan(List<RunSpec> runs, List<String> unregistered, List<String> missingFiles) {

    /** Plans {@code selection} over {@code manifest} with this build's algorithms. */
    public static RunPlan of(Manifest manifest, Selection selection) {
        return of(manifest, selection, Configuration::registered, Configuration.defaults());
    }

    /**
     * Plans {@code selection} over {@code manifest}.
     *
     * @param runnable which configurations this build can run
     * @param defaults the configurations to run when the selection names none
     */
    public static RunPlan of(
            Manifest manifest,
            Selection selection,
            Predicate<Configuration> runnable,
            List<Configuration> defaults) {
        List<Configuration> configurations =
                selection.configurations() == null
                        ? defaults
                        : selection.configurations().stream().map(Configuration::of).toList();
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
                for (Configuration c : selected) {
                    if (appliesTo(c, f, selection)) {
                        runs.add(new RunSpec(f, p, c));
                    }
                }
            }
        }
        return new RunPlan(List.copyOf(runs), List.copyOf(unregistered), List.copyOf(missing));
    }

    /**
     * A variant runs only on families with rows in its tables, unless it was asked for by name; a
     * plain algorithm runs everywhere.
     */
    private static boolean appliesTo(Configuration c, Family f, Selection selection) {
        if (!c.isVariant() || selection.configurations() != null) {
            return true;
        }
        return f.rows().stream().anyMatch(r -> c.tables().contains(r.table()));
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
