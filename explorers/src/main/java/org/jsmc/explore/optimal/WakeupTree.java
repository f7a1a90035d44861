package org.jsmc.explore.optimal;

import java.util.ArrayList;
import java.util.BitSet;
import java.util.List;
import org.jsmc.exec.Event;
import org.jsmc.exec.ThreadId;
import org.jsmc.explore.core.Guide;
import org.jsmc.explore.core.Reversal;
import org.jsmc.explore.core.Step;

/**
 * Wakeup trees (Abdulla et al. JACM'17 §6, Def. 6.1): an ordered tree of step sequences still to be
 * explored from a state. Each node is a step of one thread; a node's children are the steps to take
 * after it, explored in order. A leaf is a sequence whose exploration will cover every sequence it
 * is compatible with, so insertion stops there (not under the observer equivalence, {@link
 * #insert}).
 *
 * <p>Choices are nodes too: after a step that leads to a nondeterministic choice the children are
 * that choice's alternatives, each with its own subtree; an alternative without a child continues
 * without a wakeup tree. The search explores only the alternatives that have nodes ({@link
 * Node#alternatives}): another alternative is an event of its own, and an execution that needs it
 * there gets it from a race of its own, whose reversal fixes it. Exploring it anyway ends in a
 * class explored elsewhere, sleep-set blocked. Below a leaf that a sequence extended, or where a
 * sequence ended inside a branch, the continuation was free and every alternative is explored
 * ({@link Node#open}).
 *
 * <p>{@link #insert} is {@code insert_[E](v, wut(E))}: walk down from the root; at each level
 * descend into the first child whose thread is a weak initial of the rest of {@code v} (removing
 * its step from {@code v} if it is in it); stop at a leaf; if no child fits, add the rest of {@code
 * v} as a new last branch. Each level costs one initial test per child, so an insertion costs
 * {@code O(depth · children · (threads + |v|))} and never rescans the trace. Mutable; owned by the
 * decision whose plan holds it.
 */
final class WakeupTree {
    private WakeupTree() {}

    /** A step of a wakeup sequence with its continuations; as a {@link Guide}, its subtree. */
    static final class Node implements Guide {
        final ThreadId thread;
        final Step step;
        final List<Node> children = new ArrayList<>(1);

        /**
         * @param step the step, kept beyond the execution it came from; null for a thread picked
         *     freely, whose step is not known before it runs
         * @param open whether the node lies in a free continuation ({@link #open})
         */
        Node(ThreadId thread, Step step, boolean open) {
            this.thread = thread;
            this.step = step;
            this.open = open;
            this.freeStep = open;
        }

        boolean isChoice() {
            return step != null && step.isChoice();
        }

        /**
         * Nodes of the same thread from the same state whose atomic section made other choices
         * inside ({@link Step#choosesInside}): the branch explores every alternative of those
         * choices, and each alternative follows the subtree of its own node.
         */
        final List<Node> variants = new ArrayList<>(0);

        /**
         * Whether the node lies in a free continuation: it extends what was a leaf (a sequence that
         * ends the execution goes on below it), or a sequence ended at or above it. The leaf, or
         * the end of that sequence, stood for every continuation, and sequences it covered were not
         * inserted; so the choices here explore every alternative, not only those with nodes. A
         * branch added below an open node is open if it is the only one of its level: it is the
         * free continuation. One appended beside others is not: it came from a race and keeps the
         * choices its sequence made (open, its choices ran every way, and the alternatives no
         * sequence asked for ended sleep-set blocked). Of the nodes already there, the first one
         * explored is opened then ({@link #openFirstExplored}). A variant of a node, the same
         * section in another combination of its choices, is open exactly where the node's own step
         * is free ({@link #freeStep}): a free continuation runs every combination of it, each going
         * on freely. A leaf or a sequence's end stood for the node's combination only, and a node
         * beside the branch explored first keeps its sequences' choices; their variants, open, ran
         * every alternative of the choices below them, and those no sequence asked for ended
         * sleep-set blocked.
         */
        boolean open;

        /**
         * Whether the node's own step lies in a free continuation: it was added there, or it is the
         * first child explored of an {@link #open} node ({@link #openFirstExplored}). A leaf that a
         * longer sequence extends, or where a sequence ends, opens what follows it, not its own
         * step: the choices inside its atomic section stay those the sequences through it made
         * ({@link #alternativesInside}).
         */
        boolean freeStep;

        /**
         * This node or its variant that stands for {@code s}, the same thread's step from the same
         * state; null if none. A step is determined by the state, except for the choices inside an
         * atomic section; an uncertain step (a reversal's last element, run in another state)
         * stands for any step that makes its choices, whether it is the node's or {@code s}. (Only
         * the node's counted: a sequence whose uncertain section read other values than the node's
         * became a second variant of the same combination, behind the first, and its free
         * continuation never ran; {@code optimal} missed a class.)
         */
        Node matching(Step s) {
            if (step == null || !step.choosesInside() || !s.choosesInside()) {
                // Determined by the state; a pending section, never run, stands for every branch.
                return this;
            }
            for (int k = -1; k < variants.size(); k++) {
                Node n = k < 0 ? this : variants.get(k);
                if (n.step.standsFor(s) || s.isUncertain() && s.standsFor(n.step)) {
                    return n;
                }
            }
            return null;
        }

        @Override
        public Guide afterStep(Step actual) {
            Node n = matching(actual);
            if (n == null && step.isUncertain()) {
                n = this; // a section estimated in another state: its subtree suits every branch
            }
            return n == null || n.children.isEmpty() ? null : n;
        }

        /**
         * The subtree of the alternative taken, or, if this level has no choice nodes of its thread
         * (a sequence continuing after its last element {@code e'}, whose choices it does not fix,
         * or a level of another thread's choice, resolved next), this same subtree for every
         * alternative. Below an {@link #open} node every alternative is taken, and each one's node
         * is opened ({@link #openFirstExplored}): left as the sequences through it made it, it
         * fixed the next choice, and a free continuation that should take that one every way too
         * did not ({@code optimal} missed 8 of 136 classes of a program with two choices in a row).
         */
        @Override
        public Guide afterChoice(Event.Choice choice) {
            boolean choices = false;
            for (Node c : children) {
                if (c.isChoice() && c.thread.equals(choice.thread())) {
                    choices = true;
                    if (((Event.Choice) c.step.first()).chosen() == choice.chosen()) {
                        openFirstExplored(c);
                        return c.children.isEmpty() ? null : c;
                    }
                }
            }
            return choices || children.isEmpty() ? null : this;
        }

        /**
         * The alternatives of {@code choice} that have a node at this level; null if the level has
         * none of its thread (the subtree then applies after every alternative) or is {@link
         * #open}.
         */
        @Override
        public BitSet alternatives(Event.Choice choice) {
            BitSet asked = null;
            for (Node c : children) {
                if (c.isChoice() && c.thread.equals(choice.thread())) {
                    if (open || c.open) {
                        return null;
                    }
                    asked = asked == null ? new BitSet() : asked;
                    asked.set(((Event.Choice) c.step.first()).chosen());
                }
            }
            return asked;
        }

        /**
         * Whether a sequence came to this node with this thread's pending atomic section as its
         * step (never run, its choices inside unknown): that step stands for every combination of
         * the section's choices, so the node does not fix them ({@link #alternativesInside}). Set
         * only where the sequence goes on through the node or ends in it: set also where it went
         * elsewhere (its thread not an initial there), the node ran every combination, and the ones
         * no sequence asked for ended sleep-set blocked.
         */
        boolean everyCombination;

        /**
         * The alternatives of the next choice inside this node's atomic section, after those of
         * {@code sofar}, that this node or one of its variants takes; null if the node does not fix
         * it: its step is free ({@link #freeStep}) or stands for {@link #everyCombination every
         * combination}, or it or a variant is not known to fix it (a thread picked freely, a
         * section that made no such choice). A section estimated in another state (uncertain) fixes
         * the choices it made there; if it goes another way here, its choices stop matching and fix
         * nothing.
         */
        @Override
        public BitSet alternativesInside(Step sofar) {
            BitSet asked = new BitSet();
            for (int k = -1; k < variants.size(); k++) {
                Node n = k < 0 ? this : variants.get(k);
                if (n.freeStep || n.everyCombination || n.step == null || !n.step.choosesInside()) {
                    return null;
                }
                if (n.step.afterChoicesOf(sofar) >= 0) {
                    int a = n.step.choiceAfter(sofar);
                    if (a < 0) {
                        return null;
                    }
                    asked.set(a);
                }
            }
            return asked.isEmpty() ? null : asked;
        }

        /**
         * Opens {@code c}, the first child of this node that is explored, and its variants, if this
         * node is {@link #open}: a free continuation needs one execution on from here, each choice
         * of it taken every way; the other children keep the choices the sequences through them
         * made. (Opening every child made the sections of the later ones run every combination, and
         * those the sequences did not ask for ended sleep-set blocked.)
         */
        void openFirstExplored(Node c) {
            if (open) {
                for (int k = -1; k < c.variants.size(); k++) {
                    Node n = k < 0 ? c : c.variants.get(k);
                    n.freeStep = true;
                    n.open = true;
                }
            }
        }

        /** A deep copy: the same steps, with subtrees and variants of their own. */
        Node copy() {
            Node n = new Node(thread, step, open);
            n.freeStep = freeStep;
            for (Node c : children) {
                n.children.add(c.copy());
            }
            for (Node m : variants) {
                n.variants.add(m.copy());
            }
            return n;
        }

        @Override
        public String toString() {
            return thread + (children.isEmpty() ? "" : children.toString());
        }
    }

    /**
     * Inserts the rest of {@code v} into the level {@code level} (the root's children). A leaf on
     * its way stands for it (the leaf's free continuation explores some extension), except under
     * the observer equivalence, where the rest of {@code v} goes under the leaf ({@link
     * Reversal#observers()}), be it a step of a thread of {@code v}, a step {@code v} is
     * independent of (or a variant of it), or an alternative of a choice ({@link #insertAtChoice}),
     * and except a leaf whose step is universal: the end of a reversal of a failure with a step
     * pending at it. That leaf came from an execution the failure cut short, not from a race of a
     * maximal one, and its free continuation need not lead to {@code v}'s class: on a random
     * program the races that would have led there were covered by a thread asleep since before the
     * leaf, and {@code optimal} missed 2 of 231 classes.
     *
     * <p>Such a step, where a choice right after it failed and its node has that choice's
     * alternatives below it, counts as the step without the failure when {@code v} is tested for
     * passing it (its thread a weak initial, {@code v} independent of the step): the failure comes
     * at the choice, and {@code v} goes on under the alternatives ({@link #failsAtChoiceBelow}).
     * Set beside the node instead, {@code v} broke the wakeup-tree property that no branch has an
     * earlier sibling's thread as a weak initial: that thread, asleep when {@code v}'s branch ran,
     * covered the races that would have led on to {@code v}'s class ({@code optimal} missed 2 of 49
     * classes of a four-thread program).
     */
    static void insert(List<Node> level, Reversal v) {
        insert(level, v, false);
    }

    private static void insert(List<Node> level, Reversal v, boolean open) {
        Node last = null;
        outer:
        while (v.remaining() > 0) {
            if (!level.isEmpty() && choiceFirst(level, v, open)) {
                insertAtChoice(level, v, open);
                return;
            }
            for (Node c : level) {
                int i = v.firstOf(c.thread.index());
                if (i >= 0) {
                    Node m = v.step(i).isChoice() ? null : c.matching(v.step(i));
                    if (m == null && !v.step(i).isChoice()) {
                        if (v.isInitial(i)) {
                            // Free where c's own step is, every combination of it free.
                            m = new Node(c.thread, keep(v.step(i)), c.freeStep);
                            c.variants.add(m);
                            v.remove(i);
                            append(m.children, v, m.open);
                            return;
                        }
                    } else if (m != null
                            && v.isInitialThread(c.thread.index(), m.step)
                            && initialInEveryCombination(c, v, i)) {
                        if (m.step != null && m.step.choosesInside()) {
                            m.everyCombination |= !v.step(i).choosesInside();
                        }
                        if (m.children.isEmpty() && !v.endsExecution()) {
                            if (v.observers() || m.step.isUniversal()) {
                                v.remove(i);
                                append(m.children, v, open || m.open);
                            }
                            return;
                        }
                        if (m.children.isEmpty()) {
                            m.open = true; // a leaf: its continuation was free
                        }
                        Reversal failing =
                                v.observers() && failsRightAfter(m) ? v.failingAfter(i) : null;
                        if (failing != null && failing.remaining() > 1) {
                            insert(level, failing, open);
                        }
                        open |= m.open;
                        v.remove(i);
                        level = m.children;
                        last = m;
                        continue outer;
                    }
                } else if (c.step != null
                        && v.independentOfAll(
                                failsAtChoiceBelow(c) ? c.step.notFailing() : c.step)) {
                    for (Node m : c.variants) {
                        if ((!m.children.isEmpty() || v.observers())
                                && v.independentOfAll(m.step)) {
                            insert(m.children, v.copy(), open || m.open);
                        }
                    }
                    if (c.children.isEmpty() && !v.observers()) {
                        return;
                    }
                    open |= c.open;
                    level = c.children;
                    continue outer;
                }
            }
            append(level, v, open);
            return;
        }
        if (last != null) {
            last.open = true; // v ends inside an existing branch: what follows it is free
        }
    }

    /**
     * Whether the thread of node {@code c} is an initial of {@code v} in every combination of its
     * atomic section that {@code c} or a variant stands for, where {@code v}'s step {@code i} of
     * the thread is a section whose combination is not known (pending, or cut short by an error
     * before its choices): that step stands for each of them. In a combination that conflicts with
     * a step {@code v} runs before it, {@code v} needs a branch of its own, where that step comes
     * first; gone down {@code c}, it ran the section first in every combination ({@code observers}
     * missed the class where a read runs before the section writes what it reads).
     */
    private static boolean initialInEveryCombination(Node c, Reversal v, int i) {
        if (v.step(i).choosesInside() || c.step == null || !c.step.choosesInside()) {
            return true;
        }
        for (int k = -1; k < c.variants.size(); k++) {
            Node n = k < 0 ? c : c.variants.get(k);
            if (!v.isInitialThread(c.thread.index(), n.step)) {
                return false;
            }
        }
        return true;
    }

    /**
     * Whether {@code c}'s step is universal only because a choice right after it failed: its
     * children are that choice's alternatives. (A step that itself failed has no choice below it,
     * and a sequence that goes under it is lost if it fails again.)
     */
    private static boolean failsAtChoiceBelow(Node c) {
        return c.step.isUniversal()
                && !c.children.isEmpty()
                && c.children.get(0).isChoice()
                && c.children.get(0).thread.equals(c.thread);
    }

    /**
     * Whether some alternative of the choice right after {@code m}'s step failed there, ending the
     * execution: a leaf with a universal step at the choice level below {@code m}. Such a leaf does
     * not cover a sequence that goes on after {@code m} with steps of other threads: the failure
     * comes right after {@code m}, before them, so the executions in which those steps come first
     * and the thread then fails need a branch of their own, one where {@code m}'s step comes after
     * them ({@link Reversal#failingAfter}).
     */
    private static boolean failsRightAfter(Node m) {
        for (Node c : m.children) {
            if (c.isChoice()
                    && c.thread.equals(m.thread)
                    && c.children.isEmpty()
                    && c.step.isUniversal()) {
                return true;
            }
        }
        return false;
    }

    /**
     * Whether {@code v} goes into the non-empty {@code level} as into a level of choice
     * alternatives: the level is one, or {@code v} fixes a choice pending where it starts. A choice
     * is resolved as soon as it is pending, before anything is scheduled, so its node must come
     * before any step: the level then becomes one of its alternatives ({@link #splitByChoice}).
     */
    private static boolean choiceFirst(List<Node> level, Reversal v, boolean open) {
        int i = v.pendingChoice();
        Node first = level.get(0);
        if (i >= 0 && (!first.isChoice() || v.step(i).threadIndex() < first.thread.index())) {
            splitByChoice(level, v.step(i), open); // the lowest thread's choice is resolved first
        }
        return level.get(0).isChoice();
    }

    /**
     * Turns {@code level} into the level of the alternatives of {@code choice}, pending where the
     * level starts, each with the old level as its subtree. The old nodes were inserted by
     * sequences that do not fix the choice (they came from a race with the step before it, still
     * pending, or the level is that of another thread's choice, resolved after this one) and so
     * stand for every alternative; a sequence that fixes one then goes under its own. Next to them,
     * its choice node would take that alternative away from them ({@link Node#afterChoice} follows
     * a choice node of the choice made when the level has one).
     */
    private static void splitByChoice(List<Node> level, Step choice, boolean open) {
        List<Node> steps = new ArrayList<>(level);
        level.clear();
        int alternatives = ((Event.Choice) choice.first()).alternatives();
        for (int k = 0; k < alternatives; k++) {
            Node alternative = new Node(choice.thread(), choice.withChoice(k), open);
            for (Node n : steps) {
                alternative.children.add(k == 0 ? n : n.copy());
            }
            level.add(alternative);
        }
    }

    /**
     * A level of choice alternatives of one thread: follow {@code v}'s alternative if it has one.
     * Without one (no step of the thread, or a step estimated where the choice was not yet known to
     * be pending), {@code v} applies after every alternative: it is inserted under each, creating
     * the alternatives that have no subtree yet (left to a free exploration, a sleeping thread that
     * {@code v} needs might never run there). A leaf alternative that failed (its step universal:
     * the end of a sequence fixing the choice that failed, {@link Reversal#notFailing}) stands for
     * a longer {@code v} only if it fails wherever it runs, the step before it reading what it read
     * when the choice failed or a probe found that it fails there too. Where that step may read
     * another value (the write it raced with now comes first) and the probe could not tell ({@link
     * Reversal#failureUncertain}), the choice may pass, and the rest of {@code v} goes under the
     * leaf, as under a universal leaf step in {@link #insert}: {@code optimal} missed 1 of 397
     * classes when such a leaf swallowed {@code v}. So it does where {@code v}'s own choice passed
     * ({@link #passesWhereFailed}). Going under every failed leaf was exact too, but ended more
     * executions sleep-set blocked than leaving the failing alternative free had. Under the
     * observer equivalence no leaf alternative stands for {@code v}, as no leaf step does in {@link
     * #insert}: where one did, its free continuation freed a location before {@code v}'s next read
     * of it, and the race that would have led on to {@code v}'s class was covered by a thread
     * asleep above the leaf ({@code observers} missed 4 of 374 classes of a four-thread program).
     *
     * <p>An alternative that {@code v} adds beside others is not {@link Node#open}, even below an
     * open node: it came from a race and keeps the choices of its sequence. Opened, the atomic
     * section that followed it in {@code v} ran every combination, and the one that did not wake
     * the thread {@code v} was for ended sleep-set blocked ({@code optimal}, 3 of 341 executions of
     * a four-thread program).
     */
    private static void insertAtChoice(List<Node> level, Reversal v, boolean open) {
        Node first = level.get(0);
        int i = v.firstOf(first.thread.index());
        if (i >= 0 && v.step(i).isChoice()) {
            Event.Choice choice = (Event.Choice) v.step(i).first();
            Node c = alternative(level, choice.chosen());
            if (c == null) {
                // The choice is pending here, so it comes first even where v has it later.
                // Beside the alternatives there, it keeps its sequence's choices (Node#open),
                // even below an open node.
                c = new Node(first.thread, keep(v.step(i)), false);
                level.add(c);
                v.remove(i);
                append(c.children, v, false);
            } else if (!c.children.isEmpty()
                    || v.observers()
                    || failsUncertainly(c)
                    || passesWhereFailed(c, v.step(i))) {
                v.remove(i);
                if (v.remaining() == 0) {
                    c.open = true; // v ends inside the branch: what follows it is free
                } else {
                    insert(c.children, v, open || c.open);
                }
            }
            return;
        }
        Event.Choice pending = (Event.Choice) first.step.first();
        for (int k = 0; k < pending.alternatives(); k++) {
            Node c = alternative(level, k);
            if (c == null) {
                c = new Node(first.thread, first.step.withChoice(k), open);
                level.add(c);
            } else if (c.children.isEmpty() && !failsUncertainly(c) && !v.observers()) {
                continue;
            }
            insert(c.children, v.copy(), open || c.open);
        }
    }

    /**
     * Whether choice node {@code c} is a leaf alternative that failed while {@code v}'s step {@code
     * s}, the same alternative, passed where it ran. The failure belongs to the state the node's
     * sequence ran in; the same node stands for the thread's step in other states too (below a
     * pending atomic section's node, every combination of its choices shares one subtree), and in
     * {@code v}'s the choice passes. Swallowed by the leaf, {@code v} was lost: {@code observers}
     * missed 1 of 572 classes of a four-thread program, a failure that cut off a thread asleep
     * since before the section, in the combination where the choice passed.
     */
    private static boolean passesWhereFailed(Node c, Step s) {
        return c.children.isEmpty() && c.step.isUniversal() && !s.isUniversal();
    }

    /**
     * Whether choice node {@code c} is an alternative that failed, fixed by a sequence in whose
     * state it may not fail ({@link Reversal#failureUncertain}).
     */
    private static boolean failsUncertainly(Node c) {
        return c.step.isUniversal() && c.step.isUncertain();
    }

    /** The node of alternative {@code k} at a choice level, or null. */
    private static Node alternative(List<Node> level, int k) {
        for (Node c : level) {
            if (((Event.Choice) c.step.first()).chosen() == k) {
                return c;
            }
        }
        return null;
    }

    /**
     * Adds the rest of {@code v} as a new last branch of {@code level}, the choices pending where
     * it starts first (the search resolves them before any scheduling decision, lowest thread
     * first). A choice that some step of {@code v} enables (its thread's spawn or previous step)
     * comes right after that step, where the search resolves it ({@link #resolvedWhenPending}). The
     * branch is {@link Node#open} if {@code open} and it is the level's only one.
     */
    private static void append(List<Node> level, Reversal v, boolean open) {
        List<Step> ordered = new ArrayList<>(v.remaining());
        for (int i = v.pendingChoice(); i >= 0; i = v.pendingChoice()) {
            ordered.add(v.step(i));
            v.remove(i);
        }
        ordered.addAll(v.rest());
        resolvedWhenPending(ordered);
        boolean free = open && level.isEmpty();
        List<Node> at = level;
        for (Step s : ordered) {
            Node n = new Node(s.thread(), keep(s), free);
            at.add(n);
            at = n.children;
        }
    }

    /**
     * Moves each choice of {@code ordered} right after the step that enables it (its thread's
     * previous step or spawn), if other threads' steps came between. The trace a sequence comes
     * from has it there, but under the observer equivalence a reversal runs {@code e} right after
     * {@code e'} and the choice after {@code e'} behind it; left there, the search resolved the
     * choice before {@code e}, found no node for it and went on freely from that level: {@code
     * observers} missed the classes where the choosing thread's critical section, after the choice,
     * came first (2 of a three-thread program's classes, found by the property tests).
     */
    private static void resolvedWhenPending(List<Step> ordered) {
        for (int k = 1; k < ordered.size(); k++) {
            Step c = ordered.get(k);
            if (!c.isChoice()) {
                continue;
            }
            int j = k - 1;
            while (j >= 0 && !enables(ordered.get(j), c)) {
                j--;
            }
            if (j >= 0 && j + 1 < k) {
                ordered.remove(k);
                ordered.add(j + 1, c);
            }
        }
    }

    /** Whether {@code s} is the step after which choice {@code c} is pending. */
    private static boolean enables(Step s, Step c) {
        return s.thread().equals(c.thread()) || s.spawns(c.thread());
    }

    private static Step keep(Step s) {
        return s.isUncertain() ? s : s.kept();
    }
}
