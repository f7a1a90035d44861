package org.jsmc.explore.qpor;

import java.util.ArrayList;
import java.util.List;
import org.jsmc.explore.unfolding.Cone;
import org.jsmc.explore.unfolding.Occurrence;

/**
 * The disabled set {@code D} of the iterative Alg. 1 (note §2.7), ordered as DPU orders it (§2.8,
 * rule 3), which decides the k events a k-partial alternative must conflict with.
 *
 * <p>An entry is the event popped from the trail at position {@code at}; it lives while the trail
 * is at least that deep. It is <em>justified</em> once an event pushed to the trail conflicts with
 * it (that event is then in immediate conflict with it: its history and the entry's lie in the
 * trail and were compatible with it before), and unjustified again when that event is popped. The
 * unjustified entries form a list, most recently added first, and an entry that becomes unjustified
 * again goes back to the front.
 */
final class Disset {
    private static final class Entry {
        final Occurrence event;
        final int at;
        int justifiedAt = -1;

        Entry(Occurrence event, int at) {
            this.event = event;
            this.at = at;
        }
    }

    private final List<Entry> stack = new ArrayList<>();

    /** Unjustified entries, the front (most recent) last. */
    private final List<Entry> unjustified = new ArrayList<>();

    /** Justified entries, the most recently justified last. */
    private final List<Entry> justified = new ArrayList<>();

    /** Whether {@code e} is in {@code D}, justified or not. */
    boolean contains(Occurrence e) {
        for (Entry x : stack) {
            if (x.event == e) {
                return true;
            }
        }
        return false;
    }

    /** Whether some entry is an event of {@code thread} after {@code predecessor}. */
    boolean mayContain(int thread, Occurrence predecessor, int choice) {
        for (Entry x : stack) {
            Occurrence e = x.event;
            if (e.thread() == thread
                    && e.threadPredecessor() == predecessor
                    && e.choice() == choice) {
                return true;
            }
        }
        return false;
    }

    /** Adds {@code e}, popped from trail position {@code at}, as the most recent entry. */
    void add(Occurrence e, int at) {
        Entry x = new Entry(e, at);
        stack.add(x);
        unjustified.add(x);
    }

    /** Removes the entry just added (no alternative was found for it). */
    void unadd() {
        Entry x = stack.remove(stack.size() - 1);
        unjustified.remove(x);
    }

    /**
     * Event {@code e} was pushed to trail position {@code at}: the unjustified entries it conflicts
     * with become justified by it.
     *
     * @return false if {@code e} is in {@code D}: the run is sleep-set blocked
     */
    boolean trailPush(Occurrence e, int at) {
        if (contains(e)) {
            return false;
        }
        // From the front, as DPU: entries justified together are unjustified again in their order.
        for (int i = unjustified.size() - 1; i >= 0; i--) {
            Entry x = unjustified.get(i);
            if (Cone.inConflict(e, x.event)) {
                unjustified.remove(i);
                x.justifiedAt = at;
                justified.add(x);
            }
        }
        return true;
    }

    /**
     * The trail was popped to length {@code length}: entries added deeper are dropped, entries
     * justified by a popped event are unjustified again, at the front.
     */
    void trailPop(int length) {
        while (!stack.isEmpty() && stack.get(stack.size() - 1).at > length) {
            Entry x = stack.remove(stack.size() - 1);
            if (!unjustified.remove(x)) {
                justified.remove(x);
            }
        }
        while (!justified.isEmpty() && justified.get(justified.size() - 1).justifiedAt >= length) {
            Entry x = justified.remove(justified.size() - 1);
            x.justifiedAt = -1;
            unjustified.add(x);
        }
    }

    /** The unjustified entries, most recent first. */
    List<Occurrence> unjustified() {
        List<Occurrence> out = new ArrayList<>(unjustified.size());
        for (int i = unjustified.size() - 1; i >= 0; i--) {
            out.add(unjustified.get(i).event);
        }
        return out;
    }

    /** Whether some unjustified entry is {@code e} or one of its causes ({@code [e] ∩ D ≠ ∅}). */
    boolean below(Occurrence e) {
        for (Entry x : unjustified) {
            if (Cone.precedes(x.event, e)) {
                return true;
            }
        }
        return false;
    }

    void clear() {
        stack.clear();
        unjustified.clear();
        justified.clear();
    }
}
