package org.jsmc.explore.litmus;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * Condition variables of one litmus execution, as the contract describes them ({@link
 * org.jsmc.exec.Event.CondWake}): no spurious wake-ups; a signal wakes exactly one thread that was
 * waiting when it was sent, or is lost if none was; a broadcast releases every thread waiting now.
 *
 * <p>A signal is kept as a token holding the threads waiting when it was sent. A waking thread
 * released by a broadcast uses that release; otherwise it consumes the oldest token that holds it.
 * The oldest is the right one: a thread that is still waiting and was waiting at an older signal
 * was also waiting at every newer one, so among the live waiters the older tokens' sets are subsets
 * of the newer ones', and consuming the oldest leaves every other waiter as many chances as
 * possible. Mutable, owned by its {@link LitmusExecution}.
 */
final class Conditions {
    private final Map<Strand, Long> waiting = new HashMap<>();
    private final Set<Strand> released = new HashSet<>();
    private final Map<Long, List<Set<Strand>>> tokens = new HashMap<>();

    void startWaiting(long condition, Strand s) {
        waiting.put(s, condition);
    }

    /** Whether a signal or broadcast lets {@code s}, waiting on {@code condition}, wake. */
    boolean canWake(long condition, Strand s) {
        return released.contains(s)
                || tokens.getOrDefault(condition, List.of()).stream().anyMatch(t -> t.contains(s));
    }

    void wake(long condition, Strand s) {
        List<Set<Strand>> pending = tokens.getOrDefault(condition, new ArrayList<>());
        if (!released.remove(s)) {
            pending.remove(pending.stream().filter(t -> t.contains(s)).findFirst().orElseThrow());
        }
        waiting.remove(s);
        pending.forEach(t -> t.remove(s));
        pending.removeIf(Set::isEmpty);
    }

    void signal(long condition) {
        Set<Strand> now = waiters(condition);
        if (!now.isEmpty()) {
            tokens.computeIfAbsent(condition, c -> new ArrayList<>()).add(now);
        }
    }

    void broadcast(long condition) {
        released.addAll(waiters(condition));
    }

    private Set<Strand> waiters(long condition) {
        Set<Strand> out = new LinkedHashSet<>();
        waiting.forEach(
                (s, c) -> {
                    if (c == condition && !released.contains(s)) {
                        out.add(s);
                    }
                });
        return out;
    }
}
