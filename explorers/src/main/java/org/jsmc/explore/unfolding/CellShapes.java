package org.jsmc.explore.unfolding;

import java.util.HashMap;
import java.util.Map;
import org.jsmc.exec.Event;

/**
 * Which memory cells are uniform: every access to them so far touched the same bytes (one address,
 * one size, within the cell). On a uniform cell every two writes are dependent, so they form a
 * chain in every configuration, and two accesses in immediate conflict have the same last write
 * before them (a read and a write: the write's last write is in the read's history and the read's
 * in the write's; two writes: likewise). The first access of another shape makes the cell mixed for
 * good, and moves the {@link #epoch()} on: what was found through the chains is found again.
 */
final class CellShapes {
    private final Map<Long, Long> shapes = new HashMap<>();
    private int epoch;

    /** Records that {@code e}, which touches {@code cells} cells, accesses {@code cell}. */
    void see(long cell, Occurrence e, int cells) {
        long shape = shape(e.label, cells);
        Long known = shapes.putIfAbsent(cell, shape);
        if (known != null && known != shape && known != MIXED) {
            shapes.put(cell, MIXED);
            epoch++;
        }
    }

    /** Whether every access to {@code cell} touched the same bytes. */
    boolean uniform(long cell) {
        Long shape = shapes.get(cell);
        return shape != null && shape != MIXED;
    }

    /** Moves on whenever a cell turns mixed. */
    int epoch() {
        return epoch;
    }

    private static final long MIXED = -1;

    /** The address and size of a single-cell access, or {@link #MIXED} for anything else. */
    private static long shape(Event label, int cells) {
        if (cells != 1 || !(label instanceof Event.Access a)) {
            return MIXED;
        }
        return (a.address() << 4) | a.size();
    }
}
