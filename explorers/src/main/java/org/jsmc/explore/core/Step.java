package org.jsmc.explore.core;

import java.util.ArrayList;
import java.util.List;
import org.jsmc.exec.Event;
import org.jsmc.exec.ThreadId;

/**
 * One step of a DPOR trace: what one scheduling decision makes a thread do. Usually a single
 * visible event; an atomic section ({@code AtomicBegin} … {@code AtomicEnd}, with the choices
 * inside it) is one step whose dependences are the union of its members'; a nondeterministic choice
 * resolved between scheduling decisions is a step of its own that conflicts with nothing.
 *
 * <p>A step is <em>universal</em> when it conflicts with every step of every other thread: an
 * {@code exit}, or a step after which the execution stopped with an error (the error disables every
 * other thread, so running another thread's step first is a different execution).
 *
 * <p>Steps are created by {@link Steps} while an execution runs and are immutable once the
 * execution's analysis starts, except for the vector clock, which {@link Steps#computeClocks} fills
 * in. Owned by one exploring thread.
 */
public final class Step {
    /** What kind of step. */
    public enum Kind {
        /** A scheduled event or atomic section. */
        SCHEDULED,
        /** A nondeterministic choice resolved before the next scheduling decision. */
        CHOICE
    }

    final int position;
    final ThreadId thread;
    final int seq;
    final Kind kind;
    final List<Event> events = new ArrayList<>(1);
    boolean universal;

    /**
     * Universal only because the execution stopped with an error in it (not because it is an {@code
     * exit}): in a state where it reads other values it may not err.
     */
    boolean erred;

    /**
     * For a step {@link #erred} because its thread blocked inside its atomic section (which ended
     * the execution: nobody else may run), the operation it blocked at: a lock, join or condition
     * wake-up that does not appear among the events. Whether the step blocks again elsewhere
     * depends on the steps that operate on what it waits for ({@link Reversal}). Null otherwise.
     */
    Event blockedOn;

    /**
     * A step recorded in one state that will run in another where it may read other values: the
     * last step of a reversal whose reads the reversed step wrote. Its recorded events are an
     * estimate (see {@link Reversal}); the search does not insist that it performs them.
     */
    boolean uncertain;

    /** A step a thread was about to take when the execution ended, never performed. */
    boolean pending;

    /**
     * For a pending step that its thread would take only after other steps it never ran either
     * (observers, {@code DporSearch#pendingSteps}): those steps, in order. The reversal of a race
     * of this step runs them right before it. Empty otherwise.
     */
    List<Step> chain = List.of();

    /**
     * A pending atomic section whose events are known: a probe ran it in the state before the
     * execution's last step, the state the reversal of their race runs it in. (Otherwise a pending
     * section's only event is its {@code AtomicBegin}.)
     */
    private boolean probed;

    /** The index on the search path of the decision that took this step; -1 if none. */
    int decision = -1;

    /** The thread's previous step, or the step that spawned the thread; -1 if none. */
    int prev = -1;

    /**
     * Steps this step depends on (conflicting earlier steps of other threads), see {@link #wwOnly}.
     */
    int[] preds = NO_PREDS;

    int predCount;

    /**
     * Bit per pred: the conflict is only write–write on memory (the pairs observers may ignore).
     */
    long[] wwOnly = NO_BITS;

    private static final int[] NO_PREDS = new int[0];
    private static final long[] NO_BITS = new long[0];

    /** Steps that happen before this one without a conflict: the last step of a joined thread. */
    int joined = -1;

    /** Whether some read reads (a byte) from this step's writes. */
    boolean observed;

    /** The first step that reads from this step's writes, or -1. */
    int observer = -1;

    /** The vector clock: per thread index, how many of its steps happen before or are this one. */
    int[] clock;

    /**
     * A summary of the footprint for a quick independence test: one bit per 8-byte memory chunk
     * (hashed) the step reads, writes, and per synchronisation object it uses. Disjoint summaries
     * mean independent steps; overlapping ones are checked event by event. Computed on demand
     * ({@link #summarized}) once the step's events are final.
     */
    private long readBits;

    private long writeBits;
    private long syncBits;
    boolean summarized;

    Step(int position, ThreadId thread, int seq, Kind kind) {
        this.position = position;
        this.thread = thread;
        this.seq = seq;
        this.kind = kind;
    }

    /** The step's position in its trace. */
    public int position() {
        return position;
    }

    public ThreadId thread() {
        return thread;
    }

    /** The thread's index, for arrays and bit sets. */
    public int threadIndex() {
        return thread.index();
    }

    /** The 1-based number of this step among its thread's steps. */
    public int seq() {
        return seq;
    }

    public Kind kind() {
        return kind;
    }

    /** The events of the step, in order. */
    public List<Event> events() {
        return events;
    }

    /** Whether one of the step's events spawns thread {@code t}. */
    public boolean spawns(ThreadId t) {
        return spawns(events, t);
    }

    /** Whether one of {@code events} spawns thread {@code t}. */
    static boolean spawns(List<Event> events, ThreadId t) {
        for (Event e : events) {
            if (e instanceof Event.Spawn s && s.child().equals(t)) {
                return true;
            }
        }
        return false;
    }

    /** The first event: the scheduled event, or the choice. */
    public Event first() {
        return events.get(0);
    }

    public boolean isChoice() {
        return kind == Kind.CHOICE;
    }

    public boolean isUniversal() {
        return universal;
    }

    /**
     * Whether this is an atomic section of which only the beginning is known: a pending section
     * that no probe ran (or a copy of one). What it accesses is not known, so it has to count as
     * dependent with every step.
     */
    boolean isUnknownSection() {
        return events.size() == 1 && first() instanceof Event.AtomicBegin && !universal;
    }

    /** Whether the step is universal only because the execution stopped with an error in it. */
    boolean erred() {
        return erred;
    }

    public boolean isUncertain() {
        return uncertain;
    }

    /** Whether the step was never performed: a thread's pending step when the execution ended. */
    public boolean isPending() {
        return pending;
    }

    /**
     * Whether the step is a pending atomic section with the events a probe found ({@link #probed}).
     */
    public boolean isProbed() {
        return probed;
    }

    /**
     * A copy of this pending atomic section, its events unknown, with the events {@code section} of
     * one combination of its choices, found by a probe; its place in the trace is this step's. If
     * the section {@code erred} in that combination, the copy is universal: the error ends every
     * execution that runs it.
     */
    Step probedCopy(List<Event> section, boolean erred) {
        Step s = new Step(position, thread, seq, kind);
        s.universal = erred;
        s.erred = erred;
        s.pending = true;
        s.decision = decision;
        s.prev = prev;
        s.preds = preds;
        s.predCount = predCount;
        s.wwOnly = wwOnly;
        s.joined = joined;
        s.clock = clock;
        s.probed(section);
        return s;
    }

    /** Whether the step's first event begins an atomic section. */
    boolean opensSection() {
        return first() instanceof Event.AtomicBegin;
    }

    /** Makes this pending atomic section's events {@code section}, found by a probe. */
    void probed(List<Event> section) {
        events.clear();
        events.addAll(section);
        probed = true;
        summarized = false;
    }

    /** Whether this step happens before (or is) the step with clock {@code later}. */
    boolean happensBefore(int[] later) {
        int t = thread.index();
        return later != null && t < later.length && later[t] >= seq;
    }

    /** Adds {@code position} to the preds (once); returns its index there. */
    int addPred(int position, boolean writeWriteOnly) {
        return addPred(position, writeWriteOnly, predCount);
    }

    /**
     * Adds {@code position} to the preds, which has it only if among the first {@code known} (the
     * caller knows the later ones); returns its index there.
     */
    int addPred(int position, boolean writeWriteOnly, int known) {
        for (int i = 0; i < known; i++) {
            if (preds[i] == position) {
                if (!writeWriteOnly) {
                    countsAlways(i);
                }
                return i;
            }
        }
        if (predCount == preds.length) {
            preds = java.util.Arrays.copyOf(preds, Math.max(4, predCount * 2));
            wwOnly = java.util.Arrays.copyOf(wwOnly, (preds.length >> 6) + 1);
        }
        if (writeWriteOnly) {
            wwOnly[predCount >> 6] |= 1L << predCount;
        }
        preds[predCount] = position;
        return predCount++;
    }

    /** Marks pred {@code i} as not only write–write. */
    void countsAlways(int i) {
        wwOnly[i >> 6] &= ~(1L << i);
    }

    boolean isWriteWriteOnly(int i) {
        return (wwOnly[i >> 6] & (1L << i)) != 0;
    }

    /**
     * Whether this step and {@code other}, of different threads, are dependent: one is universal,
     * or some of their events conflict ({@link Conflicts}).
     */
    public boolean dependent(Step other, boolean commuteRmws) {
        if (thread.index() == other.thread.index()) {
            return false;
        }
        if (universal || other.universal) {
            return true;
        }
        if (disjoint(other)) {
            return false;
        }
        for (Event a : events) {
            for (Event b : other.events) {
                if (Conflicts.conflict(a, b, commuteRmws)) {
                    return true;
                }
            }
        }
        return false;
    }

    /** {@link #conflict}: no conflict. */
    static final int NONE = 0;

    /** {@link #conflict}: only plain writes (stores, frees) of common memory bytes. */
    static final int WRITE_WRITE = 1;

    /** {@link #conflict}: any other conflict. */
    static final int OTHER = 2;

    /**
     * How this step and {@code other}, of different threads, conflict: {@link #NONE}, {@link
     * #WRITE_WRITE} (two stores: the pairs the observer equivalence orders only when the later
     * write is read) or {@link #OTHER}.
     */
    int conflict(Step other, boolean commuteRmws) {
        if (thread.index() == other.thread.index()) {
            return NONE;
        }
        if (universal || other.universal) {
            return OTHER;
        }
        if (disjoint(other)) {
            return NONE;
        }
        int kind = NONE;
        for (Event a : events) {
            for (Event b : other.events) {
                if (Conflicts.conflict(a, b, commuteRmws)) {
                    if (!plainWrite(a) || !plainWrite(b)) {
                        return OTHER;
                    }
                    kind = WRITE_WRITE;
                }
            }
        }
        return kind;
    }

    /**
     * Whether the footprint summaries show that no event of this step conflicts with {@code o}'s.
     */
    private boolean disjoint(Step o) {
        summarize();
        o.summarize();
        return disjoint(readBits, writeBits, syncBits, o);
    }

    /** Whether summary bits {@code (reads, writes, sync)} and {@code o}'s cannot conflict. */
    private static boolean disjoint(long reads, long writes, long sync, Step o) {
        return (writes & (o.readBits | o.writeBits)) == 0
                && (o.writeBits & reads) == 0
                && (sync & o.syncBits) == 0;
    }

    /**
     * The union of the footprint summaries of some steps: a step whose summary is disjoint from it
     * conflicts with none of them (a universal step conflicts with everything).
     */
    static final class Footprint {
        private long readBits;
        private long writeBits;
        private long syncBits;
        private boolean universal;

        /** The union over {@code steps[0, n)}. */
        static Footprint of(Step[] steps, int n) {
            Footprint f = new Footprint();
            for (int i = 0; i < n; i++) {
                Step s = steps[i];
                s.summarize();
                f.readBits |= s.readBits;
                f.writeBits |= s.writeBits;
                f.syncBits |= s.syncBits;
                f.universal |= s.universal;
            }
            return f;
        }

        /** Whether {@code s} conflicts with none of the steps. */
        boolean disjoint(Step s) {
            if (universal || s.universal) {
                return false;
            }
            s.summarize();
            return Step.disjoint(readBits, writeBits, syncBits, s);
        }
    }

    private void summarize() {
        if (summarized) {
            return;
        }
        long r = 0;
        long w = 0;
        long y = 0;
        for (Event e : events) {
            if (e instanceof Event.Access a) {
                long bits = chunkBits(a.address(), a.size());
                r |= a.reads() ? bits : 0;
                // A compare-exchange that failed may succeed in another state: it counts as
                // writing here, which only makes the summary less precise.
                w |= a.writes() || e instanceof Event.CompareExchange ? bits : 0;
            } else if (e instanceof Event.Free f) {
                w |= chunkBits(f.address(), f.size());
            } else {
                for (int k = 0; k < 2; k++) {
                    long o = Conflicts.syncObject(e, k);
                    if (o != Conflicts.NONE) {
                        y |= 1L << (mix(o) & 63);
                    }
                }
            }
        }
        readBits = r;
        writeBits = w;
        syncBits = y;
        summarized = true;
    }

    private static long chunkBits(long address, long size) {
        if (size > 64 * 8) {
            return -1L;
        }
        long bits = 0;
        for (long c = address >>> 3; c <= (address + size - 1) >>> 3; c++) {
            bits |= 1L << (mix(c) & 63);
        }
        return bits;
    }

    private static int mix(long v) {
        long h = v * 0x9E3779B97F4A7C15L;
        return (int) (h >>> 58);
    }

    /** Replaces event {@code i} (a reversal's estimate of what the step will do). */
    void setEvent(int i, Event e) {
        events.set(i, e);
        summarized = false;
    }

    /**
     * What step {@code s}, of any thread, does to the memory the guarded write {@code g} wrote:
     * {@link #OTHER} if it reads some of it (the write is observed), {@link #WRITE_WRITE} if it
     * only overwrites some of it, {@link #NONE} otherwise. A {@code free} overwrites nothing: an
     * access after it is an error that still reads the value the write left.
     */
    static int toGuard(Step g, Step s) {
        int kind = NONE;
        for (Event w : g.events) {
            for (Event e : s.events) {
                int k = toGuard(w, e);
                if (k == OTHER) {
                    return OTHER;
                }
                kind = Math.max(kind, k);
            }
        }
        return kind;
    }

    /**
     * {@link #toGuard(Step, Step)} for one event {@code w} of the guarded step and one {@code e}.
     * Only the guarded step's writes are guarded: a read in it (an atomic section's) is neither
     * observed nor overwritten.
     */
    static int toGuard(Event w, Event e) {
        if (!(w instanceof Event.Access a && a.writes())
                || e instanceof Event.Free
                || !Conflicts.conflict(w, e, false)) {
            return NONE;
        }
        return reads(e) ? OTHER : WRITE_WRITE;
    }

    /** Whether some event of {@code s} reads memory. */
    static boolean readsAny(Step s) {
        for (Event e : s.events) {
            if (reads(e)) {
                return true;
            }
        }
        return false;
    }

    /** Whether some event of {@code s} writes memory. */
    static boolean writesAny(Step s) {
        for (Event e : s.events) {
            if (e instanceof Event.Access a && a.writes()) {
                return true;
            }
        }
        return false;
    }

    /** Whether {@code e} reads memory. */
    static boolean reads(Event e) {
        return e instanceof Event.Access a && a.reads();
    }

    /**
     * A store. (A free is not: an access after it fails, so the order of a free and an access is
     * always observable.)
     */
    private static boolean plainWrite(Event e) {
        return e instanceof Event.Write;
    }

    /**
     * The choice {@code made} as a step of its own, the {@code k}-th choice its thread makes right
     * after {@code s} (from 1), detached: for a sequence built from a probe execution ({@link
     * Reversal#failingAtTail}), where the execution never reached the choice.
     */
    static Step choiceAfter(Step s, int k, Event.Choice made) {
        Step c = new Step(s.position, s.thread, s.seq + k, Kind.CHOICE);
        c.events.add(made);
        return c;
    }

    /**
     * This choice step with alternative {@code k} instead (the value it returns is not known and
     * left as recorded; wakeup trees match choices by alternative).
     */
    public Step withChoice(int k) {
        Event.Choice c = (Event.Choice) first();
        Step s = detached(false);
        s.events.set(
                0,
                new Event.Choice(
                        c.thread(), c.index(), c.alternatives(), k, c.value(), c.location()));
        return s;
    }

    /**
     * Whether this step stands for {@code other}, the same thread's atomic section from the same
     * state: it has the same events; or, if this step is uncertain (a reversal's last element, run
     * in another state), {@code other} makes the same choices inside the section.
     */
    public boolean standsFor(Step other) {
        return uncertain ? other.afterChoicesOf(this) >= 0 : events.equals(other.events);
    }

    /** The choices the step makes inside its atomic section, in order. */
    List<Event.Choice> choicesInside() {
        List<Event.Choice> choices = new ArrayList<>();
        if (kind == Kind.SCHEDULED) {
            for (Event e : events) {
                if (e instanceof Event.Choice c) {
                    choices.add(c);
                }
            }
        }
        return choices;
    }

    /** Whether the step makes a choice inside its atomic section. */
    public boolean choosesInside() {
        if (kind == Kind.CHOICE) {
            return false;
        }
        for (Event e : events) {
            if (e instanceof Event.Choice) {
                return true;
            }
        }
        return false;
    }

    /**
     * The alternative this section step chose at the choice inside it that follows the choices of
     * {@code sofar} (the same thread's section, cut short at a choice), if it made those choices
     * too; -1 if not, or if it made no more choices.
     */
    public int choiceAfter(Step sofar) {
        int j = afterChoicesOf(sofar);
        j = j < 0 ? -1 : nextChoice(j);
        return j < 0 ? -1 : ((Event.Choice) events.get(j)).chosen();
    }

    /**
     * The index of this step's events just past its choices that match, in order, the choices of
     * {@code sofar}; -1 if it did not make them all.
     */
    public int afterChoicesOf(Step sofar) {
        int j = 0;
        for (Event e : sofar.events) {
            if (e instanceof Event.Choice c) {
                j = nextChoice(j);
                if (j < 0 || ((Event.Choice) events.get(j)).chosen() != c.chosen()) {
                    return -1;
                }
                j++;
            }
        }
        return j;
    }

    /** The index of the first choice event at or after {@code j}; -1 if none. */
    private int nextChoice(int j) {
        for (int i = j; i < events.size(); i++) {
            if (events.get(i) instanceof Event.Choice) {
                return i;
            }
        }
        return -1;
    }

    /**
     * This step as it is when it does not fail: for a step universal only because an error followed
     * it ({@link #erred}), a copy that is not universal; otherwise this step.
     */
    public Step notFailing() {
        return erred ? detachedWithoutFailure(false) : this;
    }

    /**
     * A copy ({@link #detached}) that is not universal and carries no failure: the step as it is
     * where it neither errs nor blocks inside its section.
     */
    Step detachedWithoutFailure(boolean asUncertain) {
        Step s = detached(asUncertain);
        s.universal = false;
        s.erred = false;
        s.blockedOn = null;
        return s;
    }

    /** A copy to keep beyond the current execution (wakeup trees), without clocks. */
    public Step kept() {
        return detached(false);
    }

    /** A copy to keep beyond the current execution (sleep sets, wakeup trees), without clocks. */
    Step detached(boolean asUncertain) {
        Step s = new Step(position, thread, seq, kind);
        s.events.addAll(events);
        s.universal = universal;
        s.erred = erred;
        s.blockedOn = blockedOn;
        s.uncertain = uncertain || asUncertain;
        return s;
    }

    /**
     * A step with the events of both {@code this} and {@code other} (the same thread's step from
     * the same state, with different choices inside an atomic section): dependent on whatever
     * either is.
     */
    Step union(Step other) {
        if (other == null || other == this || other.events.equals(events)) {
            return this;
        }
        Step s = detached(false);
        for (Event e : other.events) {
            if (!s.events.contains(e)) {
                s.events.add(e);
            }
        }
        s.universal |= other.universal;
        s.erred = s.universal && !(universal && !erred) && !(other.universal && !other.erred);
        s.uncertain |= other.uncertain;
        return s;
    }

    @Override
    public String toString() {
        return "step " + position + " " + thread + "#" + seq + " " + events;
    }
}
