package org.jsmc.explore.unfolding;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.function.Predicate;
import org.jsmc.exec.Event;
import org.jsmc.explore.Interference;
import org.jsmc.explore.core.Conflicts;

/**
 * The events discovered so far (Alg. 1's {@code U}), hash-consed on their canonical names: thread,
 * thread predecessor, the other immediate causes, the alternative of a choice, and whether the
 * event is terminal. Events are never removed (as in DPU; line 13's pruning is optional).
 *
 * <p>Besides the thread trees, events are indexed by what they touch (8-byte memory cells and
 * synchronisation objects) so that the immediate conflicts of an event, the spikes of the comb, are
 * found among the events that can depend on it.
 */
public final class Unfolding {
    private final Dependence dependence;
    private final Map<Name, Occurrence> byName = new HashMap<>();
    private final List<Occurrence> events = new ArrayList<>();
    private final List<List<Occurrence>> roots = new ArrayList<>();
    private final List<Occurrence> terminals = new ArrayList<>();
    private final Map<Long, List<Occurrence>> byCell = new HashMap<>();
    private final Map<Slot, List<Occurrence>> byCellSlot = new HashMap<>();
    // The same, with only the events that change the cell (writes, RMWs, frees): all a read needs.
    private final Map<Long, List<Occurrence>> byCellChanged = new HashMap<>();
    private final Map<Slot, List<Occurrence>> byCellSlotChanged = new HashMap<>();
    private final Map<Slot, List<Occurrence>> byObject = new HashMap<>();
    // Under LOCKS, the same without locks and trylocks: a lock's immediate conflicts besides its
    // siblings (a thread's other lock after the same operation has another history, which the
    // lock conflicts with only through that).
    private final Map<Slot, List<Occurrence>> byObjectBesidesLocks = new HashMap<>();
    private final CellShapes shapes = new CellShapes();
    private final LockSiblings lockSiblings = new LockSiblings();
    private final Set<ReadOutcome> failing = new HashSet<>();
    private final Set<Name> failingAfter = new HashSet<>();
    private int query;

    /** An empty unfolding of the program under {@code interference}. */
    public Unfolding(Interference interference) {
        this.dependence = Dependence.of(interference);
    }

    /** The independence relation the unfolding is built on. */
    Dependence dependence() {
        return dependence;
    }

    /** Whether two actions of different threads are dependent here. */
    boolean dependent(Event a, boolean terminalA, Event b, boolean terminalB) {
        return dependence.dependent(a, terminalA, b, terminalB);
    }

    /**
     * Whether the interpreter's event {@code e} is part of its thread's previous event here, not an
     * event of its own (accesses under {@link Interference#LOCKS}).
     */
    public boolean folded(Event e) {
        return dependence.folded(e);
    }

    /**
     * Records that thread {@code t} has ended in {@code configuration}, for {@link
     * #sizeInDpuModel()}.
     */
    public void ended(Configuration configuration, int t) {
        Occurrence last = configuration.last(t);
        if (last != null) {
            last.exits |= Occurrence.ENDS_THREAD;
        } else if (configuration.spawnOf(t) != null) {
            configuration.spawnOf(t).exits |= Occurrence.ENDS_CHILD;
        }
    }

    /**
     * How many events DPU's model of the same unfolding has (note §1.9): the thread creations,
     * joins and mutex operations, plus a start event per thread creation and for {@code main}, plus
     * an exit event per way a thread was seen to end ({@link #ended}); {@code exit()} is the exit
     * of its thread. Choices, initialisations and failures have no counterpart there.
     */
    public long sizeInDpuModel() {
        long n = 1;
        for (Occurrence e : events) {
            Event a = e.label;
            if (e.terminal && !(a instanceof Event.Exit)) {
                continue;
            }
            if (a instanceof Event.Spawn) {
                n += 2; // the creation and the child's start
            } else if (a instanceof Event.Join
                    || a instanceof Event.Lock
                    || a instanceof Event.TryLock
                    || a instanceof Event.Unlock
                    || a instanceof Event.Exit) {
                n++;
            }
            if (!(a instanceof Event.Exit) && (e.exits & Occurrence.ENDS_THREAD) != 0) {
                n++;
            }
            if ((e.exits & Occurrence.ENDS_CHILD) != 0) {
                n++;
            }
        }
        return n;
    }

    /** How many events were discovered. */
    public int size() {
        return events.size();
    }

    /**
     * The event of {@code thread}'s action {@code label} after {@code predecessor} and {@code
     * causes}, created if new. {@code causes} may hold redundant events (below the predecessor or
     * below one another); the name keeps the maximal ones.
     */
    public Occurrence occurrence(
            int thread,
            Occurrence predecessor,
            List<Occurrence> causes,
            Event label,
            boolean terminal,
            int choice) {
        return occurrence(thread, predecessor, causes, label, terminal, choice, null);
    }

    /**
     * {@link #occurrence(int, Occurrence, List, Event, boolean, int)} of an access to one memory
     * cell, with {@code lastWrite}, the last write to that cell in the event's strict history (or
     * null): on a cell whose accesses all touch the same bytes, only accesses after the same last
     * write can be in immediate conflict with it, so the event is indexed under it.
     */
    public Occurrence occurrence(
            int thread,
            Occurrence predecessor,
            List<Occurrence> causes,
            Event label,
            boolean terminal,
            int choice,
            Occurrence lastWrite) {
        Occurrence[] immediate = immediateCauses(predecessor, causes);
        Name name = new Name(thread, predecessor, immediate, terminal, choice);
        Occurrence e = byName.get(name);
        if (e == null) {
            e =
                    new Occurrence(
                            dependence,
                            events.size(),
                            thread,
                            predecessor,
                            immediate,
                            label,
                            terminal,
                            choice);
            e.lastWrite = lastWrite;
            byName.put(name, e);
            register(e);
        }
        return e;
    }

    /**
     * Records that the run that performed {@code e} failed right after it, if it did. For a read,
     * every extension of the same action returning the same value fails too (what the thread does
     * next depends on nothing else). Any other action can fail because of its history (an unlock of
     * a mutex another thread holds, a write to freed memory, or, under {@link Interference#LOCKS},
     * the code folded into it reading what the history wrote): only the event named by the same
     * history, {@code causes} as if it had not failed, is known to fail.
     */
    public void learn(Occurrence e, List<Occurrence> causes) {
        if (!e.terminal || e.label instanceof Event.Exit) {
            return;
        }
        if (e.label instanceof Event.Access a && a.reads()) {
            failing.add(ReadOutcome.of(e.thread, e.threadPredecessor, valueRead(e.label)));
        } else {
            failingAfter.add(name(e.thread, e.threadPredecessor, causes, e.choice));
        }
    }

    /**
     * Whether thread {@code t}'s action {@code label} after {@code pt} and {@code causes} fails,
     * returning {@code value} if it reads: a run saw it fail ({@link #learn}).
     */
    boolean knownToFail(int t, Occurrence pt, Event label, long value, List<Occurrence> causes) {
        if (label instanceof Event.Access a && a.reads()) {
            return failing.contains(ReadOutcome.of(t, pt, value));
        }
        return failingAfter.contains(name(t, pt, causes, -1));
    }

    private Name name(int t, Occurrence pt, List<Occurrence> causes, int choice) {
        return new Name(t, pt, immediateCauses(pt, causes), false, choice);
    }

    /** The value a read, RMW or compare-exchange returned (0 for another access). */
    private static long valueRead(Event label) {
        if (label instanceof Event.Read r) {
            return r.value();
        } else if (label instanceof Event.Rmw r) {
            return r.oldValue();
        } else if (label instanceof Event.CompareExchange x) {
            return x.oldValue();
        }
        return 0;
    }

    /** The event named so, or null if it was not discovered. */
    public Occurrence find(
            int thread,
            Occurrence predecessor,
            List<Occurrence> causes,
            boolean terminal,
            int choice) {
        return byName.get(
                new Name(
                        thread,
                        predecessor,
                        immediateCauses(predecessor, causes),
                        terminal,
                        choice));
    }

    /**
     * The events in immediate conflict with {@code d} (App. A: {@code d # e} with {@code [d] ∪ ⌊e⌋}
     * and {@code ⌊d⌋ ∪ [e]} conflict-free), in creation order: the dependent, concurrent events
     * whose histories agree with {@code d}'s. Siblings of the same thread are among them when they
     * differ only in what they do (the alternatives of a choice); other siblings differ in their
     * history and conflict with {@code d} only through it. With {@code besidesLockSiblings} (a
     * mutex lock under {@link Interference#LOCKS}), its {@link #lockSibling siblings} are left out
     * (DPU's list has them all, checked or not), and so are its thread's other events.
     */
    private List<Occurrence> immediateConflicts(Occurrence d, boolean besidesLockSiblings) {
        query++;
        List<List<Occurrence>> sources = new ArrayList<>(4);
        Occurrence pt = d.threadPredecessor;
        // A thread's next action is fixed by its history: a lock's siblings in its thread are
        // locks with another history, which conflict with it only through that (no choice or
        // failure sibling under LOCKS, where what a lock does next is part of it).
        sources.add(
                besidesLockSiblings
                        ? List.of()
                        : pt == null ? rootsOf(d.thread) : pt.threadSuccessors);
        if (d.terminal) {
            sources.add(events);
        } else {
            long[] cells = cellsOf(d.label);
            // A read depends on no other thread's read: only what changes the cell can conflict.
            boolean read = !changes(d.label);
            Map<Long, List<Occurrence>> touching = read ? byCellChanged : byCell;
            Map<Slot, List<Occurrence>> touchingAfter = read ? byCellSlotChanged : byCellSlot;
            for (long cell : cells) {
                if (cells.length == 1 && shapes.uniform(cell)) {
                    sources.add(touchingAfter.getOrDefault(Slot.of(cell, d.lastWrite), List.of()));
                } else {
                    sources.add(touching.getOrDefault(cell, List.of()));
                }
            }
            long object = Conflicts.syncObject(d.label, 0);
            if (object != Conflicts.NONE) {
                Map<Slot, List<Occurrence>> after =
                        besidesLockSiblings ? byObjectBesidesLocks : byObject;
                sources.add(after.getOrDefault(Slot.of(object, d.objectPredecessor), List.of()));
            }
            sources.add(terminals);
        }
        // Immediate conflict is a property of the pair, and the candidate lists only grow: look
        // only at the candidates added since the last query for d.
        if (d.conflicts == null || d.epoch != shapes.epoch()) {
            d.epoch = shapes.epoch();
            d.conflicts = new ArrayList<>(2);
            d.scanned = new int[sources.size()];
        }
        int known = d.conflicts.size();
        for (int i = 0; i < sources.size(); i++) {
            List<Occurrence> source = sources.get(i);
            int from = d.scanned[i];
            if (from == source.size()) {
                continue;
            }
            for (Occurrence e : source.subList(from, source.size())) {
                if (e.stamp != query && immediateConflict(d, e)) {
                    d.conflicts.add(e);
                }
                e.stamp = query;
            }
            d.scanned[i] = source.size();
        }
        if (d.conflicts.size() > known) {
            d.conflicts.sort((a, b) -> Integer.compare(a.id, b.id));
        }
        return d.conflicts;
    }

    /**
     * The immediate conflicts of {@code d} in DPU's order (note §2.8, rule 6), which decides the
     * alternatives k-partial searches find. For a mutex lock, its siblings in DPU's list first (the
     * other threads' locks and trylocks after the same operation on the mutex) in creation order,
     * or, for the first locks of a mutex, in DPU's circular list of them starting after {@code d}:
     * the earlier ones newest first, then the later ones newest first (a mutex's initialisation, no
     * event in DPU's model, counts as nothing); then the others (a terminal event, another
     * alternative of a choice). For any other event all of them, in creation order. A new list, the
     * caller's to change.
     */
    private List<Occurrence> immediateConflictsInDpuOrder(Occurrence d) {
        List<Occurrence> conflicts = immediateConflicts(d, false);
        if (!(d.label instanceof Event.Lock)) {
            return new ArrayList<>(conflicts);
        }
        List<Occurrence> out = new ArrayList<>(conflicts.size());
        boolean first =
                d.objectPredecessor == null || !(d.objectPredecessor.label instanceof Event.Unlock);
        if (first) {
            // In creation order: the earlier ones newest first, then the later.
            for (int i = conflicts.size() - 1; i >= 0; i--) {
                Occurrence e = conflicts.get(i);
                if (e.id < d.id && lockSibling(d, e)) {
                    out.add(e);
                }
            }
            for (int i = conflicts.size() - 1; i >= 0; i--) {
                Occurrence e = conflicts.get(i);
                if (e.id > d.id && lockSibling(d, e)) {
                    out.add(e);
                }
            }
        } else {
            for (Occurrence e : conflicts) {
                if (lockSibling(d, e)) {
                    out.add(e);
                }
            }
        }
        for (Occurrence e : conflicts) {
            if (!lockSibling(d, e)) {
                out.add(e);
            }
        }
        return out;
    }

    /**
     * The spike of {@code d} in configuration {@code c}: the events of {@link
     * #immediateConflictsInDpuOrder} that {@code c} can be extended with and {@code admissible}
     * accepts, in that order if {@code keepOrder}; else in the order left by removing, from the
     * front, every other one by putting the list's last in its place (note §2.8, rule 5). Under
     * {@link Interference#LOCKS} a lock's list is DPU's: all its siblings, immediate conflicts or
     * not (those whose history conflicts with {@code c} are filtered out with it), then its other
     * immediate conflicts ({@link LockSiblings}).
     */
    public List<Occurrence> spikeInDpuOrder(
            Occurrence d, Footprint c, Predicate<Occurrence> admissible, boolean keepOrder) {
        if (d.label instanceof Event.Lock && dependence == Dependence.LOCKS) {
            return LockSiblings.spike(d, immediateConflicts(d, true), c, admissible, keepOrder);
        }
        List<Occurrence> spike = immediateConflictsInDpuOrder(d);
        int i = 0;
        while (i < spike.size()) {
            Occurrence e = spike.get(i);
            if (c.inConflict(e) || !admissible.test(e)) {
                if (keepOrder) {
                    spike.remove(i);
                } else {
                    spike.set(i, spike.get(spike.size() - 1));
                    spike.remove(spike.size() - 1);
                }
            } else {
                i++;
            }
        }
        return spike;
    }

    /**
     * Whether {@code e} is in DPU's list of lock {@code d}'s siblings: another thread's lock or
     * trylock (DPU has no trylock: a successful one takes the mutex as a lock does) after the same
     * operation on the same mutex.
     */
    private static boolean lockSibling(Occurrence d, Occurrence e) {
        return (e.label instanceof Event.Lock || e.label instanceof Event.TryLock)
                && e.thread != d.thread
                && e.objectPredecessor == d.objectPredecessor
                && Conflicts.syncObject(e.label, 0) == Conflicts.syncObject(d.label, 0);
    }

    private static boolean immediateConflict(Occurrence d, Occurrence e) {
        // Events of one thread are in immediate conflict only as siblings: if e's predecessor is
        // above d's, d's history holds e or another event in e's place, and vice versa.
        return e != d
                && (e.thread != d.thread || e.threadPredecessor == d.threadPredecessor)
                && Dependence.dependent(d, e)
                && !Cone.precedes(e, d)
                && !Cone.precedes(d, e)
                && !Cone.inConflict(e, false, d, true)
                && !Cone.inConflict(e, true, d, false);
    }

    /** Whether {@code e} changes the memory it touches: a write, an RMW, a {@code free}. */
    private static boolean changes(Event e) {
        return e instanceof Event.Access a ? a.writes() : e instanceof Event.Free;
    }

    private List<Occurrence> rootsOf(int thread) {
        return thread < roots.size() ? roots.get(thread) : List.of();
    }

    private void register(Occurrence e) {
        events.add(e);
        if (e.threadPredecessor == null) {
            while (roots.size() <= e.thread) {
                roots.add(new ArrayList<>());
            }
            roots.get(e.thread).add(e);
        } else {
            e.threadPredecessor.threadSuccessors.add(e);
        }
        if (e.terminal) {
            terminals.add(e);
        }
        long[] cells = cellsOf(e.label);
        boolean changes = changes(e.label);
        for (long cell : cells) {
            byCell.computeIfAbsent(cell, c -> new ArrayList<>()).add(e);
            if (changes) {
                byCellChanged.computeIfAbsent(cell, c -> new ArrayList<>()).add(e);
            }
            shapes.see(cell, e, cells.length);
        }
        if (cells.length == 1) {
            Slot slot = Slot.of(cells[0], e.lastWrite);
            byCellSlot.computeIfAbsent(slot, o -> new ArrayList<>()).add(e);
            if (changes) {
                byCellSlotChanged.computeIfAbsent(slot, o -> new ArrayList<>()).add(e);
            }
        }
        long object = Conflicts.syncObject(e.label, 0);
        if (object != Conflicts.NONE) {
            Slot slot = Slot.of(object, e.objectPredecessor);
            byObject.computeIfAbsent(slot, o -> new ArrayList<>()).add(e);
            if (dependence == Dependence.LOCKS) {
                if (e.label instanceof Event.Lock || e.label instanceof Event.TryLock) {
                    lockSiblings.add(slot, e);
                } else {
                    byObjectBesidesLocks.computeIfAbsent(slot, o -> new ArrayList<>()).add(e);
                }
            }
        }
    }

    /** The memory cells through which {@code e} can interfere: none under {@code LOCKS}. */
    long[] cellsOf(Event e) {
        return dependence == Dependence.MEMORY ? cells(e) : new long[0];
    }

    /** The 8-byte memory cells an access or a {@code free} touches. */
    static long[] cells(Event e) {
        long address;
        long size;
        if (e instanceof Event.Access a) {
            address = a.address();
            size = a.size();
        } else if (e instanceof Event.Free f) {
            address = f.address();
            size = f.size();
        } else {
            return new long[0];
        }
        long first = address >>> 3;
        long last = (address + Math.max(size, 1) - 1) >>> 3;
        long[] out = new long[(int) (last - first + 1)];
        for (int i = 0; i < out.length; i++) {
            out[i] = first + i;
        }
        return out;
    }

    /** The maximal events of {@code causes} not below {@code predecessor}, by creation order. */
    private static Occurrence[] immediateCauses(Occurrence predecessor, List<Occurrence> causes) {
        List<Occurrence> kept = new ArrayList<>(causes.size());
        for (Occurrence c : causes) {
            if (predecessor != null && Cone.precedes(c, predecessor)) {
                continue;
            }
            boolean dominated = false;
            for (Occurrence o : causes) {
                if (o != c && Cone.precedes(c, o)) {
                    dominated = true;
                    break;
                }
            }
            if (!dominated && !kept.contains(c)) {
                kept.add(c);
            }
        }
        Occurrence[] out = kept.toArray(new Occurrence[0]);
        Arrays.sort(out, (a, b) -> Integer.compare(a.id, b.id));
        return out;
    }

    /**
     * Operations on one synchronisation object after the same last operation on it (the siblings of
     * a lock tree, note §2.6), or accesses to one uniform memory cell after the same last write
     * ({@link CellShapes}): the only candidates for an immediate conflict through that object or
     * cell.
     */
    record Slot(long object, int predecessor) {
        static Slot of(long object, Occurrence predecessor) {
            return new Slot(object, predecessor == null ? -1 : predecessor.id);
        }
    }

    /**
     * What a read returned to its thread. With the thread predecessor it fixes everything the
     * thread does next, in particular whether it fails.
     */
    private record ReadOutcome(int thread, int predecessor, long value) {
        static ReadOutcome of(int thread, Occurrence predecessor, long value) {
            return new ReadOutcome(thread, predecessor == null ? -1 : predecessor.id, value);
        }
    }

    /** The canonical name ⟨a, H⟩ of an event; identity of the causes is object identity. */
    private static final class Name {
        private final int thread;
        private final Occurrence predecessor;
        private final Occurrence[] causes;
        private final boolean terminal;
        private final int choice;
        private final int hash;

        Name(
                int thread,
                Occurrence predecessor,
                Occurrence[] causes,
                boolean terminal,
                int choice) {
            this.thread = thread;
            this.predecessor = predecessor;
            this.causes = causes;
            this.terminal = terminal;
            this.choice = choice;
            int h = thread * 31 + (predecessor == null ? -1 : predecessor.id);
            for (Occurrence c : causes) {
                h = h * 31 + c.id;
            }
            this.hash = (h * 31 + choice) * 2 + (terminal ? 1 : 0);
        }

        @Override
        public boolean equals(Object o) {
            return o instanceof Name n
                    && n.thread == thread
                    && n.predecessor == predecessor
                    && n.terminal == terminal
                    && n.choice == choice
                    && Arrays.equals(n.causes, causes);
        }

        @Override
        public int hashCode() {
            return hash;
        }
    }
}
