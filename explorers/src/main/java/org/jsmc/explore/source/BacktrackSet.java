package org.jsmc.explore.source;

import java.util.Arrays;
import org.jsmc.exec.ThreadId;
import org.jsmc.explore.core.Decision;
import org.jsmc.explore.core.Guide;
import org.jsmc.explore.core.Plan;
import org.jsmc.explore.core.SleepSet;

/**
 * {@code backtrack(E)} of Source-DPOR (Abdulla et al. JACM'17 Alg. 1): the threads to explore from
 * one state. It starts with the lowest-index enabled thread that does not sleep (l. 3), grows by
 * one initial of each race reversal that has none in it yet (l. 6), and keeps its explored threads,
 * which are also in the sleep set (l. 9). Threads are explored in index order. Mutable; owned by
 * its decision.
 */
final class BacktrackSet implements Plan {
    private final Decision decision;
    private ThreadId[] threads = new ThreadId[4];
    private ThreadId current;

    BacktrackSet(Decision decision) {
        this.decision = decision;
        current = decision.firstAwake();
        if (current != null) {
            add(current);
        }
    }

    @Override
    public ThreadId current() {
        return current;
    }

    @Override
    public Guide take() {
        return null;
    }

    @Override
    public ThreadId next(SleepSet sleep) {
        for (ThreadId t : threads) {
            if (t != null && !sleep.contains(t.index()) && decision.isEnabled(t.index())) {
                current = t;
                return t;
            }
        }
        current = null;
        return null;
    }

    boolean contains(int t) {
        return t < threads.length && threads[t] != null;
    }

    /** The threads in the set, as a bit mask walk: {@code next(-1)}, … until -1. */
    int nextMember(int after) {
        for (int t = after + 1; t < threads.length; t++) {
            if (threads[t] != null) {
                return t;
            }
        }
        return -1;
    }

    void add(ThreadId t) {
        if (t.index() >= threads.length) {
            threads = Arrays.copyOf(threads, Math.max(t.index() + 1, threads.length * 2));
        }
        threads[t.index()] = t;
    }
}
