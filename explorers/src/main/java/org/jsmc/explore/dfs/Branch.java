package org.jsmc.explore.dfs;

import java.util.ArrayList;
import java.util.List;
import org.jsmc.exec.Event;
import org.jsmc.exec.Execution;
import org.jsmc.exec.ThreadId;
import org.jsmc.exec.ThreadStatus;

/**
 * One scheduling point of the depth-first search: the alternatives at a state, which one the
 * current execution took, and the event it performed there (recorded for replay).
 *
 * <p>A state where some enabled thread is about to make a {@link Event.Choice} branches over the
 * alternatives of the lowest-index such thread only: a choice conflicts with nothing, so running it
 * first loses no interleaving of visible events. Any other state branches over its enabled threads
 * in {@link ThreadId} index order.
 */
final class Branch {
    /** The threads to run, one per alternative; for a choice, the one choosing thread. */
    private final List<ThreadId> threads;

    /** Number of alternatives: choice values, or {@code threads.size()}. */
    private final int alternatives;

    private final boolean choice;
    private int taken;
    private Event event;

    private Branch(List<ThreadId> threads, int alternatives, boolean choice) {
        this.threads = threads;
        this.alternatives = alternatives;
        this.choice = choice;
    }

    /** The scheduling point at the current state of a running execution. */
    static Branch at(Execution execution) {
        List<ThreadId> enabled = new ArrayList<>();
        for (ThreadId t : execution.threads()) {
            if (execution.status(t) == ThreadStatus.ENABLED) {
                enabled.add(t);
            }
        }
        if (enabled.isEmpty()) {
            throw new IllegalStateException("running execution without an enabled thread");
        }
        enabled.sort(null);
        for (ThreadId t : enabled) {
            if (execution.pending(t) instanceof Event.Choice c) {
                if (c.alternatives() < 1) {
                    throw new IllegalStateException("choice without alternatives: " + c);
                }
                return new Branch(List.of(t), c.alternatives(), true);
            }
        }
        return new Branch(List.copyOf(enabled), enabled.size(), false);
    }

    /** The thread the current alternative runs. */
    ThreadId thread() {
        return threads.get(choice ? 0 : taken);
    }

    /** Performs the current alternative and records its event. */
    Event take(Execution execution) {
        event = choice ? execution.step(thread(), taken) : execution.step(thread());
        return event;
    }

    /** The event the current alternative performed. */
    Event event() {
        return event;
    }

    /** Moves to the next alternative, if there is one. */
    boolean advance() {
        if (taken + 1 >= alternatives) {
            return false;
        }
        taken++;
        event = null;
        return true;
    }

    /** What the current alternative is, for divergence reports. */
    @Override
    public String toString() {
        return choice ? "choice " + taken + " of " + thread() : "a step of " + thread();
    }
}
