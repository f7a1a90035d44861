package org.jsmc.explore.graph;

import java.util.List;
import org.jsmc.exec.Event;
import org.jsmc.exec.Execution;
import org.jsmc.exec.Program;
import org.jsmc.exec.ThreadId;
import org.jsmc.exec.ThreadStatus;

/**
 * Runs a graph through the interpreter (seed-003 §4.1): a fresh execution steps the nodes in an SC
 * linearization, each memory read given the value of its reads-from source ({@link
 * Execution#step(ThreadId, long)}), each choice its alternative. Lock operations are not forced: in
 * an SC linearization every mutex is in the state its coherence order says. {@link Kind#AWAIT}
 * nodes are not stepped: their thread stays before its lock.
 *
 * <p>Nor are nodes that {@link Node#halts()}: in the interleavings the graph stands for, the
 * thread's error comes right after such a node and ends the execution; the graph goes on only so
 * that the other threads' errors and revisits are found, and it is not an execution itself.
 *
 * <p>Each node is replaced by the event the interpreter performed, with the value it wrote (an
 * RMW's result is known only here). The interpreter must perform the node's own kind of event; a
 * difference means the engine built an impossible graph and is reported as an internal error.
 */
public final class Replay {
    private Replay() {}

    /**
     * A fresh execution of {@code program} that has performed {@code g}'s nodes in {@code order},
     * or fewer if one of them ended the execution in an error.
     */
    public static Run run(Program program, Graph g, int[] order, Locations locations) {
        Execution x = program.start();
        ThreadId[] ids = new ThreadId[g.threads()];
        int[] done = new int[g.threads()];
        int[] last = {Graph.NONE};
        int[] stop = stops(g);
        int inside = -1; // a thread in an atomic section the graph has not ended yet
        takeChoices(g, x, ids, done, last, stop);
        for (int ref : order) {
            if (x.outcome().isFinal()) {
                break;
            }
            Node n = g.node(ref);
            if (n.kind() == Kind.AWAIT
                    || n.index() >= stop[n.thread()]
                    || n.index() < done[n.thread()]
                    || (inside >= 0 && n.thread() != inside)) {
                continue; // the nodes after an open section wait until a child graph ends it
            }
            last[0] = ref;
            step(g, x, ids, n, locations);
            done[n.thread()] = n.index() + 1;
            // In a section the graph has not ended, unless its thread stopped there (a false
            // assumption ends the section).
            boolean open =
                    g.mayHaveSections()
                            && g.sectionOf(n.thread(), n.index()) >= 0
                            && !(g.last(n.thread()).event() instanceof Event.AtomicEnd)
                            && g.sectionOf(n.thread(), g.size(n.thread()) - 1)
                                    == g.sectionOf(n.thread(), n.index());
            inside = open && !x.status(id(x, ids, n.thread())).isTerminal() ? n.thread() : -1;
            takeChoices(g, x, ids, done, last, stop);
        }
        return new Run(x, last[0], inside, done);
    }

    /**
     * For each thread, the index of its first node not to perform: its halting node, or the begin
     * of the atomic section that node is in (a section that would fail is not entered, so that the
     * other threads can go on), or its size.
     */
    private static int[] stops(Graph g) {
        int[] stop = new int[g.threads()];
        for (int t = 0; t < g.threads(); t++) {
            stop[t] = g.size(t);
            for (int i = 0; i < g.size(t); i++) {
                if (g.node(t, i).halts()) {
                    int section = g.sectionOf(t, i);
                    stop[t] = section >= 0 ? section : i;
                    break;
                }
            }
        }
        return stop;
    }

    /**
     * Takes every choice a thread has reached, as soon as it has reached it: the convention of the
     * oracle and the other explorers (a choice is a branch, not an interleaving point), which
     * decides what an error's prefix contains.
     */
    private static void takeChoices(
            Graph g, Execution x, ThreadId[] ids, int[] done, int[] last, int[] stop) {
        boolean took = g.mayHaveChoices();
        while (took && !x.outcome().isFinal()) {
            took = false;
            for (int t = 0; t < g.threads(); t++) {
                if (done[t] < g.size(t) && g.node(t, done[t]).choice() >= 0) {
                    ThreadId id = id(x, ids, t);
                    Node n = g.node(t, done[t]);
                    if (id != null && x.pending(id) instanceof Event.Choice && done[t] < stop[t]) {
                        last[0] = n.ref();
                        step(g, x, ids, n, null);
                        done[t]++;
                        took = true;
                    }
                }
            }
        }
    }

    /**
     * Performs node {@code n} of {@code g} on {@code x}, which has performed the nodes it follows,
     * as {@link #run} would; {@code n} is replaced by the event performed.
     */
    public static void step(Graph g, Execution x, Node n, Locations locations) {
        step(g, x, new ThreadId[g.threads()], n, locations);
    }

    private static void step(Graph g, Execution x, ThreadId[] ids, Node n, Locations locations) {
        ThreadId id = id(x, ids, n.thread());
        if (id == null || x.status(id) != ThreadStatus.ENABLED) {
            throw diverged(n, "its thread cannot move", x);
        }
        Event e;
        if (n.choice() >= 0) {
            e = x.step(id, n.choice());
        } else if (n.kind().reads() && n.event() instanceof Event.Access) {
            e = x.step(id, g.valueOf(n.location(), n.rf(), locations));
        } else {
            e = x.step(id);
        }
        if (!same(n, e)) {
            throw diverged(n, "the interpreter performed " + e, x);
        }
        g.replace(n.replayed(e, written(e, n.value()), true));
    }

    /**
     * A replay's execution, the last node it performed ({@link Graph#NONE} if none: the one the
     * error is right after when the execution ended in one), and the thread inside an atomic
     * section the graph has not ended (-1 if none): nothing of the other threads after it was
     * performed, and it must move next; and how many nodes of each thread were performed.
     */
    public record Run(Execution execution, int last, int inside, int[] performed) {}

    /** The thread with index {@code t} in {@code x}, or null if it does not exist (yet). */
    public static ThreadId id(Execution x, ThreadId[] ids, int t) {
        if (t < ids.length && ids[t] != null) {
            return ids[t];
        }
        List<ThreadId> all = x.threads();
        for (ThreadId id : all) {
            if (id.index() < ids.length) {
                ids[id.index()] = id;
            }
            if (id.index() == t) {
                return id;
            }
        }
        return null;
    }

    /**
     * The value memory access {@code e} writes ({@code otherwise} for any other event, and for an
     * access that writes nothing).
     */
    public static long written(Event e, long otherwise) {
        if (e instanceof Event.Write w) {
            return w.value();
        } else if (e instanceof Event.Rmw r) {
            return r.newValue();
        } else if (e instanceof Event.CompareExchange c) {
            return c.success() ? c.replacement() : otherwise;
        }
        // Lock operations: what they write depends on what they read (a rwlock counts its
        // readers), which the node knows.
        return otherwise;
    }

    private static boolean same(Node n, Event e) {
        Event expected = n.event();
        if (expected.getClass() != e.getClass()) {
            return false;
        }
        if (expected instanceof Event.Access a && e instanceof Event.Access b) {
            if (a.address() != b.address() || a.size() != b.size()) {
                return false;
            }
        }
        if (e instanceof Event.CompareExchange c) {
            return c.success() == (n.kind() == Kind.UPDATE);
        }
        return true;
    }

    private static IllegalStateException diverged(Node n, String why, Execution x) {
        return new IllegalStateException(
                "graph replay diverged at node "
                        + n.thread()
                        + "."
                        + n.index()
                        + " ("
                        + n.event()
                        + "): "
                        + why
                        + "; trace "
                        + x.trace());
    }
}
