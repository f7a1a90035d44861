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

    /** An empty configuration of {@code unfolding}. */
    public Configuration(Unfolding unfolding) {
        this.unfolding = unfolding;
    }

    /** Adds {@code e}, whose strict history must be in this configuration. */
    public void add(Occurrence e) {
        order.add(e);
        maxima = grow(maxima, e.thread);
        maxima[e.thread] = e;
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

    /** The per-thread maxima, a copy. */
    public Occurrence[] cone() {
        return maxima.clone();
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
        for (int i = order.size() - 1; i >= 0; i--) {
            Occurrence y = order.get(i);
            if (y.thread == t || !unfolding.dependent(label, terminal, y.label, y.terminal)) {
                continue;
            }
            if (pt != null && Cone.precedes(y, pt)) {
                continue;
            }
            boolean covered = false;
            for (Occurrence c : out) {
                if (Cone.precedes(y, c)) {
                    covered = true;
                    break;
                }
            }
            if (!covered) {
                out.add(y);
            }
        }
        return out;
    }

    /** The event that spawned thread {@code t}, or null. */
    Occurrence spawnOf(int t) {
        return t < spawnOf.length ? spawnOf[t] : null;
    }

    private static Occurrence[] grow(Occurrence[] a, int index) {
        return index < a.length ? a : Arrays.copyOf(a, Math.max(index + 1, a.length * 2));
    }
}
