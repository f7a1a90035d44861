package org.jsmc.explore;

import java.util.List;
import org.jsmc.exec.ErrorReport;
import org.jsmc.exec.Event;

/**
 * An error with the execution that reaches it: the counterexample.
 *
 * @param report what went wrong
 * @param trace the events of the execution, in order, up to the error
 * @param output what the program printed in that execution
 */
public record ErrorTrace(ErrorReport report, List<Event> trace, String output) {
    public ErrorTrace {
        trace = List.copyOf(trace);
    }
}
