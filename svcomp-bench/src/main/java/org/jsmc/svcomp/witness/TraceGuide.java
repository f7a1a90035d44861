package org.jsmc.svcomp.witness;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.jsmc.exec.ErrorKind;
import org.jsmc.exec.ErrorReport;
import org.jsmc.exec.Event;
import org.jsmc.exec.ThreadId;
import org.jsmc.explore.ErrorTrace;
import org.jsmc.ir.SourceLocation;

/**
 * Turns a counterexample into the replay guide a witness states: one step per event, threads
 * numbered by creation ({@code main} 0, the k-th {@link Event.Spawn} of the trace k), and the error
 * as the target. For a data race the trace ends with the two racing accesses; they become the two
 * targets instead of steps (unless the rest of an atomic section separates them).
 */
public final class TraceGuide {
    private TraceGuide() {}

    /**
     * The guide of {@code error}.
     *
     * @param specification the specification text the witness states
     * @param programFile the program file as the witness names it
     * @param programHash the program file's SHA-256
     * @param index function names and call columns of the program
     */
    public static ReplayGuide of(
            ErrorTrace error,
            String specification,
            String programFile,
            String programHash,
            SourceIndex index) {
        Map<ThreadId, Integer> numbers = new HashMap<>();
        numbers.put(ThreadId.MAIN, 0);
        List<Event> events = error.trace();
        ErrorReport report = error.report();
        // A race whose accesses are the trace's last two events: they are the two targets. When
        // the rest of an atomic section separates them, every event is a step and the second
        // access the one target (a replay checking races finds the race there).
        boolean race =
                report.kind() == ErrorKind.DATA_RACE
                        && events.size() >= 2
                        && (report.partner() == null
                                || report.partner().equals(events.get(events.size() - 2).id()));
        int stepCount = race ? events.size() - 2 : events.size();
        Places places = new Places(programFile, index);
        List<Step> steps = new ArrayList<>();
        for (Event e : events) {
            if (e instanceof Event.Spawn s) {
                numbers.put(s.child(), numbers.size());
            }
        }
        for (Event e : events.subList(0, stepCount)) {
            steps.add(step(e, numbers, places, index));
        }
        List<Target> targets = new ArrayList<>();
        if (race) {
            for (Event e : events.subList(stepCount, events.size())) {
                targets.add(new Target(number(numbers, e.thread()), places.of(e.location())));
            }
        } else {
            ThreadId t = report.thread() != null ? report.thread() : lastThread(events);
            SourceLocation at = report.location();
            if (!at.isKnown() && !events.isEmpty()) {
                at = events.get(events.size() - 1).location();
            }
            targets.add(new Target(number(numbers, t), places.of(at)));
        }
        return new ReplayGuide(specification, programHash, steps, targets);
    }

    private static Step step(
            Event e, Map<ThreadId, Integer> numbers, Places places, SourceIndex index) {
        SourceLocation at = e.location();
        int thread = number(numbers, e.thread());
        if (e instanceof Event.Spawn s) {
            String routine = index.startRoutine(at).orElse("");
            return new Step.Create(
                    thread,
                    places.at(at, index.openParenthesis(at)),
                    number(numbers, s.child()),
                    routine);
        }
        if (e instanceof Event.Choice c) {
            String function = index.callee(at).orElse("");
            return new Step.Choose(
                    thread, places.at(at, index.closeParenthesis(at)), c.chosen(), function);
        }
        return new Step.Visit(thread, places.of(at));
    }

    private static ThreadId lastThread(List<Event> events) {
        return events.isEmpty() ? ThreadId.MAIN : events.get(events.size() - 1).thread();
    }

    private static int number(Map<ThreadId, Integer> numbers, ThreadId t) {
        Integer n = numbers.get(t);
        if (n == null) {
            throw new IllegalStateException(t + " has events but was never created in the trace");
        }
        return n;
    }

    /** Source locations as witness places: the program named as the witness names it. */
    private record Places(String programFile, SourceIndex index) {
        Place of(SourceLocation at) {
            return at(at, at.column());
        }

        Place at(SourceLocation at, int column) {
            if (!at.isKnown()) {
                // code without debug information: the replay does not check such a step's place
                return new Place(programFile, 1, 0, "");
            }
            return new Place(file(at), at.line(), Math.max(column, 0), index.function(at));
        }

        private String file(SourceLocation at) {
            Path given = Path.of(programFile).getFileName();
            Path recorded = Path.of(at.file()).getFileName();
            return given != null && given.equals(recorded) ? programFile : at.file();
        }
    }
}
