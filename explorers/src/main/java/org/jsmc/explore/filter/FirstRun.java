package org.jsmc.explore.filter;

import java.util.List;
import org.jsmc.exec.Event;
import org.jsmc.exec.Outcome;
import org.jsmc.explore.Counts;
import org.jsmc.explore.ErrorTrace;
import org.jsmc.explore.Listener;

/**
 * Passes the algorithm's own run on to the user's listener and remembers the classes it reported
 * (every error, and every execution where the listener wants traces), so that a search that takes
 * over after it reports none of them again. Errors are rare and traces are wanted only by tests, so
 * a run that never needs the search costs nothing more.
 */
final class FirstRun implements Listener {
    private final Listener user;
    private final ClassPrint print;
    private final Fingerprints reported = new Fingerprints();
    private ErrorTrace firstError;

    FirstRun(Listener user, ClassPrint print) {
        this.user = user;
        this.print = print;
    }

    @Override
    public void progress(Counts counts, long elapsedNanos) {
        user.progress(counts, elapsedNanos);
    }

    @Override
    public boolean wantsTraces() {
        return user.wantsTraces();
    }

    @Override
    public void executionFinished(List<Event> trace, Outcome outcome) {
        reported.add(print.of(trace, outcome));
        user.executionFinished(trace, outcome);
    }

    @Override
    public void errorFound(ErrorTrace error) {
        if (!user.wantsTraces()) {
            reported.add(print.of(error.trace(), Outcome.ERROR));
        }
        if (firstError == null) {
            firstError = error;
        }
        user.errorFound(error);
    }

    /** The classes reported so far. */
    Fingerprints reported() {
        return reported;
    }

    /** The first error reported, or null. */
    ErrorTrace firstError() {
        return firstError;
    }
}
