package org.jsmc.explore.core;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.BitSet;
import java.util.Deque;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.jsmc.exec.ErrorReport;
import org.jsmc.exec.Event;
import org.jsmc.exec.Execution;
import org.jsmc.exec.Program;
import org.jsmc.exec.ThreadId;
import org.jsmc.exec.ThreadStatus;
import org.jsmc.explore.Listener;
import org.jsmc.explore.Options;
import org.jsmc.explore.Result;

/**
 * The depth-first DPOR search shared by Source-DPOR, Optimal-DPOR and Optimal-DPOR with observers
 * (Abdulla et al. JACM'17 Alg. 1 and 2, made iterative): the algorithm ({@link DporAlgorithm})
 * decides what each scheduling decision explores and how races are reversed; this class runs the
 * executions, keeps the path, the sleep sets and the steps, and finds the races.
 *
 * <p>Each execution starts the program afresh, replays the path up to its deepest decision with an
 * alternative left, takes that alternative, and runs on to the end: at each new state it first
 * resolves pending nondeterministic choices (every alternative is explored), then asks the
 * algorithm for a thread that is not asleep; if every enabled thread sleeps the execution is
 * sleep-set blocked. When the execution is over the races of its new steps (and of the threads it
 * left pending; for wakeup trees also the prefix races whose reversal the new steps change) are
 * reversed into the decisions above, and the search backtracks. One program run per explored
 * execution; a replay that diverges ends the search with a nondeterminism error.
 *
 * <p>Not thread-safe; one instance serves one exploration.
 */
public final class DporSearch {
    /**
     * At most this many probes learn which paths of a chain of choices fail ({@link
     * #failingPaths}).
     */
    private static final int MAX_PATH_PROBES = 64;

    /**
     * At most this many steps of a thread run before one that reads a guarded write ({@link
     * #firstConflictAfter}).
     */
    private static final int MAX_CHAIN = 64;

    private final DporAlgorithm algorithm;
    private final List<Decision> path = new ArrayList<>();
    private Program program;
    private Probe probing;
    private Steps steps;
    private boolean commuteRmws;
    private int probeLimit;
    private boolean observers;
    private long maxDepth;

    // The state of the current execution.
    private Execution x;
    private Guide guide;
    private Decision lastSchedule;
    private Step lastStep;
    private Step open;
    private Decision current;
    private int depth;
    private int from;

    /** By thread index; valid when {@link #pendingSnapshot} (see {@link #snapshotPending}). */
    private Event[] pendingBeforeLastStep = new Event[8];

    private boolean pendingSnapshot;

    /**
     * Whether this execution ended because its last step wrote over a guarded write unread ({@link
     * SleepSet#overwritesGuard}, observers).
     */
    private boolean guardOverwritten;

    /** Whether this execution took a new alternative of a choice (not a new thread). */
    private boolean branchedAtChoice;

    private final List<ThreadId> toCheck = new ArrayList<>();
    private boolean checkAll;
    private int threadsSeen;

    public DporSearch(DporAlgorithm algorithm) {
        this.algorithm = algorithm;
    }

    /** Explores {@code program}; the body of each DPOR explorer's {@code explore}. */
    public Result explore(Program program, Options options, Listener listener) {
        Exploration exploration = new Exploration(options, listener);
        this.program = program;
        probing = new Probe(program, path);
        commuteRmws = options.commuteRmws();
        probeLimit = options.sectionProbeLimit();
        observers = algorithm.observers();
        steps = new Steps(commuteRmws, observers);
        path.clear();
        while (true) {
            x = program.start();
            Optional<ErrorReport> divergence = replay();
            if (divergence.isPresent()) {
                exploration.diverged(x, divergence.get());
                return result(exploration, false);
            }
            boolean finished = extend();
            List<Step> openGuards = observers ? openGuards() : List.of();
            reverseRaces(finished, openGuards);
            boolean stop =
                    finished && openGuards.isEmpty()
                            ? exploration.finished(x)
                            : exploration.sleepSetBlocked(x);
            boolean more = backtrack();
            if (stop || !more || exploration.limitReached()) {
                return result(exploration, !more);
            }
        }
    }

    // ---- one execution

    /**
     * Replays every decision of the path but the last, then takes the last decision's new
     * alternative. On the first execution the path is empty.
     */
    private Optional<ErrorReport> replay() {
        Execution run = x;
        steps.reset(a -> run.initialValue(a, 1));
        guide = null;
        lastSchedule = null;
        lastStep = null;
        open = null;
        current = null;
        depth = 0;
        checkAll = true;
        threadsSeen = 0;
        guardOverwritten = false;
        int branch = path.size() - 1;
        // Replayed steps are not new: their decisions keep the step they explored (no union).
        from = branch >= 0 ? Integer.MAX_VALUE : 0;
        for (int k = 0; k < branch; k++) {
            Decision d = path.get(k);
            begin(d, k);
            for (Event e : d.events) {
                Optional<ErrorReport> divergence = Replay.event(x, e);
                if (divergence.isPresent()) {
                    return divergence;
                }
                perform(e, false);
            }
            if (d.kind == Decision.Kind.CHOICE_STEP) {
                closeStep();
            }
        }
        branchedAtChoice = branch >= 0 && path.get(branch).kind != Decision.Kind.SCHEDULE;
        if (branch >= 0) {
            Decision d = path.get(branch);
            Optional<ErrorReport> divergence = Replay.canStep(x, d.thread, d);
            if (divergence.isPresent()) {
                return divergence;
            }
            d.events.clear();
            takeBranch(d, branch);
        }
        return Optional.empty();
    }

    /** Opens the step a replayed decision starts (or continues). */
    private void begin(Decision d, int k) {
        if (d.kind == Decision.Kind.INNER_CHOICE) {
            current = d;
            return;
        }
        closeStep();
        current = d;
        if (d.kind == Decision.Kind.SCHEDULE) {
            lastSchedule = d;
            snapshotPending(d.thread, d.events.get(0));
            open = steps.begin(d.thread, Step.Kind.SCHEDULED);
        } else {
            open = steps.begin(d.thread, Step.Kind.CHOICE);
        }
        open.decision = k;
    }

    private void takeBranch(Decision d, int k) {
        switch (d.kind) {
            case SCHEDULE -> {
                closeStep();
                from = steps.size();
                lastSchedule = d;
                runStep(d, k);
            }
            case CHOICE_STEP -> {
                closeStep();
                from = steps.size();
                guide = d.guideBefore;
                choose(d, k);
            }
            case INNER_CHOICE -> {
                from = open.position;
                guide = lastSchedule.guideTaken;
                current = d;
                perform(x.step(d.thread, d.alternative), true);
                finishSection();
            }
        }
    }

    /**
     * Runs the execution to its end.
     *
     * @return false if it became sleep-set blocked
     */
    private boolean extend() {
        finishSection();
        while (true) {
            resolveChoices();
            if (x.outcome().isFinal()) {
                maxDepth = Math.max(maxDepth, steps.size());
                return true;
            }
            Decision d = schedule();
            if (d == null) {
                return false;
            }
            path.add(d);
            runStep(d, path.size() - 1);
        }
    }

    /** Resolves the pending choices of enabled threads, lowest thread index first. */
    private void resolveChoices() {
        while (!x.outcome().isFinal()) {
            Event.Choice c = pendingChoice();
            if (c == null) {
                return;
            }
            Decision d = new Decision(Decision.Kind.CHOICE_STEP, c.thread());
            d.alternatives = c.alternatives();
            d.guideBefore = guide;
            int start = chainStart(path.size(), c.thread());
            if (start >= 0) {
                Decision before = path.get(start);
                int[] prefix = chainSoFar(start, path.size());
                ChoicePaths awake = before.sleep.awakeOnlyFor(before.thread.index());
                d.allowed = awake == null ? null : awake.next(prefix, d.alternatives);
                if (guide != null && !observers) {
                    onlyAsked(d, before, prefix, guide.alternatives(c));
                }
                d.alternative = d.nextAlternative(-1);
            } else {
                int inner = chainHead(path.size(), c.thread(), Decision.Kind.INNER_CHOICE);
                if (inner >= 0) {
                    restrictAfterSection(d, c, inner);
                }
            }
            path.add(d);
            choose(d, path.size() - 1);
        }
    }

    /**
     * Restricts choice decision {@code d}, which follows the choices {@code prefix} of its chain,
     * to the alternatives {@code asked} by the wakeup subtree (null: it does not fix the choice)
     * when it asks for some of those {@code d} may take and not all; the others are left
     * unexplored, and the thread stays awake for them after its step at {@code before} ({@link
     * SleepSet#awakeFor}). Not under the observer equivalence, where random programs then repeated
     * and missed classes.
     */
    private static void onlyAsked(Decision d, Decision before, int[] prefix, BitSet asked) {
        BitSet unexplored = d.restrictTo(asked);
        if (unexplored != null) {
            ChoicePaths left = ChoicePaths.after(prefix, unexplored);
            before.unexplored = left.union(before.unexplored);
        }
    }

    /**
     * Restricts choice decision {@code d}, made after its thread's atomic section, which made
     * choices inside (the last of them at path index {@code inner}), right away or after other
     * choices of the thread ({@link #chainHead}), like a choice after a step ({@link #onlyAsked}):
     * to the alternatives the thread is awake for after that combination of the section and the
     * chain so far ({@link SleepSet#awakeAfterSection}), and to those the wakeup subtree asks for.
     * Left free, the alternatives no sequence asked for ended sleep-set blocked; so too the second
     * choice of a chain when only the first was restricted (6 of 90 executions of a two-thread
     * program).
     */
    private void restrictAfterSection(Decision d, Event.Choice c, int inner) {
        int start = inner;
        while (path.get(start).kind == Decision.Kind.INNER_CHOICE) {
            start--;
        }
        Decision before = path.get(start);
        Step section = lastNonChoice(steps.last());
        int[] prefix = chainSoFar(inner, path.size());
        ChoicePaths awake = before.sleep.awakeAfterSection(c.thread().index(), section);
        d.allowed = awake == null ? null : awake.next(prefix, d.alternatives);
        if (guide != null && !observers) {
            BitSet unexplored = d.restrictTo(guide.alternatives(c));
            if (unexplored != null) {
                leftAfterSection(before, section, ChoicePaths.after(prefix, unexplored));
            }
        }
        d.alternative = d.nextAlternative(-1);
    }

    /**
     * Records at scheduling decision {@code before} that the chain of choices after {@code
     * section}, a combination of its thread's atomic section, left the paths {@code left}
     * unexplored, with those it left before after the same combination.
     */
    private static void leftAfterSection(Decision before, Step section, ChoicePaths left) {
        if (before.restrictedSections == null) {
            before.restrictedSections = new ArrayList<>(1);
            before.unexploredAfterSection = new ArrayList<>(1);
        }
        for (int i = 0; i < before.restrictedSections.size(); i++) {
            if (before.restrictedSections.get(i).events().equals(section.events())) {
                before.unexploredAfterSection.set(
                        i, left.union(before.unexploredAfterSection.get(i)));
                return;
            }
        }
        before.restrictedSections.add(section.kept());
        before.unexploredAfterSection.add(left);
    }

    /**
     * The pending choice of the lowest-index enabled thread that has one, or null. Only threads
     * that moved since the last look (and new ones) can have a new pending choice, so only they are
     * asked, except once per execution after the replay.
     */
    private Event.Choice pendingChoice() {
        List<ThreadId> threads = x.threads();
        if (checkAll) {
            checkAll = false;
            toCheck.clear();
            toCheck.addAll(threads);
        } else {
            for (int i = threadsSeen; i < threads.size(); i++) {
                toCheck.add(threads.get(i));
            }
        }
        threadsSeen = threads.size();
        Event.Choice best = null;
        for (int i = toCheck.size() - 1; i >= 0; i--) {
            ThreadId t = toCheck.get(i);
            Event next = x.status(t) == ThreadStatus.ENABLED ? x.pending(t) : null;
            if (next instanceof Event.Choice c) {
                if (best == null || t.compareTo(best.thread()) < 0) {
                    best = c;
                }
            } else {
                toCheck.remove(i);
            }
        }
        return best;
    }

    /** Notes that thread {@code t} took a step: it may now be about to choose. */
    private void moved(ThreadId t) {
        if (!toCheck.contains(t)) {
            toCheck.add(t);
        }
    }

    /** Performs choice decision {@code d}'s current alternative as a step of its own. */
    private void choose(Decision d, int k) {
        current = d;
        open = steps.begin(d.thread, Step.Kind.CHOICE);
        open.decision = k;
        Event e = x.step(d.thread, d.alternative);
        perform(e, true);
        closeStep();
        if (x.error().isPresent()) {
            erredAfter(d, k);
        }
        guide = guide == null ? null : guide.afterChoice((Event.Choice) e);
    }

    /**
     * Choice decision {@code d} (at path index {@code k}) just ended the execution with an error.
     * If the choice was made right after a step of its thread or the step that spawned it (or after
     * choices made right after it, {@link #chainStart}), that step's decision remembers the
     * alternatives: the step's thread then sleeps with the step only for the others ({@link
     * SleepSet#add(int, Step, ChoicePaths)}).
     */
    private void erredAfter(Decision d, int k) {
        int start = chainStart(k, d.thread);
        Step choice = steps.last();
        Step e = choice.prev >= 0 ? steps.get(choice.prev) : null;
        if (start < 0 || e == null || e.decision != k - 1 && e.decision != start) {
            return;
        }
        Decision before = path.get(start);
        ChoicePaths failed =
                ChoicePaths.of(ChoicePaths.extend(chainSoFar(start, k), d.alternative));
        before.erring = failed.union(before.erring);
    }

    /**
     * The path index of the scheduling decision whose step the choice of thread {@code t} at path
     * index {@code k} follows right away, or after choices that do (its chain, {@link
     * ChoicePaths}): a step of {@code t}, or the step that spawned {@code t}, whose thread may
     * choose first (a thread is created about to choose, and takes the choice at once: the choice
     * belongs to its creation, as a thread's choices belong to its step); -1 if none.
     */
    private int chainStart(int k, ThreadId t) {
        return chainHead(k, t, Decision.Kind.SCHEDULE);
    }

    /**
     * The path index of the decision that the choice of thread {@code t} at path index {@code k}
     * follows right away, or after choices that do: the last decision before {@code k} that is not
     * a choice, if it is of kind {@code head} (a scheduling decision, or the last choice inside an
     * atomic section) and {@code t}'s, or a scheduling decision whose step spawned {@code t}, and
     * if every choice between is made by {@code t} or by that decision's thread; -1 otherwise.
     */
    private int chainHead(int k, ThreadId t, Decision.Kind head) {
        int i = k - 1;
        while (i >= 0 && path.get(i).kind == Decision.Kind.CHOICE_STEP) {
            i--;
        }
        if (i < 0 || path.get(i).kind != head) {
            return -1;
        }
        Decision h = path.get(i);
        if (!h.thread.equals(t) && !(head == Decision.Kind.SCHEDULE && Step.spawns(h.events, t))) {
            return -1;
        }
        for (int j = i + 1; j < k; j++) {
            ThreadId u = path.get(j).thread;
            if (!u.equals(t) && !u.equals(h.thread)) {
                return -1;
            }
        }
        return i;
    }

    /**
     * The alternatives taken by the choices of a chain between its step's decision, at path index
     * {@code start}, and path index {@code k} ({@link #chainStart}).
     */
    private int[] chainSoFar(int start, int k) {
        int[] prefix = new int[k - start - 1];
        for (int i = start + 1; i < k; i++) {
            prefix[i - start - 1] = path.get(i).alternative;
        }
        return prefix;
    }

    /**
     * A new scheduling decision, or null if every enabled thread sleeps, or if the last step wrote
     * over a guarded write unread ({@link SleepSet#overwritesGuard(Step)}).
     */
    private Decision schedule() {
        if (lastSchedule != null && lastSchedule.sleep.overwritesGuard(lastStep)) {
            guardOverwritten = true;
            return null;
        }
        Decision d = new Decision(Decision.Kind.SCHEDULE, null);
        d.sleep =
                lastSchedule == null
                        ? SleepSet.empty()
                        : lastSchedule.sleep.after(lastStep, commuteRmws, observers);
        d.enabled = enabled();
        if (!d.sleep.guards().isEmpty()) {
            List<ThreadId> guarded = new ArrayList<>();
            for (ThreadId t : d.enabled) {
                Event next = x.pending(t);
                if (next != null && d.sleep.overwritesGuard(next)) {
                    guarded.add(t);
                }
            }
            d.guarded = guarded;
        }
        d.plan = algorithm.open(d, guide);
        d.thread = d.plan.current();
        if (d.thread == null) {
            return null;
        }
        lastSchedule = d;
        return d;
    }

    /** The enabled threads, by index. */
    private List<ThreadId> enabled() {
        List<ThreadId> threads = x.threads();
        int n = threads.size();
        List<ThreadId> enabled = new ArrayList<>(n);
        boolean sorted = true;
        int last = -1;
        for (int i = 0; i < n; i++) {
            ThreadId t = threads.get(i);
            if (x.status(t) == ThreadStatus.ENABLED) {
                sorted &= last < t.index();
                last = t.index();
                enabled.add(t);
            }
        }
        if (!sorted) {
            enabled.sort(null);
        }
        return enabled;
    }

    /**
     * Restricts {@code inner}, a choice inside the atomic section the last scheduling decision
     * runs, to the alternatives {@code asked} by the wakeup subtree (null: it does not fix the
     * choice) when it asks for some of those {@code inner} may take and not all: like {@link
     * #onlyAsked} for a choice between steps. The combinations left unexplored are steps of their
     * own, which a race of their own brings where they are needed; the thread stays awake for them
     * ({@link SleepSet#addSection}). Exploring them anyway ended executions sleep-set blocked in
     * most of the random programs where {@code optimal} did. Not under the observer equivalence, as
     * for {@link #onlyAsked}.
     */
    private void onlyAskedInside(Decision inner, BitSet asked) {
        if (inner.restrictTo(asked) != null) {
            lastSchedule.unexploredInside = true;
        }
    }

    /** Performs the step of scheduling decision {@code d}: an event, or a whole atomic section. */
    private void runStep(Decision d, int k) {
        d.guideTaken = d.plan.take();
        guide = d.guideTaken;
        current = d;
        snapshotPending(d.thread, x.pending(d.thread));
        open = steps.begin(d.thread, Step.Kind.SCHEDULED);
        open.decision = k;
        perform(x.step(d.thread), true);
        finishSection();
    }

    /** Runs the open atomic section to its end, resolving the choices inside it. */
    private void finishSection() {
        while (open != null && depth > 0 && !x.outcome().isFinal()) {
            ThreadId t = open.thread();
            if (x.status(t) != ThreadStatus.ENABLED) {
                break;
            }
            if (x.pending(t) instanceof Event.Choice c) {
                Decision inner = new Decision(Decision.Kind.INNER_CHOICE, t);
                inner.alternatives = c.alternatives();
                inner.allowed = lastSchedule.sleep.allowedInside(t.index(), open, c.alternatives());
                if (!observers && lastSchedule.guideTaken != null) {
                    onlyAskedInside(inner, lastSchedule.guideTaken.alternativesInside(open));
                }
                inner.alternative = inner.nextAlternative(-1);
                path.add(inner);
                current = inner;
                perform(x.step(t, inner.alternative), true);
            } else {
                perform(x.step(t), true);
            }
        }
        closeStep();
    }

    /**
     * Records a performed event in the open step, and with {@code record} in the current decision
     * (replayed events are recorded already).
     */
    private void perform(Event e, boolean record) {
        if (record) {
            current.events.add(e);
            moved(e.thread());
        }
        steps.add(open, e);
        if (e instanceof Event.AtomicBegin) {
            depth++;
        } else if (e instanceof Event.AtomicEnd && depth > 0) {
            depth--;
        }
    }

    /** Ends the open step, if any. */
    private void closeStep() {
        if (open == null) {
            return;
        }
        Step s = open;
        if (deadlockedInside()) {
            s.blockedOn = x.pending(s.thread());
            steps.end(s, true);
        } else {
            steps.end(s, x.error().isPresent());
        }
        open = null;
        depth = 0;
        if (s.kind() == Step.Kind.SCHEDULED) {
            lastStep = s;
            Decision d = path.get(s.decision);
            if (d.explored == null) {
                d.explored = s;
                d.variants = s.choosesInside() ? new ArrayList<>(List.of(s.kept())) : null;
            } else if (s.position >= from) {
                d.explored = d.explored.union(s); // another choice inside an atomic section
                if (d.variants != null) {
                    d.variants.add(s.kept());
                }
            }
            guide = guide == null ? null : guide.afterStep(s);
        }
    }

    /**
     * Whether the open step is an atomic section whose thread blocked inside it (on a mutex held by
     * another thread, a join, a condition): no other thread can run while the section is open, so
     * the execution is over (a deadlock, or assume-blocked if another thread is). Like an error,
     * the step ends the execution, and it conflicts with every step of the other threads it cut
     * off; otherwise the classes in which it ran before one of them were missed. (A false
     * assumption inside a section stops its thread and ends the section; the others go on, and the
     * step is what its events make it.)
     */
    private boolean deadlockedInside() {
        return depth > 0 && x.status(open.thread()) == ThreadStatus.BLOCKED;
    }

    /**
     * Remembers the pending events of the other threads before a step that may end the program
     * ({@code exit}): a test program's threads have no pending event after it.
     */
    private void snapshotPending(ThreadId t, Event next) {
        if (pendingSnapshot) {
            Arrays.fill(pendingBeforeLastStep, null);
            pendingSnapshot = false;
        }
        if (next instanceof Event.Exit || next instanceof Event.AtomicBegin) {
            pendingSnapshot = true;
            for (ThreadId u : x.threads()) {
                Event p = u.equals(t) ? null : x.pending(u);
                if (p != null) {
                    if (u.index() >= pendingBeforeLastStep.length) {
                        pendingBeforeLastStep =
                                Arrays.copyOf(
                                        pendingBeforeLastStep,
                                        Math.max(u.index() + 1, 2 * pendingBeforeLastStep.length));
                    }
                    pendingBeforeLastStep[u.index()] = p;
                }
            }
        }
    }

    // ---- races

    /**
     * Finds the races of the execution and has the algorithm reverse each of them. The guarded
     * writes nothing read by the end ({@code openGuards}, observers) count as observed: a wakeup
     * sequence ran them to be read later, so the executions they stand for order them after the
     * writes they passed. Left unobserved, those write–write edges would vanish, and the races the
     * run reverses would look explored already.
     */
    private void reverseRaces(boolean finished, List<Step> openGuards) {
        for (Step g : openGuards) {
            g.observed = true;
        }
        steps.computeClocks(from);
        List<Step> pending = pendingSteps(finished);
        boolean prefixToo = algorithm.reversesPrefixRaces();
        List<Race> races =
                new RaceFinder(steps, returnedThreads())
                        .find(from, pending, prefixToo, branchedAtChoice);
        races.addAll(racesOfSleepingCombinations(pending));
        Step overwrite = guardOverwritten && !finished ? lastNonChoice(steps.last()) : null;
        if (overwrite != null) { // a chain's last step: its chain may depend on the others
            races.removeIf(r -> !r.later().chain.isEmpty() && r.e() != overwrite.position);
        }
        for (Race r : byCombination(races)) {
            Decision target = path.get(steps.get(r.e()).decision);
            List<Step> guards = observers ? target.sleep().guards() : List.of();
            int k = steps.get(r.e()).decision;
            for (Reversal v : reversals(r, guards)) {
                if (prefixToo && v.failureUncertain()) { // a wakeup tree follows v's failing choice
                    Boolean fails = probeFailure(r, v);
                    if (fails != null) {
                        v = v.settleFailure(fails);
                    }
                }
                algorithm.reverse(
                        r, v, target, (w, t, awake, all) -> failingPaths(k, w, t, awake, all));
            }
        }
    }

    /**
     * The races of the combinations of choices inside an atomic section that were asleep where the
     * section ran ({@link SleepSet#asleepInside}): its thread took only the others there, so no
     * execution runs a sleeping one in that place and sees its races; yet a later step that
     * conflicts with it could run before it there, in a class of its own. Each later step of
     * another thread that conflicts with a sleeping combination, does not happen after the section,
     * nor after an earlier such step, races with it.
     */
    private List<Race> racesOfSleepingCombinations(List<Step> pending) {
        List<Race> out = new ArrayList<>();
        for (int i = 0; i < steps.size(); i++) {
            Step e = steps.get(i);
            if (e.isChoice() || e.decision < 0) {
                continue;
            }
            List<Step> asleep = path.get(e.decision).sleep().asleepInside(e.threadIndex());
            if (asleep.isEmpty()) {
                continue;
            }
            List<Step> raced = new ArrayList<>();
            for (int j = i + 1; j < steps.size() + pending.size(); j++) {
                Step later = j < steps.size() ? steps.get(j) : pending.get(j - steps.size());
                if (later.threadIndex() == e.threadIndex()
                        || later.isChoice()
                        || e.happensBefore(later.clock)
                        || !conflictsWithAny(later, asleep)) {
                    continue;
                }
                boolean direct = true;
                for (Step k : raced) {
                    direct &= !k.happensBefore(later.clock);
                }
                if (direct) {
                    out.add(new Race(i, later, -1));
                    raced.add(later);
                }
            }
        }
        return out;
    }

    private boolean conflictsWithAny(Step s, List<Step> combinations) {
        for (Step c : combinations) {
            if (c.conflict(s, commuteRmws) != Step.NONE) {
                return true;
            }
        }
        return false;
    }

    /**
     * The guarded writes (observers: threads that slept on condition and ran their write anyway)
     * that nothing read by the end of the execution. An execution that ends with one is sleep-set
     * blocked: moving the unread write back before the writes it passed gives an equivalent
     * execution, one that the thread's sleeping branch explored. Not so for the step whose choices
     * right after it ended the execution with an error: they move back with it, and the steps it
     * passed leave the failing execution, a class of its own (the thread sleeping with the step
     * stands only for the executions in which those choices do not fail).
     */
    private List<Step> openGuards() {
        if (lastSchedule == null || lastStep == null) {
            return List.of();
        }
        List<Step> open = lastSchedule.sleep.after(lastStep, commuteRmws, true).guards();
        Step failed = Reversals.failedAfter(steps);
        if (failed == null || open.isEmpty()) {
            return open;
        }
        List<Step> out = new ArrayList<>(open);
        out.removeIf(g -> g.position == failed.position);
        return out;
    }

    /** Per thread index: whether the thread has returned ({@link ThreadStatus#FINISHED}). */
    private boolean[] returnedThreads() {
        int width = 0;
        for (ThreadId t : x.threads()) {
            width = Math.max(width, t.index() + 1);
        }
        boolean[] out = new boolean[width];
        for (ThreadId t : x.threads()) {
            out[t.index()] = x.status(t) == ThreadStatus.FINISHED;
        }
        return out;
    }

    /**
     * {@code races}, each race whose later step is a pending atomic section that makes choices
     * inside (its events unknown: {@link #probeSection} gave up) replaced, except under the
     * observer equivalence, by one race per combination of its choices, the section's events found
     * by a probe ({@link #probeCombinations}): every combination races with the step that ended the
     * execution, the others only with the earlier steps they conflict with. A combination that
     * fails inside the section is universal, like the error it ends with, and races with each of
     * them; its reversal ends there. An unknown section counts as dependent with everything, and
     * its reversal as running every combination: one that did not conflict with the step, or after
     * which a failure did not recur, was explored all the same, and ended sleep-set blocked (so too
     * where one combination failed inside, which left the whole section unknown).
     */
    private List<Race> byCombination(List<Race> races) {
        Step last = steps.last();
        Step cut = last != null && last.isUniversal() ? lastNonChoice(last) : null;
        List<Race> out = new ArrayList<>(races.size());
        List<Probe.Probed> sections = null;
        Step probed = null;
        for (Race r : races) {
            Step s = r.later();
            if (observers || cut == null || !s.isPending() || s.isProbed() || !s.opensSection()) {
                out.add(r);
                continue;
            }
            if (s != probed) {
                probed = s;
                sections = probeCombinations(cut.decision, List.of(), s.thread(), List.of(), true);
            }
            if (sections == null) {
                out.add(r);
                continue;
            }
            Step e = steps.get(r.e());
            for (Probe.Probed section : sections) {
                // The step that ended the execution cut every combination off.
                Step c = s.probedCopy(section.events(), section.erred());
                if (e == cut || e.conflict(c, commuteRmws) != Step.NONE) {
                    out.add(new Race(r.e(), c, r.observer()));
                }
            }
        }
        return out;
    }

    /**
     * The events of each combination of the choices inside thread {@code t}'s atomic section, as it
     * runs in the state before decision {@code k} after the steps {@code then} ({@link
     * #probeSection}), its first choices taking the alternatives {@code fixed}; one probe per
     * combination. With {@code erring}, a combination that ends the execution with an error inside
     * the section has the events up to the error. Null if the section blocks or ends the execution
     * otherwise in some combination, or has more than {@link Options#sectionProbeLimit} of them: it
     * then counts as dependent with every step ({@link Step#isUnknownSection}), exact, but runs
     * that its real footprint would have pruned end sleep-set blocked (at a limit of 64, 64 to 770
     * executions on random programs with a section of 128 combinations; none at 1,024, in about the
     * same time).
     */
    private List<Probe.Probed> probeCombinations(
            int k, List<Step> then, ThreadId t, List<Integer> fixed, boolean erring) {
        List<Probe.Probed> out = new ArrayList<>();
        List<List<Integer>> todo = new ArrayList<>();
        todo.add(fixed);
        while (!todo.isEmpty()) {
            List<Integer> chosen = todo.remove(todo.size() - 1);
            Execution probe = probing.replayTo(k, then);
            Probe.Probed section =
                    probe == null ? null : Probe.runChoosing(probe, t, chosen, erring, true);
            if (section == null) {
                return null;
            }
            out.add(section);
            // The choices past those given took their first alternative: one probe per other.
            List<Integer> taken = new ArrayList<>();
            for (Event e : section.events()) {
                if (e instanceof Event.Choice c) {
                    for (int a = taken.size() < chosen.size() ? c.alternatives() : 1;
                            a < c.alternatives();
                            a++) {
                        List<Integer> other = new ArrayList<>(taken);
                        other.add(a);
                        todo.add(other);
                    }
                    taken.add(c.chosen());
                }
            }
            if (out.size() + todo.size() > probeLimit) {
                return null;
            }
        }
        return out;
    }

    /**
     * The steps threads were about to take when the execution ended and that never ran: after a
     * universal last step (an error, {@code exit}) those of every live thread; after a last step
     * that wrote over a guarded write unread (observers) those of every enabled thread, a reader of
     * the guard among them that could have run before that step, and each one's first later step
     * that conflicts with it ({@link #firstConflictAfter}); otherwise those of the blocked threads
     * (a lock held forever, a missing signal). A pending atomic section after a universal last step
     * gets its events from a probe ({@link #probeSection}); after an overwriting one it is one
     * pending step per combination of its choices, with the dependences of all its events (there no
     * universal step conflicts with it; {@link #addCombinations}). Known only by its beginning, a
     * section that chooses inside raced with nothing there, and {@code observers} missed the
     * classes where it reads the guarded write before the overwrite (8 of 528 classes of a
     * three-thread program with a lock).
     */
    private List<Step> pendingSteps(boolean finished) {
        List<Step> out = new ArrayList<>();
        Step last = steps.last();
        boolean universal = finished && last != null && last.isUniversal();
        boolean overwrote = !finished && guardOverwritten && last != null;
        Step cut = universal || overwrote ? lastNonChoice(last) : null;
        for (ThreadId t : x.threads()) { // nothing steps here: the live view is stable
            ThreadStatus status = x.status(t);
            Event e = null;
            if (overwrote && !t.equals(last.thread())) {
                e = status == ThreadStatus.ENABLED ? x.pending(t) : null;
            } else if (universal && !t.equals(last.thread())) {
                e = status.isTerminal() ? null : x.pending(t);
                if (e == null) {
                    e =
                            t.index() < pendingBeforeLastStep.length
                                    ? pendingBeforeLastStep[t.index()]
                                    : null;
                }
            } else if (!universal && status == ThreadStatus.BLOCKED) {
                e = x.pending(t);
            }
            if (e != null) {
                if (overwrote && e instanceof Event.AtomicBegin) {
                    addCombinations(t, e, cut.decision, out);
                    continue;
                }
                Step s = steps.pending(t, e);
                if (cut != null && e instanceof Event.AtomicBegin) {
                    List<Event> section = probeSection(cut.decision, t);
                    if (section != null) {
                        s.probed(section);
                    }
                }
                out.add(s);
                Step reader = overwrote ? firstConflictAfter(cut, s) : null;
                if (reader != null) {
                    out.add(reader);
                }
            }
        }
        return out;
    }

    /**
     * The first step of {@code next}'s thread that conflicts with {@code cut}, the step that wrote
     * over a guarded write unread, if it is not {@code next}, its pending step: a pending step
     * whose chain is the steps before it ({@link Step#chain}), as a probe runs them in the state
     * before {@code cut} (they do not conflict with it, so they are the same after it). Such a step
     * may read the guarded write if it runs before {@code cut}; raced only with the pending steps,
     * {@code observers} missed the classes where a thread read it two steps after its pending one.
     * Null if the pending step conflicts, or if the thread chooses, blocks, ends or errs first
     * ({@link #MAX_CHAIN} steps at most).
     */
    private Step firstConflictAfter(Step cut, Step next) {
        if (next.first() instanceof Event.Choice || cut.conflict(next, commuteRmws) != Step.NONE) {
            return null; // known without a probe
        }
        ThreadId t = next.thread();
        Execution probe = probing.replayTo(cut.decision, List.of());
        List<Step> chain = new ArrayList<>();
        Step before = null;
        while (probe != null && chain.size() < MAX_CHAIN) {
            List<Event> events = Probe.nextStep(probe, t);
            if (events == null) {
                return null;
            }
            Step s = steps.pending(t, events, before);
            if (cut.conflict(s, commuteRmws) != Step.NONE) {
                s.chain = chain;
                return chain.isEmpty() ? null : s;
            }
            chain.add(s);
            before = s;
        }
        return null;
    }

    /**
     * Adds to {@code out} thread {@code t}'s pending atomic section (its beginning {@code begin})
     * as it runs in the state before decision {@code k}, one step per combination of its choices
     * ({@link #probeCombinations}), each with the dependences of all its events; the beginning
     * alone (unknown) if the probe gives up.
     */
    private void addCombinations(ThreadId t, Event begin, int k, List<Step> out) {
        List<Probe.Probed> combinations = probeCombinations(k, List.of(), t, List.of(), false);
        if (combinations == null) {
            out.add(steps.pending(t, begin));
            return;
        }
        for (Probe.Probed c : combinations) {
            Step s = steps.pending(t, c.events());
            s.probed(c.events());
            out.add(s);
        }
    }

    /**
     * The step that a universal last step {@code last} stands for in races: itself, or for a choice
     * (which runs right after the step that made it pending) its thread's last step before it; null
     * if there is none.
     */
    private Step lastNonChoice(Step last) {
        Step s = last;
        while (s != null && s.isChoice()) {
            Step p = s.prev >= 0 ? steps.get(s.prev) : null;
            s = p != null && p.threadIndex() == last.threadIndex() ? p : null;
        }
        return s;
    }

    /**
     * The events of thread {@code t}'s atomic section, pending when the execution ended with a
     * universal step, as the section runs in the state before that step (decision {@code k}): a
     * probe replays the path up to there in a fresh execution and runs the section. That is the
     * state the reversal of their race runs the section in: nothing but its own choices follows
     * that step ({@link #lastNonChoice}), so {@code notdep} is empty. Without the probe the
     * section's events would be unknown, and an unknown section has to count as dependent with
     * everything: a wakeup sequence of another thread could then not be seen to be covered by the
     * section's own branch, and ran to a sleep-set-blocked end. Null (events stay unknown) if the
     * section makes a choice, or blocks or ends the execution inside.
     */
    private List<Event> probeSection(int k, ThreadId t) {
        Execution probe = probing.replayTo(k, List.of());
        return probe == null ? null : Probe.runSection(probe, t, List.of());
    }

    /**
     * The reversals of race {@code r}: one, or where its {@code e'} is an atomic section that an
     * error cut short, one per combination of the choices the section makes where the reversal runs
     * it: before {@code e}, after the {@code notdep} steps ({@link Reversal#completeTail}). There
     * {@code e} has not happened, so the section may not fail and go on past the recorded events,
     * making the choices it did not reach; without them it would have to count as dependent with
     * every step. The choices it made before the error keep their alternatives (the others were
     * explored in executions of their own), and each combination of those after it is a step of its
     * own, as for a pending section ({@link #byCombination}); not under the observer equivalence,
     * where the section stays as it ran unless it makes no choice after the error. One reversal
     * with the rest unknown if the section blocks or fails there too, or has too many combinations.
     */
    private List<Reversal> reversals(Race r, List<Step> guards) {
        Reversal v = Reversals.of(steps, r, guards);
        if (!v.tailCutShort()) {
            Reversal others = v.otherCombinations();
            return others == null ? List.of(v) : List.of(v, others);
        }
        List<Integer> fixed = new ArrayList<>();
        for (Event.Choice c : r.later().choicesInside()) {
            fixed.add(c.chosen());
        }
        List<Probe.Probed> sections =
                probeCombinations(
                        steps.get(r.e()).decision, v.notdep(), r.later().thread(), fixed, false);
        if (sections == null || observers && sections.size() > 1) {
            return List.of(v);
        }
        List<Reversal> out = new ArrayList<>(sections.size());
        for (Probe.Probed section : sections) {
            Reversal w = out.isEmpty() ? v : Reversals.of(steps, r, guards);
            w.completeTail(section.events());
            out.add(w);
        }
        return out;
    }

    /**
     * Whether the choice that closes {@code v}, the reversal of the failure of the chain of choices
     * after {@code e} (race {@code r}), fails again where {@code v} makes it: a probe replays the
     * path up to {@code e}'s decision and the {@code notdep} steps, runs {@code e'} and {@code e},
     * and takes the chain's alternatives ({@link Reversal#failingChain}), the last failing. {@code
     * e'} writes what {@code e} reads, so {@code e} may read another value there and the choice
     * pass ({@link Reversal#failureUncertain}); on random programs most such sequences did not
     * fail, and, the failing thread's step then just one more before a free exploration, their
     * executions ended sleep-set blocked where a sleeping thread covered them. Null if the probe
     * cannot tell: a step blocks, ends the execution or goes another way, or {@code e} is not
     * followed by the choice.
     */
    private Boolean probeFailure(Race r, Reversal v) {
        Step e = steps.get(r.e());
        Execution probe = probing.replayTo(e.decision, v.notdep());
        if (probe == null || !Probe.runStep(probe, r.later()) || !Probe.runStep(probe, e)) {
            return null;
        }
        for (Step c : v.failingChain()) {
            if (probe.error().isPresent()
                    || !probe.exists(c.thread())
                    || !(probe.pending(c.thread()) instanceof Event.Choice)) {
                return null; // it failed before its last choice, or goes another way
            }
            probe.step(c.thread(), ((Event.Choice) c.first()).chosen());
        }
        return probe.error().isPresent();
    }

    /**
     * {@link FailureProbe#failingPaths} for sequence {@code v} at decision {@code k}: one probe per
     * path of alternatives (a choice is not undone), and where a path ends before the thread's
     * chain does, one per way on, at most {@link #MAX_PATH_PROBES} in all (more: cannot tell). A
     * path the chain does not take (an alternative out of range, the chain ending first) does not
     * fail.
     */
    private List<List<Step>> failingPaths(
            int k, Reversal v, int t, ChoicePaths awake, boolean all) {
        int first = v.firstOf(t);
        Step s = v.step(first);
        int[] fixed = v.choicesAfter(first);
        Deque<int[]> toRun = new ArrayDeque<>();
        for (int[] path : awake.paths()) {
            if (ChoicePaths.of(path).meets(fixed)) {
                toRun.add(path.length >= fixed.length ? path : fixed);
            }
        }
        List<List<Step>> out = new ArrayList<>();
        for (int probes = 0; !toRun.isEmpty(); probes++) {
            Execution probe = probes < MAX_PATH_PROBES ? probing.runUpTo(k, v, first) : null;
            if (probe == null || !(probe.pending(s.thread()) instanceof Event.Choice)) {
                return null;
            }
            int[] run = toRun.poll();
            List<Step> choices = new ArrayList<>(run.length);
            while (choices.size() < run.length
                    && !probe.error().isPresent()
                    && probe.pending(s.thread()) instanceof Event.Choice c
                    && run[choices.size()] < c.alternatives()) {
                Event made = probe.step(s.thread(), run[choices.size()]);
                choices.add(Step.choiceAfter(s, choices.size() + 1, (Event.Choice) made));
            }
            if (probe.error().isPresent()) {
                out.add(choices);
                if (!all) {
                    return out;
                }
            } else if (choices.size() == run.length
                    && !probe.outcome().isFinal()
                    && probe.pending(s.thread()) instanceof Event.Choice more) {
                for (int a = 0; a < more.alternatives(); a++) {
                    toRun.add(ChoicePaths.extend(run, a));
                }
            }
        }
        return out;
    }

    // ---- backtracking

    /** Moves to the deepest decision with an alternative left; false when there is none. */
    private boolean backtrack() {
        while (!path.isEmpty()) {
            Decision d = path.get(path.size() - 1);
            if (d.kind == Decision.Kind.SCHEDULE) {
                if (d.explored != null) {
                    if (d.unexplored != null) {
                        d.sleep.awakeFor(d.thread.index(), d.explored, d.unexplored, d.erring);
                    } else if (d.variants != null && d.erring == null) {
                        sectionExplored(d);
                    } else {
                        d.sleep.add(d.thread.index(), d.explored, d.erring);
                    }
                }
                ThreadId next = d.plan.next(d.sleep);
                if (next != null) {
                    d.thread = next;
                    d.explored = null;
                    d.variants = null;
                    d.unexploredInside = false;
                    d.erring = null;
                    d.unexplored = null;
                    d.restrictedSections = null;
                    d.unexploredAfterSection = null;
                    d.guideTaken = null;
                    return true;
                }
            } else if (d.nextAlternative(d.alternative) < d.alternatives) {
                d.alternative = d.nextAlternative(d.alternative);
                return true;
            }
            path.remove(path.size() - 1);
        }
        return false;
    }

    /**
     * Puts scheduling decision {@code d}'s thread, whose atomic section made choices inside, to
     * sleep per combination explored ({@link SleepSet#addSection}); where the choice right after
     * one combination was restricted ({@link #restrictAfterSection}), the thread stays awake for
     * that combination, only for the alternatives left unexplored after it.
     */
    private static void sectionExplored(Decision d) {
        int t = d.thread.index();
        if (d.restrictedSections == null) {
            d.sleep.addSection(t, d.variants, !d.unexploredInside);
        } else {
            d.sleep.addSection(t, d.variants, d.restrictedSections, d.unexploredAfterSection);
        }
    }

    private Result result(Exploration exploration, boolean complete) {
        return exploration.result(algorithm.name(), complete, Map.of("maxDepth", maxDepth));
    }
}
