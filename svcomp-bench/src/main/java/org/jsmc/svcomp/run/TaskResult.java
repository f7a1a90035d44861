package org.jsmc.svcomp.run;

import com.fasterxml.jackson.annotation.JsonIgnoreProperties;
import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.annotation.JsonProperty;
import java.time.Instant;
import java.util.Objects;
import org.jsmc.svcomp.score.Category;
import org.jsmc.svcomp.score.Verdict;
import org.jsmc.svcomp.task.Task;

/**
 * One line of the results file: jsmc's answer for one task. The category and score are written for
 * readers of the file and computed anew when it is read.
 *
 * @param task the task definition file, absolute
 * @param property the property checked, e.g. {@code unreach-call}
 * @param algorithm the algorithm jsmc was given, or null for its default
 * @param inputFile the program
 * @param dataModel {@code ILP32} or {@code LP64}
 * @param expected the expected verdict, or null when the task definition states none
 * @param subproperty the violated subproperty the task definition names, or null
 * @param verdict the answer
 * @param reason one line: why the answer is unknown or an error (jsmc's reason, {@code timeout},
 *     {@code out of memory}, jsmc's message on stderr), or what jsmc found
 * @param seconds wall-clock time of the process, measured by the runner (0 when not run)
 * @param checkSeconds the time jsmc reports, without JVM start; null when it printed no report
 * @param peakMemoryMb peak resident memory in MB, or null when unknown
 * @param timeoutSeconds the time limit the run had
 * @param memoryMb the heap limit the run had
 * @param exitCode the process's exit code; null when killed or not run
 * @param finished when the run ended (ISO-8601)
 */
@JsonInclude(JsonInclude.Include.NON_NULL)
@JsonIgnoreProperties(
        value = {"category", "score"},
        allowGetters = true,
        ignoreUnknown = true)
public record TaskResult(
        String task,
        String property,
        String algorithm,
        String inputFile,
        String dataModel,
        Boolean expected,
        String subproperty,
        Verdict verdict,
        String reason,
        double seconds,
        Double checkSeconds,
        Double peakMemoryMb,
        double timeoutSeconds,
        int memoryMb,
        Integer exitCode,
        String finished) {

    /** What identifies a task's result in the results file: a later line for it supersedes. */
    public record Key(String task, String property, String algorithm) {}

    /** This result's key. */
    public Key key() {
        return new Key(task, property, algorithm);
    }

    /** The key of {@code task} run with {@code algorithm}. */
    public static Key keyOf(Task task, String algorithm) {
        return new Key(task.definition().file().toString(), task.property().name(), algorithm);
    }

    /** How the answer compares with the expected verdict. */
    @JsonProperty("category")
    public Category category() {
        return Category.of(verdict, expected, property, subproperty);
    }

    /** The SV-COMP score. */
    @JsonProperty("score")
    public int score() {
        return category().score();
    }

    /**
     * The reason under which the summary counts a task without an answer: the reason of an unknown
     * verdict without its details (what follows a colon or an opening parenthesis: locations,
     * bounds, advice), else the verdict ({@code error}, {@code unsupported}).
     */
    public String unknownReason() {
        return switch (verdict.kind()) {
            case UNKNOWN -> gist(Objects.requireNonNullElse(reason, "unknown"));
            case ERROR -> "error";
            case UNSUPPORTED -> gist(Objects.requireNonNullElse(reason, "unsupported"));
            default -> "answer for another property";
        };
    }

    /** {@code reason} up to its first {@code ": "} or {@code " ("}. */
    private static String gist(String reason) {
        int end = reason.length();
        for (String mark : new String[] {": ", " ("}) {
            int at = reason.indexOf(mark);
            if (at > 0) {
                end = Math.min(end, at);
            }
        }
        return reason.substring(0, end);
    }

    /**
     * A result whose fields besides the outcome come from {@code task}, {@code algorithm}, {@code
     * limits}.
     */
    static TaskResult of(
            Task task,
            String algorithm,
            SvcompLimits limits,
            Verdict verdict,
            String reason,
            double seconds,
            Double checkSeconds,
            Double peakMemoryMb,
            Integer exitCode) {
        return new TaskResult(
                task.definition().file().toString(),
                task.property().name(),
                algorithm,
                task.definition().inputFiles().isEmpty()
                        ? null
                        : task.definition().inputFiles().get(0).toString(),
                task.definition().dataModel().name(),
                task.property().expectedVerdict(),
                task.property().subproperty(),
                verdict,
                reason,
                Math.round(seconds * 1000) / 1000.0,
                checkSeconds,
                peakMemoryMb,
                limits.timeoutSeconds(),
                limits.memoryMb(),
                exitCode,
                Instant.now().toString());
    }

    /** The result of a task jsmc cannot check, which is not run. */
    public static TaskResult unsupported(
            Task task, String algorithm, SvcompLimits limits, String reason) {
        return of(task, algorithm, limits, Verdict.UNSUPPORTED, reason, 0, null, null, null);
    }
}
