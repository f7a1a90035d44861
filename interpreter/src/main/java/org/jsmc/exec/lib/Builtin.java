package org.jsmc.exec.lib;

import java.util.HashMap;
import java.util.Map;
import java.util.Optional;

/**
 * The external functions jsmc models, by C name. A call of a declared function that is not here is
 * an "unsupported external function" error when it is executed; it is never a silent no-op.
 *
 * <p>A few names are modelled even when the program defines them, because their meaning is fixed by
 * convention ({@link #interceptsDefinition()}): {@code reach_error} and {@code __VERIFIER_error}
 * always report an assertion violation.
 */
public enum Builtin {
    // threads
    PTHREAD_CREATE("pthread_create"),
    PTHREAD_JOIN("pthread_join"),
    PTHREAD_EXIT("pthread_exit"),
    PTHREAD_SELF("pthread_self"),
    PTHREAD_EQUAL("pthread_equal"),
    PTHREAD_DETACH("pthread_detach"),
    YIELD("sched_yield", "pthread_yield"),
    /** Attribute objects are accepted and ignored. */
    ATTRIBUTE_NOOP(
            "pthread_attr_init",
            "pthread_attr_destroy",
            "pthread_attr_setdetachstate",
            "pthread_attr_setstacksize",
            "pthread_mutexattr_init",
            "pthread_mutexattr_destroy",
            "pthread_mutexattr_setprotocol",
            "pthread_condattr_init",
            "pthread_condattr_destroy",
            "pthread_rwlockattr_init",
            "pthread_rwlockattr_destroy"),
    /**
     * Mutex types: normal, error-checking and adaptive mutexes all behave as jsmc's mutex (misuse
     * is an error); recursive mutexes are not modelled.
     */
    MUTEXATTR_SETTYPE("pthread_mutexattr_settype"),
    // mutexes
    /**
     * Spin locks are mutexes: waiting by spinning or by blocking is the same to a model checker.
     */
    MUTEX_INIT("pthread_mutex_init", "pthread_spin_init"),
    MUTEX_LOCK("pthread_mutex_lock", "pthread_spin_lock"),
    MUTEX_TRYLOCK("pthread_mutex_trylock", "pthread_spin_trylock"),
    MUTEX_UNLOCK("pthread_mutex_unlock", "pthread_spin_unlock"),
    MUTEX_DESTROY("pthread_mutex_destroy", "pthread_spin_destroy"),
    // reader-writer locks
    RWLOCK_INIT("pthread_rwlock_init"),
    RWLOCK_RDLOCK("pthread_rwlock_rdlock"),
    RWLOCK_WRLOCK("pthread_rwlock_wrlock"),
    RWLOCK_TRYRDLOCK("pthread_rwlock_tryrdlock"),
    RWLOCK_TRYWRLOCK("pthread_rwlock_trywrlock"),
    RWLOCK_UNLOCK("pthread_rwlock_unlock"),
    RWLOCK_DESTROY("pthread_rwlock_destroy"),
    // thread-specific data
    KEY_CREATE("pthread_key_create"),
    KEY_DELETE("pthread_key_delete"),
    GETSPECIFIC("pthread_getspecific"),
    SETSPECIFIC("pthread_setspecific"),
    // condition variables
    COND_INIT("pthread_cond_init"),
    COND_WAIT("pthread_cond_wait"),
    COND_SIGNAL("pthread_cond_signal"),
    COND_BROADCAST("pthread_cond_broadcast"),
    COND_DESTROY("pthread_cond_destroy"),
    // verification
    ASSUME("__VERIFIER_assume"),
    NONDET("__VERIFIER_nondet_*"),
    ATOMIC_BEGIN("__VERIFIER_atomic_begin"),
    ATOMIC_END("__VERIFIER_atomic_end"),
    REACH_ERROR("reach_error", "__VERIFIER_error"),
    ASSERT_FAIL("__assert_fail"),
    ABORT("abort"),
    EXIT("exit", "_Exit", "_exit"),
    // memory
    MALLOC("malloc"),
    CALLOC("calloc"),
    REALLOC("realloc"),
    FREE("free"),
    MEMCPY("memcpy"),
    MEMMOVE("memmove"),
    MEMSET("memset"),
    /** {@code bcmp} is what optimised code calls when only equality matters. */
    MEMCMP("memcmp", "bcmp"),
    // strings
    STRLEN("strlen"),
    STRCMP("strcmp"),
    STRNCMP("strncmp"),
    STRCPY("strcpy"),
    STRNCPY("strncpy"),
    STRCHR("strchr"),
    STRCAT("strcat"),
    // output
    PRINTF("printf"),
    FPRINTF("fprintf"),
    PUTS("puts"),
    PUTCHAR("putchar"),
    // misc
    SLEEP("sleep", "usleep", "nanosleep"),
    ERRNO_LOCATION("__errno_location"),
    ABS("abs", "labs", "llabs"),
    // intrinsics that behave like library calls
    VA_START(),
    VA_END(),
    VA_COPY(),
    TRAP(),
    THREADLOCAL_ADDRESS();

    private static final Map<String, Builtin> BY_NAME = new HashMap<>();

    static {
        for (Builtin b : values()) {
            for (String n : b.names) {
                BY_NAME.put(n, b);
            }
        }
    }

    private final String[] names;

    Builtin(String... names) {
        this.names = names;
    }

    /** The model for the external function {@code name}, if jsmc has one. */
    public static Optional<Builtin> byName(String name) {
        if (name.startsWith("__VERIFIER_nondet_")) {
            return Optional.of(NONDET);
        }
        return Optional.ofNullable(BY_NAME.get(name));
    }

    /** Whether calls of this name use the model even if the program defines the function. */
    public boolean interceptsDefinition() {
        return this == REACH_ERROR;
    }

    /** The C names this builtin models. */
    public String[] names() {
        return names.clone();
    }
}
