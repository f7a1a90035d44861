package org.jsmc.explore.litmus;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * Counts the executions of a {@link RandomProgram} by direct recursive simulation, independently of
 * the litmus DSL, the oracle and every explorer: the reference the property tests compare them
 * with. The rules are the contract's: a thread runs its assumptions eagerly after each step; a
 * choice of the lowest-index enabled choosing thread is a branch, not an interleaving point; a
 * trylock never blocks; in a program whose thread 0 spawns the others, a thread runs only once
 * spawned and a join waits for its thread to finish; an execution ends when no thread is enabled,
 * assume-blocked if some thread is, deadlocked if some thread waits (for the mutex or a join),
 * complete otherwise.
 */
public final class BruteForce {
    /** Executions by how they ended. */
    public record Executions(long complete, long deadlocked, long assumeBlocked) {
        /** Complete and deadlocked executions: Nidhugg's traces. */
        public long traces() {
            return complete + deadlocked;
        }

        /** Every execution. */
        public long all() {
            return traces() + assumeBlocked;
        }
    }

    private final List<List<RandomProgram.Step>> code;
    private long complete;
    private long deadlocked;
    private long assumeBlocked;

    private BruteForce(RandomProgram program) {
        this.code = program.threads();
    }

    public static Executions count(RandomProgram program) {
        BruteForce b = new BruteForce(program);
        State start = new State(program.threads().size());
        boolean spawning = program.spawns();
        for (int t = 0; t < b.code.size(); t++) {
            start.started[t] = t == 0 || !spawning;
            if (start.started[t]) {
                b.runAssumptions(start, t);
            }
        }
        b.explore(start);
        return new Executions(b.complete, b.deadlocked, b.assumeBlocked);
    }

    /** A global state; copied at each step, which is cheap for programs this small. */
    private static final class State {
        final int[] pc;
        final boolean[] assumeBlocked;
        final boolean[] started;
        final List<List<Long>> values = new ArrayList<>();
        final Map<String, Long> memory = new HashMap<>();
        int holder = -1;

        State(int threads) {
            pc = new int[threads];
            assumeBlocked = new boolean[threads];
            started = new boolean[threads];
            for (int t = 0; t < threads; t++) {
                values.add(new ArrayList<>());
            }
        }

        State(State s) {
            pc = s.pc.clone();
            assumeBlocked = s.assumeBlocked.clone();
            started = s.started.clone();
            s.values.forEach(v -> values.add(new ArrayList<>(v)));
            memory.putAll(s.memory);
            holder = s.holder;
        }
    }

    private void explore(State s) {
        List<Integer> enabled = new ArrayList<>();
        boolean waiting = false;
        for (int t = 0; t < code.size(); t++) {
            RandomProgram.Step next = next(s, t);
            if (next == null || s.assumeBlocked[t] || !s.started[t]) {
                continue;
            }
            if (next instanceof RandomProgram.Lock && s.holder >= 0) {
                waiting = true;
            } else if (next instanceof RandomProgram.Join j && !finished(s, j.thread())) {
                waiting = true;
            } else {
                enabled.add(t);
            }
        }
        if (enabled.isEmpty()) {
            boolean blocked = false;
            for (boolean b : s.assumeBlocked) {
                blocked |= b;
            }
            if (blocked) {
                assumeBlocked++;
            } else if (waiting) {
                deadlocked++;
            } else {
                complete++;
            }
            return;
        }
        for (int t : enabled) {
            if (next(s, t) instanceof RandomProgram.Choose) {
                for (long k = 0; k < 2; k++) {
                    explore(step(s, t, k));
                }
                return;
            }
        }
        for (int t : enabled) {
            explore(step(s, t, -1));
        }
    }

    private RandomProgram.Step next(State s, int t) {
        List<RandomProgram.Step> thread = code.get(t);
        return s.pc[t] < thread.size() ? thread.get(s.pc[t]) : null;
    }

    private State step(State before, int t, long alternative) {
        State s = new State(before);
        RandomProgram.Step op = next(s, t);
        List<Long> values = s.values.get(t);
        if (op instanceof RandomProgram.Read r) {
            values.add(load(s, r.var()));
        } else if (op instanceof RandomProgram.Write w) {
            s.memory.put(w.var(), RandomProgram.written(w, values));
        } else if (op instanceof RandomProgram.Add a) {
            long old = load(s, a.var());
            values.add(old);
            s.memory.put(a.var(), old + a.operand());
        } else if (op instanceof RandomProgram.Cas c) {
            long old = load(s, c.var());
            values.add(old);
            if (old == c.expected()) {
                s.memory.put(c.var(), (long) c.replacement());
            }
        } else if (op instanceof RandomProgram.Choose) {
            values.add(alternative);
        } else if (op instanceof RandomProgram.Lock) {
            s.holder = t;
        } else if (op instanceof RandomProgram.Unlock) {
            s.holder = -1;
        } else if (op instanceof RandomProgram.TryLock) {
            values.add(s.holder < 0 ? 1L : 0L);
            if (s.holder < 0) {
                s.holder = t;
            }
        } else if (op instanceof RandomProgram.UnlockIfHeld) {
            if (s.holder == t) {
                s.holder = -1;
            }
        }
        s.pc[t]++;
        runAssumptions(s, t);
        if (op instanceof RandomProgram.Spawn sp) {
            s.started[sp.thread()] = true;
            runAssumptions(s, sp.thread());
        }
        return s;
    }

    private boolean finished(State s, int t) {
        return s.started[t] && !s.assumeBlocked[t] && next(s, t) == null;
    }

    private void runAssumptions(State s, int t) {
        while (true) {
            RandomProgram.Step next = next(s, t);
            if (next instanceof RandomProgram.AssumeNot a) {
                if (!RandomProgram.holds(a, s.values.get(t))) {
                    s.assumeBlocked[t] = true;
                    return;
                }
            } else if (!(next instanceof RandomProgram.UnlockIfHeld) || s.holder == t) {
                return;
            }
            s.pc[t]++;
        }
    }

    private static long load(State s, String var) {
        return s.memory.getOrDefault(var, 0L);
    }
}
