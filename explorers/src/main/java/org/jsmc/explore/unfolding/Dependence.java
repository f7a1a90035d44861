package org.jsmc.explore.unfolding;

import org.jsmc.exec.Event;
import org.jsmc.explore.Interference;
import org.jsmc.explore.core.Conflicts;

/**
 * The independence relation an unfolding is built on (QPOR's {@code ◇}). Two actions of one thread
 * are dependent. Actions of different threads are dependent when one of them is terminal (after it
 * no thread moves, so it commutes with nothing), and otherwise:
 *
 * <ul>
 *   <li>{@link Interference#MEMORY}: when {@link Conflicts} says so (overlapping accesses with a
 *       write, operations on one synchronisation object, {@code exit()}). A failed compare-exchange
 *       or trylock is the read it is: the outcome is part of the action, fixed by the history.
 *   <li>{@link Interference#LOCKS}: the same without memory: accesses and {@code free}s interfere
 *       with nothing but {@code exit()} (DPU's model, note §1.3 read as intended).
 * </ul>
 */
enum Dependence {
    MEMORY,
    LOCKS;

    static Dependence of(Interference interference) {
        return interference == Interference.LOCKS ? LOCKS : MEMORY;
    }

    static boolean dependent(Occurrence x, Occurrence y) {
        return x.thread == y.thread
                || x.dependence.dependent(x.label, x.terminal, y.label, y.terminal);
    }

    boolean dependent(Event a, boolean terminalA, Event b, boolean terminalB) {
        if (terminalA || terminalB) {
            return true;
        }
        if (this == LOCKS && (memory(a) || memory(b))) {
            return a instanceof Event.Exit || b instanceof Event.Exit;
        }
        return Conflicts.conflict(a, b, false);
    }

    /**
     * Whether {@code e} is folded into its thread's previous event: under {@code LOCKS} an access,
     * {@code free} or fence depends on nothing another thread can do (DPU attaches them to the
     * preceding event as payload, note §1.9), so it is no event of the unfolding.
     */
    boolean folded(Event e) {
        return this == LOCKS
                && (e instanceof Event.Access a && !a.atomic()
                        || e instanceof Event.Free
                        || e instanceof Event.Fence);
    }

    /** Whether {@code e} can depend on another thread's action through memory. */
    boolean throughMemory(Event e) {
        return this == MEMORY && memory(e);
    }

    private static boolean memory(Event e) {
        return e instanceof Event.Access || e instanceof Event.Free;
    }
}
