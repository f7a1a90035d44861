package org.jsmc.explore.view;

import org.jsmc.exec.Program;
import org.jsmc.explore.Explorer;
import org.jsmc.explore.Listener;
import org.jsmc.explore.Options;
import org.jsmc.explore.Result;
import org.jsmc.explore.rvf.Grouping;
import org.jsmc.explore.rvf.RvfExplorer;

/**
 * Exactly one complete trace per view class: the same reads, each returning the same value
 * (ViEqui's Definition 1). RVF-SMC's recursion with {@link Grouping#BY_VIEW}; the argument is in
 * the package documentation.
 */
public final class ViewExplorer implements Explorer {
    static final String NAME = "view";

    @Override
    public Result explore(Program program, Options options, Listener listener) {
        return RvfExplorer.run(program, options, listener, Grouping.BY_VIEW, NAME);
    }
}
