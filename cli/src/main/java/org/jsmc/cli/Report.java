package org.jsmc.cli;

import java.util.List;
import org.jsmc.exec.EventId;
import org.jsmc.explore.Result;
import org.jsmc.ir.SourceLocation;

/**
 * Everything a check found, ready to be written as text or JSON.
 *
 * @param file the checked file as given
 * @param result the exploration's result
 * @param counterexample the first error's trace, one line per event (empty without error)
 * @param unroll the loop bound in force (0: none)
 * @param seconds wall-clock time of the whole check, loading included
 * @param answer the answer to {@code --property}, or null without one
 */
record Report(
        String file,
        Result result,
        List<TraceLine> counterexample,
        int unroll,
        double seconds,
        Answer answer) {

    /**
     * An SV-COMP answer.
     *
     * @param property the property's name, e.g. {@code unreach-call}
     * @param verdict {@code true}, {@code false(unreach-call)} or {@code unknown}
     * @param reason one line: why this verdict
     */
    record Answer(String property, String verdict, String reason) {
        boolean isFalse() {
            return verdict.startsWith("false");
        }
    }

    /**
     * One event of a counterexample.
     *
     * @param id the event
     * @param column the thread's column: its position among the threads of the trace
     * @param location where in the source
     * @param source the source line's text, or ""
     * @param description what the event did, e.g. {@code read x = 0}
     */
    record TraceLine(
            EventId id, int column, SourceLocation location, String source, String description) {}
}
