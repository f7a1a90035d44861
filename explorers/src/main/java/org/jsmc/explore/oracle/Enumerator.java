package org.jsmc.explore.oracle;

import java.util.ArrayList;
import java.util.List;
import java.util.function.Consumer;
import org.jsmc.exec.Event;
import org.jsmc.exec.Execution;
import org.jsmc.exec.Program;
import org.jsmc.exec.ThreadId;
import org.jsmc.exec.ThreadStatus;

/**
 * Enumerates every interleaving of a small program, with the same rules as {@code dfs} (a choice of
 * the lowest-index enabled choosing thread is a branch, not an interleaving point) but written
 * independently of it: recursion over decision sequences, each node run from the start with {@link
 * Execution#step}. Quadratic in the depth and meant for programs with at most tens of thousands of
 * interleavings.
 */
final class Enumerator {
    /** A scheduling decision: run {@code thread}, with {@code alternative} if it chooses. */
    private record Decision(ThreadId thread, int alternative) {
        void apply(Execution execution) {
            if (alternative < 0) {
                execution.step(thread);
            } else {
                execution.step(thread, alternative);
            }
        }
    }

    private final Program program;
    private final Consumer<Execution> sink;
    private final List<Decision> prefix = new ArrayList<>();

    private Enumerator(Program program, Consumer<Execution> sink) {
        this.program = program;
        this.sink = sink;
    }

    /** Calls {@code sink} with every finished execution of {@code program}. */
    static void forEach(Program program, Consumer<Execution> sink) {
        new Enumerator(program, sink).explore();
    }

    private void explore() {
        Execution execution = program.start();
        for (Decision d : prefix) {
            d.apply(execution);
        }
        if (execution.outcome().isFinal()) {
            sink.accept(execution);
            return;
        }
        for (Decision d : decisions(execution)) {
            prefix.add(d);
            explore();
            prefix.remove(prefix.size() - 1);
        }
    }

    private static List<Decision> decisions(Execution execution) {
        List<ThreadId> enabled =
                execution.threads().stream()
                        .filter(t -> execution.status(t) == ThreadStatus.ENABLED)
                        .sorted()
                        .toList();
        List<Decision> result = new ArrayList<>();
        for (ThreadId t : enabled) {
            if (execution.pending(t) instanceof Event.Choice c) {
                for (int k = 0; k < c.alternatives(); k++) {
                    result.add(new Decision(t, k));
                }
                return result;
            }
        }
        for (ThreadId t : enabled) {
            result.add(new Decision(t, -1));
        }
        return result;
    }
}
