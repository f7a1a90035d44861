package org.jsmc.explore.unfolding;

import org.jsmc.exec.Event;
import org.jsmc.explore.core.Conflicts;

/**
 * The independence relation the unfolding is built on (QPOR's {@code ◇}, here with memory
 * interference): two actions of one thread are dependent; actions of different threads are
 * dependent when {@link Conflicts} says so (overlapping accesses with a write, operations on one
 * synchronisation object, {@code exit()}), or when one of them is terminal (after it no thread
 * moves, so it does not commute with anything). A failed compare-exchange and a failed trylock are
 * the reads they are: the outcome is part of the action, fixed by the history.
 */
final class Dependence {
    private Dependence() {}

    static boolean dependent(Occurrence x, Occurrence y) {
        return x.thread == y.thread || dependent(x.label, x.terminal, y.label, y.terminal);
    }

    static boolean dependent(Event a, boolean terminalA, Event b, boolean terminalB) {
        return terminalA || terminalB || Conflicts.conflict(a, b, false);
    }
}
