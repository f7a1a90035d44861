package org.jsmc.explore.consistency;

import java.util.Arrays;

/**
 * One run of Agarwal et al. CAV'21 §4, Alg. 1 as a depth-first search over witness states, with an
 * explicit stack (instances have thousands of events) and an undo log, so that memory is O(n·k)
 * whatever the depth.
 *
 * <p>The current prefix τ is {@link #pos} (per-thread executed prefix lengths) and {@link #active}
 * (per location, the gid of its active write, INIT if none): the actual write, not only its thread,
 * so executability is tested without decoding MMap. Frame {@code depth} holds the executable events
 * of the state at that depth, in the order they are tried; the state reached from it is the one
 * after {@code witness[0..depth]}.
 *
 * <p>Primitive arrays and no allocation in the loop: this is the explorer's hot path.
 */
final class Search {
    private final Instance in;
    private final int k;

    /** P's clocks: {@code clock[e*k + u]} events of u are at or before e. */
    private final int[] clock;

    private final boolean greedy;

    /** Branching preference per gid (lower first), or null for thread order. */
    private final int[] rank;

    private final StateSet done;
    private final WitnessState layout;
    private final long[] key;

    private final int[] pos;
    private final int[] active;

    /** Frame d: its candidate threads are {@code candidates[d*k .. d*k + count[d])}. */
    private final int[] candidates;

    private final int[] count;
    private final int[] next;

    /** {@code witness[d]}: the thread of the event taken at depth d. */
    private final int[] witness;

    /** The undo log of {@link #active}: (location, previous gid) pairs; frame d's start. */
    private final int[] undo;

    private final int[] undoStart;

    /** Per location: the holder found in the state numbered {@code heldStamp[y]}, or -1. */
    private final int[] heldBy;

    private final long[] heldStamp;

    /** Numbers the states {@link #expand} looks at, for {@link #heldStamp}. */
    private long stamp;

    private int undoSize;
    private long states;

    Search(Instance in, PartialOrder order, boolean greedy, int[] rank, StateSet done) {
        this.in = in;
        this.k = in.k;
        this.clock = order.clocks();
        this.greedy = greedy;
        this.rank = rank;
        this.done = done;
        this.layout = new WitnessState(in);
        this.key = new long[layout.words];
        done.reset(layout.words);
        pos = new int[k];
        active = new int[in.d];
        Arrays.fill(active, Instance.INIT);
        candidates = new int[(in.n + 1) * k];
        count = new int[in.n + 1];
        next = new int[in.n + 1];
        witness = new int[in.n];
        int writes = 0;
        for (int[] w : in.writeLocations) {
            writes += w.length;
        }
        undo = new int[2 * writes];
        undoStart = new int[in.n + 1];
        heldBy = new int[in.d];
        heldStamp = new long[in.d];
    }

    /** A witness (the threads of its events in order), or null: Alg. 1, lines 1–10. */
    int[] run() {
        visit();
        if (in.n == 0) {
            return witness;
        }
        expand(0);
        int depth = 0;
        while (depth >= 0) {
            if (next[depth] == count[depth]) {
                depth--; // every successor failed: backtrack
                if (depth >= 0) {
                    undo(depth);
                }
                continue;
            }
            int t = candidates[depth * k + next[depth]++];
            execute(depth, t);
            if (!visit()) {
                undo(depth); // line 7: a known witness state has no witness extension
                continue;
            }
            if (++depth == in.n) {
                return witness; // line 4: E(τ) = X
            }
            expand(depth);
        }
        return null;
    }

    /** Witness states inserted into Done. */
    long states() {
        return states;
    }

    /** Lines 7–8: adds the current state to Done; false if it was there. */
    private boolean visit() {
        layout.pack(pos, active, key);
        if (!done.add(key)) {
            return false;
        }
        states++;
        return true;
    }

    /**
     * Line 5: the executable events of the current state into frame {@code depth}, best first. With
     * H1 a single one that writes nothing, if any: it changes neither MMap nor what is held, so
     * some witness takes it now if any witness exists.
     */
    private void expand(int depth) {
        int base = depth * k;
        int size = 0;
        stamp++;
        int quiet = -1; // the best executable event that writes nothing
        for (int t = 0; t < k; t++) {
            if (pos[t] == in.size(t)) {
                continue;
            }
            int e = in.offset[t] + pos[t];
            if (!executable(e)) {
                continue;
            }
            if (greedy && in.writeLocations[e].length == 0) {
                if (quiet < 0 || rankOfNext(t) < rankOfNext(quiet)) {
                    quiet = t;
                }
            }
            // Insertion by rank, as there are at most k candidates.
            int m = size++;
            while (m > 0 && rankOfNext(t) < rankOfNext(candidates[base + m - 1])) {
                candidates[base + m] = candidates[base + m - 1];
                m--;
            }
            candidates[base + m] = t;
        }
        if (quiet >= 0) {
            candidates[base] = quiet;
            size = 1;
        }
        count[depth] = size;
        next[depth] = 0;
    }

    /** The preference of thread t's next event: its H3 rank, or t. */
    private int rankOfNext(int t) {
        return rank == null ? t : rank[in.offset[t] + pos[t]];
    }

    /**
     * §4.1: e is next in its thread (the caller's choice), every P-predecessor has run (the edges
     * and, with H2, the closure), a read has a good write active, and no written location is held.
     */
    private boolean executable(int e) {
        int t = in.threadOf[e];
        int ce = e * k;
        for (int u = 0; u < k; u++) {
            if (u != t && clock[ce + u] > pos[u]) {
                return false;
            }
        }
        int x = in.readLocation[e];
        if (x >= 0 && !in.isGood(e, active[x])) {
            return false;
        }
        for (int y : in.writeLocations[e]) {
            if (held(y, e)) {
                return false;
            }
        }
        return true;
    }

    /**
     * Whether y is held against e (§4.1). The first holder is looked up once per location and
     * state, as several candidates of one state often write the same location; only if that holder
     * is e itself must another be looked for.
     */
    private boolean held(int y, int e) {
        if (heldStamp[y] != stamp) {
            heldStamp[y] = stamp;
            heldBy[y] = holder(y, -1);
        }
        int h = heldBy[y];
        return h >= 0 && (h != e || holder(y, e) >= 0);
    }

    /**
     * A reading event of y other than {@code except}, not yet run, with all its good writes run
     * (INIT always has) and one of them active, or -1: overwriting y would strand it. Only the
     * reads having the active write as a good write can hold y, so only they are scanned. An atomic
     * event that reads and writes y never holds y against itself: it reads before it writes.
     */
    private int holder(int y, int except) {
        int w = active[y];
        int[] list = w == Instance.INIT ? in.initReaders[y] : in.readers;
        int from = w == Instance.INIT ? 0 : in.readersStart[w];
        int to = w == Instance.INIT ? list.length : in.readersStart[w + 1];
        for (int q = from; q < to; q++) {
            int r = list[q];
            if (r != except
                    && in.readLocation[r] == y
                    && pos[in.threadOf[r]] <= in.indexOf[r]
                    && goodWritesRun(r)) {
                return r;
            }
        }
        return -1;
    }

    private boolean goodWritesRun(int r) {
        int cr = r * k;
        for (int u = 0; u < k; u++) {
            if (in.need[cr + u] > pos[u]) {
                return false;
            }
        }
        return true;
    }

    /** Line 6: τ := τ·e for the next event e of thread t, logging what {@link #undo} restores. */
    private void execute(int depth, int t) {
        int e = in.offset[t] + pos[t];
        undoStart[depth] = undoSize;
        for (int y : in.writeLocations[e]) {
            undo[undoSize++] = y;
            undo[undoSize++] = active[y];
            active[y] = e;
        }
        pos[t]++;
        witness[depth] = t;
    }

    /** Reverts the event taken at {@code depth}. */
    private void undo(int depth) {
        pos[witness[depth]]--;
        while (undoSize > undoStart[depth]) {
            undoSize -= 2;
            active[undo[undoSize]] = undo[undoSize + 1];
        }
    }
}
