package org.jsmc.explore.core;

import java.util.Arrays;

/**
 * A small open-addressing hash map from {@code long} keys to non-negative {@code int} values,
 * without boxing: the per-location indexes of the DPOR hot path key their entries by address.
 * Mutable; owned by one exploring thread.
 */
final class LongIntMap {
    private static final int EMPTY = -1;

    private long[] keys = new long[16];
    private int[] values = new int[16];
    private int size;

    LongIntMap() {
        Arrays.fill(values, EMPTY);
    }

    /** The value of {@code key}, or -1. */
    int get(long key) {
        int mask = keys.length - 1;
        for (int i = hash(key) & mask; ; i = (i + 1) & mask) {
            int v = values[i];
            if (v == EMPTY) {
                return EMPTY;
            }
            if (keys[i] == key) {
                return v;
            }
        }
    }

    /** Sets {@code key} to {@code value} (which must be non-negative). */
    void put(long key, int value) {
        if (2 * (size + 1) > keys.length) {
            grow();
        }
        int mask = keys.length - 1;
        for (int i = hash(key) & mask; ; i = (i + 1) & mask) {
            if (values[i] == EMPTY) {
                keys[i] = key;
                values[i] = value;
                size++;
                return;
            }
            if (keys[i] == key) {
                values[i] = value;
                return;
            }
        }
    }

    int size() {
        return size;
    }

    void clear() {
        if (size > 0) {
            Arrays.fill(values, EMPTY);
            size = 0;
        }
    }

    private void grow() {
        long[] oldKeys = keys;
        int[] oldValues = values;
        keys = new long[oldKeys.length * 2];
        values = new int[oldKeys.length * 2];
        Arrays.fill(values, EMPTY);
        size = 0;
        for (int i = 0; i < oldKeys.length; i++) {
            if (oldValues[i] != EMPTY) {
                put(oldKeys[i], oldValues[i]);
            }
        }
    }

    private static int hash(long key) {
        long h = key * 0x9E3779B97F4A7C15L;
        return (int) (h ^ (h >>> 32));
    }
}
