package org.jsmc.explore.qpor;

import java.util.ArrayList;
import java.util.LinkedHashMap;
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
import org.jsmc.explore.unfolding.ConflictingLocks;
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
    private final boolean folding;
    private final Alternatives alternatives;
    private final List<Occurrence> trail = new ArrayList<>();
    private final Footprint prefix;
    private final Disset disabled = new Disset();
    private final Exits exits = new Exits();
    private List<Occurrence> clue = List.of();
    private List<Extensions.Pending> pendingBefore = List.of();
    private Event endedBy;
    private boolean firstRun = true;
    private long phantoms;
    private long maxDepth;

    QporSearch(Program program, Options options, Listener listener) {
        if (options.commuteRmws()) {
            throw new UnsupportedFeatureException(
                    "--commute-rmws for '"
                            + QporExplorer.NAME
                            + "' (its unfolding orders every two RMWs on a location; use"
                            + " 'optimal')");
        }
        boolean locks = options.interference() == Interference.LOCKS;
        // DPU's model assumes race freedom: every execution is checked, a race is an error.
        this.program =
                locks && !(program instanceof RaceCheckedProgram)
                        ? new RaceCheckedProgram(program)
                        : program;
        this.options = options;
        this.unfolding = new Unfolding(options.interference());
        this.folding = locks;
        this.prefix = new Footprint(unfolding);
        this.exploration = new Exploration(options, listener);
        this.alternatives = new Alternatives(unfolding, options.alternatives());
    }

    Result run() {
        while (true) {
            Execution execution = program.start();
            Configuration c = new Configuration(unfolding);
            int replayed = trail.size();
            exits.startRun();
            for (int i = 0; i < replayed; i++) {
                Occurrence o = trail.get(i);
                exits.replaying(i);
                Optional<ErrorReport> divergence = Replay.event(execution, o.label());
                if (divergence.isEmpty()) {
                    fold(execution, o.label());
                    divergence = execution.error();
                }
                if (divergence.isPresent()) {
                    exploration.diverged(execution, divergence.get());
                    return result(false);
                }
                c.add(o);
            }
            boolean blocked = extend(execution, c);
            for (ThreadId id : execution.threads()) {
                if (execution.status(id) == ThreadStatus.FINISHED) {
                    unfolding.ended(c, id.index());
                }
            }
            List<Extensions.Pending> pending =
                    endedBy == null ? Extensions.pending(execution, -1) : pendingBefore;
            if (folding) {
                // DPU's model: its conflicting extensions first, in its order (note §2.8); at a
                // sleep-set block, like DPU, none of the pending actions (they are in D or blocked)
                ConflictingLocks.add(unfolding, c);
                if (blocked) {
                    pending = List.of();
                }
            }
            Extensions.add(unfolding, c, execution, pending, firstRun ? -1 : replayed);
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
            Pick pick = pick(execution, c, following);
            if (pick == null) {
                return true;
            }
            ThreadId thread = pick.thread();
            int choice = pick.choice();
            Occurrence expected = pick.expected();
            refuseUnsupported(execution.pending(thread), options.interference());
            int t = thread.index();
            if (expected != null && execution.pending(thread) instanceof Event.Join join) {
                // The clue holds the joined thread's exit: it runs before the join.
                exits.take(join.joined().index());
            }
            List<Extensions.Pending> others = Extensions.pending(execution, t);
            Event done = choice >= 0 ? execution.step(thread, choice) : execution.step(thread);
            fold(execution, done);
            boolean terminal = done instanceof Event.Exit || execution.error().isPresent();
            if (terminal) {
                // The other threads stop with the execution: their extensions are what they
                // were about to do.
                pendingBefore = others;
                endedBy = done;
            }
            Occurrence o =
                    unfolding.occurrence(
                            t,
                            c.last(t),
                            c.causes(t, done, terminal),
                            done,
                            terminal,
                            choice,
                            c.lastWrite(done));
            o.performed(done);
            if (terminal) {
                unfolding.learn(o, c.causes(t, done, false));
            }
            if (expected != null && expected != o) {
                expected.markPhantom();
                phantoms++;
                following.clear();
            }
            if (!disabled.trailPush(o, trail.size())) {
                return true;
            }
            prefix.push(o);
            trail.add(o);
            exits.pushed();
            c.add(o);
            following.remove(o);
        }
        return false;
    }

    /**
     * The next step of a run: the thread, the alternative if it makes a choice (else -1), and the
     * clue's event it should perform, if any.
     */
    private record Pick(ThreadId thread, int choice, Occurrence expected) {}

    /**
     * What the run does next ({@code choose} of Alg. 1, lines 7 and 9): a pending choice first; a
     * choice conflicts with nothing, so it runs at once (as in {@code dfs}, {@code optimal} and the
     * oracle, which fixes where an error right after a choice cuts its execution), taking the
     * clue's alternative or else the first that is not disabled. Then the clue's next enabled event
     * in its replay order; then the lowest thread whose next event is not disabled.
     *
     * @return null if every enabled event is disabled: the run is sleep-set blocked
     */
    private Pick pick(Execution execution, Configuration c, List<Occurrence> following) {
        ThreadId[] threads = threads(execution);
        for (ThreadId id : threads) {
            if (id == null
                    || execution.status(id) != ThreadStatus.ENABLED
                    || !(execution.pending(id) instanceof Event.Choice ch)) {
                continue;
            }
            int t = id.index();
            for (Occurrence a : following) {
                if (a.thread() == t && a.threadPredecessor() == c.last(t)) {
                    return new Pick(id, a.choice(), a);
                }
            }
            for (int v = 0; v < ch.alternatives(); v++) {
                if (!disabledNow(t, ch, v, c)) {
                    return new Pick(id, v, null);
                }
            }
            return null;
        }
        if (!following.isEmpty()) {
            Occurrence a = nextOfClue(execution, c, following, threads);
            if (a != null) {
                return new Pick(threads[a.thread()], -1, a);
            }
            following.clear(); // the clue ran into a phantom: run freely
        }
        while (true) {
            ThreadId next = lowestThatCanRun(execution, threads, c);
            if (next == null || execution.status(next) != ThreadStatus.FINISHED) {
                return next == null ? null : new Pick(next, -1, null);
            }
            exits.take(next.index());
        }
    }

    /**
     * The lowest thread that can run freely: one whose next event is not disabled, or a finished
     * thread that has not taken its exit ({@link Exits}); a join waits for its thread's exit.
     */
    private ThreadId lowestThatCanRun(Execution execution, ThreadId[] threads, Configuration c) {
        for (ThreadId id : threads) {
            if (id == null) {
                continue;
            }
            ThreadStatus status = execution.status(id);
            if (status == ThreadStatus.FINISHED && !exits.taken(id.index())) {
                return id;
            }
            if (status != ThreadStatus.ENABLED) {
                continue;
            }
            Event pending = execution.pending(id);
            if (pending instanceof Event.Join join && !exits.taken(join.joined().index())) {
                continue;
            }
            refuseUnsupported(pending, options.interference());
            if (!disabledNow(id.index(), pending, -1, c)) {
                return id;
            }
        }
        return null;
    }

    /** The clue's first event in its replay order that is enabled now; null if none is. */
    private Occurrence nextOfClue(
            Execution execution, Configuration c, List<Occurrence> following, ThreadId[] threads) {
        for (Occurrence a : following) {
            int t = a.thread();
            if (t < threads.length
                    && threads[t] != null
                    && execution.status(threads[t]) == ThreadStatus.ENABLED
                    && a.threadPredecessor() == c.last(t)
                    && causesIn(a, c)) {
                return a;
            }
        }
        return null;
    }

    private static boolean causesIn(Occurrence a, Configuration c) {
        for (Occurrence m : a.maxima()) {
            if (m != null && m != a && !c.contains(m)) {
                return false;
            }
        }
        return true;
    }

    /** Whether thread {@code t}'s next event, if it ran now, is in {@code D}. */
    private boolean disabledNow(int t, Event pending, int choice, Configuration c) {
        Occurrence pt = c.last(t);
        if (!disabled.mayContain(t, pt, choice)) {
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
            exits.popped(p);
            prefix.pop();
            disabled.trailPop(p);
            disabled.add(e, p);
            List<Occurrence> j = alternatives.find(prefix, disabled);
            if (j != null) {
                clue = j;
                return true;
            }
            disabled.unadd();
        }
        disabled.clear();
        clue = List.of();
        return false;
    }

    /**
     * Runs the steps folded into {@code done} (none unless under DPU's model): its thread's up to
     * its next event, and a new thread's up to its first. Whether they fail is part of {@code
     * done}'s action: a failure makes it terminal.
     */
    private void fold(Execution execution, Event done) {
        if (folding) {
            foldThread(execution, done.thread());
            if (done instanceof Event.Spawn spawn) {
                foldThread(execution, spawn.child());
            }
        }
    }

    private void foldThread(Execution execution, ThreadId thread) {
        while (!execution.outcome().isFinal()
                && execution.status(thread) == ThreadStatus.ENABLED
                && unfolding.folded(execution.pending(thread))) {
            execution.step(thread);
        }
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
        Map<String, Long> statistics = new LinkedHashMap<>();
        statistics.put("unfoldingEvents", (long) unfolding.size());
        if (folding) {
            statistics.put("eventsInDpuModel", unfolding.sizeInDpuModel());
        }
        statistics.put("alternativeSearches", alternatives.searches());
        statistics.put("combinations", alternatives.combinations());
        statistics.put("phantoms", phantoms);
        statistics.put("maxDepth", maxDepth);
        statistics.put("k", (long) options.alternatives());
        return exploration.result(QporExplorer.NAME, complete, statistics);
    }
}
