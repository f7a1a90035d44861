package org.jsmc.cli;

import java.io.PrintStream;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.EnumMap;
import java.util.EnumSet;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.function.Function;
import org.jsmc.bench.manifest.Family;
import org.jsmc.bench.manifest.ManifestLoader;
import org.jsmc.bench.manifest.Params;
import org.jsmc.exec.ErrorReport;
import org.jsmc.exec.Event;
import org.jsmc.exec.Outcome;
import org.jsmc.exec.Program;
import org.jsmc.explore.Algorithm;
import org.jsmc.explore.Equivalence;
import org.jsmc.explore.ErrorTrace;
import org.jsmc.explore.Listener;
import org.jsmc.explore.Options;
import org.jsmc.explore.Result;
import org.jsmc.explore.filter.ClassPrint;
import org.jsmc.explore.oracle.ClassKey;
import org.jsmc.explore.oracle.Oracle;
import org.jsmc.ir.UnsupportedFeatureException;

/**
 * Every algorithm against {@code optimal} on the benchmark programs at sizes the brute-force oracle
 * cannot enumerate (ViEqui note, acceptance A2, for every equivalence): {@code optimal} explores
 * one execution per Mazurkiewicz class, which refines every other equivalence, so the classes of
 * its executions are all the classes. Each algorithm must find the same errors, explore an
 * execution of every class it promises to cover ({@link Algorithm#covered()}) and of no other, and
 * no class of its own equivalence twice; where it does not enumerate the classes of failing
 * executions ({@link Algorithm#classesOfErrors()}) only the executions without an error are
 * compared. Classes are compared by their 128-bit prints ({@link ClassPrint}), so memory stays
 * small at a million executions.
 *
 * <pre>
 * scripts/at-scale [-Dlimit=200000] [-Dseconds=120] [-Dfamilies=V01,E02]
 *                  [-Dsizes="E04:N=5;E07:L=3"] [ALGORITHM...]
 * </pre>
 *
 * Runs each manifest family's table rows and quick parameters (or, with {@code sizes}, only the
 * sizes it names) where {@code optimal} finishes within {@code limit} executions, and each
 * algorithm where it finishes within {@code seconds}; prints a line per run and a summary, exit
 * code 1 if any run broke a promise.
 */
public final class AtScale {
    private AtScale() {}

    /** What one exploration explored, as prints of two equivalences and its errors. */
    static final class Prints implements Listener {
        private final Equivalence own;
        private final Equivalence covered;
        private final boolean withErrors;
        private final Map<Equivalence, ClassPrint> printers = new EnumMap<>(Equivalence.class);
        final Set<ClassPrint.Print> ownClasses = new HashSet<>();
        final Set<ClassPrint.Print> coveredClasses = new HashSet<>();
        final Set<ErrorReport> errors = new HashSet<>();
        long ownTwice;

        Prints(Algorithm a, Options options) {
            this.own = a.equivalence();
            this.covered = a.covered();
            this.withErrors = a.classesOfErrors();
            printers.put(own, new ClassPrint(own, options.root()));
            printers.put(covered, new ClassPrint(covered, options.root()));
        }

        @Override
        public boolean wantsTraces() {
            return true;
        }

        @Override
        public void executionFinished(List<Event> trace, Outcome outcome) {
            Map<Equivalence, ClassPrint.Print> memo = new EnumMap<>(Equivalence.class);
            record(outcome, e -> memo.computeIfAbsent(e, x -> printers.get(x).of(trace, outcome)));
        }

        /**
         * Records an execution that ended with {@code outcome}, whose prints {@code print} gives.
         */
        void record(Outcome outcome, Function<Equivalence, ClassPrint.Print> print) {
            boolean counted =
                    outcome == Outcome.COMPLETE
                            || outcome == Outcome.DEADLOCK
                            || outcome == Outcome.ERROR && withErrors;
            if (counted) {
                if (!ownClasses.add(print.apply(own))) {
                    ownTwice++;
                }
                coveredClasses.add(print.apply(covered));
            }
        }

        @Override
        public void errorFound(ErrorTrace error) {
            errors.add(error.report());
        }
    }

    /**
     * The longest execution whose classes are compared: the oracle's keys hold pairs of events
     * (quadratic), and an execution of thousands of events fills the heap.
     */
    static final int MAX_EVENTS = 1_500;

    /** An execution of more than {@link #MAX_EVENTS} events. */
    static final class TooLong extends RuntimeException {
        private static final long serialVersionUID = 1L;

        TooLong() {
            super("an execution of more than " + MAX_EVENTS + " events", null, false, false);
        }
    }

    /**
     * One execution passed to several {@link Prints}, each class computed once per execution
     * whichever of them compare it.
     */
    private static final class Shared implements Listener {
        private final List<Prints> seen;
        private final Set<Equivalence> compared = EnumSet.noneOf(Equivalence.class);
        private final Map<Equivalence, ClassPrint> printers = new EnumMap<>(Equivalence.class);

        Shared(List<Prints> seen) {
            this.seen = seen;
            for (Prints p : seen) {
                compared.add(p.own);
                compared.add(p.covered);
            }
            for (Equivalence e : compared) {
                printers.put(e, new ClassPrint(e, Oracle.DEFAULT_ROOT));
            }
        }

        @Override
        public boolean wantsTraces() {
            return true;
        }

        @Override
        public void executionFinished(List<Event> trace, Outcome outcome) {
            if (trace.size() > MAX_EVENTS) {
                throw new TooLong();
            }
            // Every key compared from one pass over the execution, each printed once.
            Map<Equivalence, ClassKey> keys = Oracle.keysOf(trace, compared);
            Map<Equivalence, ClassPrint.Print> prints = new EnumMap<>(Equivalence.class);
            keys.forEach((e, key) -> prints.put(e, printers.get(e).of(key, outcome)));
            seen.forEach(p -> p.record(outcome, prints::get));
        }

        @Override
        public void errorFound(ErrorTrace error) {
            seen.forEach(p -> p.errorFound(error));
        }
    }

    /**
     * What {@code a} broke on {@code program} against {@code reference}, {@code optimal}'s
     * executions seen under {@code a}'s covered equivalence; empty if nothing.
     */
    static List<String> broken(Algorithm a, Prints explored, Prints reference) {
        List<String> broken = new ArrayList<>();
        Set<ClassPrint.Print> missing = new HashSet<>(reference.coveredClasses);
        missing.removeAll(explored.coveredClasses);
        Set<ClassPrint.Print> unknown = new HashSet<>(explored.coveredClasses);
        unknown.removeAll(reference.coveredClasses);
        if (!missing.isEmpty()) {
            broken.add(missing.size() + " " + a.covered().title() + " classes missing");
        }
        if (!unknown.isEmpty()) {
            broken.add(unknown.size() + " " + a.covered().title() + " classes optimal has not");
        }
        if (explored.ownTwice > 0) {
            broken.add(explored.ownTwice + " " + a.equivalence().title() + " classes twice");
        }
        if (!explored.errors.equals(reference.errors)) {
            broken.add("errors " + explored.errors + ", optimal's " + reference.errors);
        }
        return broken;
    }

    /**
     * {@code optimal}'s executions of {@code program}, seen as each of {@code algorithms} sees its
     * own (one {@link Prints} each, in order), or null if {@code optimal} needs more than {@code
     * limit} executions.
     */
    static List<Prints> reference(List<Algorithm> algorithms, Program program, long limit) {
        Options options = Options.DEFAULT.withKeepGoing(true);
        if (!Algorithm.OPTIMAL
                .create()
                .explore(program, options.withTraceLimit(limit), Listener.NONE)
                .complete()) {
            return null; // known before any class is computed, which costs more than the search
        }
        List<Prints> seen = new ArrayList<>();
        for (Algorithm a : algorithms) {
            seen.add(new Prints(a, options));
        }
        Listener all = new Shared(seen); // at the default root, as options has it
        Algorithm.OPTIMAL.create().explore(program, options, all);
        return seen;
    }

    /**
     * The parameters to run {@code f} at: those of {@code chosen} ({@code ID:K=V,K=V;ID:...}) that
     * name {@code f}, or if none, its quick parameters and table rows.
     */
    static Set<Params> sizes(Family f, String chosen) {
        Set<Params> sizes = new LinkedHashSet<>();
        if (chosen.isBlank()) {
            sizes.addAll(f.quick());
            f.rows().forEach(row -> sizes.add(row.params()));
        }
        for (String item : chosen.split(";")) {
            int colon = item.indexOf(':');
            if (colon > 0 && item.substring(0, colon).trim().equals(f.id())) {
                sizes.add(params(item.substring(colon + 1)));
            }
        }
        return sizes;
    }

    /** Parameters written {@code K=V,K=V}. */
    static Params params(String text) {
        Map<String, Long> values = new LinkedHashMap<>();
        for (String kv : text.split(",")) {
            String[] p = kv.split("=");
            values.put(p[0].trim(), Long.parseLong(p[1].trim()));
        }
        return new Params(values);
    }

    public static void main(String[] args) {
        long limit = Long.getLong("limit", 200_000);
        long seconds = Long.getLong("seconds", 120);
        Set<String> only = new HashSet<>(List.of(System.getProperty("families", "").split(",")));
        only.remove("");
        List<Algorithm> algorithms = new ArrayList<>();
        for (String name : args) {
            algorithms.add(
                    Algorithm.byName(name)
                            .orElseThrow(
                                    () -> new IllegalArgumentException("no algorithm " + name)));
        }
        if (algorithms.isEmpty()) {
            for (Algorithm a : Algorithm.values()) {
                if (a != Algorithm.DFS && a != Algorithm.OPTIMAL) {
                    algorithms.add(a);
                }
            }
        }
        int runs = 0;
        int failed = 0;
        PrintStream out = System.out;
        for (Family f : ManifestLoader.load(Path.of("benchmarks/manifest.yaml")).families()) {
            if (!f.hasFile() || !only.isEmpty() && !only.contains(f.id())) {
                continue;
            }
            Set<Params> sizes = sizes(f, System.getProperty("sizes", ""));
            for (Params p : sizes) {
                Program program;
                try {
                    program = BenchmarkProgramsTest.compile(f, p);
                } catch (RuntimeException e) {
                    out.printf("%s %s %s: not compiled: %s%n", f.id(), f.name(), p, e.getMessage());
                    continue;
                }
                List<Prints> references;
                try {
                    references = reference(algorithms, program, limit);
                } catch (TooLong e) {
                    out.printf(
                            "%s %s %s: %s, too long for the keys%n",
                            f.id(), f.name(), p, e.getMessage());
                    continue;
                }
                if (references == null) {
                    out.printf(
                            "%s %s %s: optimal needs more than %d executions%n",
                            f.id(), f.name(), p, limit);
                    continue;
                }
                for (int i = 0; i < algorithms.size(); i++) {
                    Algorithm a = algorithms.get(i);
                    Prints reference = references.get(i);
                    String where = f.id() + " " + f.name() + " " + p + " " + a.algorithmName();
                    Options options =
                            Options.DEFAULT
                                    .withKeepGoing(true)
                                    .withTimeLimit(Duration.ofSeconds(seconds));
                    Prints explored = new Prints(a, options);
                    Result r;
                    try {
                        r = a.create().explore(program, options, explored);
                    } catch (UnsupportedFeatureException e) {
                        out.printf("%s: refused (%s)%n", where, e.getMessage());
                        continue;
                    }
                    if (!r.complete()) {
                        out.printf("%s: not finished within %d s%n", where, seconds);
                        continue;
                    }
                    List<String> broken = broken(a, explored, reference);
                    runs++;
                    if (broken.isEmpty()) {
                        out.printf(
                                "%s: ok, %d traces, %d %s classes%n",
                                where,
                                r.counts().traces(),
                                reference.coveredClasses.size(),
                                a.covered().title());
                    } else {
                        failed++;
                        out.printf("%s: BROKEN %s%n", where, broken);
                    }
                }
            }
        }
        out.printf("%d runs compared with optimal, %d broke a promise%n", runs, failed);
        System.exit(failed == 0 ? 0 : 1);
    }
}
