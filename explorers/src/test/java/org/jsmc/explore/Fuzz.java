package org.jsmc.explore;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashSet;
import java.util.List;
import java.util.Random;
import java.util.Set;
import java.util.stream.Collectors;
import org.jsmc.exec.ErrorReport;
import org.jsmc.exec.Event;
import org.jsmc.explore.dfs.DfsExplorer;
import org.jsmc.explore.litmus.Litmus;
import org.jsmc.explore.litmus.RandomSync;
import org.jsmc.explore.oracle.Census;
import org.jsmc.explore.oracle.ClassKey;
import org.jsmc.explore.oracle.Coverage;
import org.jsmc.explore.oracle.Guarantees;
import org.jsmc.explore.oracle.Notation;
import org.jsmc.explore.oracle.Oracle;
import org.jsmc.explore.oracle.TraceRecorder;
import org.jsmc.ir.UnsupportedFeatureException;

/**
 * A fuzzing campaign outside the test suite: draws many {@link RandomSync} programs from a seed,
 * runs the given algorithms on each and prints every program on which one misses or repeats a class
 * of its equivalence, misses an error, or (with {@code -Dblocked=true}) ends an execution sleep-set
 * blocked. The property tests run a few hundred programs per build; this runs tens of thousands
 * when a change to an explorer needs more evidence, and its seeds are stable, so two builds can be
 * compared on the same programs.
 *
 * <pre>
 * scripts/fuzz [-Dseed=S] [-Dthreads=2-3] [-Dsegments=3] [-Dbias=true] [-Dlimit=3000]
 *              [-Dsections=true] [-Dblocked=true] [-Dkinds=0,1,2] N ALGORITHM...
 * scripts/fuzz -Dprogram=[[238,226],[145]] [-Dtraces=true] 1 ALGORITHM...
 * </pre>
 *
 * {@code bias} makes half the segments choices (kinds 11 and 13) or sections that choose inside
 * (kind 14, twice as likely); {@code sections} a quarter of them sections of {@link
 * RandomSync#EXTRA_KINDS} (15: many choices inside, 16: blocking inside, 17: failing inside; {@code
 * true} for all, or a list such as {@code 15,17}; 18: more choices inside than are probed); {@code
 * kinds} draws only segments of those kinds (e.g. {@code 0,1,2,3,4,5,10,11,13}: what {@code rf} and
 * {@code rvf} model); {@code limit} bounds the interleavings of a program (the oracle enumerates
 * them all). The last line sums up: programs drawn, and per algorithm the programs that were
 * inexact or ended blocked, and those it refused (rf and rvf refuse condition variables, atomic
 * sections, exit and free; {@link Guarantees} says what they are held to). The exit code is 1 if
 * any program was inexact.
 */
public final class Fuzz {

    private Fuzz() {}

    public static void main(String[] args) {
        if (args.length < 2) {
            System.err.println("usage: Fuzz N ALGORITHM...");
            System.exit(2);
        }
        int n = Integer.parseInt(args[0]);
        List<Algorithm> algorithms = new ArrayList<>();
        for (int i = 1; i < args.length; i++) {
            String name = args[i];
            algorithms.add(
                    Algorithm.byName(name)
                            .orElseThrow(
                                    () -> new IllegalArgumentException("no algorithm " + name)));
        }
        Random random = new Random(Long.getLong("seed", 1));
        String[] threads = System.getProperty("threads", "2-3").split("-");
        int minThreads = Integer.parseInt(threads[0]);
        int maxThreads = Integer.parseInt(threads[threads.length - 1]);
        int segments = Integer.getInteger("segments", 3);
        boolean bias = Boolean.getBoolean("bias");
        int[] sections = extraKinds(System.getProperty("sections", "false"));
        kinds = kinds(System.getProperty("kinds", ""));
        long limit = Long.getLong("limit", RandomSync.MAX_EXECUTIONS);
        boolean reportBlocked = Boolean.getBoolean("blocked");
        RandomSync only = program(System.getProperty("program"));
        if (only != null) {
            n = 1;
            reportBlocked = true;
        }

        int[] inexact = new int[algorithms.size()];
        int[] blocked = new int[algorithms.size()];
        int[] refused = new int[algorithms.size()];
        for (int k = 0; k < n; k++) {
            RandomSync p =
                    only != null
                            ? only
                            : draw(random, minThreads, maxThreads, segments, bias, sections);
            if (only == null && RandomSync.interleavings(p, limit) > limit) {
                k--;
                continue;
            }
            Census census = Oracle.census(p.toLitmus());
            for (int a = 0; a < algorithms.size(); a++) {
                Algorithm algorithm = algorithms.get(a);
                TraceRecorder recorder = new TraceRecorder();
                Result result;
                try {
                    result =
                            algorithm
                                    .create()
                                    .explore(
                                            p.toLitmus(),
                                            Options.DEFAULT.withKeepGoing(true),
                                            recorder);
                } catch (UnsupportedFeatureException e) {
                    refused[a]++;
                    continue;
                }
                Coverage coverage = recorder.coverage(census, algorithm.equivalence());
                boolean errorsOk = recorder.errors().equals(census.errors());
                long sleepBlocked = result.counts().sleepSetBlocked();
                // The DPOR explorers are held to exactness (source too: its sleep sets never let
                // two complete traces share a class); rf and rvf to their own guarantees.
                List<String> broken =
                        algorithm.classesOfErrors()
                                ? coverage.isExact() ? List.of() : List.of("inexact")
                                : Guarantees.broken(algorithm, p.toLitmus(), census, recorder);
                if (!broken.isEmpty() || !errorsOk) {
                    inexact[a]++;
                    System.out.printf(
                            "%d %s %s: %d classes, missing %d, duplicated %d, unknown %d%s%s%n",
                            k,
                            algorithm,
                            p,
                            census.count(algorithm.equivalence()),
                            coverage.missing().size(),
                            coverage.duplicated().size(),
                            coverage.unknown().size(),
                            errorsOk ? "" : ", errors " + describe(recorder, census),
                            algorithm.classesOfErrors() ? "" : " " + broken);
                    if (only != null) {
                        explain(p, algorithm.equivalence(), coverage, recorder);
                    }
                }
                if (sleepBlocked > 0) {
                    blocked[a]++;
                    if (reportBlocked) {
                        System.out.printf(
                                "%d %s %s: %d of %d executions sleep-set blocked%n",
                                k, algorithm, p, sleepBlocked, result.counts().executions());
                    }
                }
            }
        }
        StringBuilder sum = new StringBuilder(n + " programs");
        for (int a = 0; a < algorithms.size(); a++) {
            sum.append(
                    String.format(
                            "; %s: %d inexact, %d with sleep-set blocked runs, %d refused",
                            algorithms.get(a), inexact[a], blocked[a], refused[a]));
        }
        System.out.println(sum);
        int bad = 0;
        for (int i : inexact) {
            bad += i;
        }
        System.exit(bad == 0 ? 0 : 1);
    }

    private static RandomSync draw(
            Random random,
            int minThreads,
            int maxThreads,
            int segments,
            boolean bias,
            int[] sections) {
        int threads = minThreads + random.nextInt(maxThreads - minThreads + 1);
        List<List<Integer>> program = new ArrayList<>();
        for (int t = 0; t < threads; t++) {
            int size = 1 + random.nextInt(segments);
            List<Integer> thread = new ArrayList<>();
            for (int s = 0; s < size; s++) {
                thread.add(segment(random, bias, sections));
            }
            program.add(thread);
        }
        return new RandomSync(program);
    }

    /**
     * A segment code; with {@code bias}, half of them choose (kinds 11, 13 and 14); with {@code
     * sections}, a quarter are of the extra kinds it lists.
     */
    private static int segment(Random random, boolean bias, int[] sections) {
        if (kinds.length > 0) {
            return kinds[random.nextInt(kinds.length)] * 16 + random.nextInt(16);
        }
        if (sections.length > 0 && random.nextInt(4) == 0) {
            return sections[random.nextInt(sections.length)] * 16 + random.nextInt(16);
        }
        if (bias && random.nextBoolean()) {
            int[] kinds = {11, 13, 14, 14};
            int kind = kinds[random.nextInt(kinds.length)];
            int argument = random.nextInt(16);
            if (kind == 11) {
                argument |= 1; // the choice, not the read
            }
            return kind * 16 + argument;
        }
        return random.nextInt(RandomSync.KINDS * 16);
    }

    /** Segment kinds to draw from ({@code -Dkinds=0,1,4}); empty: every kind. */
    private static int[] kinds = {};

    private static int[] kinds(String list) {
        return list.isEmpty()
                ? new int[0]
                : Arrays.stream(list.split(",")).mapToInt(Integer::parseInt).toArray();
    }

    /** {@code true}: every extra kind of {@link RandomSync}; {@code 15,17}: those; else none. */
    private static int[] extraKinds(String text) {
        if (text.equals("false")) {
            return new int[0];
        }
        if (text.equals("true")) {
            int[] all = new int[RandomSync.EXTRA_KINDS];
            for (int i = 0; i < all.length; i++) {
                all[i] = RandomSync.KINDS + i;
            }
            return all;
        }
        return Arrays.stream(text.split(",")).mapToInt(Integer::parseInt).toArray();
    }

    /** {@code [[238,226],[145]]}, as a failing program prints, or null. */
    private static RandomSync program(String text) {
        if (text == null) {
            return null;
        }
        List<List<Integer>> threads = new ArrayList<>();
        for (String thread : text.replace(" ", "").split("\\],\\[")) {
            List<Integer> codes = new ArrayList<>();
            for (String code : thread.replace("[", "").replace("]", "").split(",")) {
                codes.add(Integer.parseInt(code));
            }
            threads.add(codes);
        }
        return new RandomSync(threads);
    }

    /**
     * Prints one interleaving of each class {@code coverage} misses, and each trace of a class it
     * repeats.
     */
    private static void explain(
            RandomSync p, Equivalence equivalence, Coverage coverage, TraceRecorder explored) {
        Litmus program = p.toLitmus();
        Notation notation = program.notation();
        TraceRecorder all = new TraceRecorder();
        new DfsExplorer().explore(program, Options.DEFAULT.withKeepGoing(true), all);
        Set<ClassKey> shown = new HashSet<>();
        for (List<Event> trace : all.complete()) {
            ClassKey key = Oracle.keyOf(equivalence, trace);
            if (coverage.missing().contains(key) && shown.add(key)) {
                System.out.println("  missing: " + render(notation, trace));
            }
        }
        boolean every = Boolean.getBoolean("traces");
        for (List<Event> trace : explored.complete()) {
            if (coverage.duplicated().containsKey(Oracle.keyOf(equivalence, trace))) {
                System.out.println("  repeated: " + render(notation, trace));
            } else if (every) {
                System.out.println("  explored: " + render(notation, trace));
            }
        }
    }

    private static String render(Notation notation, List<Event> trace) {
        return trace.stream().map(notation::event).collect(Collectors.joining("; "));
    }

    private static String describe(TraceRecorder recorder, Census census) {
        List<ErrorReport> missed = new ArrayList<>(census.errors());
        missed.removeAll(recorder.errors());
        return "missed " + missed;
    }
}
