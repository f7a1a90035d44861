package org.jsmc.exec.machine;

/** The kind of visible operation a paused thread is about to perform. */
enum PendingKind {
    READ,
    WRITE,
    RMW,
    CAS,
    FENCE,
    FREE,
    SYNC_INIT,
    SYNC_DESTROY,
    LOCK,
    TRYLOCK,
    UNLOCK,
    COND_WAIT,
    COND_WAKE,
    SIGNAL,
    BROADCAST,
    SPAWN,
    JOIN,
    CHOICE,
    ATOMIC_BEGIN,
    ATOMIC_END,
    EXIT
}
