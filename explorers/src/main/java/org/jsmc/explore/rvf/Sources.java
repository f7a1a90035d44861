package org.jsmc.explore.rvf;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.jsmc.explore.consistency.PartialTrace;

/**
 * The candidate sources of a read and their split into good-write sets (Alg. 2 l. 20–24).
 *
 * <p>{@code F_r = VisibleW_PO(r) \ forbids^C(r)}: the writes of σ̃ to {@code r}'s location that no
 * other such write hides in program order (spawn and join edges included, pitfall 6), and the
 * initial write while no write of the location precedes {@code r}; minus what the causal map
 * forbids, which always includes the initial write (pitfall 3). A lock acquisition keeps only the
 * writes of "free".
 */
final class Sources {
    private Sources() {}

    /** One good-write set (refs, or INIT) per child, in order of first appearance in σ̃. */
    static List<long[]> groups(Sigma s, Mutation r, Grouping grouping) {
        int cell = r.footprint().readCell();
        int[] rc = s.next[r.thread()];
        List<Integer> before = new ArrayList<>();
        for (int j = 0; j < s.size(); j++) {
            if (s.footprints[j].writeCell() == cell && s.before(j, rc)) {
                before.add(j);
            }
        }
        Map<Long, List<Long>> byValue = new LinkedHashMap<>();
        List<long[]> byWrite = new ArrayList<>();
        if (before.isEmpty() && r.forbidden() == null && r.accepts(r.initial())) {
            add(byValue, byWrite, grouping, r.initial(), PartialTrace.INIT);
        }
        for (int i = 0; i < s.size(); i++) {
            Footprint f = s.footprints[i];
            if (f.writeCell() != cell || hidden(s, i, before) || forbidden(s, i, r)) {
                continue;
            }
            if (r.accepts(f.value())) {
                add(byValue, byWrite, grouping, f.value(), ref(s, i));
            }
        }
        if (grouping == Grouping.BY_WRITE) {
            return byWrite;
        }
        List<long[]> out = new ArrayList<>();
        for (List<Long> group : byValue.values()) {
            out.add(group.stream().mapToLong(Long::longValue).toArray());
        }
        return out;
    }

    /** The value the writes of a good-write set write. */
    static long value(Sigma s, Mutation r, long[] group) {
        long w = group[0];
        return w == PartialTrace.INIT ? r.initial() : s.footprints[position(s, w)].value();
    }

    /** The write {@code r} reads in σ̃·r: the last write of its location in σ̃, or INIT. */
    static long current(Sigma s, Mutation r) {
        int cell = r.footprint().readCell();
        for (int i = s.size() - 1; i >= 0; i--) {
            if (s.footprints[i].writeCell() == cell) {
                return ref(s, i);
            }
        }
        return PartialTrace.INIT;
    }

    static long ref(Sigma s, int i) {
        return GoodWrites.ref(s.thread[i], s.events.get(i).index());
    }

    static int position(Sigma s, long ref) {
        for (int i = 0; i < s.size(); i++) {
            if (ref(s, i) == ref) {
                return i;
            }
        }
        throw new IllegalStateException("no event " + ref + " in σ̃");
    }

    private static boolean hidden(Sigma s, int i, List<Integer> before) {
        for (int j : before) {
            if (j != i && s.before(i, s.clock[j])) {
                return true;
            }
        }
        return false;
    }

    private static boolean forbidden(Sigma s, int i, Mutation r) {
        int[] c = r.forbidden();
        return c != null && s.thread[i] < c.length && s.events.get(i).index() <= c[s.thread[i]];
    }

    private static void add(
            Map<Long, List<Long>> byValue,
            List<long[]> byWrite,
            Grouping grouping,
            long value,
            long ref) {
        if (grouping == Grouping.BY_WRITE) {
            byWrite.add(new long[] {ref});
        } else {
            byValue.computeIfAbsent(value, v -> new ArrayList<>()).add(ref);
        }
    }
}
