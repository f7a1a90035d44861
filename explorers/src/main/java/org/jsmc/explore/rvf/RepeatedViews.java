package org.jsmc.explore.rvf;

import org.jsmc.explore.consistency.VerifySC;

/**
 * What the search asks about traces whose view a branch to their left explored: nothing for {@code
 * rf} and {@code rvf} ({@link #NONE}), {@link EarlierBranches} for {@code view}.
 */
interface RepeatedViews {
    /** Never a repeated view: every trace is reported, every branch taken. */
    RepeatedViews NONE =
            new RepeatedViews() {
                @Override
                public boolean branchRepeats(Sigma s, Mutation r, long value) {
                    return false;
                }

                @Override
                public int uselessWrite(Sigma s, Mutation r) {
                    return -1;
                }

                @Override
                public boolean leafRepeats(
                        Sigma s, int locations, GoodWrites good, CausalMap c, VerifySC verifier) {
                    return false;
                }
            };

    /** Whether every trace in which {@code r} reads {@code value} repeats a view to its left. */
    boolean branchRepeats(Sigma s, Mutation r, long value);

    /**
     * The position in σ̃ of a write whose value, written again by a new write, cannot serve {@code
     * r} once it has a causal map entry (so the new write raises no backtrack signal for it), or
     * -1.
     */
    int uselessWrite(Sigma s, Mutation r);

    /** Whether the complete trace {@code s}, whose causal map is {@code c}, repeats a view. */
    boolean leafRepeats(Sigma s, int locations, GoodWrites good, CausalMap c, VerifySC verifier);
}
