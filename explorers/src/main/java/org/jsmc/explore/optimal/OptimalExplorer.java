package org.jsmc.explore.optimal;

import java.util.ArrayList;
import java.util.List;
import org.jsmc.exec.Event;
import org.jsmc.exec.Program;
import org.jsmc.explore.Explorer;
import org.jsmc.explore.Listener;
import org.jsmc.explore.Options;
import org.jsmc.explore.Result;
import org.jsmc.explore.core.ChoicePaths;
import org.jsmc.explore.core.Decision;
import org.jsmc.explore.core.DporAlgorithm;
import org.jsmc.explore.core.DporSearch;
import org.jsmc.explore.core.FailureProbe;
import org.jsmc.explore.core.Guide;
import org.jsmc.explore.core.Plan;
import org.jsmc.explore.core.Race;
import org.jsmc.explore.core.Reversal;
import org.jsmc.explore.core.SleepSet;
import org.jsmc.explore.core.Step;

/**
 * Optimal-DPOR with wakeup trees (Abdulla, Aronis, Jonsson, Sagonas, JACM'17 Alg. 2; POPL'14):
 * explores exactly one complete trace per Mazurkiewicz class and never a sleep-set-blocked one.
 *
 * <p>For each race {@code e ⋖ e'} of an execution, with {@code E' = pre(E,e)} and {@code v =
 * notdep(e,E)·e'}: unless some thread sleeping at {@code E'} is a weak initial of {@code v} (the
 * reversal was explored already, l. 5), {@code v} is inserted into {@code wut(E')} (l. 6). Not
 * thread-safe; one instance per exploration.
 */
public class OptimalExplorer implements Explorer, DporAlgorithm {
    static final String NAME = "optimal";

    private final String name;
    private final boolean observers;

    public OptimalExplorer() {
        this(NAME, false);
    }

    /**
     * An Optimal-DPOR explorer named {@code name}; with {@code observers}, write–write races count
     * only when observed (Aronis et al. TACAS'18), see {@code explore.observers}.
     */
    protected OptimalExplorer(String name, boolean observers) {
        this.name = name;
        this.observers = observers;
    }

    @Override
    public Result explore(Program program, Options options, Listener listener) {
        return new DporSearch(this).explore(program, options, listener);
    }

    @Override
    public String name() {
        return name;
    }

    @Override
    public boolean observers() {
        return observers;
    }

    @Override
    public boolean reversesPrefixRaces() {
        return true;
    }

    @Override
    public Plan open(Decision decision, Guide guide) {
        return new WakeupPlan(decision, guide);
    }

    /**
     * Whether some thread of {@code v} is awake here only for some alternatives of the choice after
     * its step ({@link SleepSet#awakeOnlyFor}): those that failed right after it, so that {@code v}
     * may end with that failure, or (conservatively treated alike) those a wakeup subtree left
     * unexplored.
     */
    private static boolean runsFailingChoices(Reversal v, SleepSet sleep) {
        for (int t = 0; t < v.width(); t++) {
            if (v.firstOf(t) >= 0 && sleep.awakeOnlyFor(t) != null) {
                return true;
            }
        }
        return false;
    }

    /**
     * The alternatives of the choices after its step that thread {@code t} is awake for here
     * ({@link SleepSet#awakeOnlyFor}), without {@code failure}'s if it is {@code t}'s (may be null;
     * see {@link #insertUncovered}); null if none or if not restricted.
     */
    private static ChoicePaths awakeOnlyFor(SleepSet sleep, int t, Step failure) {
        ChoicePaths awake = sleep.awakeOnlyFor(t);
        if (awake != null && failure != null && failure.threadIndex() == t) {
            awake = awake.without(new int[] {((Event.Choice) failure.first()).chosen()});
        }
        return awake;
    }

    /**
     * Whether a thread of {@code v} that is awake here only for some alternatives of the choices
     * after its step ({@link SleepSet#awakeOnlyFor}) runs that step first in {@code v} and then
     * takes others: it explored those here (and sleeps with the step for them), so {@code v}'s
     * class was explored, also when they failed right there.
     */
    private static boolean coveredByChoicesExplored(Reversal v, SleepSet sleep) {
        for (int t = 0; t < v.width(); t++) {
            ChoicePaths awake = sleep.awakeOnlyFor(t);
            int i = v.firstOf(t);
            int[] chain = awake != null && i >= 0 ? v.choicesAfter(i) : null;
            if (chain != null
                    && chain.length > 0
                    && !awake.meets(chain)
                    && !v.step(i).choosesInside()
                    && v.isInitialThread(t, sleep.restrictedStep(t))) {
                return true;
            }
        }
        return false;
    }

    /**
     * Inserts {@code v} unless it is covered, and likewise, where {@code v} closes with a choice
     * that failed, the same sequence without the failure ({@link Reversal#notFailing}); under the
     * observer equivalence also its variant that fails as the execution did ({@link
     * Reversal#failingLast}). {@code v} runs the failing thread's step before {@code e'}, and the
     * thread's choice right after it, so it never fails after {@code e'}; and where that thread
     * sleeps with the step, it covers {@code v} but not the variant. Without the variant {@code
     * observers} missed such classes (a write overwritten unobserved sleeps on condition, and no
     * other race led there); {@code optimal} finds them through the failure's races with the steps
     * pending at it, and with the variant only ended more executions sleep-set blocked.
     */
    @Override
    public void reverse(Race race, Reversal v, Decision target, FailureProbe probe) {
        insertUncovered(v, target, probe, null);
        if (v.notFailing() != null) {
            insertUncovered(v.notFailing(), target, probe, v.failingChoice());
        }
        if (observers && v.failingLast() != null) {
            insertUncovered(v.failingLast(), target, probe, null);
        }
    }

    /**
     * Inserts {@code v} at {@code target} unless it is covered. {@code failure}, if not null, is a
     * choice that fails right after {@code v}'s step of its thread, whose class another sequence
     * stands for ({@link Reversal#notFailing}): it does not keep a sleeping thread from covering
     * {@code v}. Where a sleeping thread covers {@code v} unless a thread of {@code v} fails by a
     * choice after its step, only the sequences that end with those failures are inserted ({@link
     * #leftByFailures}), if they can be built: inserted whole, {@code v} went on freely after that
     * step, and its alternatives that do not fail repeated covered classes, sleep-set blocked.
     */
    private static void insertUncovered(
            Reversal v, Decision target, FailureProbe probe, Step failure) {
        SleepSet sleep = target.sleep();
        if (!v.observers() && coveredByChoicesExplored(v, sleep)) {
            return;
        }
        boolean mayFail = runsFailingChoices(v, sleep);
        boolean coveredUnlessFails = false;
        for (int t = sleep.next(-1); t >= 0; t = sleep.next(t)) {
            // A thread whose step was followed by a choice that failed does not cover a sequence
            // that may end the execution, and no sleeping thread outside the sequence covers one
            // whose thread may make such a choice again, unless a probe finds it does not fail
            // there: a sleeping thread covers only executions in which it runs (one in the
            // sequence, an initial, runs first; not so under the observer equivalence, where
            // sleeping threads may cover only on condition).
            Step next = sleep.stepFor(t, v.firstOf(t) >= 0 ? v.step(v.firstOf(t)) : null);
            if ((!sleep.errsAfterChoice(t) || !v.endsExecution())
                    && next != null
                    && v.isWeakInitial(t, next, sleep.isConditional(t, next))) {
                if (!mayFail || !v.observers() && v.firstOf(t) >= 0) {
                    return;
                }
                coveredUnlessFails = true;
            }
        }
        for (int t = 0; t < v.width(); t++) {
            // An awake thread whose section still sleeps here in the combination v runs first.
            Step c = v.firstOf(t) >= 0 ? sleep.asleepInsideFor(t, v.step(v.firstOf(t))) : null;
            if (c != null && v.isWeakInitial(t, c, false)) {
                if (!mayFail || !v.observers()) {
                    return;
                }
                coveredUnlessFails = true;
            }
        }
        if (coveredUnlessFails) {
            for (Reversal w : leftByFailures(v, sleep, probe, failure)) {
                insertUnlessGuarded(w, target);
            }
            return;
        }
        insertUnlessGuarded(v, target);
    }

    /** Inserts {@code v} at {@code target} unless it leaves a guarded write unread. */
    private static void insertUnlessGuarded(Reversal v, Decision target) {
        for (Step g : target.sleep().guards()) {
            if (v.leavesUnread(g)) {
                return;
            }
        }
        WakeupTree.insert(((WakeupPlan) target.plan()).pending, v);
    }

    /**
     * What is left to insert of {@code v}, which a sleeping thread covers unless a thread of {@code
     * v} awake here only for some alternatives of the choices after its step fails by them: nothing
     * if a probe finds none does ({@link FailureProbe#failingPaths}); where some do, the sequences
     * that end with those failures ({@code v} closed by each failing path, {@link
     * Reversal#failingAtTail}), or {@code v} itself where they cannot be built (under the observer
     * equivalence, a thread with later steps in {@code v}, a probe that cannot tell). Many such
     * threads run their step in {@code v} after a write it reads and then do not fail: counted as
     * failing, they kept a sleeping thread from covering {@code v}; and inserted whole, {@code v}
     * went on freely after the failing step, and its alternatives that pass repeated covered
     * classes. Either way the executions ended sleep-set blocked.
     */
    private static List<Reversal> leftByFailures(
            Reversal v, SleepSet sleep, FailureProbe probe, Step failure) {
        List<Reversal> runs = new ArrayList<>();
        boolean built = !v.observers();
        boolean fails = false;
        for (int t = 0; t < v.width() && (built || !fails); t++) {
            ChoicePaths awake = awakeOnlyFor(sleep, t, failure);
            int first = v.firstOf(t);
            if (first < 0 || awake == null) {
                continue;
            }
            built &= v.nextOf(first) < 0;
            List<List<Step>> paths = probe.failingPaths(v, t, awake, built);
            fails |= paths == null || !paths.isEmpty();
            built &= paths != null;
            for (int i = 0; built && i < paths.size(); i++) {
                Reversal run = v.failingAtTail(paths.get(i));
                built = run != null;
                if (built) {
                    runs.add(run);
                }
            }
        }
        return built ? runs : fails ? List.of(v) : List.of();
    }
}
