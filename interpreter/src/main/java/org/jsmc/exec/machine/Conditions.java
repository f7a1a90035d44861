package org.jsmc.exec.machine;

import java.util.ArrayList;
import java.util.List;

/**
 * Condition variables without spurious wake-ups.
 *
 * <p>A waiting thread holds a ticket drawn when it started waiting. {@code pthread_cond_signal}
 * adds a wake-up token usable by any thread waiting at that moment (its cutoff is the newest
 * ticket), but only if some waiter is not already covered by an earlier token or a broadcast: a
 * signal wakes exactly one thread that was waiting, or is lost if none was. Which waiter gets it is
 * decided by which waiter's {@link org.jsmc.exec.Event.CondWake} runs first; a waking thread takes
 * the token with the smallest cutoff it may use, which keeps every remaining token usable by a
 * remaining waiter. {@code pthread_cond_broadcast} releases every thread waiting now.
 */
final class Conditions {
    private Conditions() {}

    /** The waiters and tokens of one condition variable. */
    static final class State {
        final List<ThreadState> waiters = new ArrayList<>();
        final List<Boolean> released = new ArrayList<>();
        final List<Long> tokens = new ArrayList<>();

        /** This state in a fork of its execution, whose copy of thread i is {@code copies[i]}. */
        State copyFor(ThreadState[] copies) {
            State s = new State();
            for (ThreadState t : waiters) {
                s.waiters.add(copies[t.id.index()]);
            }
            s.released.addAll(released);
            s.tokens.addAll(tokens);
            return s;
        }
    }

    private static State state(MachineExecution x, long address) {
        return x.conditions.computeIfAbsent(address, a -> new State());
    }

    static void reset(MachineExecution x, long address) {
        x.conditions.remove(address);
    }

    static boolean hasWaiters(MachineExecution x, long address) {
        State s = x.conditions.get(address);
        return s != null && !s.waiters.isEmpty();
    }

    static void startWaiting(MachineExecution x, ThreadState t) {
        State s = state(x, t.address);
        t.waitTicket = ++x.waitTickets;
        s.waiters.add(t);
        s.released.add(false);
    }

    static boolean canWake(MachineExecution x, ThreadState t) {
        State s = x.conditions.get(t.address);
        if (s == null) {
            return false;
        }
        int i = s.waiters.indexOf(t);
        if (i < 0) {
            return false;
        }
        if (s.released.get(i)) {
            return true;
        }
        for (long cutoff : s.tokens) {
            if (cutoff >= t.waitTicket) {
                return true;
            }
        }
        return false;
    }

    static void wake(MachineExecution x, ThreadState t) {
        State s = x.conditions.get(t.address);
        int i = s.waiters.indexOf(t);
        if (!s.released.get(i)) {
            int best = -1;
            for (int k = 0; k < s.tokens.size(); k++) {
                long cutoff = s.tokens.get(k);
                if (cutoff >= t.waitTicket && (best < 0 || cutoff < s.tokens.get(best))) {
                    best = k;
                }
            }
            s.tokens.remove(best);
        }
        s.waiters.remove(i);
        s.released.remove(i);
    }

    static void signal(MachineExecution x, long address) {
        State s = x.conditions.get(address);
        if (s == null) {
            return;
        }
        int uncovered = 0;
        for (boolean r : s.released) {
            if (!r) {
                uncovered++;
            }
        }
        if (uncovered > s.tokens.size()) {
            s.tokens.add(x.waitTickets);
        }
    }

    static void broadcast(MachineExecution x, long address) {
        State s = x.conditions.get(address);
        if (s == null) {
            return;
        }
        for (int i = 0; i < s.released.size(); i++) {
            s.released.set(i, true);
        }
        s.tokens.clear();
    }
}
