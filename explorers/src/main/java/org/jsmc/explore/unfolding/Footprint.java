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

    /** Whether {@code C ∪ [e]} is not a configuration. */
    public boolean inConflict(Occurrence e) {
        List<Occurrence> missing = new ArrayList<>();
        for (int i = 0; i < e.maxima.length; i++) {
            Occurrence m = e.maxima[i];
            Occurrence c = i < cone.length ? cone[i] : null;
            if (m == null) {
                continue;
            }
            int floor = c == null ? 0 : c.depth;
            while (m != null && m.depth > floor) {
                missing.add(m);
                m = m.threadPredecessor;
            }
            if (m != null && c != null && !Cone.contains(c.maxima, m)) {
                return true; // the thread went another way
            }
        }
        for (Occurrence y : terminals) {
            if (!missing.isEmpty() && !Cone.contains(e.maxima, y)) {
                return true;
            }
        }
        for (Occurrence x : missing) {
            if (x.terminal) {
                if (!Cone.inside(cone, e.maxima)) {
                    return true;
                }
                continue;
            }
            long object = Conflicts.syncObject(x.label, 0);
            if (object != Conflicts.NONE) {
                Occurrence last = lastOps.get(object);
                if (last != null && !Cone.contains(e.maxima, last)) {
                    return true;
                }
            }
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
