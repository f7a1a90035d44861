package org.jsmc.explore.consistency;

import java.util.Arrays;

/**
 * Done, the set of visited witness states of Agarwal et al. CAV'21 §4, Alg. 1: an open-addressing
 * hash set of fixed-width {@code long[]} keys ({@link WitnessState}), stored back to back in one
 * array so that the search loop allocates nothing per state.
 *
 * <p>Owned by one {@link VerifySC}; {@link #reset} empties it between checks.
 */
final class StateSet {
    private static final int MIN_CAPACITY = 1 << 10;

    /** Beyond this many slots a reset reallocates instead of clearing, so memory is given back. */
    private static final int KEEP_CAPACITY = 1 << 16;

    private int words;
    private long[] keys = new long[MIN_CAPACITY];

    /**
     * Per slot: the key's 32-bit hash in the high half and its entry index plus one in the low
     * half, or 0 for an empty slot. Keeping the hash here means a probe touches the key pool only
     * when the hashes agree. The capacity is a power of two.
     */
    private long[] table = new long[MIN_CAPACITY];

    private int size;

    /** Empties the set and sets the key width. */
    void reset(int words) {
        this.words = words;
        size = 0;
        if (table.length > KEEP_CAPACITY) {
            table = new long[MIN_CAPACITY];
            keys = new long[MIN_CAPACITY];
        } else {
            Arrays.fill(table, 0L);
        }
    }

    int size() {
        return size;
    }

    /** Adds {@code key[0..words)}; false if it was already there. */
    boolean add(long[] key) {
        int h = hash(key);
        int mask = table.length - 1;
        for (int slot = h & mask; ; slot = (slot + 1) & mask) {
            long entry = table[slot];
            if (entry == 0) {
                insert(slot, h, key);
                return true;
            }
            if ((int) (entry >>> 32) == h && equal((int) entry - 1, key)) {
                return false;
            }
        }
    }

    private void insert(int slot, int h, long[] key) {
        if ((size + 1) * words > keys.length) {
            keys = Arrays.copyOf(keys, Math.max(keys.length * 2, (size + 1) * words));
        }
        System.arraycopy(key, 0, keys, size * words, words);
        size++;
        table[slot] = ((long) h << 32) | size;
        if (size * 2 > table.length) {
            grow();
        }
    }

    private void grow() {
        long[] bigger = new long[table.length * 2];
        int mask = bigger.length - 1;
        for (long entry : table) {
            if (entry != 0) {
                int slot = (int) (entry >>> 32) & mask;
                while (bigger[slot] != 0) {
                    slot = (slot + 1) & mask;
                }
                bigger[slot] = entry;
            }
        }
        table = bigger;
    }

    private boolean equal(int entry, long[] key) {
        int base = entry * words;
        for (int m = 0; m < words; m++) {
            if (keys[base + m] != key[m]) {
                return false;
            }
        }
        return true;
    }

    private int hash(long[] key) {
        long h = 0x9E37_79B9_7F4A_7C15L;
        for (int m = 0; m < words; m++) {
            h = (h ^ key[m]) * 0xBF58_476D_1CE4_E5B9L;
            h ^= h >>> 31;
        }
        h *= 0x94D0_49BB_1331_11EBL;
        return (int) (h ^ (h >>> 32));
    }
}
