package org.jsmc.cli.bench;

import java.io.PrintWriter;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.concurrent.Callable;
import org.jsmc.bench.Configuration;
import org.jsmc.bench.manifest.Manifest;
import org.jsmc.bench.run.BenchRunner;
import org.jsmc.bench.run.Launcher;
import org.jsmc.bench.run.Limits;
import org.jsmc.bench.run.ProcessRun;
import org.jsmc.bench.run.ProgressBar;
import org.jsmc.bench.run.Results;
import org.jsmc.bench.run.RunPlan;
import org.jsmc.bench.run.RunSpec;
import org.jsmc.bench.run.Selection;
import org.jsmc.bench.run.Status;
import org.jsmc.bench.table.Layouts;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.Spec;

/** {@code jsmc bench run}: runs algorithms × families × parameters, one JVM per run. */
@Command(
        name = "run",
        sortOptions = false,
        usageHelpAutoWidth = true,
        header = "Runs algorithms x families x parameters, each run in a JVM of its own.",
        synopsisHeading = "%nUsage: ",
        descriptionHeading = "%n",
        description = {
            "Each run is 'jsmc --json --keep-going --algorithm A <family flags> -DN=... FILE' in"
                    + " its own JVM with a heap limit, killed at the time limit, so a timeout or"
                    + " an out-of-memory ends only that run. Each finished run is appended to the"
                    + " results file as one JSON line; runs already there are skipped, so an"
                    + " interrupted benchmark resumes where it stopped. Algorithms this build"
                    + " does not have are not run (their table cells show n/a)."
        },
        optionListHeading = "%nOptions:%n")
public final class BenchRun implements Callable<Integer> {
    @Spec CommandSpec spec;

    @Mixin HelpOption help;

    @Mixin BenchFiles files;

    @Option(
            names = "--algorithms",
            split = ",",
            paramLabel = "NAME",
            description =
                    "algorithms or variants to run on every selected family, e.g."
                            + " source,optimal,qpor-k1 (default: every registered algorithm with its"
                            + " variants, where a table shows it; dfs only with --quick)")
    List<String> algorithms;

    @Option(
            names = "--families",
            split = ",",
            paramLabel = "ID",
            description = "family ids to run (default: every family whose program exists)")
    List<String> families;

    @Option(
            names = "--tables",
            split = ",",
            paramLabel = "LAYOUT",
            description = "only the families and parameters of these table layouts")
    List<String> tables;

    @Option(
            names = "--quick",
            description = "run each family's smallest ('quick') parameters instead of its rows'")
    boolean quick;

    @Option(
            names = "--timeout",
            paramLabel = "SECONDS",
            defaultValue = "60",
            description = "wall-clock limit per run (default: ${DEFAULT-VALUE})")
    double timeout;

    @Option(
            names = "--memory",
            paramLabel = "MB",
            defaultValue = "4096",
            description = "heap limit per run, -Xmx (default: ${DEFAULT-VALUE})")
    int memory;

    @Option(
            names = "--jobs",
            paramLabel = "N",
            defaultValue = "1",
            description =
                    "runs at a time (default: ${DEFAULT-VALUE}; more is faster but disturbs the"
                            + " times)")
    int jobs;

    @Option(
            names = "--jvm-option",
            paramLabel = "OPTION",
            description =
                    "an extra option for each run's JVM, e.g. --jvm-option=-XX:TieredStopAtLevel=1"
                            + " (starts faster, runs slower: for quick runs)")
    List<String> jvmOptions = new ArrayList<>();

    @Option(names = "--rerun", description = "run again what the results file already has")
    boolean rerun;

    @Option(
            names = "--dry-run",
            description = "print the runs that would be done, without running them")
    boolean dryRun;

    @Override
    public Integer call() {
        PrintWriter out = spec.commandLine().getOut();
        PrintWriter err = spec.commandLine().getErr();
        check(timeout > 0, "--timeout", Double.toString(timeout), "must be positive");
        check(memory >= 16, "--memory", Integer.toString(memory), "must be at least 16");
        check(jobs >= 1, "--jobs", Integer.toString(jobs), "must be at least 1");
        if (tables != null) {
            for (String t : tables) {
                check(
                        Layouts.byId(t).isPresent(),
                        "--tables",
                        t,
                        "expected one of " + Layouts.ids());
            }
        }
        if (algorithms != null) {
            for (String a : algorithms) {
                check(
                        Configuration.isKnown(a),
                        "--algorithms",
                        a,
                        "expected one of " + String.join(", ", Configuration.knownKeys()));
            }
        }
        Manifest manifest = files.manifest();
        if (families != null) {
            for (String f : families) {
                check(
                        manifest.family(f).isPresent(),
                        "--families",
                        f,
                        "no such family in " + files.manifest);
            }
        }
        Selection selection =
                new Selection(
                        algorithms,
                        families == null ? null : Set.copyOf(families),
                        tables == null ? null : Set.copyOf(tables),
                        quick);
        RunPlan plan =
                RunPlan.of(
                        manifest,
                        selection,
                        Configuration::registered,
                        Configuration.defaults(quick),
                        Layouts::columnsOf);
        if (!plan.unregistered().isEmpty()) {
            err.println(
                    "jsmc bench: not in this build, not run (their cells show n/a): "
                            + String.join(", ", plan.unregistered()));
        }
        if (!plan.missingFiles().isEmpty()) {
            err.println(
                    "jsmc bench: no program file, not run: "
                            + String.join(", ", plan.missingFiles()));
        }
        Limits limits = new Limits(timeout, memory);
        if (dryRun) {
            Results existing = files.store().read();
            for (RunSpec s : plan.runs()) {
                out.println(
                        s.describe() + (existing.get(s.key()).isPresent() ? "  (recorded)" : ""));
            }
            out.flush();
            err.flush();
            return 0;
        }
        Launcher launcher =
                new Launcher(
                        Launcher.currentJava(),
                        jvmOptions,
                        JsmcClasspath.find(),
                        Launcher.JSMC_MAIN);
        err.printf(
                Locale.ROOT,
                "jsmc bench: %d runs planned; limits %.0f s and %d MB per run, %d at a time%n",
                plan.runs().size(),
                timeout,
                memory,
                jobs);
        err.flush();
        BenchRunner runner =
                new BenchRunner(
                        files.store(),
                        limits,
                        rerun,
                        jobs,
                        (s, l) -> ProcessRun.run(s, launcher, l));
        BenchRunner.Summary summary =
                runner.run(plan, new ProgressBar(err, System.console() != null, jobs));
        List<String> outcomes = new ArrayList<>();
        for (Status st : Status.values()) {
            outcomes.add(summary.byStatus().getOrDefault(st, 0) + " " + st.json());
        }
        out.printf(
                Locale.ROOT,
                "%d runs planned, %d already recorded, %d run now: %s%nresults: %s%n",
                summary.planned(),
                summary.skipped(),
                summary.ran(),
                String.join(", ", outcomes),
                files.results);
        out.flush();
        return 0;
    }

    private void check(boolean ok, String option, String value, String why) {
        if (!ok) {
            throw new ParameterException(
                    spec.commandLine(),
                    "Invalid value '" + value + "' for option '" + option + "': " + why);
        }
    }
}
