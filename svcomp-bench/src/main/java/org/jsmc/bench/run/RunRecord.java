package org.jsmc.bench.run;

import com.fasterxml.jackson.annotation.JsonIgnore;
import com.fasterxml.jackson.annotation.JsonInclude;
import java.util.Map;
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
        double seconds,
        Double checkSeconds,
        Double peakMemoryMb,
        double timeoutSeconds,
        int memoryMb,
        Integer exitCode,
        String message,
        String finished) {

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

    /** The trace count, when the run finished. */
    @JsonIgnore
    public Long traces() {
        return isOk() ? counts.traces() : null;
    }
}
