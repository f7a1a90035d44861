package org.jsmc.ir;

/**
 * The memory ordering of an atomic instruction. jsmc checks programs under sequential consistency,
 * so the ordering is recorded but does not change the semantics; {@code NOT_ATOMIC} marks plain
 * loads and stores.
 */
public enum Ordering {
    NOT_ATOMIC,
    UNORDERED,
    MONOTONIC,
    ACQUIRE,
    RELEASE,
    ACQ_REL,
    SEQ_CST;

    /** Whether the access is atomic. */
    public boolean isAtomic() {
        return this != NOT_ATOMIC;
    }
}
