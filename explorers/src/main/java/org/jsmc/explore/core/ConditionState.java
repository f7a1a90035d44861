package org.jsmc.explore.core;

import java.util.Arrays;
import org.jsmc.exec.Event;

/**
 * The state of a condition variable as the contract describes it ({@link Event.CondWake}), rebuilt
 * from the events so that the DPOR can decide whether a wake-up could have happened earlier.
 * Immutable: each operation returns a new state, and the index keeps the state after every
 * operation. Also the state {@code trust} keeps in a mutex's value ({@code
 * org.jsmc.explore.trust.Conditions}), hence the value equality.
 *
 * <p>The same model as the interpreter's: a waiting thread holds a ticket drawn when it started
 * waiting; a signal adds a token usable by every thread waiting at that moment (its cutoff is the
 * newest ticket) if some waiter is not covered yet by a token or a broadcast, and is lost
 * otherwise; a waking thread takes the usable token with the smallest cutoff; a broadcast releases
 * every thread waiting now. There are no spurious wake-ups.
 */
public final class ConditionState {
    public static final ConditionState EMPTY =
            new ConditionState(new int[0], new long[0], new boolean[0], new long[0], 0);

    private final int[] waiters;
    private final long[] tickets;
    private final boolean[] released;
    private final long[] tokens;
    private final long nextTicket;

    private ConditionState(
            int[] waiters, long[] tickets, boolean[] released, long[] tokens, long nextTicket) {
        this.waiters = waiters;
        this.tickets = tickets;
        this.released = released;
        this.tokens = tokens;
        this.nextTicket = nextTicket;
    }

    /** The state after {@code e}, an operation of thread {@code t} on this condition. */
    public ConditionState after(Event e, int t) {
        if (e instanceof Event.CondWait) {
            int n = waiters.length;
            int[] w = Arrays.copyOf(waiters, n + 1);
            long[] k = Arrays.copyOf(tickets, n + 1);
            boolean[] r = Arrays.copyOf(released, n + 1);
            w[n] = t;
            k[n] = nextTicket + 1;
            return new ConditionState(w, k, r, tokens, nextTicket + 1);
        } else if (e instanceof Event.CondWake) {
            return wake(t);
        } else if (e instanceof Event.CondSignal) {
            int uncovered = 0;
            for (boolean r : released) {
                uncovered += r ? 0 : 1;
            }
            if (uncovered <= tokens.length) {
                return this;
            }
            long[] k = Arrays.copyOf(tokens, tokens.length + 1);
            k[tokens.length] = nextTicket;
            return new ConditionState(waiters, tickets, released, k, nextTicket);
        } else if (e instanceof Event.CondBroadcast) {
            boolean[] r = new boolean[released.length];
            Arrays.fill(r, true);
            return new ConditionState(waiters, tickets, r, new long[0], nextTicket);
        } else if (e instanceof Event.SyncInit) {
            return new ConditionState(
                    new int[0], new long[0], new boolean[0], new long[0], nextTicket);
        }
        return this;
    }

    /** Whether thread {@code t} waits here and a signal or broadcast lets it wake. */
    public boolean canWake(int t) {
        int i = indexOf(t);
        if (i < 0) {
            return false;
        }
        if (released[i]) {
            return true;
        }
        for (long cutoff : tokens) {
            if (cutoff >= tickets[i]) {
                return true;
            }
        }
        return false;
    }

    private ConditionState wake(int t) {
        int i = indexOf(t);
        if (i < 0) {
            return this;
        }
        long[] k = tokens;
        if (!released[i]) {
            int best = -1;
            for (int j = 0; j < tokens.length; j++) {
                if (tokens[j] >= tickets[i] && (best < 0 || tokens[j] < tokens[best])) {
                    best = j;
                }
            }
            if (best >= 0) {
                k = new long[tokens.length - 1];
                System.arraycopy(tokens, 0, k, 0, best);
                System.arraycopy(tokens, best + 1, k, best, tokens.length - best - 1);
            }
        }
        return new ConditionState(
                remove(waiters, i), remove(tickets, i), remove(released, i), k, nextTicket);
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof ConditionState c
                && nextTicket == c.nextTicket
                && Arrays.equals(waiters, c.waiters)
                && Arrays.equals(tickets, c.tickets)
                && Arrays.equals(released, c.released)
                && Arrays.equals(tokens, c.tokens);
    }

    @Override
    public int hashCode() {
        return Arrays.hashCode(
                new int[] {
                    Arrays.hashCode(waiters),
                    Arrays.hashCode(tickets),
                    Arrays.hashCode(released),
                    Arrays.hashCode(tokens),
                    Long.hashCode(nextTicket)
                });
    }

    private int indexOf(int t) {
        for (int i = 0; i < waiters.length; i++) {
            if (waiters[i] == t) {
                return i;
            }
        }
        return -1;
    }

    private static int[] remove(int[] a, int i) {
        int[] out = new int[a.length - 1];
        System.arraycopy(a, 0, out, 0, i);
        System.arraycopy(a, i + 1, out, i, a.length - i - 1);
        return out;
    }

    private static long[] remove(long[] a, int i) {
        long[] out = new long[a.length - 1];
        System.arraycopy(a, 0, out, 0, i);
        System.arraycopy(a, i + 1, out, i, a.length - i - 1);
        return out;
    }

    private static boolean[] remove(boolean[] a, int i) {
        boolean[] out = new boolean[a.length - 1];
        System.arraycopy(a, 0, out, 0, i);
        System.arraycopy(a, i + 1, out, i, a.length - i - 1);
        return out;
    }
}
