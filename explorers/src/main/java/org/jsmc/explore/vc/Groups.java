package org.jsmc.explore.vc;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/**
 * A read's candidate writes in groups, one child each: by side (a root read's), then value, then
 * (data-centric) the write itself. A group's key is {@code [side, value, write or 0]}.
 */
final class Groups {
    private Groups() {}

    /**
     * The side of a read's candidate write, which splits a root read's groups (note P13): a leaf
     * read has none; a root read's local writes are the root's and INIT, its remote ones the
     * leaves'.
     */
    static final int LEAF = 0;

    static final int LOCAL = 1;
    static final int REMOTE = 2;

    /** Groups by side, then value, then (data-centric) the write itself. */
    private static final Comparator<List<Long>> GROUP_ORDER =
            Comparator.<List<Long>>comparingLong(k -> k.get(0))
                    .thenComparingLong(k -> k.get(1))
                    .thenComparingLong(k -> k.get(2));

    static void add(
            Map<List<Long>, List<Long>> groups, int side, long value, long w, boolean byWrite) {
        List<Long> key = List.of((long) side, value, byWrite ? w : 0L);
        groups.computeIfAbsent(key, k -> new ArrayList<>()).add(w);
    }

    /** No groups yet, in the order their children are visited. */
    static Map<List<Long>, List<Long>> empty() {
        return new TreeMap<>(GROUP_ORDER);
    }
}
