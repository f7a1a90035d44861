package org.jsmc.cli.bench;

import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.Spec;

/** {@code jsmc bench}: the benchmark suite; the work is done by its subcommands. */
@Command(
        name = "bench",
        usageHelpAutoWidth = true,
        header = "Runs the benchmark suite and renders the papers' tables and plots.",
        synopsisHeading = "%nUsage: ",
        descriptionHeading = "%n",
        description = {
            "Typical use: 'jsmc bench run', then 'jsmc bench table --all --compare' and"
                    + " 'jsmc bench plot --standard'; scripts/regen-tables.sh does all three."
        },
        commandListHeading = "%nCommands:%n",
        subcommands = {BenchRun.class, BenchTable.class, BenchPlot.class})
public final class BenchCommand implements Callable<Integer> {
    @Spec CommandSpec spec;

    @Mixin HelpOption help;

    @Override
    public Integer call() {
        throw new ParameterException(
                spec.commandLine(), "Missing required subcommand: run, table or plot");
    }
}
