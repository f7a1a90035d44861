package org.jsmc.explore.core;

/**
 * A probe execution an algorithm may ask for while it decides whether a wakeup sequence was
 * explored already ({@link DporAlgorithm#reverse}). Each replays the path up to the race's decision
 * in a fresh execution, so an algorithm asks only where no cheaper test can tell.
 */
@FunctionalInterface
public interface FailureProbe {

    /**
     * Whether thread {@code t}, running {@code v} from the decision, may end the execution right
     * after its first step in {@code v} by alternatives of the choices there that it is awake for
     * ({@code awake}, see {@link SleepSet#awakeOnlyFor}: those that failed, or were left
     * unexplored) and that agree with those {@code v} fixes: a probe runs {@code v}'s steps up to
     * that step and takes each such path of alternatives. True also when the probe cannot tell (a
     * step of {@code v} blocks, fails, or meets a choice neither {@code v} nor the path fixes).
     */
    boolean mayFail(Reversal v, int t, ChoicePaths awake);
}
