package org.jsmc.cli;

import java.io.PrintWriter;
import java.io.UncheckedIOException;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.EnumSet;
import java.util.Iterator;
import java.util.List;
import java.util.Set;
import java.util.concurrent.Callable;
import java.util.function.Consumer;
import org.jsmc.cli.bench.BenchCommand;
import org.jsmc.cli.svcomp.SvcompCommand;
import org.jsmc.exec.Check;
import org.jsmc.exec.ExecOptions;
import org.jsmc.explore.Algorithm;
import org.jsmc.explore.Interference;
import org.jsmc.explore.Listener;
import org.jsmc.explore.Options;
import org.jsmc.explore.VcOptimization;
import org.jsmc.ir.JsmcException;
import org.jsmc.ir.llvm.LoadOptions;
import org.jsmc.svcomp.task.PropertyFile;
import picocli.CommandLine;
import picocli.CommandLine.ArgGroup;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/**
 * {@code jsmc [options] FILE [-- program arguments]}: checks one C program. This is the default
 * action; {@code jsmc bench …} runs the benchmark suite ({@link BenchCommand}).
 */
@Command(
        name = "jsmc",
        subcommands = {BenchCommand.class, SvcompCommand.class},
        customSynopsis = {
            "Usage: jsmc [OPTIONS] FILE [-- ARG...]",
            "       jsmc bench (run | table | plot) [OPTIONS]",
            "       jsmc svcomp [run | table] [OPTIONS] PATH..."
        },
        commandListHeading = "%nCommands:%n",
        mixinStandardHelpOptions = true,
        versionProvider = VersionProvider.class,
        sortOptions = false,
        usageHelpAutoWidth = true,
        headerHeading = "",
        header = "Stateless model checker for pthread C programs.",
        synopsisHeading = "%n",
        descriptionHeading = "%n",
        description = {
            "Loads FILE (.c or .i, compiled with the bundled clang; or LLVM .bc/.ll), runs it"
                    + " under a controlled scheduler and explores its interleavings, reporting"
                    + " the first error found with a counterexample."
        },
        parameterListHeading = "%nParameters:%n",
        optionListHeading = "%nOptions:%n",
        exitCodeListHeading = "%nExit codes:%n",
        exitCodeList = {
            " 0:no error found",
            "42:an error was found in the program",
            " 1:bad input or unsupported feature (one line on stderr says what and where)",
            " 2:usage error",
            " 3:internal error (a bug in jsmc; --verbose shows the stack trace)"
        })
final class Jsmc implements Callable<Integer> {

    @Spec CommandSpec spec;

    /** Optional for picocli, so that {@code jsmc bench} needs no FILE; {@link #call} checks it. */
    @Parameters(
            index = "0",
            arity = "0..1",
            paramLabel = "FILE",
            description = "the program: .c, .i, .bc or .ll")
    Path file;

    @Parameters(
            index = "1..*",
            paramLabel = "ARG",
            description = "arguments for the program's main (after --)")
    List<String> programArguments = new ArrayList<>();

    @ArgGroup(validate = false, heading = "%nExploration:%n", order = 1)
    ExplorationOptions exploration = new ExplorationOptions();

    @ArgGroup(validate = false, heading = "%nSV-COMP:%n", order = 2)
    PropertyOptions svcomp = new PropertyOptions();

    @ArgGroup(validate = false, heading = "%nWitnesses:%n", order = 2)
    WitnessOptions witnesses = new WitnessOptions();

    @ArgGroup(validate = false, heading = "%nFront end:%n", order = 2)
    FrontEndOptions frontEnd = new FrontEndOptions();

    @ArgGroup(validate = false, heading = "%nOutput:%n", order = 3)
    OutputOptions output = new OutputOptions();

    /** The algorithm names, for completion and help. */
    static final class AlgorithmNames implements Iterable<String> {
        @Override
        public Iterator<String> iterator() {
            List<String> names = new ArrayList<>();
            for (Algorithm a : Algorithm.values()) {
                names.add(a.algorithmName());
            }
            return names.iterator();
        }
    }

    static final class ExplorationOptions {
        @Option(
                names = {"-a", "--algorithm"},
                paramLabel = "NAME",
                completionCandidates = AlgorithmNames.class,
                defaultValue = "source",
                description =
                        "exploration algorithm: ${COMPLETION-CANDIDATES}"
                                + " (default: ${DEFAULT-VALUE}; see the list below)")
        String algorithm;

        @Option(
                names = "--keep-going",
                description = "explore everything even after an error; report the first one")
        boolean keepGoing;

        @Option(
                names = "--commute-rmws",
                description =
                        "let read-modify-writes whose results are unused and whose operations"
                                + " commute (add/sub, the same bitwise operation, min/max of one"
                                + " kind; never exchange) be independent, as Nidhugg does by"
                                + " default (off: the papers' tables assume RMWs conflict)")
        boolean commuteRmws;

        @Option(
                names = "--no-backtrack-signals",
                description =
                        "rf, rvf, view: process every read of a node, never stopping early on a quiet"
                                + " backtrack signal (the RVF paper's ablation; counts unchanged)")
        boolean noBacktrackSignals;

        @Option(
                names = "--verify-sc",
                paramLabel = "MODE",
                defaultValue = "full",
                description =
                        "rf, rvf, view: VerifySC with its heuristics (full: closure, greedy reads,"
                                + " auxiliary trace) or without (plain; the RVF paper's ablation;"
                                + " counts unchanged) (default: ${DEFAULT-VALUE})")
        String verifySc;

        @Option(
                names = "--bound",
                paramLabel = "K",
                defaultValue = "-1",
                description =
                        "trust: explore only executions of at most K round-robin rounds (the"
                                + " bounded-POR paper: how often a scheduler that runs the threads"
                                + " in creation order, main first, must start over)")
        int bound;

        @Option(
                names = "--root",
                paramLabel = "N",
                defaultValue = "1",
                description =
                        "vc, dc: the root thread, by creation order (0 is main; default: the first"
                                + " thread main creates, as in the VC-DPOR paper)")
        int root;

        @Option(
                names = "--k",
                paramLabel = "N",
                defaultValue = "-1",
                description =
                        "qpor: k-partial alternatives, each conflicting with N disabled events"
                                + " (1 as DPU; 0: optimal alternatives, no sleep-set-blocked"
                                + " executions)")
        int k;

        @Option(
                names = "--interference",
                paramLabel = "MODEL",
                description =
                        "qpor: memory (default; accesses and synchronisation interfere, sound on"
                                + " every program) or locks (DPU's model: only mutex operations"
                                + " interfere; every execution is checked for data races)")
        String interference;

        @Option(
                names = "--without",
                paramLabel = "OPT",
                split = ",",
                description =
                        "vc, dc: turn off VC-DPOR implementation optimizations (more traces, the"
                                + " same guarantees): read-order (1), maximal-shortcut (2),"
                                + " fewer-leaf-orders (3)")
        List<String> without = List.of();

        @Option(
                names = "--bound-deepening",
                description =
                        "trust: run with --bound 0, 1, 2, ... until a run finds an error or"
                                + " prunes nothing; the report names the bound of the last run")
        boolean boundDeepening;

        @Option(
                names = "--unroll",
                paramLabel = "N",
                defaultValue = "0",
                description =
                        "bound every loop: a thread that would arrive at a loop header for"
                                + " the (N+1)-th time is assume-blocked (0: unbounded)")
        int unroll;

        @Option(
                names = "--no-spin-reduction",
                description =
                        "let loop iterations that changed nothing repeat (off: such an iteration"
                                + " blocks its thread, so spin loops end without --unroll)")
        boolean noSpinReduction;

        @Option(
                names = "--check",
                paramLabel = "NAME",
                description =
                        "also report: data-race (two unordered conflicting accesses, one not"
                                + " atomic), memtrack (heap memory lost when the program ends),"
                                + " memcleanup (heap memory not freed at the end), overflow"
                                + " (signed integer overflow), dangling-compare (a comparison with"
                                + " a pointer to freed memory); repeatable")
        List<String> checks = new ArrayList<>();

        @Option(
                names = "--nondet-domain",
                paramLabel = "N",
                defaultValue = "2",
                description =
                        "__VERIFIER_nondet_* returns each of 0..N-1 (default: ${DEFAULT-VALUE})")
        int nondetDomain;

        @Option(
                names = "--deadlock-is-error",
                description = "report a deadlock as an error instead of counting it as a trace")
        boolean deadlockIsError;

        @Option(
                names = "--trace-limit",
                paramLabel = "N",
                defaultValue = "0",
                description = "stop after N executions (0: no limit)")
        long traceLimit;

        @Option(
                names = "--time-limit",
                paramLabel = "SECONDS",
                defaultValue = "0",
                description = "stop after this many seconds (0: no limit)")
        double timeLimit;

        @Option(
                names = "--step-limit",
                paramLabel = "N",
                defaultValue = "50000000",
                description =
                        "branches a thread may take between two visible events before it"
                                + " counts as a runaway loop (default: ${DEFAULT-VALUE})")
        long stepLimit;

        @Option(
                names = "--event-limit",
                paramLabel = "N",
                defaultValue = "100000",
                description =
                        "visible events one thread may perform in one execution"
                                + " (default: ${DEFAULT-VALUE})")
        int eventLimit;
    }

    static final class PropertyOptions {
        @Option(
                names = "--property",
                paramLabel = "PRP",
                description =
                        "answer an SV-COMP property (a .prp file or its name, e.g. unreach-call):"
                                + " prints 'Verdict: true', 'Verdict: false(unreach-call)' or"
                                + " 'Verdict: unknown' and a 'Reason:' line; a run without a"
                                + " loop bound, then, if a limit stops it, loops bounded at 1, 2,"
                                + " 4, ... iterations until a run is exhaustive or the"
                                + " --time-limit ends")
        String property;
    }

    static final class WitnessOptions {
        @Option(
                names = "--witness",
                paramLabel = "FILE",
                description =
                        "with --property: when the verdict is false, write its violation witness"
                                + " to FILE: GraphML 1.0 if FILE ends in '.graphml', YAML 2.2 if in"
                                + " '.yml' or '.yaml' (no file for any other verdict)")
        Path witness;

        @Option(
                names = "--replay-witness",
                paramLabel = "FILE",
                description =
                        "follow the violation witness FILE (.graphml, .yml, .yaml) through one"
                                + " execution: print the violation it reaches (exit 42), or"
                                + " 'Witness not confirmed: ...' (exit 0); the violation is the"
                                + " one --property or else the witness's specification names")
        Path replay;
    }

    static final class FrontEndOptions {
        @Option(names = "-D", paramLabel = "NAME[=VALUE]", description = "define a macro")
        List<String> defines = new ArrayList<>();

        @Option(names = "-I", paramLabel = "DIR", description = "add an include directory")
        List<Path> includes = new ArrayList<>();

        @Option(
                names = {"-std", "--std"},
                paramLabel = "STD",
                description = "C standard, e.g. c11")
        String std;

        @Option(names = "-m32", description = "compile for 32-bit x86 (ILP32, as SV-COMP tasks)")
        boolean m32;

        @Option(
                names = "--clang-flag",
                paramLabel = "FLAG",
                description = "pass FLAG to clang, e.g. --clang-flag=-O2")
        List<String> clangFlags = new ArrayList<>();

        @Option(
                names = "--passes",
                paramLabel = "PIPELINE",
                defaultValue = LoadOptions.DEFAULT_PASSES,
                description = "LLVM passes run before exploring (default: ${DEFAULT-VALUE})")
        String passes;
    }

    static final class OutputOptions {
        @Option(names = "--json", description = "print the report as JSON")
        boolean json;

        @Option(
                names = {"-v", "--verbose"},
                description = "show the pipeline, event details, and stack traces of failures")
        boolean verbose;
    }

    /**
     * --bound and --bound-deepening: TruSt's, one at a time, K at least 0; --root: vc and dc, at
     * least 0; --k: qpor, at least 0.
     */
    private void checkBound(Algorithm algorithm) {
        boolean bounded = exploration.bound != -1 || exploration.boundDeepening;
        if (bounded && algorithm != Algorithm.TRUST) {
            throw new CommandLine.ParameterException(
                    spec.commandLine(),
                    "--bound and --bound-deepening need --algorithm trust (the round-robin bound"
                            + " is optimal on TruSt only)");
        }
        if (exploration.bound != -1 && exploration.boundDeepening) {
            throw new CommandLine.ParameterException(
                    spec.commandLine(), "--bound and --bound-deepening exclude each other");
        }
        checkPositive(exploration.bound == -1 ? 0 : exploration.bound, "--bound", 0);
        checkPositive(exploration.root, "--root", 0);
        boolean rooted = algorithm == Algorithm.VC || algorithm == Algorithm.DC;
        if (exploration.root != Options.DEFAULT.root() && !rooted) {
            throw new CommandLine.ParameterException(
                    spec.commandLine(),
                    "--root needs --algorithm vc or dc (only they have a root thread)");
        }
        if (!exploration.without.isEmpty() && !rooted) {
            throw new CommandLine.ParameterException(
                    spec.commandLine(),
                    "--without needs --algorithm vc or dc (the optimizations are VC-DPOR's)");
        }
        exploration.without.forEach(this::optimization);
        if (exploration.k != -1 && algorithm != Algorithm.QPOR) {
            throw new CommandLine.ParameterException(
                    spec.commandLine(), "--k needs --algorithm qpor (k-partial alternatives)");
        }
        checkPositive(exploration.k == -1 ? 0 : exploration.k, "--k", 0);
        if (exploration.interference != null) {
            if (algorithm != Algorithm.QPOR) {
                throw new CommandLine.ParameterException(
                        spec.commandLine(),
                        "--interference needs --algorithm qpor (the unfolding's independence)");
            }
            interference();
        }
    }

    @Override
    public Integer call() {
        PrintWriter out = spec.commandLine().getOut();
        PrintWriter err = spec.commandLine().getErr();
        if (file == null) {
            throw new CommandLine.ParameterException(
                    spec.commandLine(), "Missing required parameter: 'FILE'");
        }
        Algorithm algorithm =
                Algorithm.byName(exploration.algorithm)
                        .orElseThrow(
                                () ->
                                        new CommandLine.ParameterException(
                                                spec.commandLine(),
                                                "Invalid value '"
                                                        + exploration.algorithm
                                                        + "' for option '--algorithm':"
                                                        + " expected one of "
                                                        + String.join(", ", new AlgorithmNames())));
        checkBound(algorithm);
        checkPositive(exploration.nondetDomain, "--nondet-domain", 1);
        verifyScHeuristics(exploration.verifySc);
        checkPositive(exploration.unroll, "--unroll", 0);
        checkPositive(exploration.traceLimit, "--trace-limit", 0);
        checkPositive(exploration.stepLimit, "--step-limit", 1);
        checkPositive(exploration.eventLimit, "--event-limit", 1);
        if (exploration.timeLimit < 0) {
            throw new CommandLine.ParameterException(
                    spec.commandLine(),
                    "Invalid value '" + exploration.timeLimit + "' for option '--time-limit'");
        }
        LoadOptions load =
                new LoadOptions(
                        frontEnd.defines,
                        frontEnd.includes,
                        frontEnd.std,
                        frontEnd.m32,
                        frontEnd.clangFlags,
                        frontEnd.passes);
        ExecOptions exec =
                new ExecOptions(
                                exploration.unroll,
                                exploration.nondetDomain,
                                exploration.stepLimit,
                                exploration.eventLimit,
                                programArguments)
                        .withSpinReduction(!exploration.noSpinReduction)
                        .withChecks(checks(exploration.checks));
        Options options =
                Options.DEFAULT
                        .withKeepGoing(exploration.keepGoing)
                        .withDeadlockIsError(exploration.deadlockIsError)
                        .withTraceLimit(exploration.traceLimit)
                        .withTimeLimit(Duration.ofMillis((long) (exploration.timeLimit * 1000)))
                        .withCommuteRmws(exploration.commuteRmws)
                        .withBacktrackSignals(!exploration.noBacktrackSignals)
                        .withVerifyScHeuristics(verifyScHeuristics(exploration.verifySc))
                        .withRoundBound(exploration.bound)
                        .withBoundDeepening(exploration.boundDeepening)
                        .withRoot(exploration.root)
                        .withAlternatives(
                                exploration.k == -1
                                        ? Options.DEFAULT.alternatives()
                                        : exploration.k)
                        .withInterference(interference());
        for (String label : exploration.without) {
            options = options.withVcOptimization(optimization(label), false);
        }
        boolean showProgress = System.console() != null && !output.json;
        ProgressLine progress = new ProgressLine(err);
        Listener listener = showProgress ? progress : Listener.NONE;
        PropertyFile property =
                svcomp.property == null ? null : PropertyFile.ofArgument(svcomp.property);
        if (witnesses.replay != null) {
            if (witnesses.witness != null) {
                throw new CommandLine.ParameterException(
                        spec.commandLine(), "--witness and --replay-witness exclude each other");
            }
            return WitnessReplay.run(
                    file,
                    witnesses.replay,
                    property,
                    load,
                    exec,
                    output.json,
                    output.verbose,
                    out,
                    log(err));
        }
        if (witnesses.witness != null && property == null) {
            throw new CommandLine.ParameterException(
                    spec.commandLine(), "--witness needs --property");
        }
        WitnessOutput witness =
                witnesses.witness == null
                        ? null
                        : WitnessOutput.of(witnesses.witness, frontEnd.m32);
        Report report;
        try {
            if (property != null) {
                report =
                        PropertyCheck.run(
                                file,
                                property,
                                load,
                                exec,
                                algorithm,
                                options,
                                listener,
                                log(err),
                                witness == null ? m -> {} : witness::loaded);
            } else {
                report = MainJob.run(file, load, exec, algorithm, options, listener, log(err));
            }
        } finally {
            progress.clear();
        }
        if (witness != null && report.answer().isFalse()) {
            witness.write(file, property, report.result().firstError().orElseThrow());
        }
        out.print(
                output.json
                        ? JsonReport.render(report)
                        : TextReport.render(report, output.verbose));
        out.flush();
        if (report.answer() != null) {
            return report.answer().isFalse() ? ExitCode.ERROR_FOUND : ExitCode.NO_ERROR;
        }
        return report.result().errorFound() ? ExitCode.ERROR_FOUND : ExitCode.NO_ERROR;
    }

    /** The checks named by {@code --check}. */
    private Set<Check> checks(List<String> names) {
        Set<Check> set = EnumSet.noneOf(Check.class);
        for (String name : names) {
            set.add(
                    Check.byName(name)
                            .orElseThrow(
                                    () ->
                                            new CommandLine.ParameterException(
                                                    spec.commandLine(),
                                                    "Invalid value '"
                                                            + name
                                                            + "' for option '--check': expected"
                                                            + " one of "
                                                            + checkNames())));
        }
        return set;
    }

    private static String checkNames() {
        List<String> names = new ArrayList<>();
        for (Check c : Check.values()) {
            names.add(c.checkName());
        }
        return String.join(", ", names);
    }

    /** Pipeline lines on stderr with {@code --verbose}. */
    private Consumer<String> log(PrintWriter err) {
        return line -> {
            if (output.verbose) {
                err.println("jsmc: " + line);
                err.flush();
            }
        };
    }

    /** The VC-DPOR optimization named {@code label} by {@code --without}. */
    private VcOptimization optimization(String label) {
        return VcOptimization.byLabel(label)
                .orElseThrow(
                        () ->
                                new CommandLine.ParameterException(
                                        spec.commandLine(),
                                        "Invalid value '"
                                                + label
                                                + "' for option '--without': expected one of"
                                                + " read-order, maximal-shortcut,"
                                                + " fewer-leaf-orders"));
    }

    /** {@code --verify-sc}: whether VerifySC uses its heuristics. */
    private boolean verifyScHeuristics(String mode) {
        return switch (mode) {
            case "full" -> true;
            case "plain" -> false;
            default ->
                    throw new CommandLine.ParameterException(
                            spec.commandLine(),
                            "Invalid value '"
                                    + mode
                                    + "' for option '--verify-sc': expected one of full, plain");
        };
    }

    /** The interference model of {@code --interference}, or the default. */
    private Interference interference() {
        if (exploration.interference == null) {
            return Options.DEFAULT.interference();
        }
        return Interference.byLabel(exploration.interference)
                .orElseThrow(
                        () ->
                                new CommandLine.ParameterException(
                                        spec.commandLine(),
                                        "Invalid value '"
                                                + exploration.interference
                                                + "' for option '--interference': expected"
                                                + " memory or locks"));
    }

    private void checkPositive(long value, String option, long min) {
        if (value < min) {
            throw new CommandLine.ParameterException(
                    spec.commandLine(),
                    "Invalid value '"
                            + value
                            + "' for option '"
                            + option
                            + "': must be at least "
                            + min);
        }
    }

    /**
     * {@code text} wrapped at the help's width with continuation lines under the description column
     * (picocli wraps a footer at column 80 without indenting).
     */
    private static String indented(String text) {
        StringBuilder out = new StringBuilder();
        int column = 13;
        for (String word : text.split(" ")) {
            if (column > 13 && column + 1 + word.length() > 79) {
                out.append("%n             ");
                column = 13;
            } else if (column > 13) {
                out.append(' ');
                column++;
            }
            out.append(word.replace("%", "%%"));
            column += word.length();
        }
        return out.toString();
    }

    /** Builds the command line with jsmc's error handling and the algorithm list in the help. */
    static CommandLine commandLine() {
        CommandLine cl = new CommandLine(new Jsmc());
        cl.setCaseInsensitiveEnumValuesAllowed(true);
        StringBuilder footer = new StringBuilder("%nAlgorithms:%n");
        for (Algorithm a : Algorithm.values()) {
            footer.append(String.format("  %-10s ", a.algorithmName()))
                    .append(indented(a.description()))
                    .append("%n             ")
                    .append(
                            indented(
                                    "explores: "
                                            + a.equivalence().title()
                                            + "; from: "
                                            + a.source()))
                    .append("%n");
        }
        cl.getCommandSpec().usageMessage().footer(footer.toString());
        cl.setExecutionExceptionHandler(
                (e, commandLine, parseResult) -> {
                    PrintWriter err = commandLine.getErr();
                    // jsmc FILE has --verbose; the bench subcommands always show stack traces.
                    boolean check = commandLine.getCommand() instanceof Jsmc;
                    boolean verbose = !check || ((Jsmc) commandLine.getCommand()).output.verbose;
                    if (e instanceof CommandLine.ParameterException pe) {
                        throw pe;
                    }
                    if (e instanceof JsmcException || e instanceof UncheckedIOException) {
                        String cause =
                                e instanceof UncheckedIOException && e.getCause() != null
                                        ? ": " + e.getCause().getMessage()
                                        : "";
                        err.println("jsmc: " + e.getMessage() + cause);
                        if (verbose && check) {
                            e.printStackTrace(err);
                        }
                        err.flush();
                        return ExitCode.BAD_INPUT;
                    }
                    err.println(
                            "jsmc: internal error: "
                                    + e
                                    + (verbose ? "" : " (run with --verbose for the stack trace)"));
                    if (verbose) {
                        e.printStackTrace(err);
                    }
                    err.flush();
                    return ExitCode.INTERNAL_ERROR;
                });
        cl.setParameterExceptionHandler(
                (e, args) -> {
                    PrintWriter err = e.getCommandLine().getErr();
                    err.println("jsmc: " + e.getMessage());
                    err.println(
                            "Try '"
                                    + e.getCommandLine().getCommandSpec().qualifiedName()
                                    + " --help' for more information.");
                    err.flush();
                    return ExitCode.USAGE;
                });
        return cl;
    }

    /** Runs jsmc in-process with the given output streams; returns the exit code. */
    static int run(String[] args, PrintWriter out, PrintWriter err) {
        CommandLine cl = commandLine();
        cl.setOut(out);
        cl.setErr(err);
        return cl.execute(args);
    }
}
