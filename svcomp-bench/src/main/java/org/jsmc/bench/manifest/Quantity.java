package org.jsmc.bench.manifest;

import java.util.Arrays;
import java.util.Optional;

/** The quantities a family's {@code closedForms} may give, by their manifest key. */
public enum Quantity {
    /** All interleavings of visible events ({@code dfs}). */
    INTERLEAVINGS("interleavings"),
    /** Mazurkiewicz traces: one per class for {@code optimal}, and {@code source}'s trace count. */
    MAZURKIEWICZ("mazurkiewicz"),
    /** Classes of the observers equivalence ({@code observers}). */
    OBSERVERS("observers"),
    /** Reads-from classes ({@code rf}). */
    READS_FROM("readsFrom"),
    /** What RVF-SMC explores ({@code rvf}). */
    RVF("rvf"),
    /** View-equivalence classes ({@code view}). */
    VIEW("view"),
    /** What VC-DPOR explores ({@code vc}). */
    VALUE_CENTRIC("valueCentric"),
    /** What DC-DPOR explores ({@code dc}). */
    DATA_CENTRIC("dataCentric"),
    /** Source-DPOR's sleep-set-blocked executions. */
    SOURCE_SLEEP_SET_BLOCKED("sourceSleepSetBlocked");

    private final String key;

    Quantity(String key) {
        this.key = key;
    }

    /** The manifest key, e.g. {@code readsFrom}. */
    public String key() {
        return key;
    }

    /** The quantity whose manifest key is {@code key}. */
    public static Optional<Quantity> byKey(String key) {
        return Arrays.stream(values()).filter(q -> q.key.equals(key)).findFirst();
    }
}
