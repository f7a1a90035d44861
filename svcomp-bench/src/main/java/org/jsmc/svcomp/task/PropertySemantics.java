package org.jsmc.svcomp.task;

import java.util.Map;
import java.util.Optional;
import java.util.Set;
import org.jsmc.exec.Check;
import org.jsmc.exec.ErrorKind;

/**
 * What an SV-COMP property means for jsmc: the checks it turns on, the errors that violate it (with
 * the subproperty a {@code false} answer names), and the errors that merely end an execution, as
 * the program would (a failed {@code assert} aborts it; for {@code unreach-call} that is the
 * violation). Any other error is undefined behaviour, which the property assumes away: the
 * execution ends there and the answer can no longer be {@code true}. Every property turns on {@link
 * Check#DANGLING_COMPARE}: jsmc never reuses freed addresses, so a program whose behaviour hangs on
 * a comparison with a freed pointer must not be declared safe.
 *
 * @param checks the {@code --check}s the property needs
 * @param violations per error kind, the (sub)property a violation of that kind falsifies
 * @param endings the error kinds that end an execution without violating anything
 */
public record PropertySemantics(
        Set<Check> checks, Map<ErrorKind, String> violations, Set<ErrorKind> endings) {

    private static final Map<String, PropertySemantics> BY_NAME =
            Map.of(
                    "unreach-call",
                    new PropertySemantics(
                            Set.of(Check.DANGLING_COMPARE),
                            Map.of(ErrorKind.ASSERTION, "unreach-call"),
                            Set.of()),
                    "no-data-race",
                    new PropertySemantics(
                            Set.of(Check.DATA_RACE, Check.DANGLING_COMPARE),
                            Map.of(ErrorKind.DATA_RACE, "no-data-race"),
                            Set.of(ErrorKind.ASSERTION)),
                    "no-overflow",
                    new PropertySemantics(
                            Set.of(Check.OVERFLOW, Check.DANGLING_COMPARE),
                            Map.of(ErrorKind.SIGNED_OVERFLOW, "no-overflow"),
                            Set.of(ErrorKind.ASSERTION)),
                    "valid-memsafety",
                    new PropertySemantics(
                            Set.of(Check.MEMTRACK, Check.DANGLING_COMPARE),
                            Map.of(
                                    ErrorKind.NULL_DEREFERENCE, "valid-deref",
                                    ErrorKind.OUT_OF_BOUNDS, "valid-deref",
                                    ErrorKind.USE_AFTER_FREE, "valid-deref",
                                    ErrorKind.INVALID_CALL, "valid-deref",
                                    ErrorKind.DOUBLE_FREE, "valid-free",
                                    ErrorKind.INVALID_FREE, "valid-free",
                                    ErrorKind.MEMORY_LEAK, "valid-memtrack"),
                            Set.of(ErrorKind.ASSERTION)),
                    "valid-memcleanup",
                    new PropertySemantics(
                            Set.of(Check.MEMCLEANUP, Check.DANGLING_COMPARE),
                            Map.of(ErrorKind.MEMORY_NOT_FREED, "valid-memcleanup"),
                            Set.of(ErrorKind.ASSERTION)));

    public PropertySemantics {
        checks = Set.copyOf(checks);
        violations = Map.copyOf(violations);
        endings = Set.copyOf(endings);
    }

    /** The properties jsmc answers, by name. */
    public static Set<String> supported() {
        return BY_NAME.keySet();
    }

    /** The semantics of the property called {@code name}, if jsmc answers it. */
    public static Optional<PropertySemantics> of(String name) {
        return Optional.ofNullable(BY_NAME.get(name));
    }

    /** The error kinds that stop the exploration: the violations. */
    public Set<ErrorKind> stopAt() {
        return violations.keySet();
    }
}
