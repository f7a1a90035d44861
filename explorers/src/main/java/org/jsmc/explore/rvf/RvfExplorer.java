package org.jsmc.explore.rvf;

import org.jsmc.exec.Program;
import org.jsmc.explore.Explorer;
import org.jsmc.explore.Listener;
import org.jsmc.explore.Options;
import org.jsmc.explore.Result;

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
        Result[] result = new Result[1];
        RuntimeException[] failure = new RuntimeException[1];
        Error[] error = new Error[1];
        Thread worker =
                new Thread(
                        null,
                        () -> {
                            try {
                                result[0] = search.run();
                            } catch (RuntimeException e) {
                                failure[0] = e;
                            } catch (Error e) {
                                error[0] = e;
                            }
                        },
                        "jsmc-rvf-search",
                        1L << 30);
        worker.start();
        try {
            worker.join();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException("interrupted while exploring", e);
        }
        if (failure[0] != null) {
            throw failure[0];
        }
        if (error[0] != null) {
            throw error[0];
        }
        return result[0];
    }
}
