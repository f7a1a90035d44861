package org.jsmc.explore.core;

import org.jsmc.exec.Event;

/**
 * The state a race reversal starts from, {@code pre(E,e)·notdep(e,E)}: the execution without {@code
 * e} and the steps that happen after it. The race analysis asks whether a blocking step would be
 * enabled there, and what a step that reads would read there, without running anything: each
 * synchronisation object's operations are totally ordered, so the ones that stay form a prefix of
 * its chain, whose state {@link SyncIndex} recorded; a memory byte holds the value of its last
 * write that stays.
 */
final class Prefix {
    private final Steps steps;

    Prefix(Steps steps) {
        this.steps = steps;
    }

    /** Whether step {@code p} of the trace stays in the prefix of {@code e}. */
    boolean stays(int p, Step e) {
        return p != e.position && !e.happensBefore(steps.get(p).clock);
    }

    /** The state of lock {@code object} in the prefix of {@code e}, before {@code later}. */
    long lockState(long object, Step e, Step later) {
        SyncIndex.Chain c = steps.chain(object);
        return c == null ? LockState.FREE : c.lockBefore(length(c, e, later));
    }

    /** The state of condition {@code object} in the prefix of {@code e}, before {@code later}. */
    ConditionState conditionState(long object, Step e, Step later) {
        SyncIndex.Chain c = steps.chain(object);
        return c == null ? ConditionState.EMPTY : c.conditionBefore(length(c, e, later));
    }

    /**
     * The number of leading operations of {@code c} before {@code later} that stay in the prefix of
     * {@code e}: the operations are totally ordered, so they form a prefix of the chain.
     */
    private int length(SyncIndex.Chain c, Step e, Step later) {
        // Once an operation does not stay (it is e or happens after it), no later one does: a
        // binary search, so that walking back along a long chain stays linear.
        int lo = 0;
        int hi = c.indexBefore(later.position);
        while (lo < hi) {
            int mid = (lo + hi) >>> 1;
            if (stays(c.position(mid), e)) {
                lo = mid + 1;
            } else {
                hi = mid;
            }
        }
        return lo;
    }

    /**
     * The value of {@code [address, address + size)} (little-endian, at most 8 bytes) in the prefix
     * of {@code e}, before {@code later}: per byte, the value of its last write that stays.
     */
    long value(long address, int size, Step e, Step later) {
        long value = 0;
        for (int b = size - 1; b >= 0; b--) {
            value = (value << 8) | byteAt(address + b, e, later);
        }
        return value;
    }

    private long byteAt(long a, Step e, Step later) {
        for (int p = Math.min(later.position, steps.size()) - 1; p >= 0; p--) {
            if (!stays(p, e)) {
                continue;
            }
            Step s = steps.get(p);
            for (int k = s.events.size() - 1; k >= 0; k--) {
                Event w = s.events.get(k);
                long written = written(w, a);
                if (written >= 0) {
                    return written;
                }
            }
        }
        return steps.initialByte(a);
    }

    /** The byte {@code w} writes at {@code a}, or -1 if it does not write it. */
    private static long written(Event w, long a) {
        long base;
        int size;
        long value;
        if (w instanceof Event.Write x) {
            base = x.address();
            size = x.size();
            value = x.value();
        } else if (w instanceof Event.Rmw x) {
            base = x.address();
            size = x.size();
            value = x.newValue();
        } else if (w instanceof Event.CompareExchange x && x.success()) {
            base = x.address();
            size = x.size();
            value = x.replacement();
        } else {
            return -1;
        }
        if (a < base || a >= base + size) {
            return -1;
        }
        return (value >>> (8 * (a - base))) & 0xff;
    }
}
