package org.jsmc.cli.svcomp;

import java.io.PrintWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.Callable;
import org.jsmc.bench.run.Launcher;
import org.jsmc.cli.bench.HelpOption;
import org.jsmc.cli.bench.JsmcClasspath;
import org.jsmc.explore.Algorithm;
import org.jsmc.ir.InputException;
import org.jsmc.svcomp.run.ResultsFile;
import org.jsmc.svcomp.run.SvcompLauncher;
import org.jsmc.svcomp.run.SvcompLimits;
import org.jsmc.svcomp.run.SvcompRunner;
import org.jsmc.svcomp.run.TaskProgress;
import org.jsmc.svcomp.run.TaskRun;
import org.jsmc.svcomp.table.ScoreReport;
import org.jsmc.svcomp.table.TextReport;
import org.jsmc.svcomp.task.PropertyFile;
import org.jsmc.svcomp.task.Task;
import org.jsmc.svcomp.task.TaskDefinition;
import org.jsmc.svcomp.task.TaskLoader;
import org.jsmc.svcomp.task.TaskSet;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.Spec;

/** {@code jsmc svcomp run}: runs the tasks of a property, one JVM per task, and scores them. */
@Command(
        name = "run",
        sortOptions = false,
        usageHelpAutoWidth = true,
        header = "Runs SV-COMP tasks, each in a JVM of its own, and prints the SV-COMP score.",
        synopsisHeading = "%nUsage: ",
        descriptionHeading = "%n",
        description = {
            "Reads every task definition first (a bad one stops the run before anything is"
                    + " run), keeps the tasks of --property, and runs 'jsmc --json --property"
                    + " PRP [-m32] --time-limit T FILE' on each (-m32 for ILP32 tasks). Prints one"
                    + " line per task (task, expected verdict, verdict, score, time), then the"
                    + " score per folder and in total: correct true +2, correct false +1, wrong"
                    + " false -16, wrong true -32, unknown/error/unsupported 0. Each result is"
                    + " appended to the results file; tasks already there are not run again."
        },
        parameterListHeading = "%nParameters:%n",
        optionListHeading = "%nOptions:%n")
public final class SvcompRun implements Callable<Integer> {
    @Spec CommandSpec spec;

    @Mixin HelpOption help;

    @Mixin SvcompRunOptions options;

    @Override
    public Integer call() {
        if (options.paths.isEmpty()) {
            throw new ParameterException(spec.commandLine(), "Missing required parameter: 'PATH'");
        }
        return execute(spec, options);
    }

    /** Runs what {@code o} asks for; {@code spec} gives the output streams and usage errors. */
    static int execute(CommandSpec spec, SvcompRunOptions o) {
        PrintWriter out = spec.commandLine().getOut();
        PrintWriter err = spec.commandLine().getErr();
        check(spec, o.timeout > 0, "--timeout", Double.toString(o.timeout), "must be positive");
        check(spec, o.memory >= 16, "--memory", Integer.toString(o.memory), "must be at least 16");
        check(spec, o.jobs >= 1, "--jobs", Integer.toString(o.jobs), "must be at least 1");
        check(spec, o.grace >= 0, "--grace", Double.toString(o.grace), "must not be negative");
        if (o.algorithm != null) {
            List<String> names = new ArrayList<>();
            for (Algorithm a : Algorithm.values()) {
                names.add(a.algorithmName());
            }
            check(
                    spec,
                    Algorithm.byName(o.algorithm).isPresent(),
                    "--algorithm",
                    o.algorithm,
                    "expected one of " + String.join(", ", names));
        }
        String property = propertyName(o.property);
        TaskSet set = TaskSet.of(o.paths);
        for (String w : set.warnings()) {
            err.println("jsmc svcomp: " + w);
        }
        List<TaskDefinition> definitions = new ArrayList<>();
        for (Path f : set.files()) {
            definitions.add(TaskLoader.load(f));
        }
        List<Task> tasks = Task.select(definitions, property);
        if (tasks.isEmpty()) {
            throw new InputException(
                    "no task for property "
                            + property
                            + " among "
                            + definitions.size()
                            + " task definition(s) in "
                            + o.paths);
        }
        for (Task t : tasks) {
            Path prp = t.property().property().file();
            if (t.property().property().isSupported() && !Files.isRegularFile(prp)) {
                throw new InputException(
                        t.definition().file() + ": property file " + prp + " does not exist");
            }
        }
        if (tasks.size() < definitions.size()) {
            err.printf(
                    Locale.ROOT,
                    "jsmc svcomp: %d of %d task definitions do not list %s; left out%n",
                    definitions.size() - tasks.size(),
                    definitions.size(),
                    property);
        }
        SvcompLimits limits = new SvcompLimits(o.timeout, o.grace, o.memory);
        SvcompLauncher launcher =
                new SvcompLauncher(
                        Launcher.currentJava(),
                        o.jvmOptions,
                        JsmcClasspath.find(),
                        o.mainClass,
                        o.algorithm);
        boolean single = tasks.size() == 1;
        TextReport text =
                new TextReport(tasks.stream().map(t -> t.definition().file().toString()).toList());
        err.printf(
                Locale.ROOT,
                "jsmc svcomp: %d task%s of %s; %.0f s and %d MB per task, %d at a time%n",
                tasks.size(),
                single ? "" : "s",
                property,
                o.timeout,
                o.memory,
                o.jobs);
        err.flush();
        SvcompRunner runner =
                new SvcompRunner(
                        new ResultsFile(o.results),
                        limits,
                        o.algorithm,
                        o.rerun,
                        o.jobs,
                        (t, l) -> TaskRun.run(t, launcher, l));
        TaskProgress progress =
                new TaskProgress(
                        out, err, System.console() != null, o.jobs, single ? null : text::taskLine);
        SvcompRunner.Summary summary = runner.run(tasks, progress);
        if (summary.skipped() > 0) {
            err.printf(
                    Locale.ROOT,
                    "jsmc svcomp: %d task%s already in %s, not run again (--rerun runs them)%n",
                    summary.skipped(),
                    summary.skipped() == 1 ? " was" : "s were",
                    o.results);
            err.flush();
        }
        if (single) {
            out.print(TextReport.single(summary.results().get(0)));
        } else {
            out.println();
        }
        out.print(TextReport.summary(ScoreReport.of(summary.results())));
        out.println("results: " + o.results);
        out.flush();
        return 0;
    }

    /** {@code unreach-call} for {@code unreach-call} and for {@code .../unreach-call.prp}. */
    private static String propertyName(String property) {
        if (!property.endsWith(".prp")) {
            return property;
        }
        Path file = Path.of(property);
        if (!Files.isRegularFile(file)) {
            throw new InputException("no property file " + property);
        }
        return PropertyFile.of(file).name();
    }

    private static void check(
            CommandSpec spec, boolean ok, String option, String value, String why) {
        if (!ok) {
            throw new ParameterException(
                    spec.commandLine(),
                    "Invalid value '" + value + "' for option '" + option + "': " + why);
        }
    }
}
