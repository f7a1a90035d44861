package org.jsmc.explore;

import java.time.Duration;
import java.util.EnumSet;
import java.util.Set;
import java.util.function.Consumer;
import org.jsmc.exec.ErrorKind;

/**
 * What an explorer is asked to do, shared by all algorithms. Algorithm-specific parameters are
 * ignored by algorithms that do not use them.
 *
 * @param keepGoing explore everything even after an error; report the first error found
 * @param deadlockIsError report a deadlocked execution as an error instead of counting it as a
 *     trace
 * @param traceLimit stop after this many executions (of any kind); 0 means no limit
 * @param timeLimit stop after this long; {@link Duration#ZERO} means no limit
 * @param commuteRmws let read-modify-writes with unused results and commuting operations on the
 *     same location be independent (Nidhugg's default); off, as the papers' tables assume
 * @param sectionProbeLimit DPOR: at most this many combinations of the nondeterministic choices
 *     inside an atomic section that has not run are probed to learn what it does; a section with
 *     more counts as conflicting with every step (still exact, but it may cost sleep-set-blocked
 *     executions)
 * @param backtrackSignals {@code rf}, {@code rvf}: stop a node's loop over its reads early when no
 *     descendant found a new source (RVF-SMC's backtrack signals); off for the paper's ablation
 * @param verifyScHeuristics {@code rf}, {@code rvf}: VerifySC uses the closure, greedy reads and
 *     the auxiliary trace; off for the paper's ablation ({@code --verify-sc=plain})
 * @param roundBound {@code trust}: explore only executions of at most this many round-robin rounds
 *     (the bounded-POR paper's bound {@code k}); -1 for no bound
 * @param boundDeepening {@code trust}: run with the round bound 0, 1, 2, … until a run finds an
 *     error or prunes nothing (the result is that run's, its bound in the statistics)
 * @param vcOptimizations {@code vc}, {@code dc}: the VC-DPOR implementation optimizations in use
 *     (all by default, as in the paper's experiments)
 * @param root {@code vc}, {@code dc}: the root thread, by index in creation order ({@code main} is
 *     0); 1, the first thread {@code main} creates, as in VC-DPOR's experiments
 * @param alternatives {@code qpor}: the {@code k} of k-partial alternatives, the number of disabled
 *     events each alternative must conflict with; 0 for optimal alternatives (all of them); 1 by
 *     default, as DPU
 * @param interference {@code qpor}: which events interfere in the unfolding; memory and
 *     synchronisation by default, mutex operations only for DPU's model
 * @param stopAt the kinds of error that stop the exploration (without {@link #keepGoing}); an
 *     execution that ends in an error of another kind is counted and the exploration goes on, as a
 *     property check needs when only its violation matters (SV-COMP's {@code unreach-call})
 */
public record Options(
        boolean keepGoing,
        boolean deadlockIsError,
        long traceLimit,
        Duration timeLimit,
        boolean commuteRmws,
        int sectionProbeLimit,
        boolean backtrackSignals,
        boolean verifyScHeuristics,
        int roundBound,
        boolean boundDeepening,
        Set<VcOptimization> vcOptimizations,
        int root,
        int alternatives,
        Interference interference,
        Set<ErrorKind> stopAt) {

    /**
     * Stop at the first error, deadlocks are traces, no limits, RMWs never commute, sections of up
     * to 1,024 combinations (ten binary choices) probed, thread 1 the root.
     */
    public static final Options DEFAULT =
            new Options(
                    false,
                    false,
                    0,
                    Duration.ZERO,
                    false,
                    1024,
                    true,
                    true,
                    -1,
                    false,
                    Set.copyOf(EnumSet.allOf(VcOptimization.class)),
                    1,
                    1,
                    Interference.MEMORY,
                    Set.copyOf(EnumSet.allOf(ErrorKind.class)));

    public Options {
        if (traceLimit < 0) {
            throw new IllegalArgumentException("trace limit must be >= 0");
        }
        if (timeLimit.isNegative()) {
            throw new IllegalArgumentException("time limit must be >= 0");
        }
        stopAt = Set.copyOf(stopAt);
        vcOptimizations = Set.copyOf(vcOptimizations);
        if (roundBound < -1) {
            throw new IllegalArgumentException("round bound must be >= 0, or -1 for none");
        }
        if (alternatives < 0) {
            throw new IllegalArgumentException("k must be >= 0 (0: optimal alternatives)");
        }
        if (root < 0) {
            throw new IllegalArgumentException("root thread must be >= 0");
        }
        if (sectionProbeLimit < 1) {
            // A section without choices is one combination: probing it must stay possible.
            throw new IllegalArgumentException("section probe limit must be >= 1");
        }
    }

    public Options withKeepGoing(boolean b) {
        return with(d -> d.keepGoing = b);
    }

    public Options withDeadlockIsError(boolean b) {
        return with(d -> d.deadlockIsError = b);
    }

    public Options withTraceLimit(long n) {
        return with(d -> d.traceLimit = n);
    }

    public Options withTimeLimit(Duration limit) {
        return with(d -> d.timeLimit = limit);
    }

    public Options withCommuteRmws(boolean b) {
        return with(d -> d.commuteRmws = b);
    }

    public Options withSectionProbeLimit(int n) {
        return with(d -> d.sectionProbeLimit = n);
    }

    public Options withBacktrackSignals(boolean b) {
        return with(d -> d.backtrackSignals = b);
    }

    public Options withVerifyScHeuristics(boolean b) {
        return with(d -> d.verifyScHeuristics = b);
    }

    public Options withStopAt(Set<ErrorKind> kinds) {
        return with(d -> d.stopAt = kinds);
    }

    public Options withRoundBound(int k) {
        return with(d -> d.roundBound = k);
    }

    public Options withBoundDeepening(boolean b) {
        return with(d -> d.boundDeepening = b);
    }

    public Options withRoot(int thread) {
        return with(d -> d.root = thread);
    }

    public Options withAlternatives(int k) {
        return with(d -> d.alternatives = k);
    }

    public Options withInterference(Interference i) {
        return with(d -> d.interference = i);
    }

    /** Whether VC-DPOR optimization {@code o} is in use. */
    public boolean uses(VcOptimization o) {
        return vcOptimizations.contains(o);
    }

    /** These options with VC-DPOR optimization {@code o} in use or not. */
    public Options withVcOptimization(VcOptimization o, boolean on) {
        EnumSet<VcOptimization> set = EnumSet.noneOf(VcOptimization.class);
        set.addAll(vcOptimizations);
        if (on) {
            set.add(o);
        } else {
            set.remove(o);
        }
        return with(d -> d.vcOptimizations = set);
    }

    /** These options with one change made to a mutable copy. */
    private Options with(Consumer<Draft> change) {
        Draft d = new Draft(this);
        change.accept(d);
        return d.options();
    }

    /** A mutable copy of the options, for the {@code with} methods. */
    private static final class Draft {
        boolean keepGoing;
        boolean deadlockIsError;
        long traceLimit;
        Duration timeLimit;
        boolean commuteRmws;
        int sectionProbeLimit;
        boolean backtrackSignals;
        boolean verifyScHeuristics;
        int roundBound;
        boolean boundDeepening;
        Set<VcOptimization> vcOptimizations;
        int root;
        int alternatives;
        Interference interference;
        Set<ErrorKind> stopAt;

        Draft(Options o) {
            keepGoing = o.keepGoing;
            deadlockIsError = o.deadlockIsError;
            traceLimit = o.traceLimit;
            timeLimit = o.timeLimit;
            commuteRmws = o.commuteRmws;
            sectionProbeLimit = o.sectionProbeLimit;
            backtrackSignals = o.backtrackSignals;
            verifyScHeuristics = o.verifyScHeuristics;
            roundBound = o.roundBound;
            boundDeepening = o.boundDeepening;
            vcOptimizations = o.vcOptimizations;
            root = o.root;
            alternatives = o.alternatives;
            interference = o.interference;
            stopAt = o.stopAt;
        }

        Options options() {
            return new Options(
                    keepGoing,
                    deadlockIsError,
                    traceLimit,
                    timeLimit,
                    commuteRmws,
                    sectionProbeLimit,
                    backtrackSignals,
                    verifyScHeuristics,
                    roundBound,
                    boundDeepening,
                    vcOptimizations,
                    root,
                    alternatives,
                    interference,
                    stopAt);
        }
    }
}
