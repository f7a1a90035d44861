package org.jsmc.explore.rvf;

import java.util.HashMap;
import java.util.Map;
import java.util.TreeMap;
import org.jsmc.exec.Event;
import org.jsmc.ir.UnsupportedFeatureException;

/**
 * Numbers the locations of one exploration densely: each memory range {@code [address, address +
 * size)} that some access uses, and each mutex. The numbers are stable across the executions of the
 * exploration, so good writes and causal maps can name them.
 *
 * <p>RVF-SMC compares values of whole locations (Agarwal et al. CAV'21 §2; note §7 pitfall 15): an
 * access that overlaps another one of a different address or size would read bytes of two sources,
 * which value groups cannot express. Such a program is refused, not explored wrongly. Mutexes live
 * in a space of their own, as in the oracle, so they never overlap memory.
 *
 * <p>Mutable; owned by one search. Not on the hot path of VerifySC: a location is looked up once
 * per event of a node.
 */
final class Cells {
    private final Map<Long, Integer> mutexes = new HashMap<>();
    private final TreeMap<Long, int[]> ranges = new TreeMap<>(); // address -> {size, number}
    private final String algorithm;
    private int count;

    Cells(String algorithm) {
        this.algorithm = algorithm;
    }

    /** How many locations have numbers. */
    int count() {
        return count;
    }

    /** The number of the mutex at {@code address}. */
    int mutex(long address) {
        return mutexes.computeIfAbsent(address, a -> count++);
    }

    /** The number of the memory range {@code access} touches. */
    int memory(Event.Access access) {
        long address = access.address();
        int size = access.size();
        int[] same = ranges.get(address);
        if (same != null && same[0] == size) {
            return same[1];
        }
        var below = ranges.floorEntry(address + size - 1);
        if (below != null && below.getKey() + below.getValue()[0] > address) {
            throw mixedSizes(access);
        }
        int number = count++;
        ranges.put(address, new int[] {size, number});
        return number;
    }

    private UnsupportedFeatureException mixedSizes(Event.Access access) {
        return UnsupportedFeatureException.at(
                "mixed-size accesses for '"
                        + algorithm
                        + "' (an access of "
                        + access.size()
                        + " bytes overlaps another range; use 'optimal')",
                access.location());
    }
}
