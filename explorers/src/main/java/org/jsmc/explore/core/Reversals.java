package org.jsmc.explore.core;

import java.util.ArrayList;
import java.util.List;
import org.jsmc.exec.Event;

/**
 * Builds the {@link Reversal} of a race from the trace it comes from: {@code notdep(e,E)·e'} with
 * its last elements ({@link #of}); under the observer equivalence the sequences that run the read
 * observing {@code e'} ({@link #observedPast}, {@link #observedSwap}); where a choice after {@code
 * e} failed, the sequence closed by that failure ({@link #failsByChoice}) and its variants. The
 * facts about the execution that the sequence's later questions need (the writes after it, whether
 * {@code e} reads {@code e'}) are recorded on it here.
 */
final class Reversals {
    private Reversals() {}

    /**
     * The reversal of {@code race} in the trace {@code steps} (clocks computed), to be inserted
     * where the writes {@code guards} must be read ({@link SleepSet#guards()}, observers). A
     * sequence that reads none of them leaves it to its free continuation whether they are read; if
     * they are not, the execution repeats a class and ends sleep-set blocked, and the classes the
     * sequence was for are lost. So when the execution read such a guard after {@code e} by a read
     * that does not need {@code e}, the sequence runs that read too ({@link #observedPast}),
     * provided the sequence is {@code notdep·e'} (not one that already runs a read of {@code e'},
     * or {@code e}) and {@code e'} does the same before {@code e} (else what its thread did next is
     * not known).
     */
    static Reversal of(Steps steps, Race race, List<Step> guards) {
        Reversal v = of(steps, race);
        Step e = steps.get(race.e());
        if (guards.isEmpty() || v.lastElements() > 1 || Rerun.affected(e, race.later())) {
            return v;
        }
        for (Step g : guards) {
            Step o = v.leavesOpen(g) ? observerOf(steps, g) : null;
            if (o != null && o.position > e.position) {
                Reversal r = observedPast(steps, e, race.later(), o);
                if (r != null) {
                    return r;
                }
            }
        }
        return v;
    }

    /** The first step of the trace that reads the guarded write {@code g}, or null. */
    private static Step observerOf(Steps steps, Step g) {
        if (g.position >= steps.size()) {
            return null;
        }
        Step w = steps.get(g.position);
        return w.threadIndex() == g.threadIndex() && w.seq == g.seq && w.observer >= 0
                ? steps.get(w.observer)
                : null;
    }

    /** The reversal of {@code race} in the trace {@code steps}, wherever it is inserted. */
    private static Reversal of(Steps steps, Race race) {
        Step e = steps.get(race.e());
        Step later = race.later();
        int observerAt = race.observer();
        if (observerAt >= 0 && observerAt != race.e()) {
            Reversal r = observedPast(steps, e, later, steps.get(observerAt));
            if (r == null) {
                r = observedSwap(steps, e, later, steps.get(observerAt));
            }
            if (r != null) {
                return r;
            }
            observerAt = race.e();
        }
        List<Step> v = new ArrayList<>();
        for (int p = e.position + 1; p < steps.size(); p++) {
            Step s = steps.get(p);
            if (p != later.position
                    && p != observerAt
                    && !e.happensBefore(s.clock)
                    && !later.happensBefore(s.clock)) {
                v.add(s); // (e' happens after e in every race but those of sleeping combinations)
            }
        }
        v.addAll(later.chain);
        int tail = v.size();
        v.add(Rerun.tail(steps, e, later));
        Step observer =
                observerAt >= 0
                        ? steps.get(observerAt)
                        : steps.observers() && readsWhatItWrites(e, later, v.get(tail)) ? e : null;
        if (observer != null) {
            Step o = Rerun.withoutError(observer);
            if (o.events.size() == 1) {
                o.setEvent(0, Rerun.after(v.get(tail), o.first()));
            }
            v.add(o);
        }
        Step closeIfNoError = null;
        boolean closed = true;
        int chain = 0;
        boolean tailErrs = later.isProbed() && later.isUniversal();
        if (tailErrs) {
            // A pending section in a combination that fails inside: nothing runs after it.
        } else if (endsAll(e, later)) {
            v.add(e);
            if (e.erred() && Rerun.pendingSection(later) != null) {
                closeIfNoError = Rerun.withoutError(e);
            }
        } else if (failsByChoice(steps, e)) {
            v.add(Rerun.withError(e));
            if (!steps.observers()) {
                // The failing alternatives: the sequence fixes them. Uncertain where e' writes what
                // e reads: e may then read another value and the choices not fail.
                for (Step c : chainAfter(steps, e)) {
                    v.add(Rerun.affected(later, e) ? c.detached(true) : c);
                    chain++;
                }
            }
        } else {
            closed = false;
        }
        int width = steps.width();
        for (Step s : v) {
            width = Math.max(width, s.threadIndex() + 1);
        }
        List<Step> writesAfter = steps.observers() ? writesAfter(steps, e, v) : List.of();
        boolean observedTail = observer != null && (observer != e || observes(e, v.get(tail)));
        Reversal r =
                new Reversal(
                        v.toArray(new Step[0]),
                        tail,
                        width,
                        steps.commuteRmws(),
                        observedTail,
                        steps.observers(),
                        closeIfNoError);
        r.execution(writesAfter, steps.observers() && observes(e, v.get(tail)));
        if (chain > 0) { // closed by e failing at its chain, the chain's choices after it
            Step[] seq = v.subList(0, v.size() - chain).toArray(new Step[0]);
            seq[seq.length - 1] = Rerun.withoutError(e);
            Reversal notFailing =
                    new Reversal(seq, tail, width, steps.commuteRmws(), observedTail, false, null);
            r.closedByChain(notFailing, chain);
        }
        if (!closed && steps.observers() && steps.last() != later) {
            r.setFailingLast(failingLast(steps, r, v, tail));
        }
        return r;
    }

    /**
     * {@code r} (the sequence {@code v}, last elements from {@code tail}) with its {@code notdep}
     * step after which the execution failed by a choice moved last, failing ({@link
     * Reversal#failingLast()}); null if no {@code notdep} step is one.
     */
    private static Reversal failingLast(Steps steps, Reversal r, List<Step> v, int tail) {
        Step head = failedAfter(steps);
        if (head == null || !failsByChoice(steps, head)) {
            return null;
        }
        int i = v.indexOf(head);
        return i < 0 || i >= tail ? null : r.failingAfter(i);
    }

    /**
     * The reversal of an observed write–write race {@code e ⋖ e'} whose observer {@code o} can run
     * before {@code e}: the race is really one between {@code e} and {@code o} (the write–write
     * edge exists only because {@code o} observes {@code e'}), so the sequence is every step after
     * {@code e} that does not happen after it when that edge is replaced by {@code e → o} — {@code
     * e'} and what follows it included — then {@code o}. Null if {@code o} or {@code e'} happen
     * after {@code e} otherwise.
     */
    private static Reversal observedPast(Steps steps, Step e, Step later, Step o) {
        if (e.isUniversal() || later.isPending() || o.isPending() || o.isUniversal()) {
            return null;
        }
        boolean[] after = new boolean[steps.size()];
        after[e.position] = true;
        for (int p = e.position + 1; p < steps.size(); p++) {
            Step s = steps.get(p);
            boolean m = s.prev >= 0 && after[s.prev] || s.joined >= 0 && after[s.joined];
            for (int i = 0; i < s.predCount && !m; i++) {
                m =
                        steps.counts(s, i)
                                && after[s.preds[i]]
                                && !(p == later.position && s.preds[i] == e.position);
            }
            if ((p == later.position || p == o.position) && m) {
                return null;
            }
            after[p] = m || p == o.position;
        }
        List<Step> v = new ArrayList<>();
        for (int p = e.position + 1; p < steps.size(); p++) {
            if (!after[p]) {
                v.add(steps.get(p));
            }
        }
        int tail = v.size();
        v.add(o);
        return runningObserver(steps, e, v, tail);
    }

    /**
     * The reversal of an observed write–write race {@code e ⋖ e'} whose observer {@code o} cannot
     * run before {@code e} (it needs a step that happens after {@code e}): {@code e'} runs right
     * before {@code e}, so that {@code o} observes {@code e} over it. The sequence is {@code
     * notdep(e,E)}, then {@code e'}, {@code e}, the steps after {@code e} that happen before {@code
     * o}, and {@code o}: it fixes everything {@code o} depends on, as the execution had it. Null if
     * a step between {@code e} and {@code e'} that must follow {@code e} conflicts with {@code e'},
     * or {@code e} reads what {@code e'} writes.
     */
    private static Reversal observedSwap(Steps steps, Step e, Step later, Step o) {
        if (e.isUniversal()
                || later.isPending()
                || o.isPending()
                || o.isUniversal()
                || Rerun.affected(later, e)) {
            return null;
        }
        List<Step> notdep = new ArrayList<>();
        List<Step> past = new ArrayList<>();
        for (int p = e.position + 1; p < steps.size(); p++) {
            Step s = steps.get(p);
            if (p == later.position || p == o.position) {
                continue;
            }
            if (!e.happensBefore(s.clock)) {
                notdep.add(s);
            } else if (s.happensBefore(o.clock)) {
                if (p < later.position && s.conflict(later, steps.commuteRmws()) != Step.NONE) {
                    return null;
                }
                past.add(s);
            }
        }
        List<Step> v = new ArrayList<>(notdep);
        int tail = v.size();
        v.add(later);
        v.add(e);
        v.addAll(past);
        Step r = Rerun.withoutError(o);
        if (r.events.size() == 1) {
            r.setEvent(0, Rerun.after(e, r.first()));
        }
        v.add(r);
        return runningObserver(steps, e, v, tail);
    }

    /**
     * A reversal of an observed write–write race whose sequence {@code v} ends with the observer;
     * its last elements start at {@code tail}.
     */
    private static Reversal runningObserver(Steps steps, Step e, List<Step> v, int tail) {
        Reversal r =
                new Reversal(
                        v.toArray(new Step[0]),
                        tail,
                        steps.width(),
                        steps.commuteRmws(),
                        false,
                        true,
                        null);
        r.runsObserver();
        r.execution(writesAfter(steps, e, v), false);
        r.setFailingLast(failingLast(steps, r, v, tail));
        return r;
    }

    /** The steps from {@code e} on that are not in {@code v} and write memory. */
    private static List<Step> writesAfter(Steps steps, Step e, List<Step> v) {
        boolean[] inV = new boolean[steps.size()];
        for (Step s : v) {
            if (s.position >= 0 && s.position < inV.length) {
                inV[s.position] = true;
            }
        }
        List<Step> out = new ArrayList<>();
        for (int p = e.position; p < steps.size(); p++) {
            Step s = steps.get(p);
            if (!inV[p] && Step.writesAny(s)) {
                out.add(s);
            }
        }
        return out;
    }

    /**
     * Whether the execution ended with a choice made right after {@code e} by {@code e}'s thread,
     * or by the thread {@code e} spawned (a thread created about to choose chooses at once, also
     * after its first choices), that failed (under the observer equivalence also after other
     * choices {@code e}'s thread made right after it): the race is the failure's, and the sequence
     * reverses it only if it runs {@code e} (whose choices are then made again) before anything
     * else; {@code e} closes it as a step that may end the execution ({@link Rerun#withError}), so
     * that a thread sleeping with a step independent of {@code e} is not taken to cover it; except
     * under the observer equivalence the chain's choices follow it, the last failing ({@link
     * Reversal#notFailing()}).
     */
    private static boolean failsByChoice(Steps steps, Step e) {
        if (failedAfter(steps) != e) {
            return false;
        }
        Step last = steps.last();
        // Closed: the failing choice right after e (its thread's, or the first of the thread e
        // spawned); under the observer equivalence a longer chain of e's own thread (it closes
        // without the choices); otherwise a longer chain of the thread e spawned, with all its
        // choices (left open, optimal missed classes). Left open, and continued by the thread
        // awake for the failing paths only: the other longer chains (under the observer
        // equivalence, closing a spawned thread's chain, with or without its choices, missed
        // classes).
        return last.prev == e.position
                || steps.observers() && last.threadIndex() == e.threadIndex()
                || !steps.observers() && e.spawns(last.thread());
    }

    /** The choices of the chain that failed after {@code e} ({@link #failedAfter}), in order. */
    private static List<Step> chainAfter(Steps steps, Step e) {
        List<Step> chain = new ArrayList<>();
        for (Step c = steps.last(); c != e; c = steps.get(c.prev)) {
            chain.add(0, c);
        }
        return chain;
    }

    /**
     * The step whose chain of choices (made right after it by its thread or the thread it spawned)
     * ended the execution with an error, or null if the execution did not so end.
     */
    static Step failedAfter(Steps steps) {
        Step last = steps.last();
        if (last == null || !last.isChoice() || !last.isUniversal()) {
            return null;
        }
        Step e = last;
        while (e.isChoice() && e.prev >= 0) {
            e = steps.get(e.prev);
        }
        return e.isChoice() ? null : e;
    }

    /**
     * Whether {@code e}, a step that ended the execution ({@code exit}, an error), still ends it
     * when run after {@code later}: then the reversal stands for the executions that end with
     * {@code e} right after {@code e'} (or its observer), and {@code e} is its last element.
     * Without it, a wakeup sequence whose point is {@code e} would be a leaf continued freely, and
     * it would stand in for (and swallow) sequences that go on after {@code e'} instead. An {@code
     * exit} ends the execution in any state; an error does if {@code later} does not write what
     * {@code e} reads. A pending atomic section's events are not known, so whether the error recurs
     * after it is not either; {@code e} still closes the sequence, because a leaf there would
     * swallow the sequences that reach {@code e} after the section, and if the error does not
     * recur, {@code e} is just one more step before the free exploration.
     */
    private static boolean endsAll(Step e, Step later) {
        return e.isUniversal()
                && (!e.erred()
                        || later.first().equals(Rerun.pendingSection(later))
                        || !Rerun.affected(later, e));
    }

    /**
     * Whether {@code e} reads memory {@code later} writes: then, under the observer equivalence,
     * the reversal makes {@code e} observe {@code later}, and {@code e} follows it in the sequence.
     * Not when {@code later}, as {@code tail} runs before {@code e}, is an atomic section whose
     * events are only estimated: {@code e}'s outcome after it (a compare-exchange succeeding or
     * not) would be a guess, and a wrong guess makes the sequence look new to wakeup trees that
     * cover it already; the reversal then ends with {@code tail}, as without observers. Nor when
     * {@code later} is a step pending at the end, unless {@code e} is the failure it races with and
     * {@code later} not a section: without the read, a writer asleep on condition (its write
     * overwritten unobserved) covers the sequence, though after it the read observes the write.
     */
    private static boolean readsWhatItWrites(Step e, Step later, Step tail) {
        if (later.isPending() && (!e.isUniversal() || later.first() instanceof Event.AtomicBegin)
                || tail.isUncertain() && tail.events.size() > 1) {
            return false;
        }
        return observes(e, later);
    }

    /** Whether some event of {@code r} reads memory that some event of {@code w} writes. */
    static boolean observes(Step r, Step w) {
        for (Event g : r.events) {
            if (g instanceof Event.Access a && a.reads()) {
                for (Event f : w.events) {
                    if (f instanceof Event.Access x && x.writes() && x.overlaps(a)) {
                        return true;
                    }
                }
            }
        }
        return false;
    }
}
