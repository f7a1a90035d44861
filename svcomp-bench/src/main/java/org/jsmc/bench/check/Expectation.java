package org.jsmc.bench.check;

import java.util.Map;
import java.util.Optional;
import org.jsmc.bench.Configuration;
import org.jsmc.bench.manifest.Quantity;

/**
 * Which closed form a configuration's counts must equal. An algorithm that explores exactly one
 * trace per class of its equivalence (or whose count the literature fixes) is compared with that
 * quantity's closed form: {@code dfs} with {@code interleavings}; {@code source}, {@code optimal}
 * and every {@code qpor} variant with {@code mazurkiewicz} (QPOR's k changes only the
 * sleep-set-blocked executions); {@code observers} with {@code observers}; {@code rf} with {@code
 * readsFrom}; {@code dc}, {@code vc}, {@code rvf} and {@code view} with {@code dataCentric}, {@code
 * valueCentric}, {@code rvf} (an upper bound for {@code rvf}: {@link #tracesAtMost}) and {@code
 * view}. Source-DPOR's sleep-set-blocked count is compared with {@code sourceSleepSetBlocked}.
 * {@code trust} and its bounded variants have no closed form here (GenMC-style graphs count locks
 * differently), only the papers' numbers.
 */
public final class Expectation {
    private static final Map<String, Quantity> TRACES =
            Map.of(
                    "dfs", Quantity.INTERLEAVINGS,
                    "source", Quantity.MAZURKIEWICZ,
                    "optimal", Quantity.MAZURKIEWICZ,
                    "qpor", Quantity.MAZURKIEWICZ,
                    "observers", Quantity.OBSERVERS,
                    "rf", Quantity.READS_FROM,
                    "dc", Quantity.DATA_CENTRIC,
                    "vc", Quantity.VALUE_CENTRIC,
                    "rvf", Quantity.RVF,
                    "view", Quantity.VIEW);

    private Expectation() {}

    /** The quantity {@code c}'s trace count must equal, if any. */
    public static Optional<Quantity> forTraces(Configuration c) {
        return Optional.ofNullable(TRACES.get(c.algorithm()));
    }

    /**
     * Whether {@code c}'s trace count is bounded by its closed form rather than equal to it: {@code
     * rvf} explores at most one trace per RVF class and may merge classes whose events and values
     * agree (research/seed-004-rvf.md §7 pitfall 2).
     */
    public static boolean tracesAtMost(Configuration c) {
        return c.algorithm().equals("rvf");
    }

    /** The quantity {@code c}'s sleep-set-blocked count must equal, if any. */
    public static Optional<Quantity> forSleepSetBlocked(Configuration c) {
        return c.key().equals("source")
                ? Optional.of(Quantity.SOURCE_SLEEP_SET_BLOCKED)
                : Optional.empty();
    }
}
