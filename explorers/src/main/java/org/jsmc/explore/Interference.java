package org.jsmc.explore;

import java.util.Arrays;
import java.util.Optional;

/** What makes two events of different threads interfere in {@code qpor}'s unfolding. */
public enum Interference {
    /**
     * Memory and synchronisation: the dependence of every other algorithm ({@code
     * explore.core.Conflicts}), so that one run per Mazurkiewicz class is explored on any program.
     */
    MEMORY("memory"),
    /**
     * Mutex operations only, as DPU's model (QPOR §2): memory accesses never interfere, which is
     * sound only on data-race-free programs; every explored execution is checked for data races,
     * reported as errors.
     */
    LOCKS("locks");

    private final String label;

    Interference(String label) {
        this.label = label;
    }

    /** The name on the command line. */
    public String label() {
        return label;
    }

    /** The interference called {@code label}, if any. */
    public static Optional<Interference> byLabel(String label) {
        return Arrays.stream(values()).filter(i -> i.label.equals(label)).findFirst();
    }
}
