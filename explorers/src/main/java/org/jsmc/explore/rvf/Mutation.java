package org.jsmc.explore.rvf;

import org.jsmc.exec.Event;
import org.jsmc.exec.ThreadId;

/**
 * An enabled reading event of a node's σ̃ that the node may give a source (Alg. 2 l. 8–12).
 *
 * @param id its thread
 * @param thread its thread's dense number
 * @param event the pending event
 * @param ref its ref ({@link GoodWrites#ref})
 * @param footprint what it reads (and writes, with the outcome the pending event records)
 * @param initial the value of the initial write of its location
 * @param forbidden {@code C(r)}, or null when {@code r ∉ dom(C)}
 */
record Mutation(
        ThreadId id,
        int thread,
        Event event,
        long ref,
        Footprint footprint,
        long initial,
        int[] forbidden) {

    /** A load, RMW or compare-exchange: Lemma 1 holds for it, so it may lower the flag (l. 19). */
    boolean memory() {
        return !(event instanceof Event.Lock || event instanceof Event.TryLock);
    }

    /** Lemma 1's order of l. 7–13: unconstrained memory reads, unconstrained locks, the rest. */
    int rank() {
        return forbidden != null ? 2 : memory() ? 0 : 1;
    }

    /** Whether it may read a write of {@code value}: a lock acquisition only reads "free". */
    boolean accepts(long value) {
        return !(event instanceof Event.Lock) || value == Footprint.FREE;
    }

    /** Its footprint when it reads {@code value}: a compare-exchange or trylock may then fail. */
    Footprint reading(long value) {
        if (event instanceof Event.CompareExchange c) {
            int cell = footprint.readCell();
            return new Footprint(cell, value == c.expected() ? cell : -1, c.replacement());
        } else if (event instanceof Event.TryLock) {
            int cell = footprint.readCell();
            return new Footprint(cell, value == Footprint.FREE ? cell : -1, Footprint.HELD);
        }
        return footprint;
    }
}
