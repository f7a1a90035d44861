package org.jsmc.cli.bench;

import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;
import org.jsmc.bench.manifest.Family;
import org.jsmc.bench.manifest.Manifest;
import org.jsmc.bench.plot.PlotMetric;
import org.jsmc.bench.plot.StandardPlots;
import org.jsmc.bench.run.Results;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.Spec;

/** {@code jsmc bench plot}: scatter plots of two algorithms, line plots of a family. */
@Command(
        name = "plot",
        sortOptions = false,
        usageHelpAutoWidth = true,
        header = "Plots the results as PNG and SVG.",
        synopsisHeading = "%nUsage: ",
        descriptionHeading = "%n",
        description = {
            "--x A --y B: log-log scatter plot of B against A, one point per (family,"
                    + " parameters), with the diagonal and the 10x lines; runs that timed out or ran"
                    + " out of memory are clamped to the limit with a marker of their own.",
            "--family ID: traces or time against a parameter, one line per algorithm.",
            "--standard: the plots scripts/regen-tables.sh makes."
        },
        optionListHeading = "%nOptions:%n")
public final class BenchPlot implements Callable<Integer> {
    @Spec CommandSpec spec;

    @Mixin HelpOption help;

    @Mixin BenchFiles files;

    @Option(names = "--x", paramLabel = "ALG", description = "the algorithm on the x axis")
    String x;

    @Option(names = "--y", paramLabel = "ALG", description = "the algorithm on the y axis")
    String y;

    @Option(names = "--family", paramLabel = "ID", description = "line plot of this family")
    String family;

    @Option(
            names = "--param",
            paramLabel = "NAME",
            description = "the line plot's parameter (default: the family's first)")
    String param;

    @Option(names = "--standard", description = "the standard set of plots")
    boolean standard;

    @Option(
            names = "--metric",
            paramLabel = "METRIC",
            description = "traces or time (default: both)")
    PlotMetric metric;

    @Option(
            names = "--out",
            paramLabel = "DIR",
            defaultValue = "bench-results/plots",
            description = "where the files go (default: ${DEFAULT-VALUE})")
    Path out;

    @Override
    public Integer call() {
        PrintWriter stdout = spec.commandLine().getOut();
        PrintWriter err = spec.commandLine().getErr();
        boolean scatter = x != null || y != null;
        int modes = (scatter ? 1 : 0) + (family != null ? 1 : 0) + (standard ? 1 : 0);
        if (modes != 1 || (scatter && (x == null || y == null))) {
            throw new ParameterException(
                    spec.commandLine(),
                    "Give either --x ALG --y ALG, or --family ID, or --standard");
        }
        Results results = files.results(err);
        List<PlotMetric> metrics = metric == null ? List.of(PlotMetric.values()) : List.of(metric);
        List<Path> written = new ArrayList<>();
        if (standard) {
            written.addAll(StandardPlots.write(files.manifest(), results, out));
        } else if (scatter) {
            for (PlotMetric m : metrics) {
                written.addAll(StandardPlots.scatter(results, x, y, m, out));
            }
        } else {
            Manifest manifest = files.manifest();
            Family f =
                    manifest.family(family)
                            .orElseThrow(
                                    () ->
                                            new ParameterException(
                                                    spec.commandLine(),
                                                    "Invalid value '"
                                                            + family
                                                            + "' for option '--family': no such"
                                                            + " family in "
                                                            + files.manifest));
            String p = param;
            if (p == null) {
                if (f.parameters().isEmpty()) {
                    throw new ParameterException(
                            spec.commandLine(), "Family " + family + " has no parameters to plot");
                }
                p = f.parameters().get(0).name();
            }
            for (PlotMetric m : metrics) {
                written.addAll(StandardPlots.lines(results, f, p, m, out));
            }
        }
        written.forEach(stdout::println);
        stdout.flush();
        return 0;
    }
}
