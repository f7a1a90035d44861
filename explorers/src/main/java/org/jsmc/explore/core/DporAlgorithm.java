package org.jsmc.explore.core;

/**
 * The algorithm-specific part of a DPOR search ({@link DporSearch}): what a new scheduling decision
 * explores and how a race is reversed. Source-DPOR keeps backtrack sets, Optimal-DPOR wakeup trees;
 * both share everything else.
 */
public interface DporAlgorithm {

    /** The registry name, for the result. */
    String name();

    /** Whether write–write races count only when observed (Aronis et al. TACAS'18). */
    boolean observers();

    /**
     * Whether the races of the replayed prefix are reversed again when the new part of the
     * execution changes their reversal ({@link RaceFinder#find}): a wakeup tree takes the whole
     * sequence {@code notdep(e,E)·e'}, and the new steps that do not happen after {@code e} make it
     * a sequence no earlier execution gave. A source set needs one initial, which the new steps
     * (all after {@code e'}) do not take away.
     */
    default boolean reversesPrefixRaces() {
        return false;
    }

    /**
     * The plan of a new scheduling decision, whose sleep set and enabled threads are set, given
     * what the path above wants followed ({@code guide}, possibly null). A plan whose {@link
     * Plan#current()} is null means the execution is sleep-set blocked.
     */
    Plan open(Decision decision, Guide guide);

    /**
     * Reverses {@code race}: makes the plan of {@code target}, the decision where the race's
     * earlier step was taken, explore {@code reversal} (or an equivalent sequence) unless it
     * already does. {@code probe} runs probe executions from {@code target} where the algorithm
     * cannot otherwise tell.
     */
    void reverse(Race race, Reversal reversal, Decision target, FailureProbe probe);
}
