package org.jsmc.exec;

/** The kinds of errors jsmc finds in checked programs. */
public enum ErrorKind {
    /** A failed {@code assert}, a call of {@code reach_error} or {@code __VERIFIER_error}. */
    ASSERTION("assertion violation"),
    /** A call of {@code abort} or {@code llvm.trap}. */
    ABORT("abort"),
    /** Control reached an {@code unreachable} instruction. */
    UNREACHABLE("unreachable code reached"),
    /** A load, store or call through a null pointer (or an address near it). */
    NULL_DEREFERENCE("null pointer dereference"),
    /** An access outside every live object. */
    OUT_OF_BOUNDS("out-of-bounds access"),
    /** An access to a freed heap object or to a local of a returned function. */
    USE_AFTER_FREE("use after free"),
    /** {@code free} of an already freed object. */
    DOUBLE_FREE("double free"),
    /** {@code free} of something {@code malloc} did not return. */
    INVALID_FREE("invalid free"),
    /** Integer division or remainder by zero. */
    DIVISION_BY_ZERO("division by zero"),
    /** A call of a function pointer that points to no function. */
    INVALID_CALL("invalid function call"),
    /** pthread API misuse: unlocking a mutex the thread does not hold, joining twice, … */
    PTHREAD_MISUSE("pthread misuse"),
    /** No thread can move, but some thread is blocked (only with --deadlock-is-error). */
    DEADLOCK("deadlock"),
    /** A replayed execution diverged from the recorded one. */
    NONDETERMINISM("nondeterminism"),
    /** Two conflicting accesses, at least one not atomic, that are not ordered. */
    DATA_RACE("data race"),
    /**
     * Heap memory lost: neither freed nor reachable when the program ends ({@code --check
     * memtrack}).
     */
    MEMORY_LEAK("memory leak"),
    /** Heap memory not freed when the program ends ({@code --check memcleanup}). */
    MEMORY_NOT_FREED("memory not freed"),
    /** Signed integer overflow ({@code --check overflow}). */
    SIGNED_OVERFLOW("signed integer overflow"),
    /**
     * A comparison with a pointer to freed heap memory ({@code --check dangling-compare}): its
     * outcome depends on whether {@code malloc} reuses the address, which jsmc never does.
     */
    DANGLING_COMPARE("comparison of a dangling pointer");

    private final String description;

    ErrorKind(String description) {
        this.description = description;
    }

    /** A lower-case phrase for messages, e.g. {@code "use after free"}. */
    public String description() {
        return description;
    }

    /** Whether this is an invalid memory access or invalid {@code free}. */
    public boolean isMemoryError() {
        return switch (this) {
            case NULL_DEREFERENCE, OUT_OF_BOUNDS, USE_AFTER_FREE, DOUBLE_FREE, INVALID_FREE -> true;
            default -> false;
        };
    }
}
