package org.jsmc.explore.graph;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import org.jsmc.exec.Event;
import org.jsmc.exec.Execution;

/**
 * Numbers the locations of one exploration densely and remembers their initial values: each memory
 * range {@code [address, address + size)} some access uses, and each mutex (in a space of its own,
 * holding {@link #FREE}, {@link #HELD} or {@link #DESTROYED}). Numbers are stable across the
 * executions of the exploration, since jsmc's addresses are. A rwlock is such a lock location too,
 * holding its number of readers or {@link #WRITER}.
 *
 * <p>An execution graph gives each read one write to read from, so an access that overlaps another
 * range without being the same range (it would read bytes of two writes) is refused ({@link
 * MixedSizes}), not explored wrongly.
 *
 * <p>Mutable; owned by one search; looked up once per new node, not in the search's inner loops.
 */
public final class Locations {
    public static final long FREE = 0;
    public static final long HELD = 1;
    public static final long DESTROYED = 2;

    /** A rwlock's value when a writer holds it; otherwise it holds its number of readers. */
    public static final long WRITER = -1;

    /** A destroyed rwlock's value. */
    public static final long RW_DESTROYED = -2;

    private final Map<Long, Integer> mutexes = new HashMap<>();
    private final TreeMap<Long, int[]> ranges = new TreeMap<>(); // address -> {size, number}
    private final List<Long> initial = new ArrayList<>();
    private final String algorithm;

    public Locations(String algorithm) {
        this.algorithm = algorithm;
    }

    /** How many locations have numbers. */
    public int count() {
        return initial.size();
    }

    /** The initial value of location {@code location}: what a read of INIT returns. */
    public long initial(int location) {
        return initial.get(location);
    }

    /** The number of the mutex at {@code address}. */
    public int mutex(long address) {
        Integer known = mutexes.get(address);
        if (known != null) {
            return known;
        }
        int number = initial.size();
        initial.add(FREE);
        mutexes.put(address, number);
        return number;
    }

    /**
     * The number of the memory range {@code access} touches, seen in {@code execution}, which gives
     * a new range its initial value.
     */
    public int memory(Event.Access access, Execution execution) {
        int before = count();
        int number = memory(access);
        if (number == before) {
            initial.set(number, execution.initialValue(access.address(), access.size()));
        }
        return number;
    }

    /** The number of the memory range {@code access} touches (initial value unknown: 0). */
    public int memory(Event.Access access) {
        long address = access.address();
        int size = access.size();
        int[] same = ranges.get(address);
        if (same != null && same[0] == size) {
            return same[1];
        }
        var below = ranges.floorEntry(address + size - 1);
        if (below != null && below.getKey() + below.getValue()[0] > address) {
            throw new MixedSizes(algorithm, size, access.location());
        }
        int number = initial.size();
        initial.add(0L);
        ranges.put(address, new int[] {size, number});
        return number;
    }
}
