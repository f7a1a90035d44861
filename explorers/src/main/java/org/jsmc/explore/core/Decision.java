package org.jsmc.explore.core;

import java.util.ArrayList;
import java.util.BitSet;
import java.util.List;
import org.jsmc.exec.Event;
import org.jsmc.exec.ThreadId;

/**
 * One decision on the DPOR search path, with the events it made the execution perform (replayed
 * verbatim by the next executions through it).
 *
 * <p>A {@link Kind#SCHEDULE} decision is a node of the search tree in the papers' sense: a state
 * where a thread is chosen to take a step. It owns its sleep set and the algorithm's {@link Plan}
 * (a backtrack set, a wakeup tree). Choice decisions resolve a nondeterministic choice: a {@link
 * Kind#CHOICE_STEP} between scheduling decisions (a step of its own), an {@link Kind#INNER_CHOICE}
 * inside an atomic section (part of the section's step). Every alternative of a choice is explored,
 * each its own subtree.
 *
 * <p>Mutable; owned by one explorer.
 */
public final class Decision {
    /** What a decision decides. */
    public enum Kind {
        SCHEDULE,
        CHOICE_STEP,
        INNER_CHOICE
    }

    final Kind kind;
    final List<Event> events = new ArrayList<>(2);
    ThreadId thread;

    // SCHEDULE
    SleepSet sleep;
    List<ThreadId> enabled;
    Plan plan;
    Guide guideTaken;

    /** The step the current child took; the union over its choices inside an atomic section. */
    Step explored;

    /**
     * SCHEDULE: the steps the current child took, one per combination of the choices inside its
     * atomic section ({@link SleepSet#addSection}); null if it made no choice inside.
     */
    List<Step> variants;

    /**
     * SCHEDULE: the alternatives of the choices the current child's thread made right after its
     * step that ended the execution with an error (see {@link SleepSet#add(int, Step,
     * ChoicePaths)}); null if none.
     */
    ChoicePaths erring;

    /**
     * SCHEDULE: the alternatives of the choices right after the current child's step that its
     * wakeup subtree did not ask for and that were not explored; null if none.
     */
    ChoicePaths unexplored;

    /**
     * SCHEDULE: whether the wakeup subtree left combinations of the choices inside the current
     * child's atomic section unexplored (it asked for others): the thread stays awake for them
     * ({@link SleepSet#addSection}).
     */
    boolean unexploredInside;

    /**
     * SCHEDULE: the combinations of the current child's atomic section after which its wakeup
     * subtree fixed the choice the thread makes right after the section, and, at the same index in
     * {@link #unexploredAfterSection}, the alternatives it left unexplored there; null if none. The
     * thread stays awake for those combinations, only for those alternatives ({@link
     * SleepSet#addSection(int, List, List, List)}).
     */
    List<Step> restrictedSections;

    /** SCHEDULE: see {@link #restrictedSections}. */
    List<ChoicePaths> unexploredAfterSection;

    // choices
    int alternative;
    int alternatives;

    /**
     * CHOICE_STEP: the only alternatives to explore ({@link SleepSet#awakeOnlyFor}, and those the
     * wakeup subtree asks for, {@link Guide#alternatives}); INNER_CHOICE: those that lead to
     * combinations of the section's choices that do not sleep ({@link SleepSet#allowedInside});
     * null for all.
     */
    BitSet allowed;

    /** The alternative after {@code k} to explore; {@link #alternatives} or more if none. */
    int nextAlternative(int k) {
        int n = allowed == null ? k + 1 : allowed.nextSetBit(k + 1);
        return n < 0 ? alternatives : n;
    }

    /**
     * Restricts this choice to the alternatives {@code asked} by a wakeup subtree (null: it does
     * not fix the choice) when it asks for some of those the choice may take and not all.
     *
     * @return the alternatives so left unexplored, or null if the choice is unchanged
     */
    BitSet restrictTo(BitSet asked) {
        if (asked == null) {
            return null;
        }
        BitSet unexplored = new BitSet();
        unexplored.set(0, alternatives);
        if (allowed != null) {
            unexplored.and(allowed);
        }
        BitSet restricted = (BitSet) unexplored.clone();
        restricted.and(asked);
        unexplored.andNot(asked);
        if (restricted.isEmpty() || unexplored.isEmpty()) {
            return null;
        }
        allowed = restricted;
        return unexplored;
    }

    Guide guideBefore;

    Decision(Kind kind, ThreadId thread) {
        this.kind = kind;
        this.thread = thread;
    }

    public Kind kind() {
        return kind;
    }

    /** The sleep set of a scheduling decision: grows as its children are explored. */
    public SleepSet sleep() {
        return sleep;
    }

    /** The threads enabled at a scheduling decision, by index. */
    public List<ThreadId> enabled() {
        return enabled;
    }

    /** The algorithm's plan at a scheduling decision. */
    public Plan plan() {
        return plan;
    }

    /** Whether thread {@code t} (an index) is enabled here. */
    public boolean isEnabled(int t) {
        for (ThreadId id : enabled) {
            if (id.index() == t) {
                return true;
            }
        }
        return false;
    }

    /** The enabled threads whose next step would overwrite a guarded write unread. */
    List<ThreadId> guarded = List.of();

    /**
     * Whether thread {@code t} may be scheduled freely here: it neither sleeps nor would overwrite
     * a guarded write ({@link SleepSet#guards()}).
     */
    public boolean isAwake(int t) {
        return !sleep.contains(t) && !isGuarded(t);
    }

    /** Whether thread {@code t}'s next step would overwrite a guarded write unread. */
    public boolean isGuarded(int t) {
        for (ThreadId g : guarded) {
            if (g.index() == t) {
                return true;
            }
        }
        return false;
    }

    /**
     * The lowest-index enabled thread that is awake, or null: the default choice. When only threads
     * sleeping on condition are left (observers), the first of them: its write may still be
     * observed later, and no wakeup sequence may lead there (after a choice alternative no race
     * visited, say).
     */
    public ThreadId firstAwake() {
        for (ThreadId t : enabled) {
            if (isAwake(t.index()) && sleep.awakeOnlyFor(t.index()) == null) {
                return t;
            }
        }
        for (ThreadId t : enabled) {
            if (isAwake(t.index())) {
                return t;
            }
        }
        for (ThreadId t : enabled) {
            if (sleep.isConditional(t.index()) && !isGuarded(t.index())) {
                return t;
            }
        }
        return null;
    }

    @Override
    public String toString() {
        return kind
                + " "
                + thread
                + (kind == Kind.SCHEDULE ? " sleep " + sleep : " alt " + alternative);
    }
}
