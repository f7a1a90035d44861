package org.jsmc.cli;

import java.util.List;
import java.util.Set;
import org.jsmc.exec.ErrorKind;
import org.jsmc.exec.Event;
import org.jsmc.exec.Outcome;
import org.jsmc.explore.Counts;
import org.jsmc.explore.ErrorTrace;
import org.jsmc.explore.Listener;

/**
 * A listener that passes everything on and remembers the first error of each kind: a property check
 * must know whether any execution ended in undefined behaviour, also when the result's first error
 * is an ending the property allows.
 */
final class ErrorKinds implements Listener {
    private final Listener next;
    private final ErrorTrace[] first = new ErrorTrace[ErrorKind.values().length];

    ErrorKinds(Listener next) {
        this.next = next;
    }

    /** The first error found of a kind not in {@code allowed}, or null. */
    ErrorTrace firstOtherThan(Set<ErrorKind> allowed) {
        for (ErrorKind k : ErrorKind.values()) {
            if (first[k.ordinal()] != null && !allowed.contains(k)) {
                return first[k.ordinal()];
            }
        }
        return null;
    }

    @Override
    public void errorFound(ErrorTrace error) {
        int k = error.report().kind().ordinal();
        if (first[k] == null) {
            first[k] = error;
        }
        next.errorFound(error);
    }

    @Override
    public void progress(Counts counts, long elapsedNanos) {
        next.progress(counts, elapsedNanos);
    }

    @Override
    public boolean wantsTraces() {
        return next.wantsTraces();
    }

    @Override
    public void executionFinished(List<Event> trace, Outcome outcome) {
        next.executionFinished(trace, outcome);
    }
}
