package org.jsmc.explore.rvf;

/**
 * The causal map {@code C} of a recursion node (Alg. 2, §2.6.1 of the note), as a persistent list:
 * {@code C(r)(t)} forbids read {@code r} every write among the first {@code C(r)(t)} events of
 * thread {@code t}, and the initial write. Line 34 adds an entry to the node's own map after all
 * values of {@code r} were tried; children already called keep the snapshot they got (pitfall 8),
 * which a persistent list gives for free.
 *
 * @param read the read
 * @param prefix events per thread (by dense thread number) whose writes it may not read
 * @param depth how many reads were fixed on the path to the node that added the entry
 * @param rest the entries added before, or null
 */
record CausalMap(long read, int[] prefix, int depth, CausalMap rest) {

    /** {@code C(read)}, or null when {@code read} is outside {@code dom(C)}. */
    static int[] of(CausalMap c, long read) {
        for (CausalMap at = c; at != null; at = at.rest) {
            if (at.read == read) {
                return at.prefix;
            }
        }
        return null;
    }
}
