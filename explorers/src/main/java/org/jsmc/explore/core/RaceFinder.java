package org.jsmc.explore.core;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import org.jsmc.exec.Event;
import org.jsmc.exec.LockKind;

/**
 * Finds the races {@code e ⋖ e'} of a finished execution (Abdulla et al. JACM'17 Def. 4.1; line
 * "for all e ∈ dom(E) such that e ⋖ next(p)" of Alg. 1 and the race loop of Alg. 2), for the steps
 * the execution added and for the pending steps of threads the execution cut off.
 *
 * <p>For each such step {@code e'}, the candidates {@code e} are the steps it depends on directly
 * (its last conflicting step on each byte and each synchronisation object, or every thread's last
 * step for a universal step), of other threads, that do not happen before {@code e'}'s thread's
 * previous step. A candidate is kept only if {@code e'} could run in the state {@code
 * pre(E,e)·notdep(e,E)} and no other kept candidate happens after it ("immediate").
 *
 * <p><b>Blocking steps.</b> A lock acquisition or a condition wake-up cannot run while the lock is
 * held (or no signal is available), so its direct predecessor — the release that enabled it — is
 * not a reversible race. For such a step the analysis walks back along each synchronisation chain
 * to the latest operation {@code e} before which {@code e'} would have been enabled: the previous
 * acquisition of the lock, so that critical sections get reordered (Nidhugg's lock races), or for a
 * thread left blocked on a lock at the end, the acquisition that holds it (a lock-fail race). The
 * states along the chain ({@link LockState}, {@link ConditionState}) answer the question. Joins
 * race only with universal steps.
 *
 * <p><b>Observers.</b> Under the observer dependence a write–write pair counts only if the later
 * write is observed; such a race carries the first read observing the later write, whose view of
 * the pair its reversal changes (Aronis et al. TACAS'18).
 */
public final class RaceFinder {
    private final Steps steps;
    private final Prefix prefix;

    /** Per thread index: whether the thread returned by the end of the execution. */
    private final boolean[] returned;

    /**
     * A race finder for the trace {@code steps}; {@code returned} tells which threads had returned
     * by its end (a pending join of one of them was enabled when the execution was cut off).
     */
    public RaceFinder(Steps steps, boolean[] returned) {
        this.steps = steps;
        this.prefix = new Prefix(steps);
        this.returned = returned;
    }

    /**
     * The races of every non-choice step from position {@code from} on, then of {@code pending}.
     * With {@code prefixToo}, first also the races of the steps before {@code from} (the replayed
     * prefix) whose reversal the new steps change: those {@code e ⋖ e'} such that some new step
     * does not happen after {@code e}, and so joins {@code notdep(e,E)}. Every earlier execution
     * through this prefix reversed the race with a different {@code notdep}; an optimal search
     * needs each of them (Abdulla et al. JACM'17 Alg. 2 reverses every race of every execution).
     * Under the observer dependence every race of the prefix is found again, with or without {@code
     * prefixToo}: whether a write–write edge counts depends on later reads, so the new steps can
     * change which prefix steps happen before which, and which write–write pairs race at all. So is
     * it with {@code allPrefix}, when the execution took another alternative of a choice: a step of
     * a prefix race's {@code notdep} may then have left it (it conflicts now), not only joined it.
     */
    public List<Race> find(int from, List<Step> pending, boolean prefixToo, boolean allPrefix) {
        List<Race> races = new ArrayList<>();
        if ((prefixToo || allPrefix || steps.observers()) && from > 0 && from < steps.size()) {
            prefixRaces(from, races, allPrefix);
        }
        for (int p = from; p < steps.size(); p++) {
            Step s = steps.get(p);
            if (!s.isChoice() || s.isUniversal()) {
                racesOf(s, races);
            }
        }
        for (Step s : pending) {
            racesOf(s, races);
        }
        return races;
    }

    /**
     * The races of the steps before {@code from}: all of them under the observer dependence or with
     * {@code all}, else those whose {@code notdep} has a step from {@code from} on.
     */
    private void prefixRaces(int from, List<Race> out, boolean all) {
        if (all || steps.observers()) {
            for (int p = 0; p < from; p++) {
                Step s = steps.get(p);
                if (!s.isChoice() || s.isUniversal()) {
                    racesOf(s, out);
                }
            }
            return;
        }
        // Per thread t: the fewest steps of t that a new step has in its causal past. Some new
        // step is in notdep(e) of a step e of t exactly when e.seq exceeds it.
        int[] fewest = new int[steps.width()];
        Arrays.fill(fewest, Integer.MAX_VALUE);
        for (int p = from; p < steps.size(); p++) {
            int[] c = steps.get(p).clock;
            for (int t = 0; t < fewest.length; t++) {
                int seen = t < c.length ? c[t] : 0;
                if (seen < fewest[t]) {
                    fewest[t] = seen;
                }
            }
        }
        List<Race> found = new ArrayList<>();
        for (int p = 0; p < from; p++) {
            Step s = steps.get(p);
            if (!s.isChoice() || s.isUniversal()) {
                found.clear();
                racesOf(s, found);
                for (Race r : found) {
                    Step e = steps.get(r.e());
                    if (e.seq > fewest[e.threadIndex()]) {
                        out.add(r);
                    }
                }
            }
        }
    }

    /** The races of {@code later}. */
    private void racesOf(Step later, List<Race> out) {
        int[] prevClock = later.prev >= 0 ? steps.get(later.prev).clock : null;
        IntList candidates = new IntList(4);
        if (isBlocking(later.first())) {
            blockingCandidates(later, prevClock, candidates);
        } else {
            for (int i = 0; i < later.predCount; i++) {
                Step e = steps.get(later.preds[i]);
                if (steps.counts(later, i) && !e.happensBefore(prevClock)) {
                    candidates.add(e.position);
                }
            }
        }
        candidates = withoutChoices(candidates, prevClock);
        for (int i = 0; i < candidates.size(); i++) {
            Step e = steps.get(candidates.get(i));
            if (!happensBeforeAnother(e, candidates)) {
                out.add(new Race(e.position, later, observer(e, later)));
            }
        }
    }

    /**
     * The candidates with each choice step replaced by the step that made it pending (a universal
     * step conflicts with choices too, but a choice runs right after that step and cannot be
     * reordered on its own); a choice made before any step is dropped.
     */
    private IntList withoutChoices(IntList candidates, int[] prevClock) {
        IntList out = new IntList(candidates.size());
        for (int i = 0; i < candidates.size(); i++) {
            Step e = steps.get(candidates.get(i));
            while (e != null && e.isChoice()) {
                e = e.prev < 0 ? null : steps.get(e.prev);
            }
            if (e != null && !e.happensBefore(prevClock)) {
                addOnce(out, e.position);
            }
        }
        return out;
    }

    private boolean happensBeforeAnother(Step e, IntList candidates) {
        for (int j = 0; j < candidates.size(); j++) {
            int other = candidates.get(j);
            if (other != e.position && e.happensBefore(steps.get(other).clock)) {
                return true;
            }
        }
        return false;
    }

    static boolean isBlocking(Event e) {
        return e instanceof Event.Lock || e instanceof Event.CondWake || e instanceof Event.Join;
    }

    private void blockingCandidates(Step later, int[] prevClock, IntList out) {
        Event first = later.first();
        for (int k = 0; k < 2; k++) {
            long object = Conflicts.syncObject(first, k);
            SyncIndex.Chain chain = object == Conflicts.NONE ? null : steps.chain(object);
            if (chain == null) {
                continue;
            }
            int end = chain.indexBefore(later.position);
            for (int j = end - 1; j >= 0; j--) {
                Step e = steps.get(chain.position(j));
                if (e.happensBefore(prevClock)) {
                    break;
                }
                if (e.threadIndex() == later.threadIndex()) {
                    continue;
                }
                if (enabledBefore(later, e)) {
                    addOnce(out, e.position);
                    break;
                }
            }
        }
        Step last = steps.last();
        if (last != null
                && last.isUniversal()
                && last.position < later.position
                && last.threadIndex() != later.threadIndex()
                && !last.happensBefore(prevClock)
                && enabledBefore(later, last)) {
            addOnce(out, last.position);
        }
    }

    /**
     * Whether {@code later}'s blocking first event would be enabled in the state {@code
     * pre(E,e)·notdep(e,E)}: each synchronisation object is in the state after its last operation
     * that does not happen after {@code e}.
     */
    private boolean enabledBefore(Step later, Step e) {
        Event first = later.first();
        int t = later.threadIndex();
        if (first instanceof Event.Lock l) {
            return LockState.acquirable(prefix.lockState(l.address(), e, later), l.mode());
        } else if (first instanceof Event.CondWake w) {
            return prefix.conditionState(w.condition(), e, later).canWake(t)
                    && LockState.acquirable(prefix.lockState(w.mutex(), e, later), LockKind.MUTEX);
        } else if (first instanceof Event.Join j) {
            int joined = j.joined().index();
            if (later.isPending() && !(joined < returned.length && returned[joined])) {
                return false; // the joined thread never returned: the join stays blocked
            }
            int done = steps.lastOf(joined);
            return done < 0 || done != e.position && !e.happensBefore(steps.get(done).clock);
        }
        return true;
    }

    /**
     * For an observed write–write race, its first observer: the read of {@code later}'s write whose
     * order with {@code e} the reversal changes ({@link Reversal#of}); {@code e} itself if nothing
     * observes it (a pending write), which later steps may then observe. For other races, -1.
     */
    private int observer(Step e, Step later) {
        if (!steps.observers() || later.isPending() || !writeWriteOnly(later, e.position)) {
            return -1;
        }
        return later.observer < 0 ? e.position : later.observer;
    }

    private static boolean writeWriteOnly(Step later, int e) {
        for (int i = 0; i < later.predCount; i++) {
            if (later.preds[i] == e) {
                return later.isWriteWriteOnly(i);
            }
        }
        return false;
    }

    private static void addOnce(IntList list, int v) {
        for (int i = 0; i < list.size(); i++) {
            if (list.get(i) == v) {
                return;
            }
        }
        list.add(v);
    }
}
