package org.jsmc.explore.vc;

import org.jsmc.exec.Program;
import org.jsmc.explore.Explorer;
import org.jsmc.explore.Listener;
import org.jsmc.explore.Options;
import org.jsmc.explore.Result;
import org.jsmc.explore.core.DeepStack;

/**
 * Data-centric DPOR (Chalupa, Chatterjee, Pavlogiannis, Sinha, Vaidya, POPL'18) on VC-DPOR's
 * machinery: the same search over annotated partial orders with a root thread, each read given one
 * write at a time (its observation) instead of one value. Pairwise inequivalent traces under
 * observation plus the order of the leaves' conflicting events, covering every observation
 * function. Not thread-safe; one instance per exploration.
 */
public final class DcExplorer implements Explorer {
    static final String NAME = "dc";

    @Override
    public Result explore(Program program, Options options, Listener listener) {
        VcSearch search = new VcSearch(program, options, listener, true, NAME);
        return DeepStack.run("jsmc-dc-search", search::run);
    }
}
