package org.jsmc.explore.filter;

import java.time.Duration;
import java.util.Map;
import java.util.Optional;
import org.jsmc.exec.Program;
import org.jsmc.explore.Counts;
import org.jsmc.explore.Equivalence;
import org.jsmc.explore.ErrorTrace;
import org.jsmc.explore.Explorer;
import org.jsmc.explore.Listener;
import org.jsmc.explore.Options;
import org.jsmc.explore.Result;
import org.jsmc.explore.graph.MixedSizes;
import org.jsmc.explore.optimal.OptimalExplorer;

/**
 * An algorithm whose search gives each read one location ({@code rf}, {@code rvf}, {@code view},
 * {@code vc}, {@code dc}), made complete on programs whose accesses of different sizes overlap:
 * when its search meets such an access ({@link MixedSizes}), the exploration starts again with
 * {@code optimal}'s search, which compares accesses byte by byte, and keeps one execution per class
 * of the algorithm's equivalence ({@link ClassFilter}), so the counts are the classes and every
 * reachable error is found. The executions the first search reported are not reported again. The
 * statistics say it happened ({@code mixedSizes}), how many executions the search ran ({@code
 * searchExecutions}) and how many of them repeated a class ({@code classesRepeated}).
 *
 * <p>The price: {@code optimal}'s executions and a class key for each, 32 to 64 bytes a class
 * (16-byte prints in a table at most half full), and the first search's work, which is lost. Until
 * then, nothing but 8 bytes an event of each failing execution the first search reports ({@link
 * FirstRun}).
 */
public final class OnMixedSizes implements Explorer {
    private final Explorer own;
    private final String name;
    private final Equivalence equivalence;

    private OnMixedSizes(Explorer own, String name, Equivalence equivalence) {
        this.own = own;
        this.name = name;
        this.equivalence = equivalence;
    }

    /** {@code own}, the explorer of the algorithm {@code name}, completed for its equivalence. */
    public static Explorer of(Explorer own, String name, Equivalence equivalence) {
        return new OnMixedSizes(own, name, equivalence);
    }

    @Override
    public Result explore(Program program, Options options, Listener listener) {
        long start = System.nanoTime();
        FirstRun first = new FirstRun(listener);
        try {
            return own.explore(program, options, first);
        } catch (MixedSizes e) {
            Duration spent = Duration.ofNanos(System.nanoTime() - start);
            ClassPrint print = new ClassPrint(equivalence, options.root());
            ClassFilter filter =
                    new ClassFilter(
                            listener,
                            print,
                            first.reported(program, print),
                            options.deadlockIsError());
            Result search = new OptimalExplorer().explore(program, rest(options, spent), filter);
            Counts counts = filter.counts(search.counts());
            return new Result(
                    name,
                    counts,
                    firstError(first.firstError(), search.firstError(), options),
                    search.loopBoundHit(),
                    search.spawningLoopCut(),
                    search.nondetNarrowed(),
                    search.complete(),
                    spent.plus(search.elapsed()),
                    Map.of(
                            "mixedSizes", 1L,
                            "searchExecutions", search.counts().executions(),
                            "classesRepeated", filter.repeats()));
        }
    }

    /** {@code options} with what the first search left of the time limit. */
    private static Options rest(Options options, Duration spent) {
        Duration limit = options.timeLimit();
        if (limit.isZero()) {
            return options;
        }
        Duration left = limit.minus(spent);
        return options.withTimeLimit(
                left.isNegative() || left.isZero() ? Duration.ofNanos(1) : left);
    }

    /**
     * The error the result names: the first one reported, unless only the search found one of a
     * kind that stops the exploration (as {@code Exploration} prefers).
     */
    private static Optional<ErrorTrace> firstError(
            ErrorTrace before, Optional<ErrorTrace> search, Options options) {
        if (before == null) {
            return search;
        }
        boolean stops = options.stopAt().contains(before.report().kind());
        if (!stops
                && search.isPresent()
                && options.stopAt().contains(search.get().report().kind())) {
            return search;
        }
        return Optional.of(before);
    }
}
