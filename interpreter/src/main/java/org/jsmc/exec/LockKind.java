package org.jsmc.exec;

/**
 * Which pthread synchronisation object an event acts on, and in which mode.
 *
 * <p>{@code MUTEX} is a {@code pthread_mutex_t}; {@code READ} and {@code WRITE} are the two modes
 * of a {@code pthread_rwlock_t}; {@code CONDITION} is a {@code pthread_cond_t} (used only by {@link
 * Event.SyncInit} and {@link Event.SyncDestroy}).
 */
public enum LockKind {
    MUTEX,
    READ,
    WRITE,
    CONDITION
}
