package org.jsmc.explore.core;

import org.jsmc.exec.ThreadId;

/**
 * What a DPOR algorithm wants to explore from one scheduling {@link Decision}: Source-DPOR's
 * backtrack set, Optimal-DPOR's wakeup tree. The search asks it for the thread to run, lets the
 * subtree be explored, puts the thread to sleep and asks for the next one.
 */
public interface Plan {

    /** The thread of the child being explored; null if there is none (sleep-set blocked). */
    ThreadId current();

    /** What the current child's subtree must follow (a wakeup subtree), or null. */
    Guide take();

    /**
     * Moves on after the current child was explored and put to sleep.
     *
     * @return the next thread to explore, or null when the plan is exhausted
     */
    ThreadId next(SleepSet sleep);
}
