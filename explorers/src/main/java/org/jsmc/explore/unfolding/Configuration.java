package org.jsmc.explore.unfolding;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import org.jsmc.exec.Event;

/**
 * A configuration built event by event, as a run performs it: the events in the order they ran (one
 * linearization), the per-thread maxima, and which event spawned each thread. It answers the
 * question every run step asks: after which causes would thread {@code t}'s action happen now?
 */
public final class Configuration {
    private final Unfolding unfolding;
    private final List<Occurrence> order = new ArrayList<>();
    private Occurrence[] maxima = new Occurrence[4];
    private Occurrence[] spawnOf = new Occurrence[4];
    private final List<Occurrence> ends = new ArrayList<>();
    private final java.util.Map<Long, Occurrence> lastOps = new java.util.HashMap<>();
    private final java.util.Map<Long, List<Occurrence>> accesses = new java.util.HashMap<>();

    /** An empty configuration of {@code unfolding}. */
    public Configuration(Unfolding unfolding) {
        this.unfolding = unfolding;
    }

    /** Adds {@code e}, whose strict history must be in this configuration. */
    public void add(Occurrence e) {
        order.add(e);
        if (e.terminal || e.label instanceof Event.Exit) {
            ends.add(e);
        }
        maxima = grow(maxima, e.thread);
        maxima[e.thread] = e;
        long object = org.jsmc.explore.core.Conflicts.syncObject(e.label, 0);
        if (object != org.jsmc.explore.core.Conflicts.NONE) {
            lastOps.put(object, e);
        }
        for (long cell : unfolding.cellsOf(e.label)) {
            accesses.computeIfAbsent(cell, c -> new ArrayList<>()).add(e);
        }
        if (e.label instanceof Event.Spawn s) {
            spawnOf = grow(spawnOf, s.child().index());
            spawnOf[s.child().index()] = e;
        }
    }

    /** The events in the order they were added. */
    public List<Occurrence> order() {
        return order;
    }

    /** The number of events. */
    public int size() {
        return order.size();
    }

    /** The last event of thread {@code t}, or null. */
    public Occurrence last(int t) {
        return t < maxima.length ? maxima[t] : null;
    }

    /** Whether {@code e} is in this configuration. */
    public boolean contains(Occurrence e) {
        return Cone.contains(maxima, e);
    }

    /**
     * The causes of thread {@code t}'s action {@code label} if it happened now: the event that
     * spawned {@code t} (for its first event), the last event of a joined thread, and the maximal
     * events of other threads the action depends on ({@link Dependence}).
     */
    public List<Occurrence> causes(int t, Event label, boolean terminal) {
        Occurrence pt = last(t);
        List<Occurrence> out = new ArrayList<>(4);
        if (pt == null && t < spawnOf.length && spawnOf[t] != null) {
            out.add(spawnOf[t]);
        }
        if (label instanceof Event.Join j && last(j.joined().index()) != null) {
            out.add(last(j.joined().index()));
        }
        if (terminal || label instanceof Event.Exit) {
            // Dependent with everything: the causes are the other threads' last events.
            for (int i = 0; i < maxima.length; i++) {
                if (i != t && maxima[i] != null) {
                    out.add(maxima[i]);
                }
            }
            return out;
        }
        long object = org.jsmc.explore.core.Conflicts.syncObject(label, 0);
        if (object != org.jsmc.explore.core.Conflicts.NONE) {
            // Operations on one object form a chain: the last one is the only maximal one.
            addCause(lastOps.get(object), t, label, terminal, pt, out);
        }
        for (long cell : unfolding.cellsOf(label)) {
            List<Occurrence> list = accesses.getOrDefault(cell, List.of());
            for (int i = list.size() - 1; i >= 0; i--) {
                addCause(list.get(i), t, label, terminal, pt, out);
            }
        }
        for (Occurrence end : ends) {
            addCause(end, t, label, terminal, pt, out);
        }
        return out;
    }

    /**
     * Adds {@code y} to {@code out} if the action depends on it and it is below neither the thread
     * predecessor nor an event already in {@code out}.
     */
    private void addCause(
            Occurrence y,
            int t,
            Event label,
            boolean terminal,
            Occurrence pt,
            List<Occurrence> out) {
        if (y == null
                || y.thread == t
                || !unfolding.dependent(label, terminal, y.label, y.terminal)
                || (pt != null && Cone.precedes(y, pt))) {
            return;
        }
        for (Occurrence c : out) {
            if (c == y || Cone.precedes(y, c)) {
                return;
            }
        }
        out.add(y);
    }

    /**
     * For an access to one memory cell, the last write to that cell in this configuration (the
     * anchor {@link Unfolding#occurrence(int, Occurrence, List, Event, boolean, int, Occurrence)}
     * wants), else null.
     */
    public Occurrence lastWrite(Event label) {
        long[] cells = unfolding.cellsOf(label);
        if (cells.length != 1) {
            return null;
        }
        List<Occurrence> list = accesses.getOrDefault(cells[0], List.of());
        for (int i = list.size() - 1; i >= 0; i--) {
            if (list.get(i).label instanceof Event.Access a && a.writes()) {
                return list.get(i);
            }
        }
        return null;
    }

    /** The last operation on each synchronisation object, in no particular order. */
    java.util.Collection<Occurrence> lastOperations() {
        return lastOps.values();
    }

    /** The event that spawned thread {@code t}, or null. */
    Occurrence spawnOf(int t) {
        return t < spawnOf.length ? spawnOf[t] : null;
    }

    private static Occurrence[] grow(Occurrence[] a, int index) {
        return index < a.length ? a : Arrays.copyOf(a, Math.max(index + 1, a.length * 2));
    }
}
