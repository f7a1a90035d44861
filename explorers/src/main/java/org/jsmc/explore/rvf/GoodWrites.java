package org.jsmc.explore.rvf;

import java.util.Arrays;

/**
 * The good-writes function {@code GoodW} of the current recursion node (Alg. 2 l. 24): for each
 * read fixed on the path from the root, the writes it may read from. A child's {@code G'} is its
 * parent's plus one read, so one table serves the whole depth-first search: a read is set before
 * its child is called and cleared when the child returns.
 *
 * <p>A read is named by its dense thread number and 1-based index; its good writes are refs ({@link
 * #ref}) of writing events, or {@link org.jsmc.explore.consistency.PartialTrace#INIT}. All good
 * writes of one read write one value. Arrays, not maps: building a VerifySC instance looks up every
 * read of σ̃. Beside each set, what {@code view}'s leaf test needs ({@link EarlierBranches}): that
 * value, the initial value of the read's location, and the depth of the node that fixed it.
 */
final class GoodWrites {
    /** The good writes of one read and what {@code view} needs about it. */
    record Fixed(long[] writes, long value, long initial, int depth) {}

    private Fixed[][] byThread = new Fixed[4][];

    /** The ref of the {@code index}-th (1-based) event of thread {@code thread}. */
    static long ref(int thread, int index) {
        return ((long) thread << 32) | (index - 1);
    }

    /** The good writes of read {@code index} of {@code thread}, or null. */
    long[] of(int thread, int index) {
        Fixed f = fixed(thread, index);
        return f == null ? null : f.writes;
    }

    /** What was fixed for read {@code index} of {@code thread}, or null. */
    Fixed fixed(int thread, int index) {
        Fixed[] reads = thread < byThread.length ? byThread[thread] : null;
        return reads == null || index > reads.length ? null : reads[index - 1];
    }

    void set(int thread, int index, Fixed fixed) {
        if (thread >= byThread.length) {
            byThread = Arrays.copyOf(byThread, Math.max(thread + 1, 2 * byThread.length));
        }
        Fixed[] reads = byThread[thread];
        if (reads == null || index > reads.length) {
            int capacity = Math.max(index, 2 * (reads == null ? 8 : reads.length));
            reads = Arrays.copyOf(reads == null ? new Fixed[0] : reads, capacity);
            byThread[thread] = reads;
        }
        reads[index - 1] = fixed;
    }

    void clear(int thread, int index) {
        byThread[thread][index - 1] = null;
    }
}
