package org.jsmc.explore.vc;

import org.jsmc.exec.Program;
import org.jsmc.explore.Explorer;
import org.jsmc.explore.Listener;
import org.jsmc.explore.Options;
import org.jsmc.explore.Result;
import org.jsmc.explore.core.DeepStack;

/**
 * Value-centric DPOR (Chatterjee, Pavlogiannis, Toman): pairwise value-happens-before-inequivalent
 * traces that cover every value function, with {@link Options#root()} as the root thread (by
 * default the first one {@code main} creates). Not thread-safe; one instance per exploration.
 */
public final class VcExplorer implements Explorer {
    static final String NAME = "vc";

    @Override
    public Result explore(Program program, Options options, Listener listener) {
        VcSearch search = new VcSearch(program, options, listener, false, NAME);
        return DeepStack.run("jsmc-vc-search", search::run);
    }
}
