package org.jsmc.explore;

/**
 * The equivalences on executions that jsmc's algorithms explore, from finest to coarsest. The
 * definitions the oracle implements are in {@link org.jsmc.explore.oracle}.
 */
public enum Equivalence {
    /** No equivalence: every interleaving of visible events is its own class. */
    NONE("interleavings"),
    /** Same events and same order of every conflicting pair (Mazurkiewicz traces). */
    MAZURKIEWICZ("Mazurkiewicz"),
    /** Mazurkiewicz, but a write-write pair counts only when a read observes the later write. */
    OBSERVERS("observers"),
    /** Reads-from with one distinguished root thread (Chalupa et al. POPL'18). */
    DATA_CENTRIC("data-centric"),
    /** Same events and every read reads from the same write. */
    READS_FROM("reads-from"),
    /** Value-happens-before (VC-DPOR, seed 000). */
    VALUE_CENTRIC("value-centric"),
    /** Same events, same values, same causal order among reads (RVF-SMC, seed 004). */
    RVF("reads-value-from"),
    /** Same reads returning the same values (ViEqui, seed 001). */
    VIEW("view");

    private final String title;

    Equivalence(String title) {
        this.title = title;
    }

    /** A short human-readable name. */
    public String title() {
        return title;
    }

    /**
     * Whether equivalent executions order every pair of conflicting events alike, so that they have
     * the same happens-before order ({@code org.jsmc.explore.race}) and exploring one execution per
     * class finds every data race. The coarser equivalences leave some conflicting atomic accesses
     * unordered (observers: unread writes; reads-from: coherence), which can hide a race.
     */
    public boolean ordersConflicts() {
        return this == NONE || this == MAZURKIEWICZ;
    }
}
