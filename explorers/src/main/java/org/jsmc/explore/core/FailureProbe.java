package org.jsmc.explore.core;

import java.util.BitSet;

/**
 * A probe execution an algorithm may ask for while it decides whether a wakeup sequence was
 * explored already ({@link DporAlgorithm#reverse}). Each replays the path up to the race's decision
 * in a fresh execution, so an algorithm asks only where no cheaper test can tell.
 */
@FunctionalInterface
public interface FailureProbe {

    /**
     * Whether thread {@code t}, running {@code v} from the decision, may end the execution right
     * after its first step in {@code v} by an alternative of the choice there that it is awake for
     * ({@code awake}, see {@link SleepSet#awakeOnlyFor}: those that failed, or were left
     * unexplored), if {@code v} fixes the choice the one it takes: a probe runs {@code v}'s steps
     * up to that step and takes each such alternative. True also when the probe cannot tell (a step
     * of {@code v} blocks, fails, or meets a choice {@code v} does not fix).
     */
    boolean mayFail(Reversal v, int t, BitSet awake);
}
