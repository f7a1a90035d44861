package org.jsmc.explore.unfolding;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.jsmc.exec.Event;
import org.jsmc.exec.Execution;
import org.jsmc.exec.LockKind;
import org.jsmc.exec.ThreadId;
import org.jsmc.exec.ThreadStatus;
import org.jsmc.explore.core.Conflicts;
import org.jsmc.explore.graph.Replay;

/**
 * Adds to the unfolding every event whose strict history lies in a run's final configuration
 * ({@code ex} of every prefix the run passed through: Alg. 1 line 4, computed once per run as DPU
 * does, QPOR §2.2).
 *
 * <p>An action of thread {@code t} after its event {@code p} is fixed by {@code [p]} (threads are
 * deterministic but for choices, whose every alternative is an event). Its possible histories in
 * the configuration {@code C} are {@code [p]} plus a set {@code S} of events of {@code C} the
 * action depends on, closed downwards among those events: a lock's {@code S} is a prefix of the
 * mutex's chain (DPU's {@code cexp} walk), a read's a prefix of the writes, a write's the writes
 * and any set of the reads after them. So the histories are enumerated over the dependent events in
 * run order, each included only if no excluded one lies below it. Events of {@code C} that follow a
 * later event of {@code t}, and terminal events, can never be in such a history.
 *
 * <p>Not only the run's events are enumerated but also every thread's pending action at the end,
 * blocked or not: a thread that ends blocked on a lock has no event in the run, yet the lock
 * earlier in the mutex's chain is an extension (the completeness fix of note §2.2, P8b).
 *
 * <p>The outcome of a compare-exchange or trylock depends on the history; it is worked out from the
 * writes (or the mutex operations) in it, and the dependence follows the outcome. An action after
 * which its thread fails is enumerated as if it did not fail; where it does, the run that tries it
 * finds the terminal event instead and marks the extension a phantom.
 */
public final class Extensions {
    private final Unfolding unfolding;
    private final Configuration configuration;
    private final Execution execution;
    private final List<Occurrence> order;
    private final int fresh;
    private final Map<Long, List<Occurrence>> byObject = new HashMap<>();
    private final Map<Long, List<Occurrence>> byCell = new HashMap<>();
    private final List<Occurrence> ends = new ArrayList<>();

    private Extensions(
            Unfolding unfolding, Configuration configuration, Execution execution, int fresh) {
        this.unfolding = unfolding;
        this.configuration = configuration;
        this.execution = execution;
        this.order = configuration.order();
        this.fresh = fresh;
        // Positions live in the events: an array over the whole unfolding per run would make
        // every run cost as much as the unfolding is large.
        for (int i = 0; i < order.size(); i++) {
            Occurrence e = order.get(i);
            e.runPosition = i;
            if (e.terminal || e.label instanceof Event.Exit) {
                ends.add(e);
            }
            long object = Conflicts.syncObject(e.label, 0);
            if (object != Conflicts.NONE) {
                byObject.computeIfAbsent(object, o -> new ArrayList<>()).add(e);
            }
            for (long cell : Unfolding.cells(e.label)) {
                byCell.computeIfAbsent(cell, c -> new ArrayList<>()).add(e);
            }
        }
    }

    /** Whether {@code e}, an event of the configuration, is one the run added after its replay. */
    private boolean isNew(Occurrence e) {
        return fresh >= 0 && e.runPosition >= fresh;
    }

    /**
     * What a thread that can still move was about to do at the end of a run.
     *
     * @param event its pending event
     * @param joinable for a join, whether the joined thread had finished
     */
    public record Pending(Event event, boolean joinable) {}

    /**
     * The pending events of the threads of {@code execution} that can still move (enabled, or
     * blocked on a lock or a join), except {@code except}'s (-1 for none).
     */
    public static List<Pending> pending(Execution execution, int except) {
        List<Pending> out = new ArrayList<>();
        for (ThreadId id : execution.threads()) {
            ThreadStatus status = execution.status(id);
            if (id.index() != except
                    && (status == ThreadStatus.ENABLED || status == ThreadStatus.BLOCKED)) {
                Event e = execution.pending(id);
                boolean joinable =
                        e instanceof Event.Join j
                                && execution.status(j.joined()) == ThreadStatus.FINISHED;
                out.add(new Pending(e, joinable));
            }
        }
        return out;
    }

    /**
     * Adds the extensions of {@code configuration}, the end of a run of {@code execution}, whose
     * threads that could still move were about to perform {@code pending} (taken before the last
     * event if it ended the execution). The run replayed its first {@code fresh} events (-1 for the
     * first run): every history within them was enumerated by an earlier run whose configuration
     * held them, so only histories with a newer event are enumerated.
     */
    public static void add(
            Unfolding unfolding,
            Configuration configuration,
            Execution execution,
            List<Pending> pending,
            int fresh) {
        new Extensions(unfolding, configuration, execution, fresh).addAll(pending);
    }

    private void addAll(List<Pending> pendings) {
        for (Occurrence e : order) {
            if (e.label instanceof Event.Join) {
                continue; // one history only: the joined thread's end
            }
            if (e.label instanceof Event.Choice && fresh >= 0 && e.runPosition < fresh) {
                continue; // its alternatives were added with it
            }
            if (e.lockAlternativesComplete) {
                continue; // DPU's cexp added them all (ConflictingLocks)
            }
            List<Occurrence> extras = extras(e.thread, e.threadPredecessor);
            boolean exit = e.label instanceof Event.Exit;
            actions(e.thread, e.threadPredecessor, e.label, exit, extras);
        }
        for (Pending p : pendings) {
            Event pending = p.event();
            int t = pending.thread().index();
            Occurrence pt = configuration.last(t);
            List<Occurrence> extras = extras(t, pt);
            if (pending instanceof Event.Join j) {
                if (p.joinable()) {
                    Occurrence end = configuration.last(j.joined().index());
                    if (end != null) {
                        extras.add(end);
                    }
                    unfolding.occurrence(t, pt, extras, pending, false, -1);
                }
                continue;
            }
            actions(t, pt, pending, pending instanceof Event.Exit, extras);
        }
    }

    private List<Occurrence> extras(int t, Occurrence pt) {
        List<Occurrence> extras = new ArrayList<>(2);
        if (pt == null && configuration.spawnOf(t) != null) {
            extras.add(configuration.spawnOf(t));
        }
        return extras;
    }

    /** Every event of action {@code label} of thread {@code t} after {@code pt}. */
    private void actions(
            int t, Occurrence pt, Event label, boolean terminal, List<Occurrence> extras) {
        if (label instanceof Event.Choice c) {
            for (int v = 0; v < c.alternatives(); v++) {
                unfolding.occurrence(t, pt, extras, label, false, v);
            }
        } else if (label instanceof Event.CompareExchange x) {
            // The dependence of a compare-exchange follows its outcome: enumerate both.
            new Histories(t, pt, withOutcome(x, x.oldValue(), true), terminal, extras).run();
            new Histories(t, pt, withOutcome(x, x.oldValue(), false), terminal, extras).run();
        } else {
            new Histories(t, pt, label, terminal, extras).run();
        }
    }

    private static Event.CompareExchange withOutcome(
            Event.CompareExchange x, long old, boolean success) {
        return new Event.CompareExchange(
                x.thread(),
                x.index(),
                x.address(),
                x.size(),
                x.expected(),
                x.replacement(),
                old,
                success,
                x.location());
    }

    /** The enumeration of one action's histories (class comment). */
    private final class Histories {
        private final int thread;
        private final Occurrence pt;
        private final Event label;
        private final boolean terminal;
        private final List<Occurrence> extras;
        private final Occurrence[] base;
        private final List<Occurrence> free = new ArrayList<>();
        private final List<Occurrence> included = new ArrayList<>();
        private final List<Occurrence> excluded = new ArrayList<>();

        /** Whether only histories with an event newer than the replay are still unknown. */
        private boolean needNew;

        /** {@code newAfter[i]}: how many of {@code free[i..]} are new. */
        private int[] newAfter;

        private int newIncluded;

        Histories(
                int thread, Occurrence pt, Event label, boolean terminal, List<Occurrence> extras) {
            this.thread = thread;
            this.pt = pt;
            this.label = label;
            this.terminal = terminal;
            this.extras = extras;
            Occurrence[] b = pt == null ? new Occurrence[0] : pt.maxima;
            for (Occurrence x : extras) {
                b = Cone.union(b, x.maxima);
            }
            base = b;
            boolean baseIsNew = pt != null && isNew(pt);
            for (Occurrence x : extras) {
                baseIsNew |= isNew(x);
            }
            needNew = fresh >= 0 && !baseIsNew;
            boolean everything = terminal || label instanceof Event.Exit;
            long object = everything ? Conflicts.NONE : Conflicts.syncObject(label, 0);
            List<Occurrence> dependable = everything ? order : dependable(object);
            // In run order: with no new event among them, every history is an old one.
            if (!needNew
                    || (!dependable.isEmpty() && isNew(dependable.get(dependable.size() - 1)))) {
                for (Occurrence y : dependable) {
                    // On the object: from the chain's cut, outside the base and before the action
                    // (the other lists hold no operation on it that is not terminal).
                    boolean onObject =
                            object != Conflicts.NONE && Conflicts.syncObject(y.label, 0) == object;
                    if (y.thread != thread
                            && unfolding.dependent(label, terminal, y.label, y.terminal)
                            && !y.terminal
                            && (onObject || !Cone.contains(base, y) && beforeAction(y))) {
                        free.add(y);
                    }
                }
            }
            newAfter = new int[free.size() + 1];
            for (int i = free.size() - 1; i >= 0; i--) {
                newAfter[i] = newAfter[i + 1] + (isNew(free.get(i)) ? 1 : 0);
            }
        }

        /**
         * The events of the configuration the action may depend on, in run order: those on its
         * {@code object} and memory cells. On its object, only those its history can add to {@code
         * base}: the operations on one object form a chain, of which {@code base} holds a prefix,
         * and once one follows a later event of the thread, so do all after it.
         */
        private List<Occurrence> dependable(long object) {
            List<Occurrence> out = new ArrayList<>();
            if (object != Conflicts.NONE) {
                List<Occurrence> ops = byObject.getOrDefault(object, List.of());
                int from = ops.size();
                while (from > 0 && !Cone.contains(base, ops.get(from - 1))) {
                    from--;
                }
                for (int i = from; i < ops.size() && beforeAction(ops.get(i)); i++) {
                    out.add(ops.get(i));
                }
            }
            long[] cells = Unfolding.cells(label);
            for (long cell : cells) {
                out.addAll(byCell.getOrDefault(cell, List.of()));
            }
            out.addAll(ends);
            if (cells.length > 1 || !out.isEmpty()) {
                out.sort((a, b) -> Integer.compare(a.runPosition, b.runPosition));
                for (int i = out.size() - 1; i > 0; i--) {
                    if (out.get(i) == out.get(i - 1)) {
                        out.remove(i);
                    }
                }
            }
            return out;
        }

        /** Whether {@code y}'s history holds no event of the thread after {@code pt}. */
        private boolean beforeAction(Occurrence y) {
            Occurrence yt = thread < y.maxima.length ? y.maxima[thread] : null;
            return yt == null || (pt != null && Cone.precedes(yt, pt));
        }

        void run() {
            step(0);
        }

        private void step(int i) {
            if (needNew && newIncluded == 0 && newAfter[i] == 0) {
                return; // every history left was enumerated by an earlier run
            }
            if (i == free.size()) {
                emit();
                return;
            }
            Occurrence y = free.get(i);
            boolean blocked = false;
            for (Occurrence z : excluded) {
                if (Cone.precedes(z, y)) {
                    blocked = true;
                    break;
                }
            }
            if (!blocked) {
                int fresh = isNew(y) ? 1 : 0;
                included.add(y);
                newIncluded += fresh;
                step(i + 1);
                newIncluded -= fresh;
                included.remove(included.size() - 1);
            }
            excluded.add(y);
            step(i + 1);
            excluded.remove(excluded.size() - 1);
        }

        private void emit() {
            Occurrence[] history = base;
            for (Occurrence s : included) {
                history = Cone.union(history, s.maxima);
            }
            Event variant = variant(history);
            List<Occurrence> causes = new ArrayList<>(extras);
            causes.addAll(included);
            if (variant == null || knownToFail(history, causes)) {
                return;
            }
            unfolding.occurrence(
                    thread, pt, causes, variant, terminal, -1, lastWrite(history, variant));
        }

        /**
         * Whether a run saw the action fail after returning what it returns after {@code history}:
         * that event is a terminal one, explored where it was found.
         */
        private boolean knownToFail(Occurrence[] history, List<Occurrence> causes) {
            if (terminal) {
                return false;
            }
            long value = 0;
            if (label instanceof Event.Access a && a.reads()) {
                value = valueRead(history, a.address(), a.size());
            }
            return unfolding.knownToFail(thread, pt, label, value, causes);
        }

        /** The action's label after {@code history}, or null if it is not enabled there. */
        private Event variant(Occurrence[] history) {
            if (label instanceof Event.Lock l) {
                return held(history, l.address()) ? null : label;
            }
            if (label instanceof Event.TryLock k) {
                boolean success = !held(history, k.address());
                return new Event.TryLock(
                        k.thread(), k.index(), k.address(), k.mode(), success, k.location());
            }
            if (label instanceof Event.CompareExchange x) {
                long old = valueRead(history, x.address(), x.size());
                boolean success = old == x.expected();
                return success == x.success() ? withOutcome(x, old, success) : null;
            }
            return label;
        }
    }

    /** For an access to one memory cell, the last write to it in {@code history}, else null. */
    private Occurrence lastWrite(Occurrence[] history, Event label) {
        long[] cells = unfolding.cellsOf(label);
        if (cells.length != 1) {
            return null;
        }
        List<Occurrence> touching = byCell.getOrDefault(cells[0], List.of());
        for (int i = touching.size() - 1; i >= 0; i--) {
            Occurrence y = touching.get(i);
            if (y.label instanceof Event.Access a && a.writes() && Cone.contains(history, y)) {
                return y;
            }
        }
        return null;
    }

    /** Whether the mutex at {@code address} is held after the configuration {@code history}. */
    private boolean held(Occurrence[] history, long address) {
        List<Occurrence> ops = byObject.getOrDefault(address, List.of());
        for (int i = ops.size() - 1; i >= 0; i--) {
            Occurrence y = ops.get(i);
            if (!Cone.contains(history, y)) {
                continue;
            }
            if (y.label instanceof Event.Lock l) {
                return l.mode() != LockKind.READ;
            }
            if (y.label instanceof Event.TryLock k) {
                if (k.success()) {
                    return true;
                }
                continue;
            }
            return false; // an unlock, an initialisation or a destruction
        }
        return false;
    }

    /** The value {@code size} bytes at {@code address} hold after {@code history}. */
    private long valueRead(Occurrence[] history, long address, int size) {
        long value = 0;
        for (int b = 0; b < size; b++) {
            long at = address + b;
            long v = execution.initialValue(at, 1) & 0xff;
            List<Occurrence> touching = byCell.getOrDefault(at >>> 3, List.of());
            for (int i = touching.size() - 1; i >= 0; i--) {
                Occurrence y = touching.get(i);
                if (y.label instanceof Event.Access a
                        && a.writes()
                        && a.address() <= at
                        && at < a.address() + a.size()
                        && Cone.contains(history, y)) {
                    v = (Replay.written(a, 0) >>> (8 * (at - a.address()))) & 0xff;
                    break;
                }
            }
            value |= v << (8 * b);
        }
        return value;
    }
}
