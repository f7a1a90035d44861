package org.jsmc.explore.qpor;

import java.util.ArrayList;
import java.util.BitSet;
import java.util.List;

/**
 * When finished threads take their exits, as DPU's scheduler has them (note §2.8, rule 1). In DPU a
 * thread's exit is an event, so a scheduling point of its own: a finished thread takes it when it
 * is the lowest-index thread that can run, and a join waits for it. That delays a join behind lower
 * threads that can run, which decides where free runs go, hence their sleep-set blocks (DISP(5,3)
 * at k = 2: 591 without it, DPU's 595 with it).
 *
 * <p>jsmc's unfolding has no exit events (a join follows the joined thread's last event), so only
 * the scheduling is kept: which threads have taken their exit in the current run and, for each
 * trail position, which exits were taken right before its event, so that a replay takes them at the
 * same places.
 */
final class Exits {
    /** What {@link #before} holds for the (most) events no exit came before: never changed. */
    private static final BitSet NONE = new BitSet();

    private final BitSet taken = new BitSet();
    private final List<BitSet> before = new ArrayList<>();
    private BitSet sinceLastEvent = NONE;

    /** A new run starts: no thread has taken its exit. */
    void startRun() {
        taken.clear();
        sinceLastEvent = NONE;
    }

    /** The trail's event at {@code position} is replayed: the exits taken before it again. */
    void replaying(int position) {
        taken.or(before.get(position));
    }

    boolean taken(int thread) {
        return taken.get(thread);
    }

    /** Thread {@code thread} takes its exit now. */
    void take(int thread) {
        taken.set(thread);
        if (sinceLastEvent == NONE) {
            sinceLastEvent = new BitSet();
        }
        sinceLastEvent.set(thread);
    }

    /** An event was pushed to the trail: the exits taken since the previous one came before it. */
    void pushed() {
        before.add(sinceLastEvent);
        sinceLastEvent = NONE;
    }

    /** The trail's last event, at {@code position}, was popped. */
    void popped(int position) {
        before.remove(position);
    }
}
