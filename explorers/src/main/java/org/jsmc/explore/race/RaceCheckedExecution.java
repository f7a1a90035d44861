package org.jsmc.explore.race;

import java.util.List;
import java.util.Optional;
import org.jsmc.exec.ErrorKind;
import org.jsmc.exec.ErrorReport;
import org.jsmc.exec.Event;
import org.jsmc.exec.Execution;
import org.jsmc.exec.Outcome;
import org.jsmc.exec.ThreadId;
import org.jsmc.exec.ThreadStatus;

/**
 * An execution that stops at its first data race, reporting it as the interpreter reports its own
 * errors: the racing thread's status becomes {@link ThreadStatus#ERROR}, the outcome {@link
 * Outcome#ERROR}, and {@link #error()} names both accesses.
 */
final class RaceCheckedExecution implements Execution {
    private final Execution execution;
    private final RaceDetector detector = new RaceDetector();
    private ErrorReport race;

    RaceCheckedExecution(Execution execution) {
        this.execution = execution;
        for (Event e : execution.trace()) {
            observe(e);
        }
    }

    private Event observe(Event e) {
        if (race != null || e == null) {
            return e;
        }
        RaceDetector.Race r = detector.observe(e);
        if (r != null) {
            race = report(r);
        }
        return e;
    }

    /**
     * {@code Data race at prog.c:9:7 in <0.2>: reads x; <0.1> writes x at prog.c:5:3, not ordered
     * before}.
     */
    private ErrorReport report(RaceDetector.Race r) {
        Event.Access first = r.first();
        Event.Access second = r.second();
        String message =
                verb(second)
                        + " "
                        + execution.describe(second.address())
                        + "; "
                        + first.thread()
                        + " "
                        + verb(first)
                        + " "
                        + execution.describe(first.address())
                        + " at "
                        + first.location()
                        + ", not ordered before";
        return new ErrorReport(
                ErrorKind.DATA_RACE, message, second.thread(), second.location(), first.id());
    }

    private static String verb(Event.Access a) {
        if (a.reads() && a.writes()) {
            return "updates";
        }
        return a.writes() ? "writes" : "reads";
    }

    @Override
    public List<ThreadId> threads() {
        return execution.threads();
    }

    @Override
    public boolean exists(ThreadId t) {
        return execution.exists(t);
    }

    @Override
    public ThreadStatus status(ThreadId t) {
        return race != null && t.equals(race.thread()) ? ThreadStatus.ERROR : execution.status(t);
    }

    @Override
    public boolean canStep(ThreadId t) {
        return race == null && execution.canStep(t);
    }

    @Override
    public Event pending(ThreadId t) {
        return race != null && t.equals(race.thread()) ? null : execution.pending(t);
    }

    @Override
    public Event step(ThreadId t) {
        requireRunning();
        return observe(execution.step(t));
    }

    @Override
    public Event step(ThreadId t, long value) {
        requireRunning();
        return observe(execution.step(t, value));
    }

    @Override
    public Event replay(Event expected) {
        requireRunning();
        return observe(execution.replay(expected));
    }

    private void requireRunning() {
        if (race != null) {
            throw new IllegalStateException("the execution ended at a data race");
        }
    }

    @Override
    public Outcome outcome() {
        return race != null ? Outcome.ERROR : execution.outcome();
    }

    @Override
    public Optional<ErrorReport> error() {
        return race != null ? Optional.of(race) : execution.error();
    }

    @Override
    public List<Event> trace() {
        return execution.trace();
    }

    @Override
    public boolean loopBoundHit() {
        return execution.loopBoundHit();
    }

    @Override
    public boolean spawningLoopCut() {
        return execution.spawningLoopCut();
    }

    @Override
    public boolean nondetNarrowed() {
        return execution.nondetNarrowed();
    }

    @Override
    public String output() {
        return execution.output();
    }

    @Override
    public String describe(long address) {
        return execution.describe(address);
    }

    @Override
    public long initialValue(long address, int size) {
        return execution.initialValue(address, size);
    }

    @Override
    public String describeBlocked() {
        return execution.describeBlocked();
    }
}
