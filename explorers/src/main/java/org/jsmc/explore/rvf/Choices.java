package org.jsmc.explore.rvf;

/**
 * The alternatives taken by the nondeterministic choices of a node's events, as a persistent list
 * (newest first). A choice conflicts with nothing, so only its thread and its place among that
 * thread's choices matter: a witness may reorder threads, never one thread's choices.
 *
 * @param thread the dense number of the choosing thread
 * @param alternative the alternative taken
 * @param rest the choices made before, or null
 */
record Choices(int thread, int alternative, Choices rest) {

    /** The alternatives of each thread in program order, indexed by dense thread number. */
    static int[][] perThread(Choices choices, int threads) {
        int[] n = new int[threads];
        for (Choices at = choices; at != null; at = at.rest) {
            n[at.thread]++;
        }
        int[][] out = new int[threads][];
        for (int t = 0; t < threads; t++) {
            out[t] = new int[n[t]];
        }
        for (Choices at = choices; at != null; at = at.rest) {
            out[at.thread][--n[at.thread]] = at.alternative;
        }
        return out;
    }
}
