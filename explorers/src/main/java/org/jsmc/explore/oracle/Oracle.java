package org.jsmc.explore.oracle;

import java.util.Collection;
import java.util.EnumMap;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.jsmc.exec.ErrorReport;
import org.jsmc.exec.Event;
import org.jsmc.exec.Outcome;
import org.jsmc.exec.Program;
import org.jsmc.explore.Equivalence;
import org.jsmc.explore.Options;

/**
 * The brute-force class-counting oracle: enumerates every interleaving of a small program and
 * computes the class key of each under every equivalence it knows (definitions in the package
 * documentation). Algorithms are tested against it: an explorer for equivalence {@code E} must
 * explore at least one trace of every class of {@code E}, and an optimal one exactly one, which a
 * test checks by mapping each explored trace to {@link #keyOf}.
 */
public final class Oracle {
    /** The equivalences the oracle computes keys for, finest first. */
    public static final List<Equivalence> EQUIVALENCES =
            List.of(
                    Equivalence.NONE,
                    Equivalence.MAZURKIEWICZ,
                    Equivalence.OBSERVERS,
                    Equivalence.READS_FROM,
                    Equivalence.DATA_CENTRIC,
                    Equivalence.VALUE_CENTRIC,
                    Equivalence.RVF,
                    Equivalence.VIEW);

    /**
     * The root thread of the data- and value-centric keys unless one is named: the explorers'
     * default ({@link Options#root()}), the thread of index 1, the first one {@code main} creates
     * (VC-DPOR §6), or the second of a program whose threads all exist from the start (App. D: "the
     * second thread of the program").
     */
    public static final int DEFAULT_ROOT = Options.DEFAULT.root();

    private Oracle() {}

    /** Enumerates every execution of {@code program} and collects the classes. */
    public static Census census(Program program) {
        Map<Equivalence, Set<ClassKey>> complete = new EnumMap<>(Equivalence.class);
        Map<Equivalence, Set<ClassKey>> blocked = new EnumMap<>(Equivalence.class);
        for (Equivalence e : EQUIVALENCES) {
            complete.put(e, new HashSet<>());
            blocked.put(e, new HashSet<>());
        }
        Map<Outcome, Long> outcomes = new HashMap<>();
        Set<ErrorReport> errors = new HashSet<>();
        Enumerator.forEach(
                program,
                execution -> {
                    Outcome outcome = execution.outcome();
                    outcomes.merge(outcome, 1L, Long::sum);
                    execution.error().ifPresent(errors::add);
                    var target = outcome == Outcome.ASSUME_BLOCKED ? blocked : complete;
                    keysOf(execution.trace()).forEach((e, key) -> target.get(e).add(key));
                });
        return new Census(complete, blocked, outcomes, errors);
    }

    /**
     * The class of {@code trace} under {@code equivalence}.
     *
     * @throws IllegalArgumentException for an equivalence not in {@link #EQUIVALENCES}
     */
    public static ClassKey keyOf(Equivalence equivalence, List<Event> trace) {
        return Keys.of(equivalence, new Relations(trace));
    }

    /**
     * The class of {@code trace} under {@code equivalence} with root thread {@code root} (its
     * index), for {@link Equivalence#DATA_CENTRIC} and {@link Equivalence#VALUE_CENTRIC}; the other
     * keys do not depend on it.
     */
    public static ClassKey keyOf(Equivalence equivalence, List<Event> trace, int root) {
        return Keys.of(equivalence, new Relations(trace), root);
    }

    /** The classes of {@code trace} under every equivalence of {@link #EQUIVALENCES}. */
    public static Map<Equivalence, ClassKey> keysOf(List<Event> trace) {
        return keysOf(trace, EQUIVALENCES);
    }

    /**
     * The classes of {@code trace} under {@code equivalences} (of {@link #EQUIVALENCES}; the data-
     * and value-centric ones with the default root), from one pass over the trace.
     */
    public static Map<Equivalence, ClassKey> keysOf(
            List<Event> trace, Collection<Equivalence> equivalences) {
        Relations relations = new Relations(trace);
        Map<Equivalence, ClassKey> keys = new EnumMap<>(Equivalence.class);
        for (Equivalence e : equivalences) {
            keys.put(e, Keys.of(e, relations));
        }
        return keys;
    }

    /** {@code rounds(τ)}: the descents of {@code trace}'s thread indices (seed 003). */
    public static int descents(List<Event> trace) {
        return Rounds.descents(trace);
    }

    /**
     * {@code rounds(G)} of the Mazurkiewicz class of {@code trace}: the fewest descents of any of
     * its linearisations, by the bounded-POR paper's greedy Algorithm 1. {@code endsInError}: the
     * execution stopped at an error after the trace's last event, which therefore stays last.
     */
    public static int rounds(List<Event> trace, boolean endsInError) {
        return Rounds.greedy(new Relations(trace), endsInError);
    }

    /**
     * The canonical linearisation of the Mazurkiewicz class of {@code trace} (atomic sections kept
     * whole): equal for two traces exactly when their Mazurkiewicz keys are equal.
     */
    public static List<Event> canonicalLinearisation(List<Event> trace) {
        return Canonical.linearisation(new Relations(trace));
    }
}
