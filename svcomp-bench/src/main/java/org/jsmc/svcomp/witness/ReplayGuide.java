package org.jsmc.svcomp.witness;

import java.util.List;

/**
 * What a violation witness says, in the form a replay follows: the schedule (the steps, in order)
 * and the violation it ends in.
 *
 * @param specification the witness's specification text, e.g. {@code CHECK( init(main()), LTL(G !
 *     call(reach_error())) )} or {@code G ! call(reach_error())}
 * @param programHash the SHA-256 of the program the witness is for, "" when it names none
 * @param steps the schedule: each step moves one thread by one visible event
 * @param targets the violation: one target, or two for a data race (the racing accesses, which
 *     follow the steps)
 */
public record ReplayGuide(
        String specification, String programHash, List<Step> steps, List<Target> targets) {
    public ReplayGuide {
        steps = List.copyOf(steps);
        targets = List.copyOf(targets);
        if (targets.isEmpty() || targets.size() > 2) {
            throw new IllegalArgumentException("one or two targets, not " + targets.size());
        }
    }

    /** The largest nondet value a step chooses, or -1 if no step chooses one. */
    public long largestValue() {
        long max = -1;
        for (Step s : steps) {
            if (s instanceof Step.Choose c) {
                max = Math.max(max, c.value());
            }
        }
        return max;
    }
}
