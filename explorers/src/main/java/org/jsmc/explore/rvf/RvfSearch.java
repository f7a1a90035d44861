package org.jsmc.explore.rvf;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import org.jsmc.exec.Event;
import org.jsmc.exec.Execution;
import org.jsmc.exec.Outcome;
import org.jsmc.exec.Program;
import org.jsmc.exec.ThreadId;
import org.jsmc.exec.ThreadStatus;
import org.jsmc.explore.Listener;
import org.jsmc.explore.Options;
import org.jsmc.explore.Result;
import org.jsmc.explore.consistency.Heuristics;
import org.jsmc.explore.consistency.PartialTrace;
import org.jsmc.explore.consistency.VerifySC;
import org.jsmc.explore.core.Exploration;
import org.jsmc.explore.graph.Locations;

/**
 * RVF-SMC's recursion (Agarwal et al. CAV'21, Alg. 2), shared by {@code rvf} (sources grouped by
 * value) and {@code rf} (one source per child). Each call replays its witness {@code σ}, extends it
 * with every event that reads nothing ({@link Extension}), raises the backtrack signals of the
 * ancestors a new write could serve, and then gives the enabled reads sources one at a time.
 *
 * <p>Recursion depth is the number of reads of the longest trace; {@link RvfExplorer} runs the
 * search on a thread with a large stack. Mutable; one instance per exploration.
 */
final class RvfSearch {
    /** A read on the recursion stack and its backtrack signal (Alg. 2 l. 28–31). */
    private static final class Ancestor {
        final Mutation read;
        boolean signal;

        /**
         * Whether a new write of {@link #useless} cannot serve the read ({@link RepeatedViews}).
         */
        final boolean hasUseless;

        final long useless;

        Ancestor(Mutation read, boolean signal, int uselessWrite, Sigma s) {
            this.read = read;
            this.signal = signal;
            this.hasUseless = uselessWrite >= 0;
            this.useless = uselessWrite >= 0 ? s.footprints[uselessWrite].value() : 0;
        }
    }

    /**
     * A recursion call's arguments: the witness, {@code C}, the choices, and the new read ({@code
     * G} is {@link #good}). {@code live}, when not null, is the parent's execution, which has run
     * the witness but its last step: the child takes that step instead of replaying everything.
     */
    private record Node(
            int[] schedule, CausalMap c, Choices choices, long mutated, Execution live) {}

    private final Program program;
    private final Options options;
    private final Grouping grouping;
    private final RepeatedViews repeats;
    private final String name;
    private final Exploration exploration;
    private final Locations locations;
    private final VerifySC verifier;
    private final List<Ancestor> ancestors = new ArrayList<>();
    private final GoodWrites good = new GoodWrites();
    private boolean stopped;
    private long calls;
    private long reused;
    private long repeated;

    RvfSearch(Program program, Options options, Listener listener, Grouping grouping, String name) {
        this.program = program;
        this.options = options;
        this.grouping = grouping;
        this.repeats = grouping == Grouping.BY_VIEW ? new EarlierBranches() : RepeatedViews.NONE;
        this.name = name;
        this.exploration = new Exploration(options, listener);
        this.locations = new Locations(name);
        this.verifier =
                new VerifySC(options.verifyScHeuristics() ? Heuristics.ALL : Heuristics.PLAIN);
    }

    Result run() {
        visit(new Node(new int[0], null, null, -1, null));
        return exploration.result(
                name,
                !stopped,
                Map.of(
                        "calls",
                        calls,
                        "witnessesReused",
                        reused,
                        "viewsRepeated",
                        repeated,
                        "verifyScCalls",
                        verifier.calls(),
                        "verifyScStates",
                        verifier.states(),
                        "verifyScMillis",
                        verifier.nanos() / 1_000_000));
    }

    private void visit(Node node) {
        if (stopped || exploration.limitReached()) {
            stopped = true;
            return;
        }
        calls++;
        Execution execution =
                node.live != null
                        ? Extension.resume(node.live, node.schedule, node.choices)
                        : Extension.replay(program, node.schedule, node.choices);
        if (Extension.chooser(execution) == null) {
            Extension.extend(execution, locations, name);
        }
        Sigma s = new Sigma(execution, locations, name);
        signal(s, node);
        if (execution.outcome().isFinal()) {
            leaf(execution, repeats.leafRepeats(s, locations.count(), good, node.c, verifier));
            return;
        }
        ThreadId chooser = Extension.chooser(execution);
        if (chooser != null) {
            branch(s, node, execution, chooser);
            return;
        }
        mutate(s, node, execution);
    }

    /**
     * Alg. 2 l. 7–34. The node's execution, no longer needed once σ̃ and the enabled reads are
     * known, goes to the first child whose witness is σ̃·r.
     */
    private void mutate(Sigma s, Node node, Execution execution) {
        List<Mutation> reads = enabledReads(s, node, execution);
        Execution spare = execution;
        boolean backtrack = true;
        CausalMap c = node.c;
        int depth = ancestors.size();
        for (Mutation r : reads) {
            if (!backtrack) {
                break;
            }
            if (r.forbidden() == null && r.memory() && options.backtrackSignals()) {
                backtrack = false;
            }
            long current = Sources.current(s, r);
            for (long[] group : Sources.groups(s, r, grouping)) {
                long value = Sources.value(s, r, group);
                if (repeats.branchRepeats(s, r, value)) {
                    continue;
                }
                boolean reuse = contains(group, current);
                int[] witness = reuse ? append(s.schedule(), r.thread()) : verify(s, r, group);
                if (witness == null) {
                    continue;
                }
                Execution live = reuse ? spare : null;
                if (reuse) {
                    reused++;
                    spare = null;
                }
                Ancestor a = new Ancestor(r, backtrack, repeats.uselessWrite(s, r), s);
                ancestors.add(a);
                good.set(
                        r.thread(),
                        r.event().index(),
                        new GoodWrites.Fixed(group, value, r.initial(), depth));
                visit(new Node(witness, c, node.choices, r.ref(), live));
                good.clear(r.thread(), r.event().index());
                ancestors.remove(ancestors.size() - 1);
                backtrack = a.signal || !options.backtrackSignals();
                if (stopped) {
                    return;
                }
            }
            c = new CausalMap(r.ref(), s.count.clone(), depth, c);
        }
    }

    /**
     * A witness of the child's instance when σ̃·r is none (H3 covers the other case): VerifySC's,
     * guided by σ̃·r.
     */
    private int[] verify(Sigma s, Mutation r, long[] group) {
        Footprint reading = r.reading(Sources.value(s, r, group));
        PartialTrace instance = Instances.of(s, locations.count(), good, r, reading, group);
        return verifier.check(instance, append(s.schedule(), r.thread()));
    }

    private static boolean contains(long[] group, long write) {
        for (long w : group) {
            if (w == write) {
                return true;
            }
        }
        return false;
    }

    /**
     * A pending choice: every maximal trace takes one of its alternatives, so branch on it alone.
     * Each alternative runs on a fork of the node's execution (the last on the execution itself)
     * when the chooser reached its choice in the execution's last step; otherwise another thread
     * ran after it, and a replay, which takes a choice as soon as its thread reaches it (as the
     * oracle does), puts the choice before that thread's steps.
     */
    private void branch(Sigma s, Node node, Execution execution, ThreadId chooser) {
        int alternatives = ((Event.Choice) execution.pending(chooser)).alternatives();
        int[] schedule = append(s.schedule(), chooser.index());
        List<Event> trace = execution.trace();
        boolean reachedLast =
                trace.isEmpty()
                        ? chooser.index() == 0
                        : trace.get(trace.size() - 1).thread().equals(chooser);
        for (int a = 0; a < alternatives && !stopped; a++) {
            Choices choices = new Choices(chooser.index(), a, node.choices);
            Execution live =
                    !reachedLast ? null : a == alternatives - 1 ? execution : execution.fork();
            visit(new Node(schedule, node.c, choices, -1, live));
        }
    }

    private List<Mutation> enabledReads(Sigma s, Node node, Execution execution) {
        List<Mutation> reads = new ArrayList<>();
        for (ThreadId t : execution.threads()) {
            Event e = execution.pending(t);
            if (execution.status(t) != ThreadStatus.ENABLED || !Footprint.isReading(e)) {
                continue;
            }
            Footprint f = Footprint.of(e, locations, name);
            long ref = GoodWrites.ref(t.index(), e.index());
            long initial =
                    e instanceof Event.Access access
                            ? execution.initialValue(access.address(), access.size())
                            : Footprint.FREE;
            reads.add(new Mutation(t, t.index(), e, ref, f, initial, CausalMap.of(node.c, ref)));
        }
        reads.sort(Comparator.comparingInt(Mutation::rank).thenComparingInt(Mutation::thread));
        return reads;
    }

    /**
     * Alg. 2 l. 2–5: each new event that writes, or may write, the location of an ancestor's read
     * in another thread, and that the read does not precede in program order, is a potential new
     * source and raises the ancestor's signal. New events are the node's read and its extension. A
     * compare-exchange or trylock that failed here may succeed elsewhere, so it counts too, as in
     * the reference implementation (note §2.8).
     */
    private void signal(Sigma s, Node node) {
        if (ancestors.isEmpty()) {
            return;
        }
        for (int i = 0; i < s.size(); i++) {
            if (i < node.schedule.length && Sources.ref(s, i) != node.mutated) {
                continue;
            }
            Footprint f = s.footprints[i];
            int cell = f.writes() ? f.writeCell() : mayWrite(s.events.get(i), f);
            if (cell < 0) {
                continue;
            }
            for (Ancestor a : ancestors) {
                Mutation r = a.read;
                if (r.footprint().readCell() == cell
                        && r.thread() != s.thread[i]
                        && s.clock[i][r.thread()] < r.event().index()
                        && !(a.hasUseless && a.useless == f.value())) {
                    a.signal = true;
                }
            }
        }
    }

    private static int mayWrite(Event e, Footprint f) {
        return e instanceof Event.CompareExchange || e instanceof Event.TryLock ? f.readCell() : -1;
    }

    /** A complete trace; a {@code repeated} one (view's) is counted apart, never reported. */
    private void leaf(Execution execution, boolean repeated) {
        if (repeated) {
            this.repeated++;
        } else if (exploration.finished(execution)) {
            stopped = true;
        }
        if (execution.outcome() == Outcome.ERROR) {
            // Lemma 1 assumes every maximal trace contains the read; an error cuts traces short,
            // so no ancestor of an error may stop early.
            for (Ancestor a : ancestors) {
                a.signal = true;
            }
        }
    }

    static int[] append(int[] schedule, int thread) {
        int[] out = Arrays.copyOf(schedule, schedule.length + 1);
        out[schedule.length] = thread;
        return out;
    }
}
