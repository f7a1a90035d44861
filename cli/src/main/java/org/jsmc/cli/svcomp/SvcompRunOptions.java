package org.jsmc.cli.svcomp;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.jsmc.bench.run.Launcher;
import org.jsmc.svcomp.run.SvcompLimits;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/**
 * The options and paths of {@code jsmc svcomp run}, a mixin shared with {@code jsmc svcomp} itself
 * so that {@code jsmc svcomp --property unreach-call PATH...} runs too.
 */
public final class SvcompRunOptions {
    @Option(
            names = "--property",
            paramLabel = "NAME|FILE",
            defaultValue = "unreach-call",
            description =
                    "the property to check: its name or its .prp file; tasks whose definition"
                            + " does not list it are left out, and tasks of a property jsmc does"
                            + " not check are recorded as unsupported (default: ${DEFAULT-VALUE})")
    String property;

    @Option(
            names = "--timeout",
            paramLabel = "SECONDS",
            defaultValue = "900",
            description =
                    "time per task, given to jsmc as --time-limit; the runner kills jsmc a few"
                            + " seconds later (default: ${DEFAULT-VALUE}, as in SV-COMP)")
    double timeout;

    @Option(
            names = "--memory",
            paramLabel = "MB",
            defaultValue = "4096",
            description = "heap limit per task, -Xmx (default: ${DEFAULT-VALUE})")
    int memory;

    @Option(
            names = "--jobs",
            paramLabel = "N",
            defaultValue = "1",
            description = "tasks at a time (default: ${DEFAULT-VALUE})")
    int jobs;

    @Option(
            names = "--results",
            paramLabel = "FILE",
            defaultValue = "svcomp-results.jsonl",
            description =
                    "the results file, one JSON line per task; tasks already in it are not run"
                            + " again (default: ${DEFAULT-VALUE})")
    Path results;

    @Option(
            names = {"-a", "--algorithm"},
            paramLabel = "NAME",
            description = "the exploration algorithm jsmc uses (default: jsmc's default)")
    String algorithm;

    @Option(names = "--rerun", description = "run again the tasks the results file already has")
    boolean rerun;

    @Option(
            names = "--jvm-option",
            paramLabel = "OPTION",
            description = "an extra option for each task's JVM, e.g. --jvm-option=-XX:+UseSerialGC")
    List<String> jvmOptions = new ArrayList<>();

    /** Seconds between jsmc's time limit and the kill; tests shorten it. */
    @Option(names = "--grace", hidden = true, defaultValue = "5")
    double grace = SvcompLimits.DEFAULT_GRACE_SECONDS;

    /** The main class each task's JVM runs; tests give a stand-in. */
    @Option(names = "--jsmc-main", hidden = true)
    String mainClass = Launcher.JSMC_MAIN;

    @Parameters(
            paramLabel = "PATH",
            arity = "0..*",
            description = "task definitions (.yml), folders holding them, or set files (.set)")
    List<Path> paths = new ArrayList<>();
}
