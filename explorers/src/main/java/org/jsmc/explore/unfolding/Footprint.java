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

    /** The footprint of the empty configuration; events are pushed and popped like a stack. */
    public Footprint(Unfolding unfolding) {
        this.unfolding = unfolding;
    }

    /** Adds {@code e}, whose strict history must be in the configuration. */
    public void push(Occurrence e) {
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
     */
    public boolean inConflict(Occurrence e) {
        boolean memory = unfolding.dependence() == Dependence.MEMORY;
        List<Occurrence> missingAccesses = memory ? new ArrayList<>() : List.of();
        boolean missing = false;
        for (int i = 0; i < e.maxima.length; i++) {
            Occurrence m = e.maxima[i];
            if (m == null) {
                continue;
            }
            Occurrence c = i < cone.length ? cone[i] : null;
            if (c != null && m.depth <= c.depth) {
                if (c.ancestorAt(m.depth) != m) {
                    return true; // the thread went another way
                }
                continue;
            }
            int floor = c == null ? 0 : c.depth;
            if (c != null && m.ancestorAt(floor) != c) {
                return true;
            }
            missing = true;
            if (memory) {
                for (Occurrence x = m; x != null && x.depth > floor; x = x.threadPredecessor) {
                    if (x.touchesMemory) {
                        missingAccesses.add(x);
                    }
                }
            }
        }
        if (!missing) {
            return false; // [e] ⊆ C
        }
        if (e.terminal && !Cone.inside(cone, e.maxima)) {
            return true;
        }
        for (Occurrence y : terminals) {
            if (!Cone.contains(e.maxima, y)) {
                return true;
            }
        }
        for (int i = 0; i < e.objects.length; i++) {
            Occurrence last = lastOps.get(e.objects[i]);
            Occurrence mine = e.lastOps[i];
            if (last != null
                    && last != mine
                    && !Cone.precedes(last, mine)
                    && !Cone.precedes(mine, last)) {
                return true;
            }
        }
        for (Occurrence x : missingAccesses) {
            for (long cell : unfolding.cellsOf(x.label)) {
                for (Occurrence y : accesses.getOrDefault(cell, List.of())) {
                    if (!Cone.contains(e.maxima, y)
                            && unfolding.dependent(x.label, false, y.label, y.terminal)) {
                        return true;
                    }
                }
            }
        }
        return false;
    }
}
