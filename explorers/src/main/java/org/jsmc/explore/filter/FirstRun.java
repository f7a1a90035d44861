package org.jsmc.explore.filter;

import java.util.ArrayList;
import java.util.List;
import org.jsmc.exec.Event;
import org.jsmc.exec.Execution;
import org.jsmc.exec.Outcome;
import org.jsmc.exec.Program;
import org.jsmc.exec.ThreadId;
import org.jsmc.explore.Counts;
import org.jsmc.explore.ErrorTrace;
import org.jsmc.explore.Listener;

/**
 * Passes the algorithm's own run on to the user's listener and remembers what it reported (every
 * failing execution, and every execution where the listener wants traces), so that a search that
 * takes over after it reports none of those classes again. It keeps each such execution as its
 * schedule, 8 bytes an event, and computes their classes only when the search takes over ({@link
 * #reported}): a class key costs more than most executions, and most runs never need it.
 */
final class FirstRun implements Listener {
    private final Listener user;

    /** Per execution reported: per event, its thread's index and a choice's alternative or -1. */
    private final List<int[]> schedules = new ArrayList<>();

    private ErrorTrace firstError;

    FirstRun(Listener user) {
        this.user = user;
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
        schedules.add(schedule(trace));
        user.executionFinished(trace, outcome);
    }

    @Override
    public void errorFound(ErrorTrace error) {
        if (!user.wantsTraces()) { // else executionFinished kept it
            schedules.add(schedule(error.trace()));
        }
        if (firstError == null) {
            firstError = error;
        }
        user.errorFound(error);
    }

    /** The classes reported: each execution kept run again in {@code program}, and printed. */
    Fingerprints reported(Program program, ClassPrint print) {
        Fingerprints reported = new Fingerprints();
        for (int[] schedule : schedules) {
            Execution x = program.start();
            for (int i = 0; i < schedule.length; i += 2) {
                ThreadId t = thread(x, schedule[i]);
                if (schedule[i + 1] >= 0) {
                    x.step(t, schedule[i + 1]);
                } else {
                    x.step(t);
                }
            }
            reported.add(print.of(x.trace(), x.outcome()));
        }
        return reported;
    }

    /** The first error reported, or null. */
    ErrorTrace firstError() {
        return firstError;
    }

    private static int[] schedule(List<Event> trace) {
        int[] schedule = new int[2 * trace.size()];
        for (int i = 0; i < trace.size(); i++) {
            Event e = trace.get(i);
            schedule[2 * i] = e.thread().index();
            schedule[2 * i + 1] = e instanceof Event.Choice c ? c.chosen() : -1;
        }
        return schedule;
    }

    private static ThreadId thread(Execution x, int index) {
        for (ThreadId t : x.threads()) {
            if (t.index() == index) {
                return t;
            }
        }
        throw new IllegalStateException("no thread " + index + " where the schedule ran one");
    }
}
