package org.jsmc.cli.svcomp;

import java.util.concurrent.Callable;
import org.jsmc.cli.bench.HelpOption;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.Spec;

/**
 * {@code jsmc svcomp}: SV-COMP task sets. With paths and no subcommand it runs them, as {@code jsmc
 * svcomp run} does.
 */
@Command(
        name = "svcomp",
        sortOptions = false,
        usageHelpAutoWidth = true,
        header = "Runs SV-COMP task sets and scores the verdicts as SV-COMP does.",
        customSynopsis = {
            "Usage: jsmc svcomp [run] [OPTIONS] PATH...",
            "       jsmc svcomp table [OPTIONS] RESULTS"
        },
        synopsisHeading = "%n",
        descriptionHeading = "%n",
        description = {
            "'jsmc svcomp PATH...' is 'jsmc svcomp run PATH...': see 'jsmc svcomp run --help'."
                    + " Then 'jsmc svcomp table svcomp-results.jsonl --format html --output"
                    + " results.html' renders the results."
        },
        optionListHeading = "%nOptions of run:%n",
        parameterListHeading = "%nParameters:%n",
        commandListHeading = "%nCommands:%n",
        subcommands = {SvcompRun.class, SvcompTable.class})
public final class SvcompCommand implements Callable<Integer> {
    @Spec CommandSpec spec;

    @Mixin HelpOption help;

    @Mixin SvcompRunOptions options;

    @Override
    public Integer call() {
        if (options.paths.isEmpty()) {
            throw new ParameterException(
                    spec.commandLine(), "Missing required subcommand (run or table) or PATH");
        }
        return SvcompRun.execute(spec, options);
    }
}
