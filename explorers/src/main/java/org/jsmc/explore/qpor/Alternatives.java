package org.jsmc.explore.qpor;

import java.util.ArrayList;
import java.util.HashSet;
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
 * avoids them). For the first {@code k} of the others, in {@link Disset}'s order ({@code k = 0}:
 * all of them), a spike holds the events in immediate conflict with it that {@code C} can be
 * extended with, that are not disabled, and (for k-partial ones) above no unjustified disabled
 * event. A pairwise conflict-free choice of one event per spike, with their local configurations,
 * is the clue: a configuration that conflicts with those {@code k} disabled events and extends
 * {@code C}. Immediate conflicts suffice: an event of a clue that conflicts with {@code d} has an
 * immediate conflict of {@code d} below it, since {@code ⌊d⌋ ⊆ C}.
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
     * A clue to {@code disabled} after {@code c}: the events it adds to {@code c}, in DPU's replay
     * order (note §2.8, rule 2), or null if the comb has no combination.
     */
    List<Occurrence> find(Footprint c, Disset disabled) {
        searches++;
        List<Occurrence> unjustified = disabled.unjustified();
        int m = k == 0 ? unjustified.size() : Math.min(k, unjustified.size());
        List<List<Occurrence>> spikes = new ArrayList<>(m);
        for (int i = 0; i < m; i++) {
            List<Occurrence> spike = spike(c, unjustified.get(i), disabled);
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
        return replayOrder(added, c.cone());
    }

    /**
     * The spike of {@code d}: its immediate conflicts in DPU's order (rule 6) that {@code c} can be
     * extended with, that are not in {@code D}, and, for k-partial alternatives, above no
     * unjustified event of {@code D} (for optimal ones that filter is redundant, pitfall P10). With
     * k = 1 the order is kept (DPU's "only-last": the first admissible conflict wins); with several
     * spikes an inadmissible event is replaced by the spike's last one (rule 5).
     */
    private List<Occurrence> spike(Footprint c, Occurrence d, Disset disabled) {
        return unfolding.spikeInDpuOrder(
                d,
                c,
                e -> !e.phantom() && !disabled.contains(e) && (k == 0 || !disabled.below(e)),
                k == 1);
    }

    /**
     * DPU's replay of {@code J \ C} (rule 2): threads in index order, each running as many of its
     * events as it can (up to one whose causes in other threads have not run), until none can.
     */
    private static List<Occurrence> replayOrder(Set<Occurrence> added, Occurrence[] c) {
        List<List<Occurrence>> byThread = new ArrayList<>();
        List<Occurrence> sorted = new ArrayList<>(added);
        sorted.sort((a, b) -> Integer.compare(a.id(), b.id())); // causes are created first
        for (Occurrence e : sorted) {
            while (byThread.size() <= e.thread()) {
                byThread.add(new ArrayList<>());
            }
            byThread.get(e.thread()).add(e);
        }
        int[] next = new int[byThread.size()];
        List<Occurrence> out = new ArrayList<>(sorted.size());
        Set<Occurrence> done = new HashSet<>();
        boolean progress = true;
        while (progress) {
            progress = false;
            for (int t = 0; t < byThread.size(); t++) {
                List<Occurrence> events = byThread.get(t);
                while (next[t] < events.size() && causesDone(events.get(next[t]), c, done)) {
                    Occurrence e = events.get(next[t]++);
                    out.add(e);
                    done.add(e);
                    progress = true;
                }
            }
        }
        return out;
    }

    private static boolean causesDone(Occurrence e, Occurrence[] c, Set<Occurrence> done) {
        for (Occurrence m : e.maxima()) {
            if (m != null
                    && m != e
                    && m.thread() != e.thread()
                    && !done.contains(m)
                    && !Cone.contains(c, m)) {
                return false;
            }
        }
        return true;
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
