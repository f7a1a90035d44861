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
 * sequence ends with {@code o}, and either runs it before {@code e} ({@link
 * Reversals#observedPast}) or runs {@code e} between {@code e'} and {@code o} ({@link
 * Reversals#observedSwap}). Either way it fixes everything {@code o} depends on as the execution
 * had it, so that it does not depend on which of the equivalent orders of unobserved writes the
 * execution happened to take (a sequence that stops at {@code e'} leaves them to races that the
 * sleep sets then drop, and classes were missed).
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
     * section ({@link Reversals#endsAll}): {@code e} as the step it is if it does not recur (not
     * universal); otherwise null.
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

    Reversal(
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
        execution(source.writesAfter, source.tailReadAfter);
    }

    /**
     * Records what the execution the race comes from says ({@link Reversals}): its writing steps
     * after the sequence, and whether {@code e} reads what {@code e'} writes.
     */
    void execution(List<Step> writesAfter, boolean tailReadAfter) {
        this.writesAfter = writesAfter;
        this.tailReadAfter = tailReadAfter;
    }

    /** Records that the sequence closes with {@code chain} failing choices after {@code e}. */
    void closedByChain(Reversal notFailing, int chain) {
        this.notFailing = notFailing;
        this.failingChain = chain;
    }

    /**
     * Records the variant with a failing {@code notdep} step moved last ({@link #failingLast()}).
     */
    void setFailingLast(Reversal variant) {
        this.failingLast = variant;
    }

    /** Records that the sequence ends with the observer of an observed write–write race. */
    void runsObserver() {
        this.observerRuns = true;
    }

    /** How many last elements the sequence has: {@code e'} and what follows it. */
    int lastElements() {
        return seq.length - tail;
    }

    /**
     * The remaining sequence with its step {@code i} moved last as a step that ends the execution
     * with an error ({@link Rerun#withError}): the executions in which the choice right after that
     * step fails, which then come after every other step of the sequence. Null if its thread has
     * later steps in the sequence, if {@code i} is {@code e'} with later elements after it (their
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
        moved.add(Rerun.withError(seq[i]));
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
        return i == tail ? observedTail : i > tail && !Reversals.observes(seq[i], seq[tail]);
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
     * Whether the sequence ends with {@code e} standing in for an observer that runs only later:
     * whether its write is observed depends on how the execution goes on after the sequence.
     */
    private boolean observesLater() {
        return observers
                && !observerRuns
                && !observedTail
                && seq.length > tail + 1
                && !Reversals.observes(seq[tail + 1], seq[tail])
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
        failing[tail] = Rerun.withError(seq[tail]);
        for (int j = 0; j < choices.size(); j++) {
            Step c = choices.get(j);
            failing[tail + 1 + j] = j == choices.size() - 1 ? Rerun.withError(c) : c;
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
     * or {@code f} joins {@code g}'s (the last elements of {@link Reversals#observedSwap} may hold
     * both).
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
    boolean leavesOpen(Step g) {
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
