package org.jsmc.explore.core;

import java.util.ArrayList;
import java.util.List;
import org.jsmc.exec.Event;

/**
 * The operations of one execution on each synchronisation object (mutex, rwlock, condition
 * variable), in order, with the object's state after each. All operations on one object are
 * dependent, so they form a chain totally ordered by happens-before; a new operation depends on the
 * last one. The states let the race analysis ask whether a blocking operation (a lock acquisition,
 * a condition wake-up) could have run before an earlier operation. Mutable; owned by one {@link
 * Steps}.
 */
final class SyncIndex {

    /** The operations on one object. */
    static final class Chain {
        final long address;
        final IntList positions = new IntList();
        private long[] lockStates = new long[4];
        private final List<ConditionState> conditionStates = new ArrayList<>();
        private boolean condition;
        private long initialLock;

        Chain(long address) {
            this.address = address;
        }

        int size() {
            return positions.size();
        }

        int position(int i) {
            return positions.get(i);
        }

        boolean isCondition() {
            return condition;
        }

        /** The number of operations of steps before position {@code p}. */
        int indexBefore(int p) {
            int lo = 0;
            int hi = positions.size();
            while (lo < hi) {
                int mid = (lo + hi) >>> 1;
                if (positions.get(mid) < p) {
                    lo = mid + 1;
                } else {
                    hi = mid;
                }
            }
            return lo;
        }

        /** The lock state before operation {@code i} ({@code i == size()}: now). */
        long lockBefore(int i) {
            return i == 0 ? initialLock : lockStates[i - 1];
        }

        /** The condition state before operation {@code i} ({@code i == size()}: now). */
        ConditionState conditionBefore(int i) {
            return i == 0 ? ConditionState.EMPTY : conditionStates.get(i - 1);
        }

        void append(Step s, Event e) {
            int t = s.threadIndex();
            if (positions.isEmpty()) {
                condition = isConditionOperation(e, address);
                initialLock = condition ? 0 : LockState.initial(e, address, t);
            }
            int i = positions.size();
            positions.add(s.position);
            if (condition) {
                conditionStates.add(conditionBefore(i).after(e, t));
            } else {
                if (i == lockStates.length) {
                    lockStates = java.util.Arrays.copyOf(lockStates, i * 2);
                }
                lockStates[i] = LockState.after(lockBefore(i), e, address, t);
            }
        }
    }

    private final LongIntMap ids = new LongIntMap();
    private final List<Chain> chains = new ArrayList<>();

    void clear() {
        ids.clear();
        chains.clear();
    }

    /**
     * Records {@code e} of step {@code s}; {@code s} depends on the last operation on each object.
     */
    void record(Step s, Event e, List<Step> steps) {
        for (int k = 0; k < 2; k++) {
            long object = Conflicts.syncObject(e, k);
            if (object == Conflicts.NONE) {
                continue;
            }
            Chain c = chain(object, true);
            if (c.size() > 0) {
                int last = c.position(c.size() - 1);
                if (last != s.position && steps.get(last).threadIndex() != s.threadIndex()) {
                    s.addPred(last, false);
                }
            }
            c.append(s, e);
        }
    }

    /** The chain of {@code object}, or null if nothing operated on it yet. */
    Chain chain(long object) {
        return chain(object, false);
    }

    private Chain chain(long object, boolean create) {
        int id = ids.get(object);
        if (id >= 0) {
            return chains.get(id);
        }
        if (!create) {
            return null;
        }
        Chain c = new Chain(object);
        ids.put(object, chains.size());
        chains.add(c);
        return c;
    }

    private static boolean isConditionOperation(Event e, long address) {
        if (e instanceof Event.CondWait w) {
            return w.condition() == address;
        } else if (e instanceof Event.CondWake w) {
            return w.condition() == address;
        } else if (e instanceof Event.SyncInit i) {
            return i.kind() == org.jsmc.exec.LockKind.CONDITION;
        } else if (e instanceof Event.SyncDestroy d) {
            return d.kind() == org.jsmc.exec.LockKind.CONDITION;
        }
        return e instanceof Event.CondSignal || e instanceof Event.CondBroadcast;
    }
}
