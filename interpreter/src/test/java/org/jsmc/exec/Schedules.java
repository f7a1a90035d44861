package org.jsmc.exec;

import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;

/**
 * Test-only schedulers that drive an {@link Execution} directly: always the lowest enabled thread,
 * an explicit sequence of threads, or every schedule of a tiny program (depth-first, replaying from
 * the start for every branch).
 */
final class Schedules {
    private Schedules() {}

    /** Runs {@code x} to its end, always stepping the enabled thread created first. */
    static Execution lowest(Execution x) {
        while (!x.outcome().isFinal()) {
            x.step(firstEnabled(x));
        }
        return x;
    }

    /** Starts {@code p} and runs it with {@link #lowest}. */
    static Execution lowest(Program p) {
        return lowest(p.start());
    }

    /** The first enabled thread in creation order. */
    static ThreadId firstEnabled(Execution x) {
        for (ThreadId t : x.threads()) {
            if (x.status(t) == ThreadStatus.ENABLED) {
                return t;
            }
        }
        throw new IllegalStateException("no enabled thread; outcome " + x.outcome());
    }

    /** The thread whose path is {@code path} (e.g. {@code "0.1"}). */
    static ThreadId thread(Execution x, String path) {
        for (ThreadId t : x.threads()) {
            if (t.path().equals(path)) {
                return t;
            }
        }
        throw new IllegalArgumentException("no thread " + path + " in " + x.threads());
    }

    /** Steps the threads with the given paths, in order; returns the completed events. */
    static List<Event> steps(Execution x, String... paths) {
        List<Event> done = new ArrayList<>();
        for (String p : paths) {
            done.add(x.step(thread(x, p)));
        }
        return done;
    }

    /** One complete run found by {@link #all}. */
    record Run(Outcome outcome, ErrorKind error, List<Event> trace, String output) {
        String summary() {
            return outcome == Outcome.ERROR ? "ERROR " + error : outcome.toString();
        }
    }

    /** A scheduling decision: the thread to step and the choice alternative (-1: none). */
    private record Decision(ThreadId thread, long alternative) {}

    /** Every maximal run of {@code p}, branching on threads and choices; at most {@code limit}. */
    static List<Run> all(Program p, int limit) {
        List<Run> runs = new ArrayList<>();
        explore(p, new ArrayList<>(), runs, limit);
        return runs;
    }

    /** Every maximal run of {@code p} (at most 10 000). */
    static List<Run> all(Program p) {
        return all(p, 10_000);
    }

    /** The set of {@link Run#summary()}s of every run of {@code p}. */
    static Set<String> outcomes(Program p) {
        Set<String> s = new LinkedHashSet<>();
        for (Run r : all(p)) {
            s.add(r.summary());
        }
        return s;
    }

    private static void explore(Program p, List<Decision> prefix, List<Run> runs, int limit) {
        if (runs.size() >= limit) {
            throw new IllegalStateException("more than " + limit + " runs");
        }
        Execution x = p.start();
        for (Decision d : prefix) {
            if (d.alternative() >= 0) {
                x.step(d.thread(), d.alternative());
            } else {
                x.step(d.thread());
            }
        }
        if (x.outcome().isFinal()) {
            runs.add(
                    new Run(
                            x.outcome(),
                            x.error().map(ErrorReport::kind).orElse(null),
                            List.copyOf(x.trace()),
                            x.output()));
            return;
        }
        for (ThreadId t : List.copyOf(x.threads())) {
            if (x.status(t) != ThreadStatus.ENABLED) {
                continue;
            }
            Event e = x.pending(t);
            if (e instanceof Event.Choice c) {
                for (int k = 0; k < c.alternatives(); k++) {
                    prefix.add(new Decision(t, k));
                    explore(p, prefix, runs, limit);
                    prefix.remove(prefix.size() - 1);
                }
            } else {
                prefix.add(new Decision(t, -1));
                explore(p, prefix, runs, limit);
                prefix.remove(prefix.size() - 1);
            }
        }
    }
}
