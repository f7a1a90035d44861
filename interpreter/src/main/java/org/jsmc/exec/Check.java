package org.jsmc.exec;

import java.util.Optional;

/**
 * The checks a user turns on with {@code --check NAME}, beyond the errors jsmc always reports
 * (failed assertions, invalid accesses and frees, division by zero, …).
 */
public enum Check {
    /**
     * Two accesses of different threads to a common byte, at least one writing and at least one not
     * atomic, not ordered by happens-before. Checked by the explorers on every execution they run
     * ({@code org.jsmc.explore.race}), not by the interpreter.
     */
    DATA_RACE("data-race", ErrorKind.DATA_RACE),
    /**
     * Heap memory neither freed nor reachable from globals and live stacks when the program ends.
     */
    MEMTRACK("memtrack", ErrorKind.MEMORY_LEAK),
    /** Heap memory not freed when the program ends, reachable or not. */
    MEMCLEANUP("memcleanup", ErrorKind.MEMORY_NOT_FREED),
    /** Signed integer overflow in {@code + - * / % <<} and negation, as C defines it. */
    OVERFLOW("overflow", ErrorKind.SIGNED_OVERFLOW),
    /**
     * A pointer comparison with an operand that points to freed heap memory: C leaves its value
     * indeterminate, and a real {@code malloc} may hand the address out again, so the comparison
     * may come out otherwise than in jsmc, which never reuses addresses. SV-COMP answers turn it
     * on, so that such a program is never declared safe.
     */
    DANGLING_COMPARE("dangling-compare", ErrorKind.DANGLING_COMPARE);

    private final String checkName;
    private final ErrorKind kind;

    Check(String checkName, ErrorKind kind) {
        this.checkName = checkName;
        this.kind = kind;
    }

    /** The name on the command line, e.g. {@code data-race}. */
    public String checkName() {
        return checkName;
    }

    /** The kind of error the check reports. */
    public ErrorKind kind() {
        return kind;
    }

    /** The check called {@code name} on the command line. */
    public static Optional<Check> byName(String name) {
        for (Check c : values()) {
            if (c.checkName.equals(name)) {
                return Optional.of(c);
            }
        }
        return Optional.empty();
    }
}
