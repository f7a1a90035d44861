package org.jsmc.bench.table;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Predicate;
import org.jsmc.bench.Configuration;
import org.jsmc.bench.check.ClosedFormCheck;
import org.jsmc.bench.check.Mismatch;
import org.jsmc.bench.manifest.Manifest;
import org.jsmc.bench.run.Results;

/**
 * Writes every layout in every format into a directory ({@code vcdpor-t1.md}, {@code
 * vcdpor-t1.csv}, {@code vcdpor-t1.tex}, …) and, in compare mode, {@code mismatches.md}: the
 * mismatches of every table and the closed-form check over all results.
 */
public final class TableWriter {
    private TableWriter() {}

    /**
     * What was written.
     *
     * @param files the files, in order
     * @param tableMismatches mismatches shown in the tables (compare mode)
     * @param closedForms the closed-form check over all results (compare mode), or {@code null}
     */
    public record Summary(
            List<Path> files, int tableMismatches, ClosedFormCheck.Report closedForms) {}

    /** Writes all tables of {@code results} into {@code dir}. */
    public static Summary writeAll(
            Manifest manifest,
            Results results,
            Path dir,
            boolean compare,
            boolean paperRowsOnly,
            Predicate<Configuration> supported) {
        List<Path> files = new ArrayList<>();
        List<Table> tables = new ArrayList<>();
        for (Layout layout : Layouts.all()) {
            Table t =
                    new TableBuilder(layout, manifest, results, compare, paperRowsOnly, supported)
                            .build();
            tables.add(t);
            for (Format f : Format.values()) {
                Path file = dir.resolve(layout.id() + "." + f.extension());
                write(file, f.render(t));
                files.add(file);
            }
        }
        int tableMismatches = tables.stream().mapToInt(t -> t.mismatches().size()).sum();
        ClosedFormCheck.Report closed = null;
        if (compare) {
            closed = ClosedFormCheck.check(manifest, results);
            Path file = dir.resolve("mismatches.md");
            write(file, mismatches(tables, closed));
            files.add(file);
        }
        return new Summary(files, tableMismatches, closed);
    }

    /** The text of {@code mismatches.md}. */
    static String mismatches(List<Table> tables, ClosedFormCheck.Report closed) {
        StringBuilder b = new StringBuilder("# Mismatches\n\n");
        b.append("Counts of jsmc that differ from a paper's number or from a closed form of the")
                .append(" manifest, with the manifest's note as the reason.\n\n");
        b.append("## Closed forms, over all results\n\n");
        b.append(closed.checked())
                .append(" counts checked against a closed form, ")
                .append(closed.mismatches().size())
                .append(" differ.\n\n");
        for (Mismatch m : closed.mismatches()) {
            b.append("- ").append(MarkdownRenderer.escape(m.describe())).append('\n');
        }
        for (Table t : tables) {
            b.append("\n## ").append(t.title()).append(" (`").append(t.id()).append("`)\n\n");
            if (t.mismatches().isEmpty()) {
                b.append("None.\n");
            }
            for (Mismatch m : t.mismatches()) {
                b.append("- ").append(MarkdownRenderer.escape(m.describe())).append('\n');
            }
        }
        return b.toString();
    }

    private static void write(Path file, String text) {
        try {
            Files.createDirectories(file.toAbsolutePath().getParent());
            Files.writeString(file, text, StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new UncheckedIOException("cannot write " + file, e);
        }
    }
}
