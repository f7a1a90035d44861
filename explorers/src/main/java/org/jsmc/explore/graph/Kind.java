package org.jsmc.explore.graph;

/** What a {@link Node} does to shared state, as the graph sees it. */
public enum Kind {
    /** Reads a location ({@link Node#rf()} names the write), writes nothing. */
    READ,
    /** Writes a location; placed in its coherence order once {@link Node#placed()}. */
    WRITE,
    /**
     * Reads and writes one location in one atomic step (an RMW, a successful compare-exchange, a
     * lock acquisition, a successful trylock): its write is coherence-immediately after the write
     * it reads.
     */
    UPDATE,
    /**
     * A lock acquisition that read the mutex held, or a condition-variable wake-up that read it
     * held or without a signal for its thread: it blocks its thread (await-CAS). The thread moves
     * again only if a backward revisit lets the attempt read a write that lets it through.
     */
    AWAIT,
    /** Touches no location: spawn, join, fence, choice, exit. */
    OTHER;

    /** Whether the node reads a location and so has a reads-from source. */
    public boolean reads() {
        return this == READ || this == UPDATE || this == AWAIT;
    }

    /** Whether the node writes a location. */
    public boolean writes() {
        return this == WRITE || this == UPDATE;
    }
}
