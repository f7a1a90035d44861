package org.jsmc.explore.rvf;

import org.jsmc.exec.Program;
import org.jsmc.explore.Explorer;
import org.jsmc.explore.Listener;
import org.jsmc.explore.Options;
import org.jsmc.explore.Result;
import org.jsmc.explore.core.DeepStack;

/**
 * RVF-SMC (Agarwal, Chatterjee, Pathak, Pavlogiannis, Toman, CAV'21): stateless model checking
 * under the reads-value-from equivalence. At most one trace per RVF class, at least one per
 * combination of events and values. Not thread-safe; one instance per exploration.
 */
public final class RvfExplorer implements Explorer {
    static final String NAME = "rvf";

    @Override
    public Result explore(Program program, Options options, Listener listener) {
        return run(program, options, listener, Grouping.BY_VALUE, NAME);
    }

    /**
     * Runs RVF-SMC's search with {@code grouping} under the algorithm name {@code name}, on a
     * thread of its own with a stack deep enough for one frame per read of the longest trace
     * (pitfall 20), and passes on what it threw.
     */
    public static Result run(
            Program program, Options options, Listener listener, Grouping grouping, String name) {
        RvfSearch search = new RvfSearch(program, options, listener, grouping, name);
        return DeepStack.run("jsmc-" + name + "-search", search::run);
    }
}
