package org.jsmc.exec.machine;

/**
 * The spin-loop reduction: a loop iteration after which its thread is in exactly the state it
 * started the iteration in is a no-op, and the thread blocks (as on a false assumption) instead of
 * repeating it. The thread's state at each arrival at a loop's header is kept in its frame ({@link
 * Frame#spin}); {@link Interp} asks at every loop entry and back edge.
 */
final class SpinLoops {
    private SpinLoops() {}

    /**
     * The spin-loop reduction at a back edge of {@code loop}: whether the iteration just finished
     * was a no-op, so that the thread blocks here. It was one when the thread changed no memory
     * since it last arrived at the loop's header, its atomic-section depth is the same, and the
     * header's phis (the only registers live at the header that a loop iteration can change; every
     * other value the loop defines is recomputed before any use) have the same values: the thread
     * is in exactly the state it was in then. Any execution that goes on from here is matched by
     * one that skips the iteration (its events are reads and choices, which nothing depends on), so
     * blocking loses no reachable state. Otherwise the arrival is recorded for the next one.
     */
    static boolean spins(MachineExecution x, ThreadState t, Frame f, int loop, int[] phis) {
        long[] last = f.spin == null ? null : f.spin[loop];
        if (last != null
                && last[0] == x.writesOf(t)
                && last[1] == t.atomicDepth
                && samePhis(last, f.r, phis)) {
            return true;
        }
        arrive(x, t, f, loop, phis);
        return false;
    }

    /** Records the thread's state at its arrival at the header of {@code loop}. */
    static void arrive(MachineExecution x, ThreadState t, Frame f, int loop, int[] phis) {
        if (f.spin == null) {
            f.spin = new long[f.function.loopCount][];
        }
        long[] last = f.spin[loop];
        if (last == null || last.length != phis.length + 2) {
            last = new long[phis.length + 2];
            f.spin[loop] = last;
        }
        last[0] = x.writesOf(t);
        last[1] = t.atomicDepth;
        long[] r = f.r;
        for (int k = 0; k < phis.length; k++) {
            last[k + 2] = r[phis[k]];
        }
    }

    private static boolean samePhis(long[] last, long[] r, int[] phis) {
        for (int k = 0; k < phis.length; k++) {
            if (last[k + 2] != r[phis[k]]) {
                return false;
            }
        }
        return true;
    }
}
