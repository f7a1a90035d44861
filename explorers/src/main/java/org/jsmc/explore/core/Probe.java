package org.jsmc.explore.core;

import java.util.ArrayList;
import java.util.List;
import org.jsmc.exec.Event;
import org.jsmc.exec.Execution;
import org.jsmc.exec.Program;
import org.jsmc.exec.ThreadId;
import org.jsmc.exec.ThreadStatus;

/**
 * Probe executions of the DPOR search ({@link DporSearch}): fresh runs of the program brought to
 * the state before a decision of the search's path, and runs in them of a step, of a reversal's
 * steps, or of an atomic section with given choices inside. The search runs them to learn what a
 * step it has not performed would do: a pending atomic section, a thread's next step after a cut,
 * whether a reversed failure recurs. Each probe is one more run of the program from {@code main}.
 */
final class Probe {
    private final Program program;
    private final List<Decision> path;

    /** Probes of {@code program} along {@code path}, the search's decisions (read, not kept). */
    Probe(Program program, List<Decision> path) {
        this.program = program;
        this.path = path;
    }

    /**
     * Runs thread {@code t}'s next step in {@code probe}: its events, or null if it is a choice, or
     * a section that chooses inside, or if the thread is not enabled or the step ends the
     * execution.
     */
    static List<Event> nextStep(Execution probe, ThreadId t) {
        if (probe.outcome().isFinal() || probe.status(t) != ThreadStatus.ENABLED) {
            return null;
        }
        Event next = probe.pending(t);
        if (next instanceof Event.Choice) {
            return null;
        }
        if (next instanceof Event.AtomicBegin) {
            return runSection(probe, t, List.of());
        }
        Event e = probe.step(t);
        return probe.outcome().isFinal() ? null : List.of(e);
    }

    /**
     * A fresh execution in the state before decision {@code k} of the path, with the steps of
     * {@code v} up to its step {@code last} run after it, choices included; null if they cannot be
     * run (a step blocks or ends the execution, or a thread meets a choice {@code v} does not fix).
     */
    Execution runUpTo(int k, Reversal v, int last) {
        Execution probe = replayTo(k, List.of());
        for (int i = 0; probe != null && i <= last; i++) {
            Step s = v.step(i);
            if (!s.isChoice()) {
                probe = runStep(probe, s) ? probe : null;
            } else if (probe.outcome().isFinal()
                    || !(probe.pending(s.thread()) instanceof Event.Choice)) {
                probe = null;
            } else {
                probe.step(s.thread(), ((Event.Choice) s.first()).chosen());
            }
        }
        return probe;
    }

    /**
     * Runs step {@code s}'s thread for one step in {@code probe}, an atomic section whole with the
     * choices {@code s} made inside it; false if the thread is not enabled, is about to make a
     * choice, or the step ends the execution.
     */
    static boolean runStep(Execution probe, Step s) {
        ThreadId t = s.thread();
        if (probe.outcome().isFinal() || probe.status(t) != ThreadStatus.ENABLED) {
            return false;
        }
        Event next = probe.pending(t);
        if (next instanceof Event.AtomicBegin) {
            return runSection(probe, t, s.choicesInside()) != null;
        }
        if (next instanceof Event.Choice) {
            return false;
        }
        probe.step(t);
        return !probe.outcome().isFinal();
    }

    /**
     * A fresh execution in the state before decision {@code k} of the path, with the steps {@code
     * then} run after it; null if they cannot be replayed.
     */
    Execution replayTo(int k, List<Step> then) {
        Execution probe = program.start();
        for (int i = 0; i < k; i++) {
            if (!replays(probe, path.get(i).events)) {
                return null;
            }
        }
        for (Step s : then) {
            if (!replays(probe, s.events())) {
                return null;
            }
        }
        return probe;
    }

    /** Whether {@code probe} performs {@code events} exactly. */
    static boolean replays(Execution probe, List<Event> events) {
        for (Event e : events) {
            if (Replay.event(probe, e).isPresent()) {
                return false;
            }
        }
        return true;
    }

    /**
     * Runs thread {@code t}'s atomic section, about to begin in {@code probe}, taking the choices
     * {@code choices} inside it in order; its events, or null if it makes another choice, blocks,
     * or ends the execution.
     */
    static List<Event> runSection(Execution probe, ThreadId t, List<Event.Choice> choices) {
        List<Integer> chosen = new ArrayList<>(choices.size());
        for (Event.Choice c : choices) {
            chosen.add(c.chosen());
        }
        Probed section = runChoosing(probe, t, chosen, false, false);
        return section == null || section.choosesOn() ? null : section.events();
    }

    /**
     * The events of an atomic section a probe ran: up to its end; up to the next choice it makes,
     * that choice last, not taken ({@code choosesOn}); or up to where its thread stopped inside it,
     * at an error ({@code erred}: the step ends the execution) or at a false assumption (its thread
     * goes no further, the others go on).
     */
    record Probed(List<Event> events, boolean erred, boolean choosesOn) {}

    /**
     * Runs thread {@code t}'s atomic section, about to begin in {@code probe}, taking the
     * alternatives {@code chosen} at the choices inside it in order, and with {@code onward} the
     * first alternative of every choice after those; its events, ending with the next choice, not
     * taken, if it makes more without {@code onward}, with the events up to an assumption that
     * fails inside it, or with {@code erring} the events up to an error inside it; null if it
     * blocks or ends the execution otherwise. A section that stops at a false assumption is a step
     * like any other: its thread goes no further, and the others go on.
     */
    static Probed runChoosing(
            Execution probe, ThreadId t, List<Integer> chosen, boolean erring, boolean onward) {
        List<Event> section = new ArrayList<>();
        int open = 0;
        int next = 0;
        do {
            if (open > 0 && probe.error().isPresent()) {
                return erring ? new Probed(section, true, false) : null;
            }
            if (open > 0 && probe.status(t) == ThreadStatus.ASSUME_BLOCKED) {
                return new Probed(section, false, false);
            }
            if (probe.outcome().isFinal() || probe.status(t) != ThreadStatus.ENABLED) {
                return null;
            }
            Event e;
            if (probe.pending(t) instanceof Event.Choice c) {
                if (next == chosen.size() && !onward) {
                    section.add(c);
                    return new Probed(section, false, true);
                }
                e = probe.step(t, next < chosen.size() ? chosen.get(next++) : 0);
            } else {
                e = probe.step(t);
            }
            section.add(e);
            if (e instanceof Event.AtomicBegin) {
                open++;
            } else if (e instanceof Event.AtomicEnd) {
                open--;
            }
        } while (open > 0);
        return probe.outcome().isFinal() || !(section.get(0) instanceof Event.AtomicBegin)
                ? null
                : new Probed(section, false, false);
    }
}
