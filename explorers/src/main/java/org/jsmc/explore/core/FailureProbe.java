package org.jsmc.explore.core;

import java.util.List;

/**
 * A probe execution an algorithm may ask for while it decides whether a wakeup sequence was
 * explored already ({@link DporAlgorithm#reverse}). Each replays the path up to the race's decision
 * in a fresh execution, so an algorithm asks only where no cheaper test can tell.
 */
@FunctionalInterface
public interface FailureProbe {

    /**
     * The paths of alternatives of the choices thread {@code t} makes right after its first step in
     * {@code v} that end the execution with an error, each as the choice steps the probe made
     * ({@link Step#choiceAfter}): among the paths it is awake for ({@code awake}, see {@link
     * SleepSet#awakeOnlyFor}: those that failed, or were left unexplored) that agree with the
     * choices {@code v} fixes there. A probe runs {@code v}'s steps up to that step and takes each
     * such path, and every way on where a path ends before the thread's chain of choices does.
     * Unless {@code all}, it stops at the first that fails. Null if the probes cannot tell (a step
     * of {@code v} blocks, fails, or meets a choice {@code v} does not fix; too many probes).
     */
    List<List<Step>> failingPaths(Reversal v, int t, ChoicePaths awake, boolean all);
}
