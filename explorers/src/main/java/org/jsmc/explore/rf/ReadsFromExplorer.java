package org.jsmc.explore.rf;

import org.jsmc.exec.Program;
import org.jsmc.explore.Explorer;
import org.jsmc.explore.Listener;
import org.jsmc.explore.Options;
import org.jsmc.explore.Result;
import org.jsmc.explore.rvf.Grouping;
import org.jsmc.explore.rvf.RvfExplorer;

/**
 * Reads-from SMC: exactly one complete trace per reads-from class under sequential consistency.
 *
 * <p>It is RVF-SMC's recursion (Agarwal et al. CAV'21 Alg. 2) with one source per child instead of
 * one value group: every read in a node's subtree reads exactly its chosen write, so two leaves
 * that part at one read differ in its source, and two that part at different reads {@code r1}
 * (processed first) and {@code r2} differ in {@code r1}'s source, which the causal map keeps out of
 * the σ̃ of their parting node in {@code r2}'s subtree. Completeness is Theorem 5.1's with
 * singleton groups. The consistency question it asks at every step is the one of Abdulla, Atig,
 * Jonsson, Lång, Ngo, Sagonas OOPSLA'19 (Nidhugg's {@code --rf}), answered by VerifySC.
 */
public final class ReadsFromExplorer implements Explorer {
    static final String NAME = "rf";

    @Override
    public Result explore(Program program, Options options, Listener listener) {
        return RvfExplorer.run(program, options, listener, Grouping.BY_WRITE, NAME);
    }
}
