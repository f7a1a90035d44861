package org.jsmc.explore.qpor;

import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import org.jsmc.explore.unfolding.Cone;
import org.jsmc.explore.unfolding.Footprint;
import org.jsmc.explore.unfolding.Occurrence;
import org.jsmc.explore.unfolding.Unfolding;

/**
 * k-partial alternatives searched on the comb (QPOR §5, Def. 5 and 6; note §2.3).
 *
 * <p>Given the configuration {@code C} of a backtrack point and its disabled set {@code D}, the
 * events of {@code D} already in conflict with {@code C} need nothing (every extension of {@code C}
 * avoids them). For the first {@code k} of the others, most recently disabled first ({@code k = 0}:
 * all of them), a spike holds the events in immediate conflict with it that {@code C} can be
 * extended with, that are not disabled, and above no other unjustified disabled event. A pairwise
 * conflict-free choice of one event per spike, with their local configurations, is the clue: a
 * configuration that conflicts with those {@code k} disabled events and extends {@code C}.
 * Immediate conflicts suffice: an event of a clue that conflicts with {@code d} has an immediate
 * conflict of {@code d} below it, since {@code ⌊d⌋ ⊆ C}.
 *
 * <p>The search is depth-first over the spikes, first conflict-free combination wins. With {@code k
 * = 0} it is the optimal (NP-complete) problem; for fixed {@code k}, at most {@code |U|^k}
 * combinations are tried.
 */
final class Alternatives {
    private final Unfolding unfolding;
    private final int k;
    private long searches;
    private long combinations;

    Alternatives(Unfolding unfolding, int k) {
        this.unfolding = unfolding;
        this.k = k;
    }

    /** How many partial combinations the searches tried (the comb's cost, O(|U|^k)). */
    long combinations() {
        return combinations;
    }

    /** How many alternatives were searched for. */
    long searches() {
        return searches;
    }

    /**
     * A clue to {@code disabled} after {@code c}, as the events it adds to {@code c} in creation
     * order (so causes come first), or null if the comb has no combination.
     *
     * @param disabled the disabled set, most recently disabled first
     */
    List<Occurrence> find(Footprint c, List<Occurrence> disabled) {
        searches++;
        List<Occurrence> unjustified = new ArrayList<>();
        for (Occurrence d : disabled) {
            if (!c.inConflict(d)) {
                unjustified.add(d);
            }
        }
        int m = k == 0 ? unjustified.size() : Math.min(k, unjustified.size());
        List<List<Occurrence>> spikes = new ArrayList<>(m);
        for (int i = 0; i < m; i++) {
            List<Occurrence> spike = spike(c, unjustified.get(i), disabled, unjustified);
            if (spike.isEmpty()) {
                return null;
            }
            spikes.add(spike);
        }
        Occurrence[] chosen = new Occurrence[m];
        if (!combine(spikes, chosen, 0)) {
            return null;
        }
        Set<Occurrence> added = new LinkedHashSet<>();
        for (Occurrence e : chosen) {
            Cone.addMissing(e, c.cone(), added);
        }
        List<Occurrence> out = new ArrayList<>(added);
        out.sort((a, b) -> Integer.compare(a.id(), b.id()));
        return out;
    }

    private List<Occurrence> spike(
            Footprint c, Occurrence d, List<Occurrence> disabled, List<Occurrence> unjustified) {
        List<Occurrence> spike = new ArrayList<>();
        for (Occurrence e : unfolding.immediateConflicts(d)) {
            if (e.phantom() || disabled.contains(e) || c.inConflict(e)) {
                continue;
            }
            boolean aboveDisabled = false;
            for (Occurrence u : unjustified) {
                if (Cone.precedes(u, e)) {
                    aboveDisabled = true;
                    break;
                }
            }
            if (!aboveDisabled) {
                spike.add(e);
            }
        }
        return spike;
    }

    private boolean combine(List<List<Occurrence>> spikes, Occurrence[] chosen, int i) {
        if (i == spikes.size()) {
            return true;
        }
        for (Occurrence e : spikes.get(i)) {
            combinations++;
            boolean compatible = true;
            for (int j = 0; j < i; j++) {
                if (chosen[j] != e && Cone.inConflict(chosen[j], e)) {
                    compatible = false;
                    break;
                }
            }
            if (compatible) {
                chosen[i] = e;
                if (combine(spikes, chosen, i + 1)) {
                    return true;
                }
            }
        }
        return false;
    }
}
