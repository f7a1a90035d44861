package org.jsmc.bench.manifest;

/**
 * A paper's numbers for one table row and one algorithm. Every field is optional ({@code null} when
 * the paper leaves the cell empty).
 *
 * @param traces complete traces as printed
 * @param seconds time, converted to seconds
 * @param timeout whether the paper shows a timeout
 * @param sleepSetBlocked sleep-set-blocked executions (QPOR's "SSB")
 * @param events unfolding events (the QPOR artifact log's "Events")
 * @param memoryMb peak memory in MB (QPOR's "Mem")
 * @param speedup a speedup over the unbounded baseline (bounded POR's Table I)
 * @param bug whether the tool reported a bug (QPOR's Table 3)
 * @param unsupported whether the tool cannot handle the benchmark (RVF-SMC's "†")
 */
public record Reported(
        Long traces,
        Double seconds,
        Boolean timeout,
        Long sleepSetBlocked,
        Long events,
        Double memoryMb,
        Double speedup,
        Boolean bug,
        Boolean unsupported) {

    /** Whether the paper shows a timeout. */
    public boolean timedOut() {
        return Boolean.TRUE.equals(timeout);
    }

    /** Whether the paper marks the tool as unable to handle the benchmark. */
    public boolean isUnsupported() {
        return Boolean.TRUE.equals(unsupported);
    }
}
