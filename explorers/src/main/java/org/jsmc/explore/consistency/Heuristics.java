package org.jsmc.explore.consistency;

/**
 * Which practical heuristics of Agarwal et al. CAV'21 §4.2 {@link VerifySC} uses; all on by
 * default. They change only the speed of a check, never whether it finds a witness.
 *
 * @param closure H2: compute the closure P first (a cycle or an empty {@code Cl(r)} means no
 *     witness) and take only P-minimal events
 * @param greedyReads H1: take an executable event that writes nothing without branching
 * @param auxiliaryTrace H3: branch in the order of the auxiliary sequence, and return it at once if
 *     it is already a witness
 */
public record Heuristics(boolean closure, boolean greedyReads, boolean auxiliaryTrace) {
    public static final Heuristics ALL = new Heuristics(true, true, true);
    public static final Heuristics PLAIN = new Heuristics(false, false, false);
}
