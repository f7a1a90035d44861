package org.jsmc.explore.filter;

import java.util.List;
import org.jsmc.exec.Event;
import org.jsmc.exec.Outcome;
import org.jsmc.explore.Counts;
import org.jsmc.explore.ErrorTrace;
import org.jsmc.explore.Listener;
import org.jsmc.explore.core.Tally;

/**
 * Listens to a complete search of a finer equivalence and keeps the first execution of each class
 * of a coarser one: it counts that execution and passes it on, unless an earlier run reported its
 * class already ({@link FirstRun}); the later executions of a class are counted as repeats only.
 */
final class ClassFilter implements Listener {
    private final Listener user;
    private final ClassPrint print;
    private final Fingerprints reportedBefore;
    private final boolean deadlockIsError;
    private final Fingerprints seen = new Fingerprints();
    private final Tally tally = new Tally();
    private long repeats;

    /** Whether the last finished execution was passed on (its error is passed on too). */
    private boolean passedOn;

    ClassFilter(
            Listener user, ClassPrint print, Fingerprints reportedBefore, boolean deadlockIsError) {
        this.user = user;
        this.print = print;
        this.reportedBefore = reportedBefore;
        this.deadlockIsError = deadlockIsError;
    }

    @Override
    public boolean wantsTraces() {
        return true;
    }

    @Override
    public void executionFinished(List<Event> trace, Outcome outcome) {
        ClassPrint.Print p = print.of(trace, outcome);
        if (!seen.add(p)) {
            repeats++;
            passedOn = false;
            return;
        }
        tally.count(outcome, deadlockIsError);
        passedOn = !reportedBefore.contains(p);
        if (passedOn && user.wantsTraces()) {
            user.executionFinished(trace, outcome);
        }
    }

    @Override
    public void errorFound(ErrorTrace error) {
        if (passedOn) {
            user.errorFound(error);
        }
    }

    @Override
    public void progress(Counts search, long elapsedNanos) {
        user.progress(counts(search), elapsedNanos);
    }

    /**
     * The counts of the classes: traces, assume-blocked executions, deadlocks and errors one per
     * class; the executions the search abandoned as it counted them.
     */
    Counts counts(Counts search) {
        Counts own = tally.counts();
        return new Counts(
                own.traces(),
                own.assumeBlocked(),
                search.sleepSetBlocked(),
                search.awaitBlocked(),
                search.boundPruned(),
                own.deadlocked(),
                own.errors());
    }

    /** The executions of a class met before. */
    long repeats() {
        return repeats;
    }
}
