package org.jsmc.explore.unfolding;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import org.jsmc.exec.Event;
import org.jsmc.explore.core.Conflicts;

/**
 * An event of the unfolding: one action of one thread after one history (QPOR §2, the canonical
 * name ⟨a, H⟩). The history is the local configuration of its thread predecessor and of its other
 * immediate causes; {@link Unfolding} hash-conses occurrences on exactly these, so running the same
 * schedule again finds the same occurrences.
 *
 * <p>Causality and conflict are answered through {@link #maxima}: the {@code <}-maximal event of
 * every thread in the local configuration {@code [e]} (the paper's {@code tmax}, Def. 7). Events of
 * one thread are ordered or in conflict, so the thread predecessors form one tree per thread and
 * {@code a ≤ b} is an ancestor test in the tree of {@code a}'s thread.
 *
 * <p>The label is the event as the interpreter performed it, or, for an extension not run yet, the
 * event of the same action in the run it was found in (with the outcome of a compare-exchange or
 * trylock worked out for this history). Only its kind, location and outcome matter for dependence;
 * the first run that performs the occurrence replaces it ({@link #performed}).
 */
public final class Occurrence {
    final int id;
    final Dependence dependence;
    final int thread;
    final Occurrence threadPredecessor;
    final int depth;
    final boolean terminal;
    final int choice;
    final Occurrence[] maxima;
    final List<Occurrence> threadSuccessors = new ArrayList<>(2);

    /** The synchronisation objects operated on in {@code [e]}, ascending. */
    final long[] objects;

    /** {@code lastOps[i]}: the last operation on {@code objects[i]} in {@code [e]} (lmax). */
    final Occurrence[] lastOps;

    /** The last operation on this event's object before it (its lock-tree parent), or null. */
    final Occurrence objectPredecessor;

    /**
     * A thread-tree ancestor further up (Myers' skew-binary jump pointers), so that the ancestor at
     * a given depth is found in a logarithmic number of hops (the paper's skip lists, §5.2).
     */
    final Occurrence jump;

    /** Whether the event can depend on another thread's through memory it touches. */
    final boolean touchesMemory;

    /** The immediate conflicts found so far ({@link Unfolding#immediateConflicts}), or null. */
    List<Occurrence> conflicts;

    /** How far each candidate list was scanned for {@link #conflicts}. */
    int[] scanned;

    /** The {@link CellShapes#epoch()} {@link #conflicts} were found in. */
    int epoch;

    /** For an access to one memory cell: the last write to it in the strict history, or null. */
    Occurrence lastWrite;

    /** Marks the events already seen by one query of {@link Unfolding}. */
    int stamp;

    /**
     * Its position in the run order of the configuration whose extensions {@link Extensions} is
     * adding; meaningful only for that configuration's events.
     */
    int runPosition;

    /** Its position in the {@link Footprint}'s stack while it is pushed there. */
    int footprintPosition = -1;

    /**
     * An event whose presence in a configuration proves this one's history conflicts with it, as
     * {@link Footprint#inConflict} last found; null if it found none.
     */
    Occurrence conflictWitness;

    /** The {@link Footprint#now()} at which it last found none. */
    long conflictFreeAt = -1;

    /** For a lock or trylock under DPU's model: its {@link LockSiblings} group, its index there. */
    LockSiblings.Group siblings;

    int siblingRank;

    Event label;
    boolean phantom;

    /**
     * Whether {@link ConflictingLocks} has added this lock's other histories; they depend on its
     * own history only, so once is enough.
     */
    boolean lockAlternativesAdded;

    /** Whether those were all the events of its action after its thread predecessor. */
    boolean lockAlternativesComplete;

    /**
     * Which thread exits DPU's model has after this event (note §1.9): {@link #ENDS_THREAD} if its
     * thread was seen to end right after it, {@link #ENDS_CHILD} if it spawned a thread seen to end
     * without an event.
     */
    byte exits;

    static final byte ENDS_THREAD = 1;
    static final byte ENDS_CHILD = 2;

    Occurrence(
            Dependence dependence,
            int id,
            int thread,
            Occurrence threadPredecessor,
            Occurrence[] causes,
            Event label,
            boolean terminal,
            int choice) {
        this.dependence = dependence;
        this.touchesMemory = dependence.throughMemory(label);
        this.id = id;
        this.thread = thread;
        this.threadPredecessor = threadPredecessor;
        this.label = label;
        this.terminal = terminal;
        this.choice = choice;
        this.depth = threadPredecessor == null ? 1 : threadPredecessor.depth + 1;
        Occurrence p = threadPredecessor;
        if (p != null
                && p.jump != null
                && p.jump.jump != null
                && p.depth - p.jump.depth == p.jump.depth - p.jump.jump.depth) {
            jump = p.jump.jump;
        } else {
            jump = p;
        }
        int width = thread + 1;
        for (Occurrence c : causes) {
            width = Math.max(width, c.maxima.length);
        }
        if (threadPredecessor != null) {
            width = Math.max(width, threadPredecessor.maxima.length);
        }
        maxima = new Occurrence[width];
        if (threadPredecessor != null) {
            Cone.mergeInto(maxima, threadPredecessor.maxima);
        }
        for (Occurrence c : causes) {
            Cone.mergeInto(maxima, c.maxima);
        }
        maxima[thread] = this;
        Ops ops = new Ops();
        if (threadPredecessor != null) {
            ops.merge(threadPredecessor.objects, threadPredecessor.lastOps);
        }
        for (Occurrence c : causes) {
            ops.merge(c.objects, c.lastOps);
        }
        long object = Conflicts.syncObject(label, 0);
        objectPredecessor = object == Conflicts.NONE ? null : ops.get(object);
        if (object != Conflicts.NONE) {
            ops.put(object, this);
        }
        objects = ops.objects();
        lastOps = ops.lastOps();
    }

    /**
     * Per-object maxima being merged (Def. 7's {@code lmax}) as two parallel arrays sorted by
     * object: operations on one object are ordered in a configuration, so of two the later is the
     * one the other precedes. The arrays of the causes are shared until a merge or a put needs a
     * new pair (they are never written once an event holds them).
     */
    private static final class Ops {
        private long[] objects = new long[0];
        private Occurrence[] last = new Occurrence[0];

        void merge(long[] other, Occurrence[] otherLast) {
            if (other.length == 0 || (other == objects && otherLast == last)) {
                return;
            }
            if (objects.length == 0) {
                objects = other;
                last = otherLast;
                return;
            }
            long[] o = new long[objects.length + other.length];
            Occurrence[] l = new Occurrence[o.length];
            int i = 0;
            int j = 0;
            int n = 0;
            while (i < objects.length || j < other.length) {
                if (j == other.length || (i < objects.length && objects[i] < other[j])) {
                    o[n] = objects[i];
                    l[n++] = last[i++];
                } else if (i == objects.length || other[j] < objects[i]) {
                    o[n] = other[j];
                    l[n++] = otherLast[j++];
                } else {
                    o[n] = objects[i];
                    l[n++] = Cone.precedes(last[i], otherLast[j]) ? otherLast[j] : last[i];
                    i++;
                    j++;
                }
            }
            objects = Arrays.copyOf(o, n);
            last = Arrays.copyOf(l, n);
        }

        Occurrence get(long object) {
            int i = Arrays.binarySearch(objects, object);
            return i >= 0 ? last[i] : null;
        }

        void put(long object, Occurrence e) {
            int i = Arrays.binarySearch(objects, object);
            if (i >= 0) {
                last = last.clone();
                last[i] = e;
                return;
            }
            int at = -i - 1;
            long[] o = new long[objects.length + 1];
            Occurrence[] l = new Occurrence[o.length];
            System.arraycopy(objects, 0, o, 0, at);
            System.arraycopy(last, 0, l, 0, at);
            o[at] = object;
            l[at] = e;
            System.arraycopy(objects, at, o, at + 1, objects.length - at);
            System.arraycopy(last, at, l, at + 1, last.length - at);
            objects = o;
            last = l;
        }

        long[] objects() {
            return objects;
        }

        Occurrence[] lastOps() {
            return last;
        }
    }

    /** The ancestor of this event at depth {@code d} (at most its own) in its thread tree. */
    Occurrence ancestorAt(int d) {
        Occurrence m = this;
        while (m.depth > d) {
            m = m.jump != null && m.jump.depth >= d ? m.jump : m.threadPredecessor;
        }
        return m;
    }

    /** Creation order; causes are always created before the events they cause. */
    public int id() {
        return id;
    }

    /** The index of the thread performing the event. */
    public int thread() {
        return thread;
    }

    /** The previous event of the same thread, or null for a thread's first event. */
    public Occurrence threadPredecessor() {
        return threadPredecessor;
    }

    /** The event (see the class comment). */
    public Event label() {
        return label;
    }

    /** Whether no event can follow this one: {@code exit()}, or an action its thread fails in. */
    public boolean terminal() {
        return terminal;
    }

    /** The alternative a nondeterministic choice takes, or -1. */
    public int choice() {
        return choice;
    }

    /**
     * Whether a run found this extension to be something else: the action ended its thread in an
     * error, so the event that exists is a {@link #terminal()} one. A phantom is never used as a
     * clue again.
     */
    public boolean phantom() {
        return phantom;
    }

    /** Marks the occurrence as run, with the event the interpreter performed. */
    public void performed(Event completed) {
        label = completed;
    }

    /** Marks the occurrence as a phantom ({@link #phantom()}). */
    public void markPhantom() {
        phantom = true;
    }

    /** The per-thread maxima of the local configuration {@code [e]}; do not modify. */
    public Occurrence[] maxima() {
        return maxima;
    }

    @Override
    public String toString() {
        return "e" + id + "<" + thread + ":" + label + ">";
    }
}
