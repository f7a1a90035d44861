package org.jsmc.bench.run;

import com.fasterxml.jackson.annotation.JsonIgnore;
import com.fasterxml.jackson.annotation.JsonInclude;
import java.util.Collections;
import java.util.Map;
import java.util.Optional;
import java.util.TreeMap;
import org.jsmc.bench.manifest.Params;
import org.jsmc.explore.Counts;

/**
 * One line of the results file: the outcome of one run.
 *
 * @param family the family id
 * @param params the parameter values
 * @param algorithm the configuration key (an algorithm name or a variant such as {@code qpor-k1})
 * @param status how the run ended
 * @param verdict {@code ok} or {@code error} (an error found in the program), when status is ok
 * @param counts every count bucket, when status is ok
 * @param complete whether the exploration covered everything (jsmc's {@code complete})
 * @param statistics the algorithm's own figures from jsmc's report ({@code statistics}), when it
 *     finished and gave any: for {@code rf} and {@code rvf} {@code calls}, {@code witnessesReused},
 *     {@code verifyScCalls}, {@code verifyScStates} and {@code verifyScMillis} (time inside
 *     VerifySC); {@code null} otherwise, and in results files written before they were kept
 * @param seconds wall-clock time of the whole process, measured by the runner
 * @param checkSeconds the time jsmc itself reports (loading and exploring, without JVM start)
 * @param peakMemoryMb peak resident memory of the process in MB (Linux {@code VmHWM})
 * @param timeoutSeconds the time limit the run had
 * @param memoryMb the heap limit the run had ({@code -Xmx})
 * @param exitCode the process's exit code ({@code null} when killed)
 * @param message for errors, the line jsmc printed on stderr
 * @param finished when the run ended (ISO-8601)
 */
@JsonInclude(JsonInclude.Include.NON_NULL)
public record RunRecord(
        String family,
        Map<String, Long> params,
        String algorithm,
        Status status,
        String verdict,
        Counts counts,
        Boolean complete,
        Map<String, Long> statistics,
        double seconds,
        Double checkSeconds,
        Double peakMemoryMb,
        double timeoutSeconds,
        int memoryMb,
        Integer exitCode,
        String message,
        String finished) {

    /** The name of jsmc's statistic on the time inside VerifySC, in milliseconds. */
    public static final String VERIFY_SC_MILLIS = "verifyScMillis";

    /** The name of {@code qpor}'s statistic on its unfolding's size in DPU's event model. */
    public static final String EVENTS_IN_DPU_MODEL = "eventsInDpuModel";

    /** The name of jsmc's statistic on the number of VerifySC calls. */
    public static final String VERIFY_SC_CALLS = "verifyScCalls";

    public RunRecord {
        statistics =
                statistics == null || statistics.isEmpty()
                        ? null
                        : Collections.unmodifiableMap(new TreeMap<>(statistics));
    }

    /** The run this record is about. */
    @JsonIgnore
    public RunKey key() {
        return new RunKey(family, new Params(params), algorithm);
    }

    /** Whether jsmc finished with a report. */
    @JsonIgnore
    public boolean isOk() {
        return status == Status.OK && counts != null;
    }

    /** The statistic called {@code name}, when the run reported it. */
    @JsonIgnore
    public Optional<Long> statistic(String name) {
        return statistics == null ? Optional.empty() : Optional.ofNullable(statistics.get(name));
    }

    /** The trace count, when the run finished. */
    @JsonIgnore
    public Long traces() {
        return isOk() ? counts.traces() : null;
    }
}
