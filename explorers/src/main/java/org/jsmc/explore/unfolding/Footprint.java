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
    private final Occurrence[] cone;
    private final Map<Long, Occurrence> lastOps = new HashMap<>();
    private final Map<Long, List<Occurrence>> accesses = new HashMap<>();
    private final List<Occurrence> terminals = new ArrayList<>();

    /**
     * The footprint of the configuration of {@code events} (in an order that respects causality).
     */
    public Footprint(Unfolding unfolding, List<Occurrence> events, Occurrence[] cone) {
        this.unfolding = unfolding;
        this.cone = cone;
        for (Occurrence e : events) {
            if (e.terminal) {
                terminals.add(e);
            }
            long object = Conflicts.syncObject(e.label, 0);
            if (object != Conflicts.NONE) {
                lastOps.put(object, e);
            }
            for (long cell : unfolding.cellsOf(e.label)) {
                accesses.computeIfAbsent(cell, c -> new ArrayList<>()).add(e);
            }
        }
    }

    /** The configuration, as per-thread maxima. */
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
