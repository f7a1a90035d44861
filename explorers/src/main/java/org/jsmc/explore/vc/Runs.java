package org.jsmc.explore.vc;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import org.jsmc.exec.Event;
import org.jsmc.exec.Execution;
import org.jsmc.exec.LockKind;
import org.jsmc.exec.Program;
import org.jsmc.exec.ThreadId;
import org.jsmc.exec.ThreadStatus;
import org.jsmc.explore.graph.Joins;
import org.jsmc.explore.graph.Locations;
import org.jsmc.ir.UnsupportedFeatureException;

/**
 * The interpreter side of VC-DPOR's recursion: replaying a node's witness, the write extension, the
 * node's enabled reads (and Optimization 1's order of them), its choices, and the one-line refusal
 * of what the search does not model.
 */
final class Runs {
    private final Program program;
    private final Locations locations;
    private final int root;
    private final String name;

    Runs(Program program, Locations locations, int root, String name) {
        this.program = program;
        this.locations = locations;
        this.root = root;
        this.name = name;
    }

    /** The lowest thread's pending choice, or null. */
    static Event.Choice chooser(Execution execution) {
        for (ThreadId t : execution.threads()) {
            if (waitsAtChoice(execution, t)) {
                return (Event.Choice) execution.pending(t);
            }
        }
        return null;
    }

    /**
     * Pending choice {@code c} with alternative {@code a} taken; its value is only known once
     * performed, so the replay compares the alternative alone.
     */
    static Event.Choice chosen(Event.Choice c, int a) {
        return new Event.Choice(c.thread(), c.index(), c.alternatives(), a, 0, c.location());
    }

    /**
     * The enabled reads (loads, read-modify-writes, compare-exchanges) and mutex acquisitions, the
     * root's first, then by thread; refuses what the model lacks. An acquisition of a held mutex
     * waits: it has no release to read in this node.
     */
    List<Event> enabledReads(Execution execution) {
        List<Event> reads = new ArrayList<>();
        for (ThreadId t : execution.threads()) {
            Event e = execution.pending(t);
            boolean enabled = execution.status(t) == ThreadStatus.ENABLED;
            if (enabled && reads(e)) {
                locations.memory((Event.Access) e, execution);
                reads.add(e);
            } else if (e instanceof Event.Lock l && l.mode() == LockKind.MUTEX) {
                if (enabled) {
                    reads.add(l); // an acquisition of a held mutex waits for a later node
                }
            } else if (e instanceof Event.TryLock l && l.mode() == LockKind.MUTEX) {
                if (enabled) {
                    reads.add(l); // it never waits: on a held mutex it fails
                }
            } else if (e != null && !(e instanceof Event.Join)) {
                refuse(e);
            }
        }
        reads.sort(
                Comparator.comparingInt((Event r) -> r.thread().index() == root ? 0 : 1)
                        .thenComparingInt(r -> r.thread().index()));
        return reads;
    }

    /**
     * Optimization 1 (VC-DPOR §6; note §2.11): {@code reads} (in their default order) sorted by how
     * many writes their threads perform after them before their next reads, most first, as the
     * authors' prototype scores them on the node's execution run on: each read in turn reads what
     * it reads there, and its thread runs up to its next read, acquisition or choice.
     */
    static List<Event> byFollowingWrites(List<Event> reads, Execution execution) {
        long[] score = new long[reads.size()];
        for (int i = 0; i < reads.size(); i++) {
            ThreadId t = reads.get(i).thread();
            if (!execution.canStep(t)) {
                continue; // an acquisition another read's thread made wait
            }
            execution.step(t);
            while (execution.canStep(t)) {
                Event e = execution.pending(t);
                boolean loads = e instanceof Event.Access && !(e instanceof Event.Write);
                if (loads
                        || e instanceof Event.Lock
                        || e instanceof Event.TryLock
                        || e instanceof Event.Choice) {
                    break;
                }
                if (execution.step(t) instanceof Event.Write) {
                    score[i]++;
                }
            }
        }
        Integer[] order = new Integer[reads.size()];
        for (int i = 0; i < order.length; i++) {
            order[i] = i;
        }
        java.util.Arrays.sort(order, Comparator.comparingLong(i -> -score[i]));
        List<Event> out = new ArrayList<>();
        for (int i : order) {
            out.add(reads.get(i));
        }
        return out;
    }

    /**
     * The write extension (Alg. 5 l. 2): runs every enabled thread up to its next read, its end, or
     * a join that waits; writes, spawns, joins and fences only, the rest is refused.
     */
    void extend(Execution execution) {
        if (chooser(execution) != null) {
            return; // a thread waits at a choice: the node takes it before anything else runs
        }
        boolean progress = true;
        while (progress && !execution.outcome().isFinal()) {
            progress = false;
            for (ThreadId t : List.copyOf(execution.threads())) {
                while (execution.canStep(t)) {
                    Event e = execution.pending(t);
                    if (reads(e)
                            || e instanceof Event.Lock
                            || e instanceof Event.TryLock
                            || e instanceof Event.Choice) {
                        break;
                    }
                    if (e instanceof Event.Write w) {
                        locations.memory(w, execution); // a new range takes its initial value
                    } else if (!(Partial.mutexWritten(e) != Partial.NO_MUTEX
                            || e instanceof Event.Spawn
                            || e instanceof Event.Join
                            || e instanceof Event.Fence
                            || endsLast(execution, t, e))) {
                        refuse(e);
                    }
                    execution.step(t);
                    progress = true;
                    if (reachesChoice(execution, t, e)) {
                        return; // as above: the oracle takes a choice as soon as it is reached
                    }
                }
            }
        }
    }

    /**
     * Whether {@code e}, the next event of {@code t}, is an {@code exit} or {@code free} after
     * every event of every other thread (they ended and were joined): it conflicts with none of
     * them and runs like a fence.
     */
    private static boolean endsLast(Execution execution, ThreadId t, Event e) {
        return (e instanceof Event.Exit || e instanceof Event.Free)
                && Joins.othersJoined(execution, t);
    }

    /**
     * Whether step {@code e} of {@code t} brought {@code t}, or the thread it spawned, to a choice.
     */
    private static boolean reachesChoice(Execution execution, ThreadId t, Event e) {
        return waitsAtChoice(execution, t)
                || e instanceof Event.Spawn sp && waitsAtChoice(execution, sp.child());
    }

    /** Whether {@code e} accesses memory and reads it (a load, an RMW, a compare-exchange). */
    static boolean reads(Event e) {
        return e instanceof Event.Access a && a.reads();
    }

    private static boolean waitsAtChoice(Execution execution, ThreadId t) {
        return execution.canStep(t) && execution.pending(t) instanceof Event.Choice;
    }

    /** Access {@code r} as performed on memory holding {@code value}. */
    static Event.Access reading(Event.Access r, long value) {
        if (r instanceof Event.Rmw u) {
            return u.reading(value);
        } else if (r instanceof Event.CompareExchange c) {
            return c.reading(value);
        }
        return new Event.Read(
                r.thread(),
                r.index(),
                r.address(),
                r.size(),
                value,
                ((Event.Read) r).atomic(),
                r.location());
    }

    /**
     * Runs the witness; each event must be the one the annotated partial order holds. A choice of
     * the witness is taken as soon as its thread reaches it, lowest thread first, before any other
     * step, as the oracle takes them (the realization may put it later: it conflicts with nothing,
     * so the trace stays a witness of the same order, and where an error follows the choice no
     * other thread's step comes between them).
     */
    Execution replay(Partial a, int[] witness) {
        Execution execution = program.start();
        List<Integer> choices = new ArrayList<>(); // the positions of the witness's choices
        for (int i = 0; i < witness.length; i++) {
            if (a.event(witness[i]) instanceof Event.Choice) {
                choices.add(i);
            }
        }
        boolean[] done = new boolean[witness.length];
        for (int i = 0; i < witness.length; i++) {
            if (!choices.isEmpty()) {
                takeReachedChoices(a, witness, choices, done, execution);
            }
            if (done[i]) {
                continue;
            }
            Event expected = a.event(witness[i]);
            ThreadId id = expected.thread(); // the same thread in every run of the program
            if (!execution.exists(id) || !execution.canStep(id)) {
                if (execution.outcome().isFinal()) {
                    break; // a read's value made its thread fail: a leaf
                }
                throw new IllegalStateException("vc: witness step of " + expected + " not enabled");
            }
            perform(execution, expected);
            done[i] = true;
        }
        return execution;
    }

    /** Takes every choice of the witness whose thread waits at it, the lowest thread's first. */
    private static void takeReachedChoices(
            Partial a, int[] witness, List<Integer> choices, boolean[] done, Execution execution) {
        while (!execution.outcome().isFinal()) {
            int first = -1;
            for (int i : choices) {
                Event c = a.event(witness[i]);
                if (!done[i]
                        && execution.exists(c.thread())
                        && execution.canStep(c.thread())
                        && execution.pending(c.thread()) instanceof Event.Choice p
                        && p.index() == c.index()
                        && (first < 0
                                || c.thread().index() < a.event(witness[first]).thread().index())) {
                    first = i;
                }
            }
            if (first < 0) {
                return;
            }
            perform(execution, a.event(witness[first]));
            done[first] = true;
        }
    }

    /** Steps {@code expected}'s thread (with its alternative, for a choice) and checks the step. */
    private static void perform(Execution execution, Event expected) {
        ThreadId id = expected.thread();
        Event performed =
                expected instanceof Event.Choice c
                        ? execution.step(id, c.chosen())
                        : execution.step(id);
        boolean same =
                expected instanceof Event.Choice c
                        ? performed instanceof Event.Choice p
                                && p.index() == c.index()
                                && p.chosen() == c.chosen()
                        : sameStep(performed, expected);
        if (!same) {
            throw new IllegalStateException(
                    "vc: replay performed " + performed + ", expected " + expected);
        }
    }

    /**
     * Whether a replayed step is the expected one: the same kind at the same index of its thread
     * (the step ran on the expected event's thread); for a load or store also what it accesses and
     * the value, for a lock or unlock its mutex. Comparing the other kinds in full (source
     * locations, thread paths) took a few per cent of a run.
     */
    private static boolean sameStep(Event performed, Event expected) {
        if (performed.getClass() != expected.getClass() || performed.index() != expected.index()) {
            return false;
        } else if (expected instanceof Event.Read r) {
            Event.Read p = (Event.Read) performed;
            return p.address() == r.address() && p.size() == r.size() && p.value() == r.value();
        } else if (expected instanceof Event.Write w) {
            Event.Write p = (Event.Write) performed;
            return p.address() == w.address() && p.size() == w.size() && p.value() == w.value();
        } else if (expected instanceof Event.Rmw u) {
            Event.Rmw p = (Event.Rmw) performed;
            return p.address() == u.address()
                    && p.oldValue() == u.oldValue()
                    && p.newValue() == u.newValue();
        } else if (expected instanceof Event.CompareExchange c) {
            Event.CompareExchange p = (Event.CompareExchange) performed;
            return p.address() == c.address() && p.oldValue() == c.oldValue();
        } else if (expected instanceof Event.Lock l) {
            return ((Event.Lock) performed).address() == l.address();
        } else if (expected instanceof Event.TryLock l) {
            Event.TryLock p = (Event.TryLock) performed;
            return p.address() == l.address() && p.success() == l.success();
        } else if (expected instanceof Event.Unlock u) {
            return ((Event.Unlock) performed).address() == u.address();
        }
        return true;
    }

    private void refuse(Event e) {
        throw UnsupportedFeatureException.at(
                describe(e) + " for '" + name + "' (use 'optimal', which supports them)",
                e.location());
    }

    private static String describe(Event e) {
        if (e instanceof Event.SyncInit i) {
            return i.kind() == LockKind.CONDITION ? "condition variables" : "rwlocks";
        } else if (e instanceof Event.SyncDestroy d) {
            return d.kind() == LockKind.CONDITION ? "condition variables" : "rwlocks";
        } else if (e instanceof Event.Lock
                || e instanceof Event.Unlock
                || e instanceof Event.TryLock) {
            return "rwlocks";
        } else if (e instanceof Event.AtomicBegin || e instanceof Event.AtomicEnd) {
            return "atomic sections (__VERIFIER_atomic_*)";
        } else if (e instanceof Event.Free) {
            return "free() of shared memory while other threads may still run";
        } else if (e instanceof Event.Exit) {
            return "exit() while other threads may still run";
        }
        return "condition variables";
    }
}
