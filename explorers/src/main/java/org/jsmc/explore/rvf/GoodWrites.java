package org.jsmc.explore.rvf;

/**
 * The good-writes function {@code GoodW} of a recursion node (Alg. 2 l. 24), as a persistent list:
 * a child is its parent's list with one more read in front, so siblings share their common part.
 *
 * <p>A read is named by {@link #ref}; its good writes are refs of writing events of σ̃ or {@link
 * org.jsmc.explore.consistency.PartialTrace#INIT}. All good writes of one read write one value.
 *
 * @param read the read
 * @param writes its good writes
 * @param rest the good writes of the reads fixed before it, or null
 */
record GoodWrites(long read, long[] writes, GoodWrites rest) {

    /** The ref of the {@code index}-th (1-based) event of thread {@code thread}. */
    static long ref(int thread, int index) {
        return ((long) thread << 32) | (index - 1);
    }

    /** The good writes of {@code read} in {@code g}, or null. */
    static long[] of(GoodWrites g, long read) {
        for (GoodWrites at = g; at != null; at = at.rest) {
            if (at.read == read) {
                return at.writes;
            }
        }
        return null;
    }
}
