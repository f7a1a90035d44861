package org.jsmc.explore.observers;

import org.jsmc.explore.optimal.OptimalExplorer;

/**
 * Optimal-DPOR with observers (Aronis, Jonsson, Lång, Sagonas, TACAS'18): Optimal-DPOR in which two
 * writes to the same location are ordered only when a read observes the later one, so that
 * executions differing only in the order of writes nobody reads are one class.
 *
 * <p>The wakeup trees, sleep sets and search are {@code explore.optimal}'s; the difference is in
 * {@code core}: happens-before keeps a write–write edge only if the later write is observed, a
 * write–write race is reversed only if observed, and its reversal runs the observing read with
 * everything it depends on, so that it does not depend on the order the execution gave to writes
 * nobody read ({@code Reversal}); writes sleep on condition that they stay unobserved ({@code
 * SleepSet}), and a wakeup-tree leaf does not stand for a longer sequence.
 */
public final class ObserversExplorer extends OptimalExplorer {
    static final String NAME = "observers";

    public ObserversExplorer() {
        super(NAME, true);
    }
}
