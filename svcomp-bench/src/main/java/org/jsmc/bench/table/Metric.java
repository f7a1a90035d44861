package org.jsmc.bench.table;

/** What a table column shows of a run. */
public enum Metric {
    /** Complete traces. */
    TRACES,
    /** Wall-clock seconds. */
    TIME,
    /** Sleep-set-blocked executions (QPOR's "SSB"). */
    SLEEP_SET_BLOCKED,
    /** Unfolding events in DPU's event model ({@code statistics.eventsInDpuModel}). */
    EVENTS,
    /** Peak memory in MB. */
    MEMORY,
    /** Whether an error was found in the program: {@code y} or {@code n}. */
    BUG,
    /** The time of the column's baseline configuration divided by this configuration's time. */
    SPEEDUP
}
