package org.jsmc.explore.oracle;

import java.util.Collections;
import java.util.EnumMap;
import java.util.Map;
import java.util.Set;
import org.jsmc.exec.ErrorReport;
import org.jsmc.exec.Outcome;
import org.jsmc.explore.Equivalence;

/**
 * The classes of every execution of a program, per equivalence, separately for complete executions
 * (outcome {@code COMPLETE}, {@code DEADLOCK} or {@code ERROR}: Nidhugg's traces) and
 * assume-blocked ones.
 *
 * @param complete the classes of complete executions, per equivalence of {@link
 *     Oracle#EQUIVALENCES}
 * @param assumeBlocked the classes of assume-blocked executions, per equivalence
 * @param outcomes how many executions (interleavings) ended with each final outcome
 * @param errors every distinct error some execution reaches (kind, message, thread, location): what
 *     an explorer must find
 */
public record Census(
        Map<Equivalence, Set<ClassKey>> complete,
        Map<Equivalence, Set<ClassKey>> assumeBlocked,
        Map<Outcome, Long> outcomes,
        Set<ErrorReport> errors) {

    public Census {
        complete = freeze(complete);
        assumeBlocked = freeze(assumeBlocked);
        outcomes = Map.copyOf(outcomes);
        errors = Set.copyOf(errors);
    }

    private static Map<Equivalence, Set<ClassKey>> freeze(Map<Equivalence, Set<ClassKey>> m) {
        Map<Equivalence, Set<ClassKey>> copy = new EnumMap<>(Equivalence.class);
        m.forEach((e, keys) -> copy.put(e, Set.copyOf(keys)));
        return Collections.unmodifiableMap(copy);
    }

    /** The number of classes of complete executions under {@code equivalence}. */
    public int count(Equivalence equivalence) {
        return classes(equivalence).size();
    }

    /** The classes of complete executions under {@code equivalence}. */
    public Set<ClassKey> classes(Equivalence equivalence) {
        Set<ClassKey> keys = complete.get(equivalence);
        if (keys == null) {
            throw new IllegalArgumentException("no classes for " + equivalence);
        }
        return keys;
    }

    /** The number of classes of assume-blocked executions under {@code equivalence}. */
    public int assumeBlockedCount(Equivalence equivalence) {
        return assumeBlockedClasses(equivalence).size();
    }

    /** The classes of assume-blocked executions under {@code equivalence}. */
    public Set<ClassKey> assumeBlockedClasses(Equivalence equivalence) {
        Set<ClassKey> keys = assumeBlocked.get(equivalence);
        if (keys == null) {
            throw new IllegalArgumentException("no classes for " + equivalence);
        }
        return keys;
    }

    /** How many executions ended with {@code outcome}. */
    public long executions(Outcome outcome) {
        return outcomes.getOrDefault(outcome, 0L);
    }
}
