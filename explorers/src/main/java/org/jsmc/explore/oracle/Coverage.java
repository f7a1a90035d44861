package org.jsmc.explore.oracle;

import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.jsmc.exec.Event;
import org.jsmc.explore.Equivalence;

/**
 * How the complete traces an explorer explored cover the classes of an equivalence: what tests of
 * algorithms assert. A sound explorer leaves nothing {@link #missing}; an optimal one also has no
 * {@link #duplicated} class; no explorer may produce an {@link #unknown} class (a trace the program
 * cannot have, or a bug in the explorer's trace).
 *
 * @param equivalence the equivalence
 * @param missing classes of the census no explored trace belongs to
 * @param duplicated classes explored more than once, with how many times
 * @param unknown classes of explored traces that the census does not know
 */
public record Coverage(
        Equivalence equivalence,
        Set<ClassKey> missing,
        Map<ClassKey, Integer> duplicated,
        Set<ClassKey> unknown) {

    public Coverage {
        missing = Set.copyOf(missing);
        duplicated = Map.copyOf(duplicated);
        unknown = Set.copyOf(unknown);
    }

    /**
     * The coverage of the census's complete classes by {@code explored}, the traces of the complete
     * executions an explorer ran (as a listener receives them).
     */
    public static Coverage of(Census census, Equivalence equivalence, List<List<Event>> explored) {
        return of(equivalence, census.classes(equivalence), explored);
    }

    /**
     * The coverage of the classes of the {@code reference} traces (e.g. the error-free executions
     * of {@code dfs}) by the {@code explored} ones.
     */
    public static Coverage between(
            Equivalence equivalence, List<List<Event>> reference, List<List<Event>> explored) {
        Set<ClassKey> classes = new HashSet<>();
        for (List<Event> trace : reference) {
            classes.add(Oracle.keyOf(equivalence, trace));
        }
        return of(equivalence, classes, explored);
    }

    private static Coverage of(
            Equivalence equivalence, Set<ClassKey> classes, List<List<Event>> explored) {
        Map<ClassKey, Integer> seen = new HashMap<>();
        for (List<Event> trace : explored) {
            seen.merge(Oracle.keyOf(equivalence, trace), 1, Integer::sum);
        }
        Set<ClassKey> missing = new HashSet<>(classes);
        missing.removeAll(seen.keySet());
        Map<ClassKey, Integer> duplicated = new HashMap<>(seen);
        duplicated.values().removeIf(n -> n < 2);
        Set<ClassKey> unknown = new HashSet<>(seen.keySet());
        unknown.removeAll(classes);
        return new Coverage(equivalence, missing, duplicated, unknown);
    }

    /** At least one explored trace per class, and no impossible class. */
    public boolean isSound() {
        return missing.isEmpty() && unknown.isEmpty();
    }

    /** Exactly one explored trace per class. */
    public boolean isExact() {
        return isSound() && duplicated.isEmpty();
    }
}
