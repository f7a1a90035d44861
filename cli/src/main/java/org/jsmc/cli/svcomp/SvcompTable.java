package org.jsmc.cli.svcomp;

import java.io.IOException;
import java.io.PrintWriter;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.List;
import java.util.concurrent.Callable;
import org.jsmc.cli.bench.HelpOption;
import org.jsmc.ir.InputException;
import org.jsmc.svcomp.run.ResultsFile;
import org.jsmc.svcomp.run.TaskResult;
import org.jsmc.svcomp.table.ScoreReport;
import org.jsmc.svcomp.table.TableFormat;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/** {@code jsmc svcomp table}: renders a results file as a table of tasks and scores. */
@Command(
        name = "table",
        sortOptions = false,
        usageHelpAutoWidth = true,
        header = "Renders SV-COMP results: a row per task, the score per folder and in total.",
        synopsisHeading = "%nUsage: ",
        descriptionHeading = "%n",
        description = {
            "Columns: task, folder, property, expected verdict, verdict, result (correct, wrong,"
                    + " unknown), reason, score, time, memory. The HTML page is self-contained;"
                    + " click a column header to sort."
        },
        parameterListHeading = "%nParameters:%n",
        optionListHeading = "%nOptions:%n")
public final class SvcompTable implements Callable<Integer> {
    @Spec CommandSpec spec;

    @Mixin HelpOption help;

    @Parameters(paramLabel = "RESULTS", description = "the results file of 'jsmc svcomp run'")
    Path results;

    @Option(
            names = "--format",
            paramLabel = "FORMAT",
            defaultValue = "md",
            description = "md, csv or html (default: ${DEFAULT-VALUE})")
    TableFormat format;

    @Option(
            names = {"-o", "--output"},
            paramLabel = "FILE",
            description = "write the table to FILE instead of stdout")
    Path output;

    @Override
    public Integer call() {
        PrintWriter out = spec.commandLine().getOut();
        PrintWriter err = spec.commandLine().getErr();
        if (!Files.isRegularFile(results)) {
            throw new InputException("no results file " + results);
        }
        ResultsFile file = new ResultsFile(results);
        List<TaskResult> list = file.readList();
        if (file.skippedLines() > 0) {
            err.println(
                    "jsmc svcomp: skipped "
                            + file.skippedLines()
                            + " line(s) of "
                            + results
                            + " that do not parse");
        }
        if (list.isEmpty()) {
            err.println("jsmc svcomp: no results in " + results);
        }
        err.flush();
        String text = format.render(ScoreReport.of(list), results.toString());
        if (output == null) {
            out.print(text);
            out.flush();
        } else {
            write(output, text);
            out.println("wrote " + output);
            out.flush();
        }
        return 0;
    }

    /** Writes {@code text} to {@code file} whole or not at all (a temporary file, then a move). */
    private static void write(Path file, String text) {
        Path abs = file.toAbsolutePath();
        try {
            Files.createDirectories(abs.getParent());
            Path tmp = Files.createTempFile(abs.getParent(), ".jsmc-svcomp-", ".tmp");
            try {
                Files.writeString(tmp, text, StandardCharsets.UTF_8);
                Files.move(
                        tmp,
                        abs,
                        StandardCopyOption.REPLACE_EXISTING,
                        StandardCopyOption.ATOMIC_MOVE);
            } finally {
                Files.deleteIfExists(tmp);
            }
        } catch (IOException e) {
            throw new UncheckedIOException("cannot write " + file, e);
        }
    }
}
