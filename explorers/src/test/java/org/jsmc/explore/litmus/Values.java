package org.jsmc.explore.litmus;

/**
 * The values a litmus thread has read so far, in order: what reads, RMWs and compare-exchanges
 * returned (the old value), trylocks (1 acquired, 0 busy) and choices (the alternative). A litmus
 * thread is a deterministic function of these values.
 */
public interface Values {
    /** The {@code i}-th value read (0-based). */
    long get(int i);

    /** How many values were read. */
    int size();

    /** The latest value read. */
    default long last() {
        return get(size() - 1);
    }
}
