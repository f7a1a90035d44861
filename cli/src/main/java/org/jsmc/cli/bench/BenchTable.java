package org.jsmc.cli.bench;

import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.concurrent.Callable;
import org.jsmc.bench.Configuration;
import org.jsmc.bench.check.Mismatch;
import org.jsmc.bench.manifest.Family;
import org.jsmc.bench.manifest.Manifest;
import org.jsmc.bench.manifest.Row;
import org.jsmc.bench.run.Results;
import org.jsmc.bench.table.Format;
import org.jsmc.bench.table.Layout;
import org.jsmc.bench.table.Layouts;
import org.jsmc.bench.table.Table;
import org.jsmc.bench.table.TableBuilder;
import org.jsmc.bench.table.TableWriter;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.Spec;

/** {@code jsmc bench table}: renders the results in the layout of a paper's table. */
@Command(
        name = "table",
        sortOptions = false,
        usageHelpAutoWidth = true,
        header = "Renders the results in the layout of the papers' tables.",
        synopsisHeading = "%nUsage: ",
        descriptionHeading = "%n",
        description = {
            "Rows are the manifest's rows of the layout, label(params), followed by the other"
                    + " parameters jsmc ran; per column jsmc's number and, where the manifest has"
                    + " them, the paper's. '-' timeout, 'MO' out of memory, 'err' jsmc failed,"
                    + " 'n/a' algorithm not in this build, blank not run.",
            "",
            "Layouts: ${COMPLETION-CANDIDATES}"
        },
        optionListHeading = "%nOptions:%n")
public final class BenchTable implements Callable<Integer> {
    @Spec CommandSpec spec;

    @Mixin HelpOption help;

    @Mixin BenchFiles files;

    /** The layout ids, for completion and help. */
    static final class LayoutIds implements Iterable<String> {
        @Override
        public java.util.Iterator<String> iterator() {
            return Layouts.all().stream().map(Layout::id).iterator();
        }
    }

    @Option(
            names = "--layout",
            paramLabel = "ID",
            completionCandidates = LayoutIds.class,
            description = "the table layout to print on stdout: ${COMPLETION-CANDIDATES}")
    String layout;

    @Option(
            names = "--all",
            description =
                    "write every layout in every format into --out (and, with --compare,"
                            + " mismatches.md)")
    boolean all;

    @Option(
            names = "--format",
            paramLabel = "FORMAT",
            defaultValue = "markdown",
            description = "markdown, csv or latex (default: ${DEFAULT-VALUE})")
    Format format;

    @Option(
            names = "--compare",
            description =
                    "mark ('!') and list every count that differs from the paper's or from the"
                            + " closed form, with the manifest's note as the reason")
    boolean compare;

    @Option(
            names = "--paper-rows-only",
            description = "leave out parameters the paper's table does not have")
    boolean paperRowsOnly;

    @Option(
            names = "--out",
            paramLabel = "DIR",
            defaultValue = "bench-results/tables",
            description = "where --all writes (default: ${DEFAULT-VALUE})")
    Path out;

    @Override
    public Integer call() {
        PrintWriter stdout = spec.commandLine().getOut();
        PrintWriter err = spec.commandLine().getErr();
        if (all == (layout != null)) {
            throw new ParameterException(spec.commandLine(), "Give either --layout ID or --all");
        }
        Layout l = all ? null : layout(layout);
        Manifest manifest = files.manifest();
        warnUnknownLayouts(manifest, err);
        Results results = files.results(err);
        if (all) {
            TableWriter.Summary s =
                    TableWriter.writeAll(
                            manifest,
                            results,
                            out,
                            compare,
                            paperRowsOnly,
                            Configuration::registered);
            stdout.println("wrote " + s.files().size() + " files into " + out);
            if (compare) {
                stdout.println(
                        s.tableMismatches()
                                + " table cell(s) differ from a paper number or closed form; closed"
                                + " forms over all results: "
                                + s.closedForms().checked()
                                + " checked, "
                                + s.closedForms().mismatches().size()
                                + " differ (see "
                                + out.resolve("mismatches.md")
                                + ")");
            }
            stdout.flush();
            return 0;
        }
        Table t =
                new TableBuilder(
                                l,
                                manifest,
                                results,
                                compare,
                                paperRowsOnly,
                                Configuration::registered)
                        .build();
        stdout.print(format.render(t));
        stdout.flush();
        if (compare && format == Format.CSV) {
            for (Mismatch m : t.mismatches()) {
                err.println("mismatch: " + m.describe());
            }
            err.flush();
        }
        return 0;
    }

    private Layout layout(String id) {
        return Layouts.byId(id)
                .orElseThrow(
                        () ->
                                new ParameterException(
                                        spec.commandLine(),
                                        "Invalid value '"
                                                + id
                                                + "' for option '--layout': expected one of "
                                                + Layouts.ids()));
    }

    /** Rows for a layout that does not exist appear in no table; say so. */
    private static void warnUnknownLayouts(Manifest manifest, PrintWriter err) {
        for (Family f : manifest.families()) {
            f.rows().stream()
                    .map(Row::table)
                    .filter(t -> Layouts.byId(t).isEmpty())
                    .distinct()
                    .forEach(
                            t ->
                                    err.println(
                                            "jsmc bench: family "
                                                    + f.id()
                                                    + " has rows for unknown table '"
                                                    + t
                                                    + "' (layouts: "
                                                    + Layouts.ids()
                                                    + ")"));
        }
        err.flush();
    }
}
