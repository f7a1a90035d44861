package org.jsmc.explore.oracle;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.jsmc.exec.ErrorReport;
import org.jsmc.exec.Event;
import org.jsmc.exec.Outcome;
import org.jsmc.explore.Equivalence;
import org.jsmc.explore.ErrorTrace;
import org.jsmc.explore.Listener;

/**
 * A {@link Listener} that keeps what an explorer explored, for {@link Coverage} and error checks:
 * the traces of complete executions (complete, deadlocked or erroneous), of assume-blocked ones,
 * and every error reported. Mutable; one exploration at a time.
 */
public final class TraceRecorder implements Listener {
    private final List<List<Event>> complete = new ArrayList<>();
    private final List<List<Event>> assumeBlocked = new ArrayList<>();
    private final List<List<Event>> errorFree = new ArrayList<>();
    private final Set<ErrorReport> errors = new HashSet<>();

    @Override
    public boolean wantsTraces() {
        return true;
    }

    @Override
    public void executionFinished(List<Event> trace, Outcome outcome) {
        List<Event> copy = List.copyOf(trace);
        (outcome == Outcome.ASSUME_BLOCKED ? assumeBlocked : complete).add(copy);
        if (outcome == Outcome.COMPLETE || outcome == Outcome.DEADLOCK) {
            errorFree.add(copy);
        }
    }

    @Override
    public void errorFound(ErrorTrace error) {
        errors.add(error.report());
    }

    /** Traces of executions that ended COMPLETE, DEADLOCK or ERROR, in exploration order. */
    public List<List<Event>> complete() {
        return List.copyOf(complete);
    }

    /** Traces of executions that ended COMPLETE or DEADLOCK, in exploration order. */
    public List<List<Event>> errorFree() {
        return List.copyOf(errorFree);
    }

    /** Traces of assume-blocked executions, in exploration order. */
    public List<List<Event>> assumeBlocked() {
        return List.copyOf(assumeBlocked);
    }

    /** Every distinct error reported. */
    public Set<ErrorReport> errors() {
        return Set.copyOf(errors);
    }

    /** How the recorded complete traces cover the census's classes of {@code equivalence}. */
    public Coverage coverage(Census census, Equivalence equivalence) {
        return Coverage.of(census, equivalence, complete);
    }
}
