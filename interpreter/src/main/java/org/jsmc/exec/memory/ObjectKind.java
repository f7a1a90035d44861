package org.jsmc.exec.memory;

/** Where an object came from. */
public enum ObjectKind {
    /** A global variable; shared from the start. */
    GLOBAL,
    /** A thread's copy of a {@code _Thread_local} global. */
    THREAD_LOCAL,
    /** An {@code alloca}: a local whose address is taken, dead once its function returns. */
    STACK,
    /** A {@code malloc}, {@code calloc} or {@code realloc} block. */
    HEAP,
    /** Memory jsmc allocates itself: {@code argv}, variadic argument areas. */
    RUNTIME
}
