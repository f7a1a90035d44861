package org.jsmc.svcomp.witness;

import org.jsmc.explore.ErrorTrace;

/** What replaying a witness showed. */
public sealed interface ReplayOutcome {

    /** The witness's schedule reaches a violation of its specification: {@code trace}. */
    record Confirmed(ErrorTrace trace) implements ReplayOutcome {}

    /** It does not; {@code reason} says where the replay parted from the witness, in one line. */
    record NotConfirmed(String reason) implements ReplayOutcome {}
}
