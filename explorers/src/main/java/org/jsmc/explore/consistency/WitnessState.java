package org.jsmc.explore.consistency;

import java.util.Arrays;

/**
 * The packing of a witness state {@code (E(τ), MMap_τ)} (Agarwal et al. CAV'21 §4.1) into a few
 * {@code long}s: the executed prefix length of every thread, then for each location the thread of
 * its active write plus one, 0 for INIT. No field straddles two words.
 *
 * <p>Only locations written by two or more threads are packed: for the others the lower set already
 * determines MMap (INIT until the only writing thread's first write of x has run), so the key stays
 * injective on reachable states.
 */
final class WitnessState {
    /** The number of longs of a key. */
    final int words;

    private final int[] threadOf;
    private final int[] posWord;
    private final int[] posShift;

    /** The locations written by two or more threads. */
    private final int[] shared;

    private final int[] locWord;
    private final int[] locShift;

    WitnessState(Instance in) {
        threadOf = in.threadOf;
        posWord = new int[in.k];
        posShift = new int[in.k];
        int[] cursor = {0, 0}; // word, bit
        for (int t = 0; t < in.k; t++) {
            place(cursor, bits(in.size(t)), posWord, posShift, t);
        }
        shared = sharedLocations(in);
        locWord = new int[shared.length];
        locShift = new int[shared.length];
        for (int m = 0; m < shared.length; m++) {
            place(cursor, bits(in.k), locWord, locShift, m);
        }
        words = cursor[0] + 1; // place() only opens a word to put a field in it
    }

    /** Writes the key of (pos, active) into {@code key[0..words)}. */
    void pack(int[] pos, int[] active, long[] key) {
        Arrays.fill(key, 0, words, 0L);
        for (int t = 0; t < pos.length; t++) {
            key[posWord[t]] |= (long) pos[t] << posShift[t];
        }
        for (int m = 0; m < shared.length; m++) {
            int w = active[shared[m]];
            long v = w == Instance.INIT ? 0 : threadOf[w] + 1;
            key[locWord[m]] |= v << locShift[m];
        }
    }

    /** Bits for the values 0..max. */
    private static int bits(int max) {
        return 32 - Integer.numberOfLeadingZeros(max);
    }

    private static void place(int[] cursor, int width, int[] word, int[] shift, int slot) {
        if (cursor[1] + width > Long.SIZE) {
            cursor[0]++;
            cursor[1] = 0;
        }
        word[slot] = cursor[0];
        shift[slot] = cursor[1];
        cursor[1] += width;
    }

    private static int[] sharedLocations(Instance in) {
        int[] list = new int[in.d];
        int size = 0;
        for (int x = 0; x < in.d; x++) {
            int writingThreads = 0;
            for (int u = 0; u < in.k; u++) {
                writingThreads += in.writers[x][u].length > 0 ? 1 : 0;
            }
            if (writingThreads >= 2) {
                list[size++] = x;
            }
        }
        return Arrays.copyOf(list, size);
    }
}
