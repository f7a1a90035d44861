package org.jsmc.explore.oracle;

import java.util.ArrayList;
import java.util.List;
import org.jsmc.exec.Event;

/**
 * The round-robin measure of the bounded-POR paper (Marmanis, Vafeiadis, FMCAD'23, seed 003):
 * {@code rounds(τ)} is the number of descents of a trace's sequence of thread indices (how often a
 * round-robin scheduler wraps around to a lower thread), and {@code rounds(G)} of a class is the
 * minimum over its linearisations.
 *
 * <p>{@link #greedy} computes that minimum by the paper's Algorithm 1: sweep the threads in
 * increasing index, letting each run for as long as its next unit (an atomic section, or a single
 * event) has all its program-order and dependence predecessors done; count the sweeps. Thread order
 * is {@link org.jsmc.exec.ThreadId#index()}: main is 0, and threads main creates come in creation
 * order. The exhaustive minimum over a class's interleavings is the independent check (property
 * tests compare the two).
 */
final class Rounds {
    private Rounds() {}

    /** The descents of {@code trace}'s thread indices. */
    static int descents(List<Event> trace) {
        int descents = 0;
        for (int i = 0; i + 1 < trace.size(); i++) {
            if (trace.get(i).thread().index() > trace.get(i + 1).thread().index()) {
                descents++;
            }
        }
        return descents;
    }

    /**
     * {@code rounds(G)} of the Mazurkiewicz class of {@code r}'s trace, by Algorithm 1. With {@code
     * endsInError}, the trace's last event is the one after which its thread found the error: the
     * execution stops there, so every other event comes before it.
     */
    static int greedy(Relations r, boolean endsInError) {
        int n = r.size;
        // per thread, its units (first positions) in program order
        List<List<Integer>> units = new ArrayList<>();
        List<List<Integer>> members = new ArrayList<>();
        for (int i = 0; i < n; i++) {
            members.add(new ArrayList<>());
        }
        for (int i = 0; i < n; i++) {
            members.get(r.unit(i)).add(i);
            int t = r.event(i).thread().index();
            while (units.size() <= t) {
                units.add(new ArrayList<>());
            }
            if (r.unit(i) == i) {
                units.get(t).add(i);
            }
        }
        boolean[] done = new boolean[n];
        int[] next = new int[units.size()];
        int left = 0;
        for (List<Integer> u : units) {
            left += u.size();
        }
        int sweeps = 0;
        while (left > 0) {
            sweeps++;
            boolean progress = false;
            for (int t = 0; t < units.size(); t++) {
                while (next[t] < units.get(t).size()
                        && ready(r, members.get(units.get(t).get(next[t])), done)
                        && lastWaits(r, units.get(t).get(next[t]), endsInError, left)) {
                    for (int i : members.get(units.get(t).get(next[t]))) {
                        done[i] = true;
                    }
                    next[t]++;
                    left--;
                    progress = true;
                }
            }
            if (!progress) {
                throw new IllegalStateException("the dependences of a trace form a cycle");
            }
        }
        return Math.max(0, sweeps - 1);
    }

    /** Whether the unit {@code unit} may run now: the error's unit only as the last one. */
    private static boolean lastWaits(Relations r, int unit, boolean endsInError, int left) {
        return !endsInError || r.unit(r.size - 1) != unit || left == 1;
    }

    /** Whether every predecessor of the unit {@code unit} outside it is done. */
    private static boolean ready(Relations r, List<Integer> unit, boolean[] done) {
        for (int i : unit) {
            for (int p : r.programOrderPredecessors(i)) {
                if (!done[p] && r.unit(p) != r.unit(i)) {
                    return false;
                }
            }
            for (int j = 0; j < i; j++) {
                if (!done[j] && r.unit(j) != r.unit(i) && r.dependent(j, i)) {
                    return false;
                }
            }
        }
        return true;
    }
}
