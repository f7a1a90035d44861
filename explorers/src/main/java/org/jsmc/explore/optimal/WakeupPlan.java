package org.jsmc.explore.optimal;

import java.util.ArrayList;
import java.util.List;
import org.jsmc.exec.ThreadId;
import org.jsmc.explore.core.Decision;
import org.jsmc.explore.core.Guide;
import org.jsmc.explore.core.Plan;
import org.jsmc.explore.core.SleepSet;

/**
 * {@code wut(E)} of Optimal-DPOR (Abdulla et al. JACM'17 Alg. 2): the wakeup tree of one state. A
 * new state gets the subtree its parent's child carried ({@code WuT'}, l. 13), or, when that is
 * empty, the lowest-index enabled thread that does not sleep (l. 10). Children are explored in
 * order; races insert new branches ({@link WakeupTree#insert}). Mutable; owned by its decision.
 */
final class WakeupPlan implements Plan {
    private final Decision decision;

    /** The children still to explore after the current one, in order. */
    final List<WakeupTree.Node> pending = new ArrayList<>();

    private WakeupTree.Node current;

    /** The thread picked freely (l. 10) when no wakeup subtree is left: nothing to follow. */
    private ThreadId free;

    /** How many children could not be explored because their thread was not enabled or slept. */
    long infeasible;

    WakeupPlan(Decision decision, Guide guide) {
        this.decision = decision;
        if (guide instanceof WakeupTree.Node subtree) {
            for (WakeupTree.Node c : subtree.children) {
                if (!c.isChoice()) {
                    pending.add(c);
                }
            }
        }
        current = poll();
        if (current == null) {
            free = decision.firstAwake();
        } else if (guide instanceof WakeupTree.Node subtree) {
            subtree.openFirstExplored(current);
        }
    }

    @Override
    public ThreadId current() {
        return current == null ? free : current.thread;
    }

    @Override
    public Guide take() {
        return current;
    }

    @Override
    public ThreadId next(SleepSet sleep) {
        current = poll();
        free = null;
        return current();
    }

    private WakeupTree.Node poll() {
        while (!pending.isEmpty()) {
            WakeupTree.Node n = pending.remove(0);
            int t = n.thread.index();
            SleepSet sleep = decision.sleep();
            if (decision.isEnabled(t)
                    && !decision.isGuarded(t)
                    && (!sleep.contains(t) || sleep.isConditional(t))) {
                return n;
            }
            infeasible++;
        }
        return null;
    }
}
