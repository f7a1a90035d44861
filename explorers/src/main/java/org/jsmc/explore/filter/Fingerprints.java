package org.jsmc.explore.filter;

/**
 * A set of 128-bit fingerprints ({@link ClassPrint}), open addressing over two long arrays: no
 * boxing, 16 bytes a slot, at most half the slots full. Mutable; owned by one exploration.
 */
final class Fingerprints {
    private long[] high = new long[64];
    private long[] low = new long[64];
    private int size;

    /** Adds {@code print}; whether it was new. */
    boolean add(ClassPrint.Print print) {
        if (2 * (size + 1) > high.length) {
            grow();
        }
        int slot = find(high, low, print.high(), print.low());
        if (occupied(slot)) {
            return false;
        }
        high[slot] = print.high();
        low[slot] = print.low();
        size++;
        return true;
    }

    boolean contains(ClassPrint.Print print) {
        return occupied(find(high, low, print.high(), print.low()));
    }

    private boolean occupied(int slot) {
        return high[slot] != 0 || low[slot] != 0;
    }

    /** The slot holding (h, l), or the empty slot where it belongs. (0, 0) is never a print. */
    private static int find(long[] high, long[] low, long h, long l) {
        int mask = high.length - 1;
        int slot = (int) (l ^ (l >>> 32)) & mask;
        while ((high[slot] != 0 || low[slot] != 0) && (high[slot] != h || low[slot] != l)) {
            slot = (slot + 1) & mask;
        }
        return slot;
    }

    private void grow() {
        long[] oldHigh = high;
        long[] oldLow = low;
        high = new long[oldHigh.length * 2];
        low = new long[oldHigh.length * 2];
        for (int i = 0; i < oldHigh.length; i++) {
            if (oldHigh[i] != 0 || oldLow[i] != 0) {
                int slot = find(high, low, oldHigh[i], oldLow[i]);
                high[slot] = oldHigh[i];
                low[slot] = oldLow[i];
            }
        }
    }
}
