package org.jsmc.explore;

/**
 * The implementation optimizations VC-DPOR's experiments used (§6, App. D; note §2.11), each
 * switchable so that counts can be checked with and without it. They apply to {@code vc} and {@code
 * dc}; every one keeps the exploration's guarantees (pairwise inequivalent traces covering every
 * value function, every error found) and only changes how many traces it takes.
 */
public enum VcOptimization {
    /**
     * Optimization 1: a node gives values first to the reads followed, in their own thread, by the
     * most writes before the thread's next read; ties root first, then by thread.
     */
    READ_ORDER("read-order"),

    /**
     * Optimization 2: a read's value (or write) whose child completed a trace is not given again at
     * the node, under another order of the node's new writes or of the read itself (that child
     * would have the same events and values).
     */
    MAXIMAL_SHORTCUT("maximal-shortcut"),

    /**
     * Optimization 3, extended: two conflicting leaf writes are left unordered while one of them is
     * unobservable (the paper's second case) or both are good writes of the same reads (the paper's
     * "never-good" writes, of none), none of them the root's; they are ordered both ways once a
     * read makes them differ.
     */
    FEWER_LEAF_ORDERS("fewer-leaf-orders");

    private final String label;

    VcOptimization(String label) {
        this.label = label;
    }

    /** The name on the command line. */
    public String label() {
        return label;
    }

    /** The optimization of command-line name {@code label}, if any. */
    public static java.util.Optional<VcOptimization> byLabel(String label) {
        for (VcOptimization o : values()) {
            if (o.label.equals(label)) {
                return java.util.Optional.of(o);
            }
        }
        return java.util.Optional.empty();
    }
}
