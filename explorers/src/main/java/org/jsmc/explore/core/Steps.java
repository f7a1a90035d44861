package org.jsmc.explore.core;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import org.jsmc.exec.Event;
import org.jsmc.exec.ThreadId;

/**
 * The steps of the current execution, as the DPOR sees them, with the indexes that tell each new
 * step which earlier steps it depends on: per-byte memory history ({@link MemoryIndex}) and
 * per-object synchronisation chains ({@link SyncIndex}). After the execution, {@link
 * #computeClocks} gives every step its vector clock of happens-before: program order, spawn →
 * child, joined thread → join, and the dependences (all of them, or under the observer dependence
 * the write–write ones only when the later write is observed).
 *
 * <p>One program run per explored execution: the steps are rebuilt as the prefix replays, so no
 * state survives from one execution to the next except through the search tree. Mutable; owned by
 * one explorer.
 */
public final class Steps {
    private final boolean commuteRmws;
    private final boolean observers;
    private final List<Step> steps = new ArrayList<>();
    private final MemoryIndex memory;
    private final SyncIndex sync = new SyncIndex();
    private int[] last = new int[8];
    private int[] spawnedBy = new int[8];
    private int[] count = new int[8];
    private int width;

    /** The clocks of the last execution's steps, by position (see {@link #computeClocks}). */
    private int[][] clocks = new int[64][];

    private java.util.function.LongUnaryOperator initialByte = a -> 0;

    /**
     * @param commuteRmws whether RMWs with unused results and commuting operations are independent
     * @param observers whether write–write pairs count only when the later write is observed
     */
    public Steps(boolean commuteRmws, boolean observers) {
        this.commuteRmws = commuteRmws;
        this.observers = observers;
        this.memory = new MemoryIndex(steps, observers);
        reset();
    }

    /**
     * Forgets everything, for the next execution, whose initial memory {@code initialByte} tells
     * (the byte at an address before any event wrote it).
     */
    public void reset(java.util.function.LongUnaryOperator initialByte) {
        this.initialByte = initialByte;
        reset();
    }

    /** Forgets everything, for the next execution. */
    public void reset() {
        steps.clear();
        memory.clear();
        sync.clear();
        Arrays.fill(last, -1);
        Arrays.fill(spawnedBy, -1);
        Arrays.fill(count, 0);
        width = 0;
    }

    public boolean commuteRmws() {
        return commuteRmws;
    }

    public boolean observers() {
        return observers;
    }

    public int size() {
        return steps.size();
    }

    public Step get(int position) {
        return steps.get(position);
    }

    /** The last step, or null. */
    public Step last() {
        return steps.isEmpty() ? null : steps.get(steps.size() - 1);
    }

    /** The number of thread indices the clocks cover. */
    int width() {
        return width;
    }

    /** Starts a new step of thread {@code t}. */
    public Step begin(ThreadId t, Step.Kind kind) {
        int i = t.index();
        ensure(i);
        Step s = new Step(steps.size(), t, ++count[i], kind);
        s.prev = last[i] >= 0 ? last[i] : spawnedBy[i];
        last[i] = s.position;
        steps.add(s);
        return s;
    }

    /** Adds the performed event {@code e} to step {@code s}, the last step. */
    public void add(Step s, Event e) {
        s.events.add(e);
        s.summarized = false;
        if (e instanceof Event.Access a) {
            memory.access(
                    s, a.address(), a.size(), a.reads(), a.writes(), e instanceof Event.Write);
        } else if (e instanceof Event.Free f) {
            memory.free(s, f.address(), f.size());
        } else if (e instanceof Event.Spawn sp) {
            ensure(sp.child().index());
            spawnedBy[sp.child().index()] = s.position;
        } else if (e instanceof Event.Join j) {
            int joined = j.joined().index();
            if (joined < last.length && last[joined] >= 0) {
                s.joined = last[joined];
            }
        } else if (e instanceof Event.Exit) {
            s.universal = true;
        } else {
            sync.record(s, e, steps);
        }
    }

    /**
     * Ends step {@code s}; {@code error} says that the execution stopped with an error in it, which
     * makes the step conflict with every other thread's (see {@link Step}).
     */
    public void end(Step s, boolean error) {
        if (error && !s.universal) {
            s.universal = true;
            s.erred = true;
        }
        if (s.universal) {
            for (int t = 0; t < last.length; t++) {
                if (t != s.threadIndex() && last[t] >= 0) {
                    s.addPred(last[t], false);
                }
            }
        }
    }

    /**
     * The step thread {@code t} would take next with {@code pending}, which it never ran: not added
     * to the trace, but with its dependences on the trace and its clock.
     */
    public Step pending(ThreadId t, Event pending) {
        return pending(t, List.of(pending));
    }

    /**
     * The step thread {@code t} would take next with the events {@code pending} (an atomic section
     * a probe ran), which it never ran: {@link #pending(ThreadId, Event)} with the dependences of
     * every event.
     */
    public Step pending(ThreadId t, List<Event> pending) {
        return pending(t, pending, null);
    }

    /**
     * The step thread {@code t} would take with the events {@code pending} right after its pending
     * step {@code before} (null: as its next step), which it never ran: {@link #pending(ThreadId,
     * List)}, happening after {@code before} too.
     */
    public Step pending(ThreadId t, List<Event> pending, Step before) {
        int i = t.index();
        ensure(i);
        int seq = before == null ? count[i] + 1 : before.seq + 1;
        Step s = new Step(steps.size(), t, seq, Step.Kind.SCHEDULED);
        s.prev = last[i] >= 0 ? last[i] : spawnedBy[i];
        s.events.addAll(pending);
        s.pending = true;
        for (Event e : pending) {
            dependOnTrace(s, e);
        }
        Step lastStep = last();
        if (lastStep != null && lastStep.universal && lastStep.threadIndex() != i) {
            s.addPred(lastStep.position, false);
        }
        s.clock = clockOf(s);
        if (before != null) {
            join(s.clock, before.clock);
        }
        return s;
    }

    /** Adds to pending step {@code s} the trace steps its event {@code pending} depends on. */
    private void dependOnTrace(Step s, Event pending) {
        int i = s.threadIndex();
        if (pending instanceof Event.Access a) {
            memory.peek(
                    s,
                    a.address(),
                    a.size(),
                    a.reads(),
                    a.writes(),
                    pending instanceof Event.Write);
        } else if (pending instanceof Event.Free f) {
            memory.peek(s, f.address(), Math.min(f.size(), 8 * 64), false, true, true);
        } else if (pending instanceof Event.Exit) {
            s.universal = true;
        }
        for (int k = 0; k < 2; k++) {
            long object = Conflicts.syncObject(pending, k);
            SyncIndex.Chain c = object == Conflicts.NONE ? null : sync.chain(object);
            if (c != null && c.size() > 0) {
                int p = c.position(c.size() - 1);
                if (steps.get(p).threadIndex() != i) {
                    s.addPred(p, false);
                }
            }
        }
    }

    /** The byte at {@code address} before the execution's first event. */
    long initialByte(long address) {
        return initialByte.applyAsLong(address);
    }

    /** The chain of operations on a synchronisation object, or null. */
    SyncIndex.Chain chain(long object) {
        return sync.chain(object);
    }

    /** The position of thread {@code t}'s last step, or -1. */
    int lastOf(int t) {
        return t < last.length ? last[t] : -1;
    }

    /**
     * Computes every step's vector clock; call once the execution is over. The first {@code
     * unchanged} steps replayed the previous execution's: their clocks are the ones computed then
     * (a clock depends only on earlier steps), unless write–write dependences count only once
     * observed, which a later read can change.
     */
    public void computeClocks(int unchanged) {
        int reuse = observers ? 0 : Math.min(unchanged, Math.min(steps.size(), clocks.length));
        if (steps.size() > clocks.length) {
            clocks = Arrays.copyOf(clocks, Math.max(steps.size(), 2 * clocks.length));
        }
        for (int p = 0; p < steps.size(); p++) {
            Step s = steps.get(p);
            int[] c = p < reuse ? clocks[p] : null;
            s.clock = c != null && c.length == width ? c : clockOf(s);
            clocks[p] = s.clock;
        }
    }

    /** Whether the dependence on {@code s}'s {@code i}-th pred counts for happens-before. */
    boolean counts(Step s, int i) {
        return !observers || !s.isWriteWriteOnly(i) || s.observed || s.pending;
    }

    private int[] clockOf(Step s) {
        int[] c = new int[width];
        if (s.prev >= 0) {
            join(c, steps.get(s.prev).clock);
        }
        if (s.joined >= 0) {
            join(c, steps.get(s.joined).clock);
        }
        for (int i = 0; i < s.predCount; i++) {
            if (counts(s, i)) {
                join(c, steps.get(s.preds[i]).clock);
            }
        }
        c[s.threadIndex()] = s.seq;
        return c;
    }

    private static void join(int[] into, int[] other) {
        int n = Math.min(into.length, other.length);
        for (int t = 0; t < n; t++) {
            if (other[t] > into[t]) {
                into[t] = other[t];
            }
        }
    }

    private void ensure(int t) {
        if (t >= last.length) {
            int n = Math.max(t + 1, last.length * 2);
            int old = last.length;
            last = Arrays.copyOf(last, n);
            spawnedBy = Arrays.copyOf(spawnedBy, n);
            count = Arrays.copyOf(count, n);
            Arrays.fill(last, old, n, -1);
            Arrays.fill(spawnedBy, old, n, -1);
        }
        width = Math.max(width, t + 1);
    }
}
