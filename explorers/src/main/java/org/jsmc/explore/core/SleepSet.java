package org.jsmc.explore.core;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.BitSet;
import java.util.List;

/**
 * A sleep set (Godefroid; Abdulla et al. JACM'17 §4): threads whose next step was already explored
 * from an equivalent state, each with that step. A sleeping thread is not scheduled; it wakes up
 * (leaves the set) as soon as a step dependent with its step runs. Membership is a bit set over
 * thread indices, so the common questions cost a word operation.
 *
 * <p>A node owns its sleep set and adds each explored child to it; the set of a new node is {@link
 * #after} the parent's. Mutable; owned by one exploring thread.
 */
public final class SleepSet {
    private static final long[] NO_BITS = new long[0];
    private static final Step[] NO_STEPS = new Step[0];

    // Grown on demand: most sleep sets are empty, and one is made per scheduling decision.
    private long[] bits = NO_BITS;
    private long[] conditional = NO_BITS;
    private Step[] steps = NO_STEPS;

    /**
     * Per sleeping thread index: the alternatives of the choices the thread made right after its
     * step that ended the execution with an error; null if none did. A step that is independent of
     * the sleeping step still conflicts with those executions (they end right there), so it wakes
     * the thread for them only ({@link #restricted}).
     */
    private ChoicePaths[] erring = new ChoicePaths[0];

    /**
     * Per awake thread index: the alternatives of the choices after its step that it may still
     * take, with the step it still sleeps with for the others: those that end the execution with an
     * error ({@link #erring}), or those a wakeup subtree left unexplored ({@link #awakeFor}). Null
     * for a thread that is not so restricted.
     */
    private AwakeFor[] restricted = new AwakeFor[0];

    /**
     * A thread awake only for the alternatives {@code choices} of the choices after {@code step},
     * and once a step independent of {@code step} passes, also for {@code later} (may be null).
     */
    private record AwakeFor(Step step, ChoicePaths choices, ChoicePaths later) {
        AwakeFor(Step step, ChoicePaths choices) {
            this(step, choices, null);
        }
    }

    /**
     * Thread {@code t} explored its step {@code s} here followed by some alternatives of the
     * choices after it, not {@code unexplored} (a wakeup subtree fixed them): a sleeping step would
     * stand for every alternative, so the thread stays awake for those only, and after a step
     * independent of {@code s} also for {@code erring} (may be null), the explored ones that failed
     * ({@link #add(int, Step, ChoicePaths)}).
     */
    public void awakeFor(int t, Step s, ChoicePaths unexplored, ChoicePaths erring) {
        restrict(t, new AwakeFor(s, unexplored, erring));
    }

    /**
     * Per thread index: the thread's atomic section, one step per combination of the choices inside
     * it explored here ({@link Step#choosesInside}), and which of them still sleep; null for a
     * thread whose step made no choice inside. Each combination is a step of its own: a step that
     * conflicts with some of them wakes the thread for those only, and the thread, awake, may then
     * take only the combinations that do not still sleep ({@link #allowedInside}). The thread's
     * {@link #step} is the union of them all.
     */
    private Variants[] variants = new Variants[0];

    /**
     * The explored combinations of a thread's section ({@code all}), which still sleep, and which
     * of those sleep only on condition that their write stays unobserved ({@code onCondition},
     * observers: a step wrote over it, see {@link #isConditional(int, Step)}). {@code awakeAfter}
     * (may be null), per combination of an awake thread's section: the combination is awake only
     * for these alternatives of the choice right after it (the others were explored here, where a
     * wakeup subtree fixed that choice, see {@code DporSearch#sectionExplored}); null for one that
     * sleeps or is awake for every alternative. Dropped once a step dependent with the combination
     * passes.
     */
    private record Variants(
            List<Step> all, BitSet asleep, BitSet onCondition, ChoicePaths[] awakeAfter) {
        Variants(List<Step> all, BitSet asleep, BitSet onCondition) {
            this(all, asleep, onCondition, null);
        }

        /**
         * The combinations of {@code all} that still sleep after step {@code s}; null if none. With
         * {@code observers}, those that {@code s} only writes over (or is written over by) sleep
         * on, on condition.
         */
        Variants after(Step s, boolean commuteRmws, boolean observers) {
            BitSet still = new BitSet();
            BitSet over = onCondition;
            for (int i = asleep.nextSetBit(0); i >= 0; i = asleep.nextSetBit(i + 1)) {
                int kind = all.get(i).conflict(s, commuteRmws);
                if (kind == Step.NONE) {
                    still.set(i);
                } else if (kind == Step.WRITE_WRITE && observers) {
                    still.set(i);
                    if (!over.get(i)) {
                        over = (BitSet) over.clone();
                        over.set(i);
                    }
                }
            }
            ChoicePaths[] awake = awakeAfter(s, commuteRmws);
            return still.isEmpty() && awake == null
                    ? null
                    : still.equals(asleep) && over == onCondition && awake == awakeAfter
                            ? this
                            : new Variants(all, still, over, awake);
        }

        /**
         * The restrictions of {@link #awakeAfter} that hold after step {@code s}: those of the
         * combinations {@code s} is independent of; null if none.
         */
        private ChoicePaths[] awakeAfter(Step s, boolean commuteRmws) {
            if (awakeAfter == null) {
                return null;
            }
            ChoicePaths[] out = null;
            for (int i = 0; i < awakeAfter.length; i++) {
                if (awakeAfter[i] != null && all.get(i).conflict(s, commuteRmws) == Step.NONE) {
                    out = out == null ? new ChoicePaths[awakeAfter.length] : out;
                    out[i] = awakeAfter[i];
                }
            }
            return out != null && Arrays.equals(out, awakeAfter) ? awakeAfter : out;
        }

        /**
         * The only alternatives of the choices right after {@code section}, a combination of the
         * section, that the thread may take ({@link #awakeAfter}); null if any.
         */
        ChoicePaths awakeAfter(Step section) {
            for (int i = 0; awakeAfter != null && i < awakeAfter.length; i++) {
                if (awakeAfter[i] != null && all.get(i).events().equals(section.events())) {
                    return awakeAfter[i];
                }
            }
            return null;
        }

        /**
         * The combination still asleep that {@code s} stands for ({@link Step#standsFor}), one
         * asleep on condition only if {@code onConditionToo}; null if none.
         */
        Step asleepAs(Step s, boolean onConditionToo) {
            for (int i = asleep.nextSetBit(0); i >= 0; i = asleep.nextSetBit(i + 1)) {
                if ((onConditionToo || !onCondition.get(i)) && s.standsFor(all.get(i))) {
                    return all.get(i);
                }
            }
            return null;
        }

        /** The combinations that still sleep. */
        List<Step> sleeping() {
            List<Step> out = new ArrayList<>();
            for (int i = asleep.nextSetBit(0); i >= 0; i = asleep.nextSetBit(i + 1)) {
                out.add(all.get(i));
            }
            return out;
        }
    }

    /**
     * Writes that must be read before anything overwrites them (observers only): a thread that
     * slept on condition ran its write, so only executions where that write gets observed are new.
     */
    private List<Step> guards = List.of();

    /** An empty sleep set. */
    public static SleepSet empty() {
        return new SleepSet();
    }

    /** Whether thread {@code t} (an index) sleeps. */
    public boolean contains(int t) {
        return t >> 6 < bits.length && (bits[t >> 6] & (1L << t)) != 0;
    }

    /** The step thread {@code t} sleeps with; null if it does not sleep. */
    public Step step(int t) {
        return contains(t) ? steps[t] : null;
    }

    /**
     * Whether thread {@code t} sleeps only on condition that its step, a write, stays unobserved: a
     * write to the same memory passed it (observers only, see {@link #after}).
     */
    public boolean isConditional(int t) {
        return t >> 6 < conditional.length && (conditional[t >> 6] & (1L << t)) != 0;
    }

    /** Puts thread {@code t} to sleep with its explored step {@code s}. */
    public void add(int t, Step s) {
        add(t, s, false);
    }

    /**
     * Puts thread {@code t} to sleep with its explored step {@code s}, after which the choice
     * alternatives {@code erringChoices} (may be null) ended the execution with an error.
     */
    public void add(int t, Step s, ChoicePaths erringChoices) {
        add(t, s, false);
        setErring(t, erringChoices);
    }

    /**
     * Puts thread {@code t} to sleep with its atomic section explored here in the combinations
     * {@code explored} of the choices inside it: together with the combinations it still slept with
     * here ({@link #allowedInside}), every combination if {@code complete}. Its {@link #step} is
     * their union. If not {@code complete} (a wakeup subtree asked for some combinations only), the
     * thread stays awake for the others, those explored asleep.
     */
    public void addSection(int t, List<Step> explored, boolean complete) {
        Variants before = t < variants.length ? variants[t] : null;
        List<Step> all = new ArrayList<>(explored);
        if (before != null) {
            all.addAll(before.sleeping());
        }
        if (complete) {
            Step union = all.get(0);
            for (Step c : all) {
                union = union.union(c);
            }
            add(t, union, false);
        }
        BitSet asleep = new BitSet();
        asleep.set(0, all.size());
        variants = grow(variants, t);
        variants[t] = new Variants(all, asleep, new BitSet());
    }

    /**
     * Leaves thread {@code t} awake with its atomic section explored here in the combinations
     * {@code explored}, which sleep, except those of {@code restricted} (some of {@code explored}),
     * after which the wakeup subtree fixed the choice right after the section: each stays awake
     * only for the alternatives {@code unexplored} of the same index left there ({@link
     * #awakeAfterSection}). Combinations that slept or were so restricted here before and were not
     * explored again keep their state.
     */
    public void addSection(
            int t, List<Step> explored, List<Step> restricted, List<ChoicePaths> unexplored) {
        Variants before = t < variants.length ? variants[t] : null;
        List<Step> all = new ArrayList<>();
        List<ChoicePaths> awake = new ArrayList<>();
        for (Step c : explored) {
            if (indexOf(restricted, c) < 0) {
                all.add(c);
                awake.add(null);
            }
        }
        if (before != null) {
            for (int i = 0; i < before.all.size(); i++) {
                Step c = before.all.get(i);
                ChoicePaths a = before.awakeAfter == null ? null : before.awakeAfter[i];
                if (before.asleep.get(i) || a != null && indexOf(explored, c) < 0) {
                    all.add(c);
                    awake.add(before.asleep.get(i) ? null : a);
                }
            }
        }
        BitSet asleep = new BitSet();
        for (int i = 0; i < all.size(); i++) {
            asleep.set(i, awake.get(i) == null);
        }
        all.addAll(restricted);
        awake.addAll(unexplored);
        variants = grow(variants, t);
        variants[t] = new Variants(all, asleep, new BitSet(), awake.toArray(new ChoicePaths[0]));
    }

    /** The index of the combination in {@code sections} with the events of {@code s}, or -1. */
    private static int indexOf(List<Step> sections, Step s) {
        for (int i = 0; i < sections.size(); i++) {
            if (sections.get(i).events().equals(s.events())) {
                return i;
            }
        }
        return -1;
    }

    /**
     * The only alternatives of the choices right after {@code section}, a combination of awake
     * thread {@code t}'s atomic section, that the thread may take here ({@link #addSection(int,
     * List, List, List)}); null if it may take any.
     */
    ChoicePaths awakeAfterSection(int t, Step section) {
        Variants v = partlyAwake(t);
        return v == null ? null : v.awakeAfter(section);
    }

    /**
     * The step with which sleeping thread {@code t} stands for {@code s}, the thread's next step in
     * a sequence (null if none is known): for a section that sleeps per combination of its choices
     * ({@link #addSection}), the sleeping combination that makes the choices {@code s} makes, or
     * null if none does (the thread then covers no sequence that runs {@code s}); otherwise its
     * {@link #step}. The union of the combinations would conflict with what only another
     * combination conflicts with, and a sequence that runs a sleeping combination after such a step
     * looked new (a repeated class).
     */
    public Step stepFor(int t, Step s) {
        Variants v = contains(t) && t < variants.length ? variants[t] : null;
        if (v == null || s == null || !s.choosesInside()) {
            return step(t);
        }
        return v.asleepAs(s, true);
    }

    /**
     * The combination of awake thread {@code t}'s atomic section that still sleeps here ({@link
     * #allowedInside}), not on condition, and makes the choices {@code s} makes; null if none. Like
     * a sleeping thread's ({@link #stepFor}), it covers a sequence that runs it as an initial.
     */
    public Step asleepInsideFor(int t, Step s) {
        Variants v = !contains(t) && t < variants.length ? variants[t] : null;
        return v == null || !s.choosesInside() ? null : v.asleepAs(s, false);
    }

    /**
     * Whether sleeping thread {@code t} sleeps with {@code c} ({@link #stepFor}) only on condition
     * that its write stays unobserved: the thread does ({@link #isConditional(int)}), and {@code
     * c}, if a combination of its section, is one that a write went over.
     */
    public boolean isConditional(int t, Step c) {
        Variants v = t < variants.length ? variants[t] : null;
        int i = v == null ? -1 : v.all.indexOf(c);
        return isConditional(t) && (i < 0 || v.onCondition.get(i));
    }

    /**
     * The combinations of thread {@code t}'s atomic section that still sleep here while the thread
     * is awake for others ({@link #allowedInside}); empty if none.
     */
    List<Step> asleepInside(int t) {
        Variants v = partlyAwake(t);
        return v == null ? List.of() : v.sleeping();
    }

    /**
     * Whether {@code s} is a combination of its thread's section that sleeps on condition while the
     * thread is awake for others: run anyway, it is a guard, like a thread run from conditional
     * sleep ({@link #after}).
     */
    private boolean runsConditionalCombination(Step s) {
        Variants v = partlyAwake(s.threadIndex());
        if (v == null) {
            return false;
        }
        for (int i = v.onCondition.nextSetBit(0); i >= 0; i = v.onCondition.nextSetBit(i + 1)) {
            if (v.asleep.get(i) && v.all.get(i).events().equals(s.events())) {
                return true;
            }
        }
        return false;
    }

    /**
     * The combinations of thread {@code t}'s section, some still asleep, if the thread is awake or
     * sleeps only on condition (run anyway, as a guard); null if none.
     */
    private Variants partlyAwake(int t) {
        return t < variants.length && (!contains(t) || isConditional(t)) ? variants[t] : null;
    }

    /**
     * The alternatives that thread {@code t}, awake here or run from conditional sleep, may take at
     * a choice inside its atomic section {@code sofar} (its events so far): those for which some
     * explored combination that begins so is awake or asleep only on condition (observers: it runs
     * as a guard, see {@link #after}), or none begins so. The others lead only into combinations
     * that still sleep. Null if every alternative may be taken, and also if none may: a combination
     * still asleep shares the section's events up to here, so the choice has an awake alternative
     * unless the section went another way; then it runs unrestricted (at worst a repeat, never a
     * loss).
     */
    BitSet allowedInside(int t, Step sofar, int alternatives) {
        Variants v = partlyAwake(t);
        if (v == null) {
            return null;
        }
        BitSet allowed = new BitSet();
        allowed.set(0, alternatives);
        BitSet awake = new BitSet();
        for (int i = 0; i < v.all.size(); i++) {
            int next = v.all.get(i).choiceAfter(sofar);
            if (next >= 0 && next < alternatives) {
                allowed.clear(next);
                if (!v.asleep.get(i) || v.onCondition.get(i)) {
                    awake.set(next);
                }
            }
        }
        allowed.or(awake);
        return allowed.cardinality() == alternatives || allowed.isEmpty() ? null : allowed;
    }

    private void setVariants(int t, Variants v) {
        if (v != null) {
            variants = grow(variants, t);
            variants[t] = v;
        }
    }

    private void setErring(int t, ChoicePaths choices) {
        if (choices != null) {
            erring = grow(erring, t);
            erring[t] = choices;
        }
    }

    /**
     * Whether sleeping thread {@code t}'s explored step was followed by a choice alternative that
     * ended the execution with an error ({@link #erring}).
     */
    public boolean errsAfterChoice(int t) {
        return t < erring.length && erring[t] != null;
    }

    /**
     * The only alternatives of the choices after its next step that thread {@code t}, awake, may
     * take ({@link #restricted}); null if it may take any.
     */
    public ChoicePaths awakeOnlyFor(int t) {
        return t < restricted.length && restricted[t] != null ? restricted[t].choices() : null;
    }

    /**
     * The step after which thread {@code t}, awake, may take only some alternatives ({@link
     * #awakeOnlyFor}): it sleeps with it for the others; null if the thread is not so restricted.
     */
    public Step restrictedStep(int t) {
        return t < restricted.length && restricted[t] != null ? restricted[t].step() : null;
    }

    private void restrict(int t, AwakeFor r) {
        restricted = grow(restricted, t);
        restricted[t] = r;
    }

    /** {@code a}, or a longer copy if it has no index {@code t}. */
    private static <T> T[] grow(T[] a, int t) {
        return t < a.length ? a : Arrays.copyOf(a, Math.max(Math.max(t + 1, 8), a.length * 2));
    }

    private void add(int t, Step s, boolean onCondition) {
        if (t >> 6 >= bits.length) {
            bits = Arrays.copyOf(bits, (t >> 6) + 1);
            conditional = Arrays.copyOf(conditional, (t >> 6) + 1);
        }
        steps = grow(steps, t);
        bits[t >> 6] |= 1L << t;
        if (t < erring.length) {
            erring[t] = null;
        }
        if (t < restricted.length) {
            restricted[t] = null;
        }
        if (t < variants.length) {
            variants[t] = null;
        }
        if (onCondition) {
            conditional[t >> 6] |= 1L << t;
        } else {
            conditional[t >> 6] &= ~(1L << t);
        }
        steps[t] = s;
    }

    /** Whether no thread sleeps. */
    public boolean isEmpty() {
        for (long b : bits) {
            if (b != 0) {
                return false;
            }
        }
        return true;
    }

    /** The sleeping thread indices, in increasing order, or -1 after the last: {@code next(-1)}. */
    public int next(int after) {
        int t = after + 1;
        for (int w = t >> 6; w < bits.length; w++) {
            long word = w == t >> 6 ? bits[w] & (-1L << (t & 63)) : bits[w];
            if (word != 0) {
                return (w << 6) + Long.numberOfTrailingZeros(word);
            }
        }
        return -1;
    }

    /** The writes that must be read before being overwritten; see {@link #after}. */
    public List<Step> guards() {
        return guards;
    }

    /**
     * Whether a step with first event {@code e} would overwrite a guarded write unread (a {@code
     * free} does not, see {@link Step#toGuard}).
     */
    public boolean overwritesGuard(org.jsmc.exec.Event e) {
        for (Step g : guards) {
            for (org.jsmc.exec.Event w : g.events()) {
                if (Step.toGuard(w, e) == Step.WRITE_WRITE) {
                    return true;
                }
            }
        }
        return false;
    }

    /**
     * Whether step {@code s} overwrote a guarded write unread: an atomic section whose choice
     * inside led it to write there (a thread whose next event would do so does not run, {@link
     * #overwritesGuard(org.jsmc.exec.Event)}). Every execution on from there repeats an explored
     * class, and a later read of the memory would take the guard for observed.
     */
    public boolean overwritesGuard(Step s) {
        for (Step g : guards) {
            if (Step.toGuard(g, s) == Step.WRITE_WRITE) {
                return true;
            }
        }
        return false;
    }

    /**
     * The sleep set after step {@code s} runs: without the threads whose step depends on it.
     *
     * <p>With {@code observers} (Aronis et al. TACAS'18), a sleeping write that {@code s} only
     * overwrites (or is overwritten by) stays asleep on condition: the executions where it runs
     * later and stays unobserved are equivalent to ones explored, those where it is observed are
     * not. If such a thread is run anyway (a wakeup sequence that makes its write observed), its
     * write becomes a guard: overwriting it before some read reads it would again give explored
     * executions, so threads about to do that sleep until a read of it.
     */
    public SleepSet after(Step s, boolean commuteRmws, boolean observers) {
        SleepSet out = new SleepSet();
        boolean conditionalCombination = runsConditionalCombination(s);
        if (!guards.isEmpty() || isConditional(s.threadIndex()) || conditionalCombination) {
            List<Step> kept = new ArrayList<>();
            for (Step g : guards) {
                if (Step.toGuard(g, s) != Step.OTHER) {
                    kept.add(g);
                }
            }
            if (contains(s.threadIndex()) && isConditional(s.threadIndex())
                    || conditionalCombination) {
                kept.add(s);
            }
            out.guards = kept;
        }
        if (s.isChoice() && !s.isUniversal()) {
            out.bits = bits.clone();
            out.conditional = conditional.clone();
            out.steps = steps.clone();
            out.erring = erring.clone();
            out.restricted = restricted.clone();
            out.variants = variants.clone();
            return out;
        }
        for (int t = next(-1); t >= 0; t = next(t)) {
            if (t == s.threadIndex()) {
                continue; // a thread sleeping on condition ran its step: it is awake again
            }
            int kind = steps[t].conflict(s, commuteRmws);
            ChoicePaths errs = t < erring.length ? erring[t] : null;
            Variants section = t < variants.length ? variants[t] : null;
            if (kind == Step.NONE && errs != null && !isConditional(t)) {
                out.restrict(t, new AwakeFor(steps[t], errs));
            } else if (kind == Step.NONE) {
                // Asleep on condition, with failing alternatives or not, it stays so: awake only
                // for those, it would sleep for the others unconditionally, and the executions in
                // which its write, run after all, is observed would be lost.
                out.add(t, steps[t], isConditional(t));
                out.setErring(t, errs);
                out.setVariants(t, section);
            } else if (kind == Step.WRITE_WRITE && observers) {
                out.add(t, steps[t], true);
                out.setErring(t, errs);
                // Every combination sleeps on; those s writes over, on condition.
                out.setVariants(t, section == null ? null : section.after(s, commuteRmws, true));
            } else if (section != null && errs == null) {
                // Woken per combination; those s only writes over sleep on, on condition.
                out.setVariants(t, section.after(s, commuteRmws, observers));
            }
        }
        for (int t = 0; t < variants.length; t++) {
            if (variants[t] != null && !contains(t) && t != s.threadIndex()) {
                out.setVariants(t, variants[t].after(s, commuteRmws, observers));
            }
        }
        for (int t = 0; t < restricted.length; t++) {
            if (restricted[t] != null
                    && t != s.threadIndex()
                    && restricted[t].step().conflict(s, commuteRmws) == Step.NONE) {
                AwakeFor r = restricted[t];
                if (r.later() != null) {
                    r = new AwakeFor(r.step(), r.choices().union(r.later()));
                }
                out.restrict(t, r);
            }
        }
        return out;
    }

    @Override
    public String toString() {
        StringBuilder b = new StringBuilder("{");
        for (int t = next(-1); t >= 0; t = next(t)) {
            b.append(b.length() > 1 ? ", " : "").append(steps[t].thread());
        }
        return b.append('}').toString();
    }
}
