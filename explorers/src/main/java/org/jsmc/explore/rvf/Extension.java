package org.jsmc.explore.rvf;

import java.util.List;
import org.jsmc.exec.Event;
import org.jsmc.exec.Execution;
import org.jsmc.exec.Program;
import org.jsmc.exec.ThreadId;
import org.jsmc.exec.ThreadStatus;
import org.jsmc.explore.graph.Joins;
import org.jsmc.explore.graph.Locations;

/**
 * Drives the interpreter for the search: replays a witness, then extends it maximally with events
 * that read nothing (Alg. 2 l. 1; note §3.2 item 4). Values are never forced: a witness is a
 * schedule under which every read reads one of its good writes by itself.
 */
final class Extension {
    private Extension() {}

    /**
     * A fresh execution that has run {@code schedule}, taking the recorded choices. A choice is
     * taken as soon as its thread reaches it, as the oracle and {@code dfs} take choices (a choice
     * is a branch, not an interleaving point); its own entry in the schedule is then skipped. It
     * conflicts with nothing, so the witness stays one.
     */
    static Execution replay(Program program, int[] schedule, Choices choices) {
        Execution execution = program.start();
        int threads = 1;
        for (int t : schedule) {
            threads = Math.max(threads, t + 1);
        }
        for (Choices at = choices; at != null; at = at.rest()) {
            threads = Math.max(threads, at.thread() + 1);
        }
        int[][] alternatives = Choices.perThread(choices, threads);
        int[] taken = new int[threads];
        int[] done = new int[threads];
        int[] scheduled = new int[threads];
        ThreadId[] ids = new ThreadId[threads];
        int known = 0;
        for (ThreadId t : List.copyOf(execution.threads())) {
            takeChoices(execution, t, alternatives, taken, done);
        }
        for (int t : schedule) {
            if (execution.outcome().isFinal()) {
                break; // the witness's new read ended the run in an error: a leaf
            }
            if (++scheduled[t] <= done[t]) {
                continue;
            }
            List<ThreadId> all = execution.threads();
            for (; known < all.size(); known++) {
                ThreadId created = all.get(known);
                if (created.index() < threads) {
                    ids[created.index()] = created;
                }
            }
            ThreadId id = ids[t];
            if (id == null || execution.status(id) != ThreadStatus.ENABLED) {
                throw new IllegalStateException(
                        "witness step of thread " + t + " not enabled in " + execution.trace());
            }
            Event performed = execution.step(id);
            done[t]++;
            takeChoices(execution, id, alternatives, taken, done);
            if (performed instanceof Event.Spawn s) {
                takeChoices(execution, s.child(), alternatives, taken, done);
            }
        }
        return execution;
    }

    /**
     * {@code live}, an execution that has run {@code schedule} but its last step, after that step:
     * what {@link #replay} would return, without running the rest again. A choice it makes is the
     * newest of {@code choices}.
     */
    static Execution resume(Execution live, int[] schedule, Choices choices) {
        int t = schedule[schedule.length - 1];
        ThreadId id = null;
        for (ThreadId u : live.threads()) {
            if (u.index() == t) {
                id = u;
            }
        }
        if (id == null || live.status(id) != ThreadStatus.ENABLED) {
            throw new IllegalStateException("resumed step of thread " + t + " not enabled");
        }
        if (live.pending(id) instanceof Event.Choice) {
            live.step(id, choices.alternative());
        } else {
            live.step(id);
        }
        return live;
    }

    /** Takes the recorded choices {@code thread} is about to make. */
    private static void takeChoices(
            Execution execution, ThreadId thread, int[][] alternatives, int[] taken, int[] done) {
        int t = thread.index();
        while (t < alternatives.length
                && taken[t] < alternatives[t].length
                && !execution.outcome().isFinal()
                && execution.status(thread) == ThreadStatus.ENABLED
                && execution.pending(thread) instanceof Event.Choice) {
            execution.step(thread, alternatives[t][taken[t]++]);
            done[t]++;
        }
    }

    /**
     * Runs every enabled thread whose next event reads nothing and is no choice, until none is left
     * or a thread reaches a choice (which the caller branches on before anything else runs). The
     * order does not matter (no such event is a source yet); threads go lowest first.
     */
    static void extend(Execution execution, Locations locations, String algorithm) {
        boolean progress = true;
        while (progress && !execution.outcome().isFinal()) {
            progress = false;
            for (ThreadId t : List.copyOf(execution.threads())) {
                while (!execution.outcome().isFinal()
                        && execution.status(t) == ThreadStatus.ENABLED) {
                    Event e = execution.pending(t);
                    if (Footprint.isReading(e) || e instanceof Event.Choice) {
                        break;
                    }
                    Footprint.of(e, locations, algorithm); // refuses what the model lacks
                    if ((e instanceof Event.Exit || e instanceof Event.Free)
                            && !Joins.othersJoined(execution, t)) {
                        Footprint.unsupported(
                                e,
                                (e instanceof Event.Exit ? "exit()" : "free() of shared memory")
                                        + " while other threads may still run",
                                algorithm);
                    }
                    execution.step(t);
                    progress = true;
                    if (chooser(execution) != null) {
                        return;
                    }
                }
            }
        }
    }

    /** The lowest enabled thread about to make a nondeterministic choice, or null. */
    static ThreadId chooser(Execution execution) {
        for (ThreadId t : execution.threads()) {
            if (execution.status(t) == ThreadStatus.ENABLED
                    && execution.pending(t) instanceof Event.Choice) {
                return t;
            }
        }
        return null;
    }
}
