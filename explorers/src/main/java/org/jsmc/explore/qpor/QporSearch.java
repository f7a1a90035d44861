package org.jsmc.explore.qpor;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.jsmc.exec.ErrorReport;
import org.jsmc.exec.Event;
import org.jsmc.exec.Execution;
import org.jsmc.exec.LockKind;
import org.jsmc.exec.Program;
import org.jsmc.exec.ThreadId;
import org.jsmc.exec.ThreadStatus;
import org.jsmc.explore.Interference;
import org.jsmc.explore.Listener;
import org.jsmc.explore.Options;
import org.jsmc.explore.Result;
import org.jsmc.explore.core.Exploration;
import org.jsmc.explore.core.Replay;
import org.jsmc.explore.race.RaceCheckedProgram;
import org.jsmc.explore.unfolding.Configuration;
import org.jsmc.explore.unfolding.Extensions;
import org.jsmc.explore.unfolding.Footprint;
import org.jsmc.explore.unfolding.Occurrence;
import org.jsmc.explore.unfolding.Unfolding;
import org.jsmc.ir.UnsupportedFeatureException;

/**
 * Alg. 1 of QPOR, made iterative as DPU does (note §2.7): the recursion's current branch is the
 * {@link #trail} of events, the disabled set {@code D} is a list of entries tagged with the trail
 * position that added them, and a right branch is taken by replaying the trail up to that position,
 * then the clue's events, then running freely.
 *
 * <p>One run: replay, then follow the clue ({@code A ∩ en(C)}, lowest thread first), then choose
 * the lowest-index thread whose next event is not disabled ({@code en(C) \ D}). When every enabled
 * thread's next event is disabled, the run is sleep-set blocked (line 5 with {@code en(C) ≠ ∅}). At
 * the end, the extensions of every prefix the run went through are added to the unfolding ({@link
 * Extensions}). Backtracking pops the trail: the popped event joins {@code D} at its position,
 * entries of deeper positions are dropped, and the comb ({@link Alternatives}) is asked for a clue;
 * the deepest position that has one is where the next run branches.
 */
final class QporSearch {
    private final Program program;
    private final Options options;
    private final Exploration exploration;
    private final Unfolding unfolding;
    private final Alternatives alternatives;
    private final List<Occurrence> trail = new ArrayList<>();
    private final Footprint prefix;
    private final List<Occurrence> disabled = new ArrayList<>();
    private final List<Integer> disabledAt = new ArrayList<>();
    private List<Occurrence> clue = List.of();
    private List<Extensions.Pending> pendingBefore = List.of();
    private Event endedBy;
    private boolean firstRun = true;
    private long phantoms;
    private long maxDepth;

    QporSearch(Program program, Options options, Listener listener) {
        boolean locks = options.interference() == Interference.LOCKS;
        // DPU's model assumes race freedom: every execution is checked, a race is an error.
        this.program =
                locks && !(program instanceof RaceCheckedProgram)
                        ? new RaceCheckedProgram(program)
                        : program;
        this.options = options;
        this.unfolding = new Unfolding(options.interference());
        this.prefix = new Footprint(unfolding);
        this.exploration = new Exploration(options, listener);
        this.alternatives = new Alternatives(unfolding, options.alternatives());
    }

    Result run() {
        while (true) {
            Execution execution = program.start();
            Configuration c = new Configuration(unfolding);
            int replayed = trail.size();
            for (Occurrence o : trail) {
                Optional<ErrorReport> divergence = Replay.event(execution, o.label());
                if (divergence.isPresent()) {
                    exploration.diverged(execution, divergence.get());
                    return result(false);
                }
                c.add(o);
            }
            boolean blocked = extend(execution, c);
            Extensions.add(
                    unfolding,
                    c,
                    execution,
                    endedBy == null ? Extensions.pending(execution, -1) : pendingBefore,
                    firstRun ? -1 : replayed);
            firstRun = false;
            maxDepth = Math.max(maxDepth, trail.size());
            boolean stop =
                    blocked
                            ? exploration.sleepSetBlocked(execution)
                            : exploration.finished(execution);
            boolean more = backtrack();
            if (stop || !more || exploration.limitReached()) {
                return result(!more);
            }
        }
    }

    /**
     * Runs the execution on from the replayed trail to its end.
     *
     * @return whether it ended sleep-set blocked
     */
    private boolean extend(Execution execution, Configuration c) {
        endedBy = null;
        List<Occurrence> following = new ArrayList<>(clue);
        while (!execution.outcome().isFinal()) {
            ThreadId[] threads = threads(execution);
            Occurrence expected = null;
            ThreadId thread = null;
            int choice = -1;
            long pending = pendingChoice(execution, c, threads, following);
            if (pending == BLOCKED) {
                return true;
            } else if (pending >= 0) {
                thread = threads[(int) (pending >> 32)];
                choice = (int) pending - 1;
                expected = clueEvent(following, thread.index(), c, choice);
            } else if (!following.isEmpty()) {
                expected = nextOfClue(execution, c, following, threads);
                if (expected == null) {
                    following.clear(); // the clue ran into a phantom: run freely
                } else {
                    thread = threads[expected.thread()];
                    choice = expected.choice();
                }
            }
            if (thread == null) {
                long pick = freeChoice(execution, c, threads);
                if (pick < 0) {
                    return true;
                }
                thread = threads[(int) (pick >> 32)];
                choice = (int) pick - 1;
            }
            refuseUnsupported(execution.pending(thread), options.interference());
            int t = thread.index();
            List<Extensions.Pending> others = Extensions.pending(execution, t);
            Event done = choice >= 0 ? execution.step(thread, choice) : execution.step(thread);
            boolean terminal = done instanceof Event.Exit || execution.error().isPresent();
            if (terminal) {
                // The other threads stop with the execution: their extensions are what they
                // were about to do.
                pendingBefore = others;
                endedBy = done;
            }
            Occurrence o =
                    unfolding.occurrence(
                            t, c.last(t), c.causes(t, done, terminal), done, terminal, choice);
            o.performed(done);
            unfolding.learn(o);
            if (expected != null && expected != o) {
                expected.markPhantom();
                phantoms++;
                following.clear();
            }
            if (disabled.contains(o)) {
                return true;
            }
            prefix.push(o);
            trail.add(o);
            c.add(o);
            following.remove(o);
        }
        return false;
    }

    private static final long BLOCKED = -2;

    /**
     * The choice to make first, if some enabled thread is about to choose: a choice conflicts with
     * nothing, so it runs at once, before any other event (as {@code dfs}, {@code optimal} and the
     * oracle do, which fixes where an error right after a choice cuts its execution). The
     * alternative is the clue's if the clue has one, else the first that is not disabled.
     *
     * @return {@code thread << 32 | (alternative + 1)}, -1 if no thread chooses, {@link #BLOCKED}
     *     if every alternative is disabled
     */
    private long pendingChoice(
            Execution execution, Configuration c, ThreadId[] threads, List<Occurrence> following) {
        for (ThreadId id : threads) {
            if (id == null
                    || execution.status(id) != ThreadStatus.ENABLED
                    || !(execution.pending(id) instanceof Event.Choice ch)) {
                continue;
            }
            int t = id.index();
            for (Occurrence a : following) {
                if (a.thread() == t && a.threadPredecessor() == c.last(t)) {
                    return ((long) t << 32) | (a.choice() + 1);
                }
            }
            for (int v = 0; v < ch.alternatives(); v++) {
                if (!disabledNow(t, ch, v, c)) {
                    return ((long) t << 32) | (v + 1);
                }
            }
            return BLOCKED;
        }
        return -1;
    }

    private static Occurrence clueEvent(
            List<Occurrence> following, int t, Configuration c, int choice) {
        for (Occurrence a : following) {
            if (a.thread() == t && a.threadPredecessor() == c.last(t) && a.choice() == choice) {
                return a;
            }
        }
        return null;
    }

    /** The clue's event to run next: enabled now, lowest thread first; null if none is. */
    private Occurrence nextOfClue(
            Execution execution, Configuration c, List<Occurrence> following, ThreadId[] threads) {
        Occurrence best = null;
        for (Occurrence a : following) {
            int t = a.thread();
            if (t >= threads.length
                    || threads[t] == null
                    || execution.status(threads[t]) != ThreadStatus.ENABLED
                    || a.threadPredecessor() != c.last(t)
                    || !causesIn(a, c)) {
                continue;
            }
            if (best == null || t < best.thread()) {
                best = a;
            }
        }
        return best;
    }

    private static boolean causesIn(Occurrence a, Configuration c) {
        for (Occurrence m : a.maxima()) {
            if (m != null && m != a && !c.contains(m)) {
                return false;
            }
        }
        return true;
    }

    /**
     * The lowest-index enabled thread whose next event is not disabled, and for a choice the first
     * such alternative, packed as {@code thread << 32 | (alternative + 1)}; -1 if every enabled
     * thread's next event is disabled.
     */
    private long freeChoice(Execution execution, Configuration c, ThreadId[] threads) {
        for (ThreadId id : threads) {
            if (id == null || execution.status(id) != ThreadStatus.ENABLED) {
                continue;
            }
            Event pending = execution.pending(id);
            refuseUnsupported(pending, options.interference());
            int t = id.index();
            int choices = pending instanceof Event.Choice ch ? ch.alternatives() : 0;
            for (int v = choices == 0 ? -1 : 0; v < Math.max(choices, 0); v++) {
                if (!disabledNow(t, pending, v, c)) {
                    return ((long) t << 32) | (v + 1);
                }
                if (choices == 0) {
                    break;
                }
            }
        }
        return -1;
    }

    /** Whether thread {@code t}'s next event, if it ran now, is in {@code D}. */
    private boolean disabledNow(int t, Event pending, int choice, Configuration c) {
        Occurrence pt = c.last(t);
        boolean candidate = false;
        for (Occurrence d : disabled) {
            if (d.thread() == t && d.threadPredecessor() == pt && d.choice() == choice) {
                candidate = true;
                break;
            }
        }
        if (!candidate) {
            return false;
        }
        boolean terminal = pending instanceof Event.Exit;
        Occurrence e = unfolding.find(t, pt, c.causes(t, pending, terminal), terminal, choice);
        return e != null && disabled.contains(e);
    }

    /**
     * Pops the trail to the deepest position that has an alternative and sets the clue.
     *
     * @return false when no position has one: the exploration is complete
     */
    private boolean backtrack() {
        while (!trail.isEmpty()) {
            int p = trail.size() - 1;
            Occurrence e = trail.remove(p);
            prefix.pop();
            for (int i = disabled.size() - 1; i >= 0; i--) {
                if (disabledAt.get(i) > p) {
                    disabled.remove(i);
                    disabledAt.remove(i);
                }
            }
            disabled.add(e);
            disabledAt.add(p);
            List<Occurrence> recentFirst = new ArrayList<>(disabled);
            java.util.Collections.reverse(recentFirst);
            List<Occurrence> j = alternatives.find(prefix, recentFirst);
            if (j != null) {
                clue = j;
                return true;
            }
        }
        disabled.clear();
        disabledAt.clear();
        clue = List.of();
        return false;
    }

    private static ThreadId[] threads(Execution execution) {
        List<ThreadId> all = execution.threads();
        int n = 0;
        for (ThreadId id : all) {
            n = Math.max(n, id.index() + 1);
        }
        ThreadId[] out = new ThreadId[n];
        for (ThreadId id : all) {
            out[id.index()] = id;
        }
        return out;
    }

    /** Refuses, in one line, what the unfolding does not model yet. */
    static void refuseUnsupported(Event e, Interference interference) {
        String feature = null;
        if (interference == Interference.LOCKS && e instanceof Event.Access a && a.atomic()) {
            throw UnsupportedFeatureException.at(
                    "atomic accesses for '"
                            + QporExplorer.NAME
                            + " --interference locks' (they synchronise without a mutex; use"
                            + " --interference memory)",
                    e.location());
        }
        if (e instanceof Event.CondWait
                || e instanceof Event.CondWake
                || e instanceof Event.CondSignal
                || e instanceof Event.CondBroadcast) {
            feature = "condition variables";
        } else if (e instanceof Event.AtomicBegin || e instanceof Event.AtomicEnd) {
            feature = "atomic sections";
        } else if (e instanceof Event.Lock l && l.mode() != LockKind.MUTEX
                || e instanceof Event.TryLock k && k.mode() != LockKind.MUTEX
                || e instanceof Event.Unlock u && u.mode() != LockKind.MUTEX) {
            feature = "rwlocks";
        }
        if (feature != null) {
            throw UnsupportedFeatureException.at(
                    feature
                            + " for '"
                            + QporExplorer.NAME
                            + "' (use 'optimal', which supports them)",
                    e.location());
        }
    }

    private Result result(boolean complete) {
        return exploration.result(
                QporExplorer.NAME,
                complete,
                Map.of(
                        "events",
                        (long) unfolding.size(),
                        "alternativeSearches",
                        alternatives.searches(),
                        "combinations",
                        alternatives.combinations(),
                        "phantoms",
                        phantoms,
                        "maxDepth",
                        maxDepth,
                        "k",
                        (long) options.alternatives()));
    }
}
