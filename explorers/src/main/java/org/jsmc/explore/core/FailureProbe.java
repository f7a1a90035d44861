package org.jsmc.explore.core;

/**
 * A probe execution an algorithm may ask for while it decides whether a wakeup sequence was
 * explored already ({@link DporAlgorithm#reverse}). Each replays the path up to the race's decision
 * in a fresh execution, so an algorithm asks only where no cheaper test can tell.
 */
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

    /**
     * The sequences that stand for {@code v}'s executions in which thread {@code t}, awake only for
     * {@code awake}, fails right after its step, {@code v}'s last: {@code v} closed by each path of
     * alternatives of the choices after that step that a probe finds failing ({@link
     * Reversal#failingAtTail}); empty if none fails; null if the probe cannot tell or the sequences
     * cannot be built (the step is not {@code v}'s last, or it would take more than {@code
     * DporSearch}'s limit of probes).
     */
    java.util.List<Reversal> failingRuns(Reversal v, int t, ChoicePaths awake);
}
