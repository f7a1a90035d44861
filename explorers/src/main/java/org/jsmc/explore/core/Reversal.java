package org.jsmc.explore.core;

import java.util.ArrayList;
import java.util.List;
import org.jsmc.exec.Event;

/**
 * The sequence {@code v = notdep(e,E)·e'} that reverses a race {@code e ⋖ e'} (Abdulla et al.
 * JACM'17 Alg. 1 l. 5 and Alg. 2 l. 4): the steps after {@code e} that do not happen after it, in
 * trace order, then {@code e'}; when {@code e} ended the execution and still does after {@code e'},
 * {@code e} itself closes the sequence. The last elements run in a state where {@code e} has not
 * happened, so their footprint is treated conservatively ({@link Step#isUncertain()}).
 *
 * <p>Under the observer equivalence a write–write race {@code e ⋖ e'} exists only through the read
 * {@code o} that observes {@code e'}, and what its reversal must change is what {@code o} sees: the
 * sequence ends with {@code o}, and either runs it before {@code e} ({@link #observedPast}) or runs
 * {@code e} between {@code e'} and {@code o} ({@link #observedSwap}). Either way it fixes
 * everything {@code o} depends on as the execution had it, so that it does not depend on which of
 * the equivalent orders of unobserved writes the execution happened to take (a sequence that stops
 * at {@code e'} leaves them to races that the sleep sets then drop, and classes were missed).
 *
 * <p>A reversal answers the questions source sets and wakeup trees ask: is thread {@code p} an
 * <em>initial</em> of {@code v} ({@code p ∈ I(v)}: its first step in {@code v} has no step of
 * {@code v} before it in happens-before) or a <em>weak initial</em> ({@code p ∈ WI(v)}: an initial,
 * or absent from {@code v} with a next step independent of all of {@code v}). Wakeup-tree insertion
 * consumes {@code v} step by step ({@link #remove}); removed steps of a thread are always a prefix
 * of its steps in {@code v}. Happens-before among the {@code notdep} steps is read from their
 * vector clocks (an initial test costs one comparison per thread); the last elements are compared
 * by dependence.
 *
 * <p>Mutable (removals); owned by one race analysis.
 */
public final class Reversal {
    private final Step[] seq;
    private final int tail;
    private final boolean commuteRmws;

    /** Per thread: the index of its first remaining step, or -1. */
    private final int[] cursor;

    /** Per step: the index of its thread's next step in the sequence, or -1. */
    private final int[] next;

    private final boolean[] removed;
    private final boolean observers;

    /**
     * Whether a read of {@code e'} follows it in the sequence (its first observer, or {@code e}
     * reading it); not when {@code e}, which does not read what {@code e'} writes (a plain write,
     * or a section that reads other memory), stands in for an observer that cannot run before it.
     */
    private final boolean observedTail;

    /**
     * When the sequence is closed by an error {@code e} that may not recur after a pending atomic
     * section ({@link #endsAll}): {@code e} as the step it is if it does not recur (not universal);
     * otherwise null.
     */
    private final Step closeIfNoError;

    private int remaining;

    /** Whether some step spawns or joins a thread ({@link #causes}). */
    private final boolean threadEdges;

    /** Whether the sequence ends with the observer of an observed write–write race. */
    private boolean observerRuns;

    /**
     * Observers: the writing steps of the execution the race comes from that run after the sequence
     * when it is reversed ({@code e} and the steps after it outside the sequence).
     */
    private List<Step> writesAfter = List.of();

    /**
     * Whether {@code e}, which runs after the sequence where it does not close it, reads what
     * {@code e'} writes (observers): {@code e'} is then observed after the sequence ({@link
     * #isWeakInitial(int, Step, boolean)}).
     */
    private boolean tailReadAfter;

    /** This sequence without the failing choice it closes with ({@link #notFailing()}). */
    private Reversal notFailing;

    /**
     * How many choices close the sequence with a failure, after {@code e} ({@link #failingChain}).
     */
    private int failingChain;

    /** This sequence with a {@code notdep} step moved last, failing ({@link #failingLast()}). */
    private Reversal failingLast;

    /** The union of the footprints of the {@code notdep} steps (before the tail); lazy. */
    private Step.Footprint notdepFootprint;

    private Reversal(
            Step[] seq,
            int tail,
            int width,
            boolean commuteRmws,
            boolean observedTail,
            boolean observers,
            Step closeIfNoError) {
        this.seq = seq;
        this.closeIfNoError = closeIfNoError;
        this.tail = tail;
        this.commuteRmws = commuteRmws;
        this.observedTail = observedTail;
        this.observers = observers;
        this.removed = new boolean[seq.length];
        this.remaining = seq.length;
        this.cursor = new int[width];
        this.next = new int[seq.length];
        java.util.Arrays.fill(cursor, -1);
        int[] last = new int[width];
        boolean edges = false;
        for (Step s : seq) {
            for (Event g : s.events) {
                edges |= g instanceof Event.Spawn || g instanceof Event.Join;
            }
        }
        this.threadEdges = edges;
        for (int i = 0; i < seq.length; i++) {
            int t = seq[i].threadIndex();
            next[i] = -1;
            if (cursor[t] < 0) {
                cursor[t] = i;
            } else {
                next[last[t]] = i;
            }
            last[t] = i;
        }
    }

    /**
     * Takes {@code source}'s facts about the execution the race comes from ({@link #writesAfter},
     * {@link #tailReadAfter}): a variant of a sequence keeps them.
     */
    private void keepsWhatTheExecutionSaid(Reversal source) {
        writesAfter = source.writesAfter;
        tailReadAfter = source.tailReadAfter;
    }

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
    public static Reversal of(Steps steps, Race race, List<Step> guards) {
        Reversal v = of(steps, race);
        Step e = steps.get(race.e());
        if (guards.isEmpty() || v.seq.length > v.tail + 1 || affected(e, race.later())) {
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
        v.add(tail(steps, e, later));
        Step observer =
                observerAt >= 0
                        ? steps.get(observerAt)
                        : steps.observers() && readsWhatItWrites(e, later, v.get(tail)) ? e : null;
        if (observer != null) {
            Step o = withoutError(observer);
            if (o.events.size() == 1) {
                o.setEvent(0, after(v.get(tail), o.first()));
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
            if (e.erred() && pendingSection(later) != null) {
                closeIfNoError = withoutError(e);
            }
        } else if (failsByChoice(steps, e)) {
            v.add(withError(e));
            if (!steps.observers()) {
                // The failing alternatives: the sequence fixes them. Uncertain where e' writes what
                // e reads: e may then read another value and the choices not fail.
                for (Step c : chainAfter(steps, e)) {
                    v.add(affected(later, e) ? c.detached(true) : c);
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
        Reversal r =
                new Reversal(
                        v.toArray(new Step[0]),
                        tail,
                        width,
                        steps.commuteRmws(),
                        observer != null && (observer != e || observes(e, v.get(tail))),
                        steps.observers(),
                        closeIfNoError);
        r.writesAfter = writesAfter;
        r.tailReadAfter = steps.observers() && observes(e, v.get(tail));
        if (chain > 0) { // closed by e failing at its chain, the chain's choices after it
            r.notFailing = withoutFailure(r, v, e, chain);
            r.failingChain = chain;
        }
        if (!closed && steps.observers() && steps.last() != later) {
            r.failingLast = failingLast(steps, r, v, tail);
        }
        return r;
    }

    /**
     * {@code r} (the sequence {@code v}) closed not by {@code e} failing at the choice after it but
     * by {@code e} as it is when that choice goes another way ({@link #notFailing()}).
     */
    private static Reversal withoutFailure(Reversal r, List<Step> v, Step e, int chain) {
        Step[] seq = v.subList(0, v.size() - chain).toArray(new Step[0]);
        seq[seq.length - 1] = withoutError(e);
        return new Reversal(
                seq, r.tail, r.cursor.length, r.commuteRmws, r.observedTail, false, null);
    }

    /**
     * {@code r} (the sequence {@code v}, last elements from {@code tail}) with its {@code notdep}
     * step after which the execution failed by a choice moved last, failing ({@link
     * #failingLast()}); null if no {@code notdep} step is one.
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
     * The remaining sequence with its step {@code i} moved last as a step that ends the execution
     * with an error ({@link #withError}): the executions in which the choice right after that step
     * fails, which then come after every other step of the sequence. Null if its thread has later
     * steps in the sequence, if {@code i} is {@code e'} with later elements after it (their
     * relation to {@code e'} would be lost) or if the sequence already ends the execution.
     */
    public Reversal failingAfter(int i) {
        if (next[i] >= 0 || i == tail && i < seq.length - 1 || endsExecution()) {
            return null;
        }
        List<Step> moved = new ArrayList<>(remaining);
        int movedTail = 0;
        for (int j = 0; j < seq.length; j++) {
            if (!removed[j] && j != i) {
                moved.add(seq[j]);
                movedTail += j < tail ? 1 : 0;
            }
        }
        moved.add(withError(seq[i]));
        Reversal f =
                new Reversal(
                        moved.toArray(new Step[0]),
                        movedTail,
                        cursor.length,
                        commuteRmws,
                        observedTail,
                        observers,
                        null);
        f.keepsWhatTheExecutionSaid(this);
        f.observerRuns = observerRuns;
        return f;
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
                || affected(later, e)) {
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
        Step r = withoutError(o);
        if (r.events.size() == 1) {
            r.setEvent(0, after(e, r.first()));
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
        r.observerRuns = true;
        r.writesAfter = writesAfter(steps, e, v);
        r.failingLast = failingLast(steps, r, v, tail);
        return r;
    }

    /**
     * Whether {@code s}, the step of thread {@code t} outside the sequence, writes memory that
     * another thread writes after the sequence ({@link #writesAfter}, observers only). Then {@code
     * t} stands for the sequence only in the executions where its write comes first: those where it
     * comes after the other write and is read differ in class, and no race leads to them (the
     * write–write pair is unobserved where {@code t}'s write comes first). So a sleeping {@code t}
     * does not cover the sequence. (A wakeup-tree branch of {@code t} may still be run before it:
     * refusing those too lost more classes in the fuzzers than it found.)
     */
    private boolean isWrittenOverAfter(int t, Step s) {
        for (Step q : writesAfter) {
            if (q.threadIndex() != t && s.conflict(q, commuteRmws) == Step.WRITE_WRITE) {
                return true;
            }
        }
        return false;
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
     * else; {@code e} closes it as a step that may end the execution ({@link #withError}), so that
     * a thread sleeping with a step independent of {@code e} is not taken to cover it; except under
     * the observer equivalence the chain's choices follow it, the last failing ({@link
     * #notFailing()}).
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

    /** {@code s} as a step that ended the execution with an error (universal). */
    private static Step withError(Step s) {
        Step t = s.detached(false);
        t.universal = true;
        t.erred = true;
        return t;
    }

    /**
     * {@code s} run again in another state, uncertain, as the step it is if it does not fail (not
     * universal).
     */
    private static Step withoutError(Step s) {
        return s.detachedWithoutFailure(true);
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
                        || later.first().equals(pendingSection(later))
                        || !affected(later, e));
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
    private static boolean observes(Step r, Step w) {
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

    /**
     * Whether the earlier step {@code g} and the later step {@code f} of the sequence are ordered:
     * they conflict; under the observer equivalence a write–write conflict orders them only if
     * {@code f} is one of the last elements and observed ({@code asTail}, see {@link
     * #observedElement}).
     */
    private boolean ordered(Step g, Step f, boolean asTail) {
        if (!observers) {
            return g.dependent(f, commuteRmws);
        }
        int kind = g.conflict(f, commuteRmws);
        return kind == Step.OTHER || (kind == Step.WRITE_WRITE && asTail);
    }

    /**
     * Whether the last element {@code i} is a write the sequence means to be observed, so that its
     * write–write conflicts count: {@code e'} when a read of it follows ({@code observedTail}: its
     * first observer, or {@code e} reading it); the element after {@code e'} when it does not read
     * what {@code e'} writes: {@code e} itself standing in for an observer that must follow {@code
     * e} (then {@code e'}, overwritten by {@code e} before any read, is not observed). Whether
     * {@code e} reads other memory does not matter: an atomic section that reads {@code x} and
     * writes {@code y} after {@code e'}'s write of {@code y} was taken for an observer, its order
     * after {@code e'} did not count, and a wakeup tree ran it before {@code e'} again.
     */
    private boolean observedElement(int i) {
        return i == tail ? observedTail : i > tail && !observes(seq[i], seq[tail]);
    }

    /**
     * Whether {@code s}, the step of a thread outside the sequence, commutes with {@code f}: under
     * the observer equivalence a write–write conflict does not count unless {@code f} is a write
     * that is or may be observed ({@code observed}): running {@code s} first would then order it
     * before an observed write, a different class.
     */
    private boolean commutes(Step s, Step f, boolean observed) {
        if (!observers) {
            return !s.dependent(f, commuteRmws);
        }
        int kind = s.conflict(f, commuteRmws);
        return kind == Step.NONE || kind == Step.WRITE_WRITE && !observed;
    }

    /**
     * {@code e'} as it will run before {@code e}. If it reads nothing {@code e} writes, it reads
     * the same values and is the same step. Otherwise it is uncertain: a compare-exchange or a
     * trylock gets the outcome it will have in the prefix state (so its footprint is exact); a read
     * keeps its footprint; whether the thread then fails is not known, so it is not assumed to (if
     * it does, the failure's own races are found when it runs); an atomic section keeps the events
     * it had, an estimate. A probed pending section ({@link Step#isProbed}) ran in this very state.
     */
    private static Step tail(Steps steps, Step e, Step later) {
        if (later.isProbed() || !affected(e, later)) {
            return later;
        }
        Step t = withoutError(later);
        t.universal = later.first() instanceof Event.Exit;
        if (t.events.size() == 1) {
            t.setEvent(0, inPrefix(steps, e, later, later.first()));
        }
        return t;
    }

    /**
     * The read-modify-write {@code f} (a compare-exchange or an RMW) as it would be performed right
     * after {@code w}, when {@code w} stores exactly the bytes {@code f} reads (so that its
     * footprint, read-only or not, and its values are right); any other event unchanged.
     */
    private static Event after(Step w, Event f) {
        if (!(f instanceof Event.CompareExchange) && !(f instanceof Event.Rmw)) {
            return f;
        }
        Event.Access a = (Event.Access) f;
        for (int k = w.events.size() - 1; k >= 0; k--) {
            Event x = w.events.get(k);
            if (x instanceof Event.Access st
                    && st.writes()
                    && st.address() == a.address()
                    && st.size() == a.size()) {
                return performedOn(f, stored(st));
            }
        }
        return f;
    }

    /** The value the writing access {@code st} stores. */
    private static long stored(Event.Access st) {
        if (st instanceof Event.Write x) {
            return x.value();
        } else if (st instanceof Event.Rmw u) {
            return u.newValue();
        } else if (st instanceof Event.CompareExchange c) {
            return c.replacement();
        }
        throw new IllegalStateException("not a writing access: " + st);
    }

    /** The compare-exchange or RMW {@code f} performed on memory holding {@code old}. */
    private static Event performedOn(Event f, long old) {
        if (f instanceof Event.CompareExchange c) {
            return c.reading(old);
        }
        Event.Rmw u = (Event.Rmw) f;
        Long updated = RmwValues.apply(u.op(), old, u.operand(), u.size());
        return updated == null
                ? f
                : new Event.Rmw(
                        u.thread(),
                        u.index(),
                        u.address(),
                        u.size(),
                        u.op(),
                        u.operand(),
                        old,
                        updated,
                        u.resultUsed(),
                        u.location());
    }

    /** {@code f} as it would be performed in the prefix state of {@code e}. */
    private static Event inPrefix(Steps steps, Step e, Step later, Event f) {
        Prefix prefix = new Prefix(steps);
        if (f instanceof Event.CompareExchange || f instanceof Event.Rmw) {
            Event.Access a = (Event.Access) f;
            return performedOn(f, prefix.value(a.address(), a.size(), e, later));
        } else if (f instanceof Event.TryLock l) {
            boolean free = LockState.acquirable(prefix.lockState(l.address(), e, later), l.mode());
            return new Event.TryLock(
                    l.thread(), l.index(), l.address(), l.mode(), free, l.location());
        }
        return f;
    }

    /**
     * The first event of {@code s} if it is a pending atomic section whose events are unknown (no
     * probe found them).
     */
    private static Event pendingSection(Step s) {
        return s.isPending() && !s.isProbed() && s.first() instanceof Event.AtomicBegin
                ? s.first()
                : null;
    }

    /**
     * Whether what {@code later} does may depend on {@code e}: it reads memory {@code e} writes or
     * frees, accesses or frees memory {@code e} frees, or is a trylock, condition wake-up or
     * destroy whose outcome depends on the state {@code e} left; or it is a step not yet performed
     * (a pending step's event describes the end of the execution, not the prefix state); or {@code
     * later} blocked inside its atomic section and {@code e} operates on what it waited for.
     */
    private static boolean affected(Step e, Step later) {
        if (later.isPending() && !e.isPending()) {
            return true;
        }
        if (later.blockedOn != null && unblocks(e, later.blockedOn)) {
            return true;
        }
        for (Event a : e.events) {
            for (Event g : later.events) {
                if (Conflicts.conflict(a, g, false) && dependsOn(g, a)) {
                    return true;
                }
            }
        }
        return false;
    }

    /**
     * Whether step {@code e} operates on what {@code blocked}, an operation that could not go on,
     * waits for: the mutex or condition, or the thread it joins.
     */
    private static boolean unblocks(Step e, Event blocked) {
        if (blocked instanceof Event.Join j) {
            return e.thread().equals(j.joined());
        }
        for (Event g : e.events) {
            if (Conflicts.conflict(g, blocked, false)) {
                return true;
            }
        }
        return false;
    }

    /** Whether the outcome of {@code g} depends on the conflicting earlier event {@code a}. */
    private static boolean dependsOn(Event g, Event a) {
        if (a instanceof Event.Free || g instanceof Event.Free && a instanceof Event.Free) {
            return true;
        }
        if (g instanceof Event.Access x) {
            return x.reads() && a instanceof Event.Access y && y.writes();
        }
        return g instanceof Event.TryLock
                || g instanceof Event.CondWake
                || g instanceof Event.SyncDestroy;
    }

    /**
     * Whether the sequence ends with {@code e} standing in for an observer that runs only later:
     * whether its write is observed depends on how the execution goes on after the sequence.
     */
    private boolean observesLater() {
        return observers
                && !observerRuns
                && !observedTail
                && seq.length > tail + 1
                && !observes(seq[tail + 1], seq[tail])
                && !seq[tail + 1].isUniversal();
    }

    /**
     * Step {@code j} of the sequence as threads outside it see it: the closing error that may not
     * recur as the step without the error ({@link #closeIfNoError}).
     */
    private Step element(int j) {
        return closeIfNoError != null && j == seq.length - 1 ? closeIfNoError : seq[j];
    }

    /**
     * Whether the sequence ends the execution (its last step is universal: an error, an {@code
     * exit}). A wakeup-tree leaf on its way does not cover it: the leaf's free continuation relies
     * on sleeping threads to cover what it skips, and a sleeping thread covers only executions in
     * which it runs, not one that ends before it.
     */
    public boolean endsExecution() {
        return seq[seq.length - 1].isUniversal() && !removed[seq.length - 1];
    }

    /**
     * Whether write–write conflicts count only when observed. Then a wakeup-tree leaf does not
     * stand for a longer sequence: its free continuation never runs the threads sleeping on
     * condition ({@link SleepSet#isConditional}), and the sequence may need them to run and be
     * observed, so the rest of the sequence goes under the leaf.
     */
    public boolean observers() {
        return observers;
    }

    /** The number of steps not yet removed. */
    public int remaining() {
        return remaining;
    }

    /** The first step of {@code v}: always an initial. */
    public Step first() {
        return seq[0];
    }

    /** The thread of the lowest index that is an initial of the remaining sequence. */
    public org.jsmc.exec.ThreadId lowestInitial() {
        for (int t = 0; t < cursor.length; t++) {
            int i = firstOf(t);
            if (i >= 0 && isInitial(i)) {
                return seq[i].thread();
            }
        }
        throw new IllegalStateException("a sequence without an initial");
    }

    /** One more than the highest thread index the sequence may hold. */
    public int width() {
        return cursor.length;
    }

    /** The index of thread {@code t}'s first remaining step, or -1 if it has none. */
    public int firstOf(int t) {
        return t < cursor.length ? cursor[t] : -1;
    }

    /** The index of the remaining step of step {@code i}'s thread that follows it, or -1. */
    public int nextOf(int i) {
        return next[i];
    }

    public Step step(int i) {
        return seq[i];
    }

    /**
     * This sequence, which ends with {@code e'}, closed by {@code e'} failing at the choices right
     * after it, {@code choices} (the last one fails): the executions in which the thread fails
     * there (a probe found it does); null if the sequence does not end with {@code e'}. The choices
     * may also be those of another thread without later steps in the sequence, whose step runs
     * earlier in it; they still go after {@code e'}. Not yet understood why that works: closing
     * only sequences whose {@code e'} is the failing thread's step ended 128 executions of {@code
     * benchmarks/perf/choices.c} sleep-set blocked (none this way; same traces).
     */
    public Reversal failingAtTail(List<Step> choices) {
        if (tail != seq.length - 1 || remaining != seq.length) {
            return null;
        }
        Step[] failing = java.util.Arrays.copyOf(seq, seq.length + choices.size());
        failing[tail] = withError(seq[tail]);
        for (int j = 0; j < choices.size(); j++) {
            Step c = choices.get(j);
            failing[tail + 1 + j] = j == choices.size() - 1 ? withError(c) : c;
        }
        Reversal r =
                new Reversal(
                        failing, tail, cursor.length, commuteRmws, observedTail, observers, null);
        r.keepsWhatTheExecutionSaid(this);
        return r;
    }

    /**
     * The alternatives taken by the choices step {@code i}'s thread makes right after it in the
     * sequence, up to its next step that is not a choice (its chain, {@link ChoicePaths}).
     */
    public int[] choicesAfter(int i) {
        int n = 0;
        for (int j = next[i]; j >= 0 && seq[j].isChoice(); j = next[j]) {
            n++;
        }
        int[] chain = new int[n];
        n = 0;
        for (int j = next[i]; j >= 0 && seq[j].isChoice(); j = next[j]) {
            chain[n++] = ((org.jsmc.exec.Event.Choice) seq[j].first()).chosen();
        }
        return chain;
    }

    /**
     * Whether step {@code i} (remaining) is an initial of the remaining sequence. A step whose
     * choices right after it (its chain) end the execution is one only where nothing remains before
     * it: the search resolves a choice as soon as it is pending, so run first, the step takes its
     * failing choice before the steps that come before it in the sequence, in another class.
     */
    public boolean isInitial(int i) {
        Step f = seq[i];
        if (firstOf(f.threadIndex()) != i) {
            return false;
        }
        if (chainFails(i)) {
            for (int j = 0; j < i; j++) {
                if (!removed[j]) {
                    return false;
                }
            }
            return true;
        }
        if (i < tail) {
            for (int u = 0; u < cursor.length; u++) {
                int r = firstOf(u);
                if (u != f.threadIndex() && r >= 0 && r < i && f.clock[u] >= seq[r].seq) {
                    return false;
                }
            }
            return true;
        }
        if (hasUnknownRest(f)) {
            for (int j = 0; j < i; j++) {
                if (!removed[j]) {
                    return false;
                }
            }
            return true;
        }
        int from = notBefore(f);
        for (int j = threadEdges ? 0 : from; j < i; j++) {
            if (!removed[j]
                    && (causes(seq[j], f) || j >= from && ordered(seq[j], f, observedElement(i)))) {
                return false;
            }
        }
        return true;
    }

    /** Whether one of the choices right after step {@code i} in the sequence ends the execution. */
    private boolean chainFails(int i) {
        for (int j = next[i]; j >= 0 && seq[j].isChoice(); j = next[j]) {
            if (seq[j].isUniversal()) {
                return true;
            }
        }
        return false;
    }

    /**
     * Whether {@code g} happens before {@code f} without a conflict: it spawns {@code f}'s thread,
     * or {@code f} joins {@code g}'s (the last elements of {@link #observedSwap} may hold both).
     */
    private static boolean causes(Step g, Step f) {
        if (g.spawns(f.thread())) {
            return true;
        }
        for (Event b : f.events) {
            if (b instanceof Event.Join j && j.joined().equals(g.thread())) {
                return true;
            }
        }
        return false;
    }

    /**
     * The index of the lowest-index thread's first remaining step if it is a choice that is an
     * initial (pending where the remaining sequence starts), or -1.
     */
    public int pendingChoice() {
        for (int t = 0; t < cursor.length; t++) {
            int i = firstOf(t);
            if (i >= 0 && seq[i].isChoice() && isInitial(i)) {
                return i;
            }
        }
        return -1;
    }

    /**
     * {@code t ∈ I(v)}: thread {@code t}'s first remaining step is an initial. {@code next}, if
     * known (a sleeping thread's step, a wakeup-tree node's), is {@code t}'s next step in the state
     * the remaining sequence starts from: when {@code t}'s only remaining step is the uncertain
     * last element, that step is {@code next} if it is an initial, so {@code next}'s footprint
     * decides; not when that element ends the execution with an error, which it does only after the
     * steps before it ({@code next}, the same step not failing, is another step), nor when a choice
     * right after it does ({@link #isInitial}).
     */
    public boolean isInitialThread(int t, Step next) {
        int i = firstOf(t);
        if (i < 0) {
            return false;
        }
        if (i >= tail
                && next != null
                && !next.isUncertain()
                && !seq[i].isChoice()
                && !seq[i].isUniversal()
                && !chainFails(i)) {
            for (int j = notBefore(next); j < i; j++) {
                if (!removed[j] && ordered(seq[j], next, observedElement(i))) {
                    return false;
                }
            }
            return true;
        }
        return isInitial(i);
    }

    /**
     * {@code t ∈ WI(v)}: an initial, or without steps in {@code v} and with a next step {@code
     * next} independent of every remaining step.
     */
    public boolean isWeakInitial(int t, Step next) {
        if (firstOf(t) >= 0) {
            return isInitialThread(t, next);
        }
        return next != null && independentOfAll(next);
    }

    /**
     * {@code t ∈ WI(v)} for a thread sleeping with {@code next}; a thread that sleeps on condition
     * that its write stays unobserved ({@link SleepSet#isConditional}) covers {@code v} only if no
     * later step of {@code v} reads that write before another overwrites it, and, when {@code v}
     * leaves it neither read nor overwritten, if no read observed it in the execution the race
     * comes from either: that read runs after {@code v} and observes it again, an execution the
     * thread's sleeping branch (where the write came first, unobserved) does not cover. Likewise
     * where the step is {@code e'} itself and {@code e} reads what it writes ({@link
     * #tailReadAfter}), even where {@code e} does not close {@code v} (a pending section racing
     * with an error): covered, the class where an error read the section's write, after a write the
     * section passed asleep, was missed ({@code observers}, 2 of 225 classes). Nor when {@code v}
     * ends the execution with the write unread: its class was explored, but not those where the
     * thread's next steps, which the failure races with once the write ran, read it before the
     * failure; the execution is a stepping stone to them (it ends sleep-set blocked, {@link
     * #leavesUnread}). When {@code v} ends with {@code e} standing in for an observer that runs
     * later, a sleeping read outside {@code v} does not cover it: the executions explored with that
     * read first had it read before {@code v}, and what the thread did next (overwrite {@code e},
     * say) may be what keeps {@code e} from being observed; {@code v} needs the read to come later.
     * Nor does a sleeping thread outside {@code v} whose write another thread writes over after
     * {@code v} in the execution the race comes from ({@link #writesAfter}).
     */
    public boolean isWeakInitial(int t, Step next, boolean conditional) {
        if (!isWeakInitial(t, next)) {
            return false;
        }
        int i = firstOf(t);
        if (i < 0 && observesLater() && Step.readsAny(next)) {
            return false;
        }
        if (i < 0 && isWrittenOverAfter(t, next)) {
            return false;
        }
        if (!conditional) {
            return true;
        }
        if (i < 0) {
            // Its write would run after the sequence, where a read may observe it, or come
            // between it and the write that passed it: not known to be covered.
            return false;
        }
        for (int j = i + 1; j < seq.length; j++) {
            int kind = removed[j] ? Step.NONE : Step.toGuard(next, seq[j]);
            if (kind == Step.OTHER) {
                return false; // observed
            }
            if (kind == Step.WRITE_WRITE) {
                return true; // overwritten unread
            }
        }
        if (endsExecution()) {
            return false;
        }
        return i == tail ? !tailReadAfter : i > tail || !seq[i].observed;
    }

    /**
     * Whether {@code s}, the next step of a thread without steps in the sequence, is independent of
     * every remaining step (under the observer equivalence, write–write conflicts count only with
     * the observed last elements, {@link #observedElement}, and with the {@code notdep} writes that
     * were observed in the execution the race comes from: the sequence leaves them unread, but the
     * read that observed one there runs after the sequence and observes it again). (When the
     * sequence ends with the reversed step {@code e} again, an {@code exit} or an error, no thread
     * outside it is a weak initial: {@code e} conflicts with every step. Except when the error may
     * not recur after a pending atomic section and {@code s}'s footprint is known (not an atomic
     * section that has not run, or whose events are estimated from another state): {@code e} is
     * then compared as the step it is without the error. If the error does recur, the executions
     * that start with {@code s} and end with it race {@code s} with the error and bring back the
     * sequence that ends with it without {@code s}; if it does not, a branch of {@code s} covers
     * the sequence, and a new branch would end sleep-set blocked with {@code s} asleep. A section
     * whose events are not known might itself keep the error from recurring.) A pending section
     * whose events are not known (its probe gave up) is dependent with every step: taken as
     * independent, a thread asleep with a step it conflicts with covered its sequence, and the
     * classes where it ran before a failure that cut that thread off were missed.
     */
    public boolean independentOfAll(Step s) {
        if (hasUnknownRest(s)) {
            return false;
        }
        boolean known =
                !(s.first() instanceof Event.AtomicBegin) || !s.isUncertain() && !s.isPending();
        for (int j = notBefore(s); j < seq.length; j++) {
            Step f = known ? element(j) : seq[j];
            if (!removed[j]
                    && (f.isUnknownSection()
                            || !commutes(s, f, j >= tail ? observedElement(j) : f.observed))) {
                return false;
            }
        }
        return true;
    }

    /**
     * Whether the last element {@code e'} is an atomic section that an error cut short and that
     * runs where it may not fail ({@link #hasUnknownRest}).
     */
    public boolean tailCutShort() {
        return hasUnknownRest(seq[tail]);
    }

    /**
     * When the sequence is closed by {@code e}, an atomic section that failed inside after a choice
     * it made there (its error recurs in that combination): the sequence {@code notdep·e'} without
     * it, free after {@code e'}, so that the section's other combinations run there too; otherwise
     * null. The closed sequence fixes the failing combination, and the others, classes of their own
     * after {@code e'}, were left to nobody (2 of 494 classes missed on a random program). Not
     * under the observer equivalence.
     */
    public Reversal otherCombinations() {
        Step e = seq[seq.length - 1];
        if (observers
                || seq.length != tail + 2
                || !e.erred()
                || !e.choosesInside()
                || !(e.first() instanceof Event.AtomicBegin)) {
            return null;
        }
        Reversal r =
                new Reversal(
                        java.util.Arrays.copyOf(seq, tail + 1),
                        tail,
                        cursor.length,
                        commuteRmws,
                        observedTail,
                        false,
                        null);
        r.keepsWhatTheExecutionSaid(this);
        return r;
    }

    /** The {@code notdep} steps: those before the last elements. */
    public List<Step> notdep() {
        return List.of(seq).subList(0, tail);
    }

    /**
     * Makes {@code e'}, cut short by an error, the whole atomic section {@code section} that a
     * probe ran where the sequence runs it.
     */
    public void completeTail(List<Event> section) {
        Step t = seq[tail].detached(false);
        t.probed(section);
        t.uncertain = false;
        seq[tail] = t;
        notdepFootprint = null;
    }

    /**
     * Whether {@code f} is an atomic section that an error cut short, to run where it may not fail
     * (uncertain): what it does after the recorded events is not known, so it counts as dependent
     * on every step.
     */
    private static boolean hasUnknownRest(Step f) {
        return f.isUncertain()
                && !f.isPending()
                && f.first() instanceof Event.AtomicBegin
                && !(f.events.get(f.events.size() - 1) instanceof Event.AtomicEnd);
    }

    /**
     * Whether the sequence overwrites the guarded write {@code g} before any of its steps reads it
     * ({@link SleepSet#guards()}): then it leads only to executions explored already. A sequence
     * that ends the execution (an error, an {@code exit}) with {@code g} unread repeats an explored
     * class too, and its execution ends sleep-set blocked; but it is still explored: the races of
     * that execution lead on to classes which the branch where {@code g} came first does not reach
     * (there the same races lead to classes where {@code g} was overwritten): those where a later
     * step reads {@code g}, and those where the thread of {@code g} never runs before the failure.
     * Dropping such sequences lost 10 of 132 classes of a program with a trylock, signals and a
     * waiter, and 1 of 23 of one where an assertion fails beside a thread that writes a flag.
     */
    public boolean leavesUnread(Step g) {
        return firstTouch(g, false) == Step.WRITE_WRITE;
    }

    /** Whether the sequence neither reads nor overwrites the guarded write {@code g}, nor ends. */
    private boolean leavesOpen(Step g) {
        return firstTouch(g, true) == Step.NONE;
    }

    /**
     * What the first remaining step that touches the guarded write {@code g} does to it: {@link
     * Step#OTHER} if it reads it, {@link Step#WRITE_WRITE} if it overwrites it unread (or, with
     * {@code endOverwrites}, ends the execution), {@link Step#NONE} if no step touches it.
     */
    private int firstTouch(Step g, boolean endOverwrites) {
        for (int j = 0; j < seq.length; j++) {
            if (removed[j]) {
                continue;
            }
            Step f = element(j);
            int kind = Step.toGuard(g, f);
            if (kind == Step.OTHER) {
                return Step.OTHER;
            }
            if (kind == Step.WRITE_WRITE || endOverwrites && f.isUniversal()) {
                return Step.WRITE_WRITE;
            }
        }
        return Step.NONE;
    }

    /**
     * Where the dependences of {@code f} on the sequence may start: at the tail if {@code f}
     * conflicts with no {@code notdep} step (their footprint summaries say so in O(1)), which
     * spares the dependence tests of the initial checks against every step before the tail.
     */
    private int notBefore(Step f) {
        if (notdepFootprint == null) {
            notdepFootprint = Step.Footprint.of(seq, tail);
        }
        return notdepFootprint.disjoint(f) ? tail : 0;
    }

    /**
     * The sequence that reverses the race and then fails as the execution did, when the failure was
     * a choice right after a {@code notdep} step {@code s}: {@code s} moves to the end, as the step
     * that ends the execution. A choice is made right after the step before it, so in this
     * sequence, where {@code s} comes before {@code e'}, the failure would come before {@code e'}
     * too; and a thread sleeping with {@code s}, which failed only right after it, covers this
     * sequence but not that reversal. Null if the execution did not end so; built under the
     * observer equivalence only ({@code OptimalExplorer#reverse}).
     */
    public Reversal failingLast() {
        return failingLast;
    }

    /**
     * When the sequence ends with the failure of a choice right after {@code e} (not under the
     * observer equivalence): the same sequence closed by {@code e} as it is when the choice goes
     * another way, free after it; otherwise null. The sequence itself fixes the failing
     * alternative, so the search takes only that one there ({@code DporSearch#onlyAsked}); the
     * other alternatives after {@code e} in that state are this sequence's, inserted unless a
     * sleeping thread covers it. Left to the continuation of the failing sequence, as they were,
     * they ran also where a sleeping thread had covered them, and ended sleep-set blocked.
     */
    public Reversal notFailing() {
        return notFailing;
    }

    /**
     * Whether the sequence closes with the failure of a choice right after {@code e} that may not
     * recur: {@code e'} writes what {@code e} reads, so {@code e} may read another value where the
     * sequence runs it ({@link #settleFailure}).
     */
    public boolean failureUncertain() {
        return notFailing != null && failingChoice().uncertain;
    }

    /** The last step: with {@link #notFailing()}, the choice that failed. */
    public Step failingChoice() {
        return seq[seq.length - 1];
    }

    /**
     * With {@link #notFailing()}, the choices that close the sequence, the last failing: those of
     * {@code e}'s thread right after it, or the first ones of the thread {@code e} spawned.
     */
    public List<Step> failingChain() {
        return List.of(seq).subList(seq.length - failingChain, seq.length);
    }

    /**
     * Settles an uncertain failure ({@link #failureUncertain}) by what a probe found where the
     * sequence runs it: if the choice fails there, this sequence with the choice certain (a wakeup
     * tree leaf of it stands for longer sequences); if not, the sequence without the failure
     * ({@link #notFailing()}), which then stands for every alternative.
     */
    public Reversal settleFailure(boolean fails) {
        if (!fails) {
            return notFailing;
        }
        Step c = failingChoice().detached(false);
        c.uncertain = false;
        seq[seq.length - 1] = c;
        return this;
    }

    /** Removes step {@code i}, which must be its thread's first remaining step. */
    public void remove(int i) {
        int t = seq[i].threadIndex();
        if (firstOf(t) != i) {
            throw new IllegalStateException("removing a step that is not its thread's first");
        }
        removed[i] = true;
        cursor[t] = next[i];
        remaining--;
    }

    /** The remaining steps in order. */
    public List<Step> rest() {
        List<Step> out = new ArrayList<>(remaining);
        for (int i = 0; i < seq.length; i++) {
            if (!removed[i]) {
                out.add(seq[i]);
            }
        }
        return out;
    }

    /** A copy with the same removals, for inserting into several subtrees. */
    public Reversal copy() {
        Reversal r =
                new Reversal(
                        seq,
                        tail,
                        cursor.length,
                        commuteRmws,
                        observedTail,
                        observers,
                        closeIfNoError);
        r.keepsWhatTheExecutionSaid(this);
        r.observerRuns = observerRuns;
        for (int i = 0; i < seq.length; i++) {
            if (removed[i]) {
                r.removed[i] = true;
                r.cursor[seq[i].threadIndex()] = next[i];
                r.remaining--;
            }
        }
        return r;
    }

    /** Whether step {@code i} is one of the last elements ({@code e'}, its observer). */
    public boolean isTail(int i) {
        return i >= tail;
    }
}
