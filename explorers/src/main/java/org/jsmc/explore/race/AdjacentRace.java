package org.jsmc.explore.race;

import java.util.ArrayList;
import java.util.List;
import org.jsmc.exec.ErrorKind;
import org.jsmc.exec.Event;
import org.jsmc.exec.EventId;
import org.jsmc.exec.Execution;
import org.jsmc.exec.Program;
import org.jsmc.exec.ThreadStatus;
import org.jsmc.explore.ErrorTrace;

/**
 * The counterexample of a data race rewritten so that the two racing accesses are its last two
 * events, one right after the other: the interleaving that shows they can happen at the same time.
 *
 * <p>From the trace up to the second access {@code b}, with {@code a} the first, it keeps the
 * events that happen before {@code a} or {@code b}, in their order, then {@code a}, then {@code b};
 * it drops the rest. That is an execution of the program with the same control flow: the race is
 * the first of its trace, so every earlier pair of conflicting accesses is ordered by
 * happens-before (but for commuting read-modify-writes with unused results, whose values may
 * change), and the kept events are closed under it; nothing kept conflicts with {@code a} after it.
 * The result is replayed thread by thread to confirm it before it replaces the original.
 */
public final class AdjacentRace {
    private AdjacentRace() {}

    /**
     * {@code error} with the racing accesses adjacent if it is a data race and the rewritten trace
     * replays to the same race on {@code program}; otherwise {@code error} itself.
     */
    public static ErrorTrace of(Program program, ErrorTrace error) {
        EventId first = error.report().partner();
        if (error.report().kind() != ErrorKind.DATA_RACE || first == null) {
            return error;
        }
        List<Event> adjacent = adjacent(error.trace(), first);
        Program checked =
                program instanceof RaceCheckedProgram ? program : new RaceCheckedProgram(program);
        Execution replay = checked.start();
        for (Event e : adjacent.subList(replay.trace().size(), adjacent.size())) {
            if (replay.outcome().isFinal() || replay.status(e.thread()) != ThreadStatus.ENABLED) {
                return error;
            }
            // by thread, not by event: commuting read-modify-writes may now read other values
            if (e instanceof Event.Choice c) {
                replay.step(c.thread(), c.chosen());
            } else {
                replay.step(e.thread());
            }
        }
        List<Event> done = replay.trace();
        boolean same =
                replay.error()
                                .map(
                                        r ->
                                                r.kind() == ErrorKind.DATA_RACE
                                                        && first.equals(r.partner()))
                                .orElse(false)
                        && done.get(done.size() - 1)
                                .id()
                                .equals(adjacent.get(adjacent.size() - 1).id());
        return same ? new ErrorTrace(replay.error().get(), done, replay.output()) : error;
    }

    /**
     * The events of {@code trace} that its last event {@code b} or {@code first} needs (with the
     * whole atomic sections they are in), then {@code first} with its atomic section, then the
     * needed sections that must follow it, then the open atomic section {@code b} is in, then
     * {@code b}. Sections run without interruption, so a racing access inside one, or a section
     * that both needs and follows {@code first}, is as close to the other access as it can get.
     */
    static List<Event> adjacent(List<Event> trace, EventId first) {
        int n = trace.size();
        int b = n - 1;
        RaceDetector detector = new RaceDetector();
        int[] epochs = new int[n];
        boolean[] afterA = new boolean[n];
        int a = -1;
        int[] clockA = null;
        for (int i = 0; i < n; i++) {
            int t = trace.get(i).thread().index();
            epochs[i] = detector.epoch(t);
            detector.observe(trace.get(i));
            if (trace.get(i).id().equals(first)) {
                a = i;
                clockA = detector.clock(t);
            } else if (a >= 0) {
                afterA[i] = detector.ordered(trace.get(a).thread().index(), epochs[a], t);
            }
        }
        if (a < 0) {
            throw new IllegalArgumentException("no event " + first + " in the trace");
        }
        int[] clockB = detector.clock(trace.get(b).thread().index());
        boolean[] needed = new boolean[n];
        for (int i = 0; i < b; i++) {
            int t = trace.get(i).thread().index();
            needed[i] = epochs[i] < entry(clockA, t) || epochs[i] < entry(clockB, t);
        }
        // a section runs whole: what is needed of it needs all of it (but b's, open at b)
        int sectionOfB = openSectionStart(trace, b);
        for (int i = 0; i < sectionOfB; i++) {
            if (needed[i]) {
                int end = sectionEnd(trace, i);
                for (int k = openSectionStart(trace, i); k <= end; k++) {
                    needed[k] = true;
                }
            }
        }
        // and runs on one side of a: after it if any of its events must
        for (int i = a + 1; i < sectionOfB; i++) {
            if (needed[i] && afterA[i]) {
                int end = sectionEnd(trace, i);
                for (int k = openSectionStart(trace, i); k <= end; k++) {
                    afterA[k] = true;
                }
            }
        }
        int startOfA = openSectionStart(trace, a);
        int endOfA = sectionEnd(trace, a);
        List<Event> kept = new ArrayList<>();
        List<Event> later = new ArrayList<>();
        for (int i = 0; i < sectionOfB; i++) {
            if (needed[i] && (i < startOfA || i > endOfA)) {
                (afterA[i] ? later : kept).add(trace.get(i));
            }
        }
        kept.addAll(trace.subList(startOfA, endOfA + 1));
        kept.addAll(later);
        for (int i = sectionOfB; i < b; i++) {
            if (trace.get(i).thread().equals(trace.get(b).thread())) {
                kept.add(trace.get(i));
            }
        }
        kept.add(trace.get(b));
        return kept;
    }

    /**
     * The position of the end of the atomic section event {@code a} is in, or {@code a} itself: the
     * section's events follow {@code a} without another thread's between them.
     */
    private static int sectionEnd(List<Event> trace, int a) {
        int depth = 0;
        for (int i = 0; i <= a; i++) {
            depth += sectionStep(trace.get(i), trace.get(a));
        }
        int end = a;
        while (depth > 0 && end + 1 < trace.size()) {
            end++;
            depth += sectionStep(trace.get(end), trace.get(a));
        }
        return end;
    }

    /** Where the outermost atomic section open at {@code b} began, or {@code b} if none is. */
    private static int openSectionStart(List<Event> trace, int b) {
        int start = b;
        int depth = 0;
        for (int i = b - 1; i >= 0; i--) {
            depth -= sectionStep(trace.get(i), trace.get(b));
            if (depth < 0) { // an unmatched begin; an outer one may come
                start = i;
                depth = 0;
            }
        }
        return start;
    }

    /** +1 for a section begin of {@code e}'s thread, -1 for an end, else 0. */
    private static int sectionStep(Event s, Event e) {
        if (!s.thread().equals(e.thread())) {
            return 0;
        }
        return s instanceof Event.AtomicBegin ? 1 : s instanceof Event.AtomicEnd ? -1 : 0;
    }

    private static int entry(int[] clock, int t) {
        return t < clock.length ? clock[t] : 0;
    }
}
