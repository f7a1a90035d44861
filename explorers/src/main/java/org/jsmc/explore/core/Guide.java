package org.jsmc.explore.core;

import java.util.BitSet;
import org.jsmc.exec.Event;

/**
 * The part of a plan a new subtree must follow, passed down the search path: a wakeup subtree for
 * Optimal-DPOR. The search tells it each step and choice the execution performs; it returns what
 * still applies, or null when the execution left it.
 */
public interface Guide {

    /** The guide after the scheduled step {@code step}, or null. */
    Guide afterStep(Step step);

    /** The guide after the choice {@code choice} between scheduling decisions, or null. */
    Guide afterChoice(Event.Choice choice);

    /**
     * The alternatives of the pending choice {@code choice} that the guide asks for; null if it
     * does not fix that choice (then every alternative is explored).
     */
    BitSet alternatives(Event.Choice choice);

    /**
     * The alternatives that the guide asks for at the next choice inside the atomic section its
     * scheduled step runs, whose events so far are {@code sofar}; null if it does not fix that
     * choice (then every alternative the sleep set allows is explored).
     */
    BitSet alternativesInside(Step sofar);
}
