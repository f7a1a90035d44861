package org.jsmc.explore.unfolding;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Predicate;
import org.jsmc.exec.Event;

/**
 * The spikes of mutex locks under DPU's model (note §2.8, rule 6), without walking DPU's list.
 *
 * <p>DPU's list for a lock {@code d} holds every other thread's lock (and trylock) after the same
 * operation on the mutex: on DISP it grows to hundreds of events, of which a configuration can be
 * extended with one or two. The comb asks for it after every pop of the trail, and for every
 * disabled lock of the same slot. So the locks of a slot are kept sorted by why they conflict with
 * the current configuration {@code C}: by the trail position of a {@link Footprint#conflictWitness
 * witness}, an event of {@code C} in conflict with them. A lock stays rejected while its witness
 * stays in {@code C}; after pops, only the locks whose witness was popped, the locks that were not
 * rejected, and the locks created since are tested again.
 *
 * <p>The spike keeps DPU's order: its positions in DPU's list follow from creation ranks (the
 * earlier first locks newest first then the later ones newest first, or creation order), and DPU's
 * removal of an inadmissible event (replaced by the list's last one, rule 5) is replayed on the
 * admissible events' positions alone.
 */
final class LockSiblings {
    private final Map<Unfolding.Slot, Group> groups = new HashMap<>();

    /**
     * Adds a newly created lock or trylock, of {@code slot} (its mutex and the operation before).
     */
    void add(Unfolding.Slot slot, Occurrence e) {
        Group group = groups.computeIfAbsent(slot, k -> new Group());
        e.siblings = group;
        group.add(e);
    }

    /**
     * The spike of lock {@code d} in configuration {@code c}: its siblings in DPU's list, then
     * {@code rest} (its other immediate conflicts), keeping those {@code c} can be extended with
     * and {@code admissible} accepts; in list order if {@code keepOrder}, else in the order DPU's
     * removal by swapping with the last leaves them.
     */
    static List<Occurrence> spike(
            Occurrence d,
            List<Occurrence> rest,
            Footprint c,
            Predicate<Occurrence> admissible,
            boolean keepOrder) {
        Group group = d.siblings;
        group.refresh(c);
        int n = group.locks.size() - group.count(d.thread, Integer.MAX_VALUE);
        int earlier = d.siblingRank - group.count(d.thread, d.siblingRank);
        boolean first =
                d.objectPredecessor == null || !(d.objectPredecessor.label instanceof Event.Unlock);
        // The admissible events, by ascending position in the list.
        Occurrence[] good = new Occurrence[group.open.size() + rest.size()];
        int[] positions = new int[good.length];
        int count = 0;
        for (Occurrence e : group.open) {
            if (e.thread == d.thread || !admissible.test(e)) {
                continue;
            }
            int rank = e.siblingRank - group.count(d.thread, e.siblingRank);
            int position;
            if (!first) {
                position = rank;
            } else if (rank < earlier) {
                position = earlier - 1 - rank;
            } else {
                position = n - 1 - rank + earlier;
            }
            int at = count++;
            for (; at > 0 && positions[at - 1] > position; at--) {
                good[at] = good[at - 1];
                positions[at] = positions[at - 1];
            }
            good[at] = e;
            positions[at] = position;
        }
        for (int i = 0; i < rest.size(); i++) {
            Occurrence e = rest.get(i);
            if (!c.inConflict(e) && admissible.test(e)) {
                good[count] = e;
                positions[count++] = n + i;
            }
        }
        if (keepOrder) {
            return new ArrayList<>(Arrays.asList(good).subList(0, count));
        }
        return swapRemoved(good, positions, count, n + rest.size());
    }

    /**
     * What remains of a list of {@code size} events when, from the front, every inadmissible one is
     * replaced by the list's last one and that is removed: the first {@code count} of {@code good}
     * are the admissible ones, at the ascending {@code positions}.
     */
    private static List<Occurrence> swapRemoved(
            Occurrence[] good, int[] positions, int count, int size) {
        List<Occurrence> out = new ArrayList<>(count);
        int front = 0;
        int back = count - 1;
        int last = size - 1;
        for (int i = 0; i <= last && front <= back; i++) {
            if (positions[front] == i) {
                out.add(good[front++]);
            } else {
                out.add(good[back]);
                last = positions[back--] - 1;
            }
        }
        return out;
    }

    /** The locks of one slot, by what rejects them in the configuration last refreshed against. */
    static final class Group {
        /** In creation order; {@link Occurrence#siblingRank} is the index. */
        final List<Occurrence> locks = new ArrayList<>();

        /** Per thread, the ranks of its locks, ascending. */
        int[][] ranks = new int[0][];

        int[] counts = new int[0];

        /** The locks no event of the configuration conflicts with. */
        final List<Occurrence> open = new ArrayList<>();

        private final List<Occurrence> spare = new ArrayList<>();

        /** The other tested locks, by the stack position of their witness. */
        final List<List<Occurrence>> rejected = new ArrayList<>();

        int tested;
        long time = -1;

        void add(Occurrence e) {
            e.siblingRank = locks.size();
            locks.add(e);
            int t = e.thread;
            if (t >= ranks.length) {
                ranks = Arrays.copyOf(ranks, t + 1);
                counts = Arrays.copyOf(counts, t + 1);
            }
            if (ranks[t] == null) {
                ranks[t] = new int[2];
            } else if (counts[t] == ranks[t].length) {
                ranks[t] = Arrays.copyOf(ranks[t], counts[t] * 2);
            }
            ranks[t][counts[t]++] = e.siblingRank;
        }

        /** How many of thread {@code t}'s locks have a rank below {@code rank}. */
        int count(int t, int rank) {
            if (t >= ranks.length || ranks[t] == null) {
                return 0;
            }
            int i = Arrays.binarySearch(ranks[t], 0, counts[t], rank);
            return i >= 0 ? i : -i - 1;
        }

        /** Tests again what the changes of {@code c} since the last refresh may have changed. */
        void refresh(Footprint c) {
            if (time == c.now() && tested == locks.size()) {
                return;
            }
            List<Occurrence> again = spare;
            again.addAll(open);
            open.clear();
            for (int p = c.unchangedSince(time); p < rejected.size(); p++) {
                again.addAll(rejected.get(p));
                rejected.get(p).clear();
            }
            again.addAll(locks.subList(tested, locks.size()));
            tested = locks.size();
            for (Occurrence e : again) {
                Occurrence w = c.conflictWitness(e);
                if (w == null) {
                    open.add(e);
                } else {
                    int p = w.footprintPosition;
                    while (rejected.size() <= p) {
                        rejected.add(new ArrayList<>());
                    }
                    rejected.get(p).add(e);
                }
            }
            again.clear();
            time = c.now();
        }
    }
}
