package org.jsmc.explore.dfs;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.jsmc.exec.ErrorReport;
import org.jsmc.exec.Execution;
import org.jsmc.exec.Program;
import org.jsmc.explore.Explorer;
import org.jsmc.explore.Listener;
import org.jsmc.explore.Options;
import org.jsmc.explore.Result;
import org.jsmc.explore.core.Exploration;
import org.jsmc.explore.core.Replay;

/**
 * Explores every interleaving of visible events: the testing baseline, no reduction.
 *
 * <p>The search tree is kept as the path of {@link Branch}es of the current execution (an explicit
 * stack: traces can be thousands of events deep). Each execution starts the program afresh, replays
 * the recorded events of the path above the deepest branch with an alternative left, takes that
 * alternative, and extends the path with the first alternative of every new state until the
 * execution ends. One program run per explored execution.
 *
 * <p>Not thread-safe; one instance serves one {@link #explore} call.
 */
public final class DfsExplorer implements Explorer {
    static final String NAME = "dfs";

    private final List<Branch> path = new ArrayList<>();
    private long maxDepth;

    @Override
    public Result explore(Program program, Options options, Listener listener) {
        Exploration exploration = new Exploration(options, listener);
        path.clear();
        maxDepth = 0;
        while (true) {
            Execution execution = program.start();
            Optional<ErrorReport> divergence = replayPath(execution);
            if (divergence.isPresent()) {
                exploration.diverged(execution, divergence.get());
                return result(exploration, false);
            }
            extend(execution);
            boolean stop = exploration.finished(execution);
            boolean more = backtrack();
            if (stop || !more || exploration.limitReached()) {
                return result(exploration, !more);
            }
        }
    }

    /**
     * Replays every branch of the path but the last, then takes the last branch's current
     * alternative. On the first execution the path is empty and nothing happens.
     */
    private Optional<ErrorReport> replayPath(Execution execution) {
        int last = path.size() - 1;
        for (int depth = 0; depth < last; depth++) {
            Optional<ErrorReport> divergence = Replay.event(execution, path.get(depth).event());
            if (divergence.isPresent()) {
                return divergence;
            }
        }
        if (last >= 0) {
            Branch branch = path.get(last);
            Optional<ErrorReport> divergence = Replay.canStep(execution, branch.thread(), branch);
            if (divergence.isPresent()) {
                return divergence;
            }
            branch.take(execution);
        }
        return Optional.empty();
    }

    /** Runs the execution to its end, taking the first alternative at every new state. */
    private void extend(Execution execution) {
        while (!execution.outcome().isFinal()) {
            Branch branch = Branch.at(execution);
            path.add(branch);
            branch.take(execution);
        }
        maxDepth = Math.max(maxDepth, path.size());
    }

    /** Drops exhausted branches from the end of the path and advances the deepest other one. */
    private boolean backtrack() {
        while (!path.isEmpty()) {
            if (path.get(path.size() - 1).advance()) {
                return true;
            }
            path.remove(path.size() - 1);
        }
        return false;
    }

    private Result result(Exploration exploration, boolean complete) {
        return exploration.result(NAME, complete, Map.of("maxDepth", maxDepth));
    }
}
