package org.jsmc.explore.unfolding;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.jsmc.explore.core.Conflicts;

/**
 * A configuration indexed by what its events touch: the last operation on every synchronisation
 * object and the accesses to every 8-byte memory cell. It answers "is {@code C ∪ [e]} a
 * configuration?" by looking only at the few events of {@code [e]} that {@code C} lacks: each must
 * depend on no event of {@code C} outside {@code [e]}, and those are found through the objects and
 * cells it touches instead of by walking all of {@code C} (the comb asks this for every candidate
 * of every spike).
 */
public final class Footprint {
    private final Unfolding unfolding;
    private Occurrence[] cone = new Occurrence[4];
    private final Map<Long, Occurrence> lastOps = new HashMap<>();
    private final Map<Long, List<Occurrence>> accesses = new HashMap<>();
    private final List<Occurrence> terminals = new ArrayList<>();
    private final List<Occurrence> events = new ArrayList<>();
    private final List<Occurrence> replaced = new ArrayList<>();
    private long clock;
    // When the event at each stack position was pushed: ascending along the stack.
    private long[] pushedAt = new long[16];

    /** The footprint of the empty configuration; events are pushed and popped like a stack. */
    public Footprint(Unfolding unfolding) {
        this.unfolding = unfolding;
    }

    /** Adds {@code e}, whose strict history must be in the configuration. */
    public void push(Occurrence e) {
        e.footprintPosition = events.size();
        if (events.size() == pushedAt.length) {
            pushedAt = java.util.Arrays.copyOf(pushedAt, pushedAt.length * 2);
        }
        pushedAt[events.size()] = ++clock;
        events.add(e);
        if (e.thread >= cone.length) {
            cone = java.util.Arrays.copyOf(cone, Math.max(e.thread + 1, cone.length * 2));
        }
        cone[e.thread] = e;
        if (e.terminal) {
            terminals.add(e);
        }
        long object = Conflicts.syncObject(e.label, 0);
        replaced.add(object == Conflicts.NONE ? null : lastOps.put(object, e));
        for (long cell : unfolding.cellsOf(e.label)) {
            accesses.computeIfAbsent(cell, c -> new ArrayList<>()).add(e);
        }
    }

    /** Removes the event pushed last. */
    public void pop() {
        clock++;
        Occurrence e = events.remove(events.size() - 1);
        cone[e.thread] = e.threadPredecessor;
        if (e.terminal) {
            terminals.remove(terminals.size() - 1);
        }
        long object = Conflicts.syncObject(e.label, 0);
        Occurrence previous = replaced.remove(replaced.size() - 1);
        if (object != Conflicts.NONE) {
            if (previous == null) {
                lastOps.remove(object);
            } else {
                lastOps.put(object, previous);
            }
        }
        for (long cell : unfolding.cellsOf(e.label)) {
            List<Occurrence> list = accesses.get(cell);
            list.remove(list.size() - 1);
        }
    }

    /** The configuration, as per-thread maxima (not a copy: read it before the next change). */
    public Occurrence[] cone() {
        return cone;
    }

    /**
     * Whether {@code C ∪ [e]} is not a configuration: a thread of {@code [e]} went another way than
     * in {@code C}; or {@code [e]} has events {@code C} lacks and one side has a terminal event the
     * other lacks; or the last operations on some object are not ordered (Theorem 6); or an access
     * {@code C} lacks depends on an access of {@code C} outside {@code [e]}.
     *
     * <p>Each of these reasons is an event {@code x} of {@code C} in conflict with {@code [e]}, and
     * conflict is inherited: as long as {@code x} stays in the configuration, so does the answer.
     * The comb asks again for the same candidates after every pop of the trail, so {@code x} is
     * kept in {@code e} and checked first.
     */
    public boolean inConflict(Occurrence e) {
        return conflictWitness(e) != null;
    }

    /** An event of {@code C} in conflict with {@code [e]}, or null if {@code C ∪ [e]} is one. */
    Occurrence conflictWitness(Occurrence e) {
        Occurrence x = e.conflictWitness;
        if (x != null ? contains(x) : e.conflictFreeAt == clock) {
            return x;
        }
        x = witness(e);
        e.conflictWitness = x;
        e.conflictFreeAt = clock;
        return x;
    }

    /** A time that changes with every push and pop. */
    long now() {
        return clock;
    }

    /** How many events at the bottom of the stack have been there since {@code time}. */
    int unchangedSince(long time) {
        int low = 0;
        int high = events.size();
        while (low < high) {
            int middle = (low + high) >>> 1;
            if (pushedAt[middle] <= time) {
                low = middle + 1;
            } else {
                high = middle;
            }
        }
        return low;
    }

    private boolean contains(Occurrence x) {
        int p = x.footprintPosition;
        return p >= 0 && p < events.size() && events.get(p) == x;
    }

    /**
     * An event of {@code C} in conflict with {@code [e]}, or null if {@code C ∪ [e]} is one. Where
     * threads went other ways, the earliest such event of {@code C}: it stays longest.
     */
    private Occurrence witness(Occurrence e) {
        boolean memory = unfolding.dependence() == Dependence.MEMORY;
        List<Occurrence> missingAccesses = memory ? new ArrayList<>() : List.of();
        boolean missing = false;
        Occurrence earliest = null;
        for (int i = 0; i < e.maxima.length; i++) {
            Occurrence m = e.maxima[i];
            if (m == null) {
                continue;
            }
            Occurrence c = i < cone.length ? cone[i] : null;
            if (c != null && m.depth <= c.depth) {
                if (c.ancestorAt(m.depth) != m) { // the thread went another way
                    earliest = earlier(earliest, firstDivergent(c, m, m.depth));
                }
                continue;
            }
            int floor = c == null ? 0 : c.depth;
            if (c != null && m.ancestorAt(floor) != c) {
                earliest = earlier(earliest, firstDivergent(c, m, floor));
                continue;
            }
            missing = true;
            if (memory) {
                for (Occurrence a = m; a != null && a.depth > floor; a = a.threadPredecessor) {
                    if (a.touchesMemory) {
                        missingAccesses.add(a);
                    }
                }
            }
        }
        if (earliest != null || !missing) {
            return earliest; // null: [e] ⊆ C
        }
        if (e.terminal) {
            for (Occurrence c : cone) {
                if (c != null && !Cone.contains(e.maxima, c)) {
                    return c;
                }
            }
        }
        for (Occurrence y : terminals) {
            if (!Cone.contains(e.maxima, y)) {
                return y;
            }
        }
        for (int i = 0; i < e.objects.length; i++) {
            Occurrence last = lastOps.get(e.objects[i]);
            Occurrence mine = e.lastOps[i];
            if (last != null
                    && last != mine
                    && !Cone.precedes(last, mine)
                    && !Cone.precedes(mine, last)) {
                return last;
            }
        }
        for (Occurrence a : missingAccesses) {
            for (long cell : unfolding.cellsOf(a.label)) {
                for (Occurrence y : accesses.getOrDefault(cell, List.of())) {
                    if (!Cone.contains(e.maxima, y)
                            && unfolding.dependent(a.label, false, y.label, y.terminal)) {
                        return y;
                    }
                }
            }
        }
        return null;
    }

    private static Occurrence earlier(Occurrence a, Occurrence b) {
        return a == null || b.footprintPosition < a.footprintPosition ? b : a;
    }

    /**
     * The first event of {@code c}'s thread branch not on {@code m}'s: {@code c} and {@code m} are
     * of one thread and their ancestors at depth {@code top} differ.
     */
    private static Occurrence firstDivergent(Occurrence c, Occurrence m, int top) {
        int low = 1; // a thread's first event
        int high = top;
        while (low < high) {
            int middle = (low + high) >>> 1;
            if (c.ancestorAt(middle) == m.ancestorAt(middle)) {
                low = middle + 1;
            } else {
                high = middle;
            }
        }
        return c.ancestorAt(low);
    }
}
