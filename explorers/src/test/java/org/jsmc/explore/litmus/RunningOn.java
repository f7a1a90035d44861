package org.jsmc.explore.litmus;

import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import org.jsmc.exec.ErrorReport;
import org.jsmc.exec.Event;
import org.jsmc.exec.ThreadId;
import org.jsmc.exec.ThreadStatus;

/**
 * The maximal executions of a program in which a thread that meets an error halts there and the
 * other threads run on to their ends: the executions whose graphs TruSt's round bound measures,
 * since TruSt goes on after an error with the culprit halting. A brute force of its own, beside the
 * explorers: every enabled thread and every alternative of a choice at every point, each run
 * replayed from the start.
 */
public final class RunningOn {
    /**
     * One maximal execution: its trace, the errors its halting threads met, and whether some thread
     * ended waiting (for a mutex, a join, a condition).
     */
    public record Run(List<Event> trace, Set<ErrorReport> errors, boolean waiting) {}

    private final Litmus program;
    private final List<Run> runs = new ArrayList<>();

    private RunningOn(Litmus program) {
        this.program = program;
    }

    /** Every maximal running-on execution of {@code program}, some of them more than once. */
    public static List<Run> runs(Litmus program) {
        RunningOn r = new RunningOn(program);
        r.explore(new ArrayList<>());
        return r.runs;
    }

    /** {@code prefix}: per step, the thread's position in {@code threads()} and the alternative. */
    private void explore(List<int[]> prefix) {
        LitmusExecution x = new LitmusExecution(program, true);
        for (int[] step : prefix) {
            ThreadId t = x.threads().get(step[0]);
            if (step[1] >= 0) {
                x.step(t, step[1]);
            } else {
                x.step(t);
            }
        }
        List<ThreadId> threads = List.copyOf(x.threads());
        boolean moved = false;
        boolean waiting = false;
        for (int i = 0; i < threads.size(); i++) {
            ThreadStatus status = x.status(threads.get(i));
            waiting |= status == ThreadStatus.BLOCKED;
            if (status != ThreadStatus.ENABLED) {
                continue;
            }
            moved = true;
            int alternatives =
                    x.pending(threads.get(i)) instanceof Event.Choice c ? c.alternatives() : 0;
            for (int a = alternatives == 0 ? -1 : 0; a < alternatives; a++) {
                List<int[]> longer = new ArrayList<>(prefix);
                longer.add(new int[] {i, a});
                explore(longer);
            }
        }
        if (!moved) {
            runs.add(new Run(List.copyOf(x.trace()), Set.copyOf(x.haltingErrors()), waiting));
        }
    }
}
