package org.jsmc.explore.litmus;

import java.util.ArrayList;
import java.util.List;
import java.util.stream.Collectors;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.Combinators;

/**
 * A small random program for property tests: 2–4 threads, a few operations each on at most three
 * variables with values 0–2, writes whose values depend on earlier reads, RMWs, CASes, choices,
 * assumptions, and critical sections on one mutex (entered with {@code lock}, or with {@code
 * trylock} and left only if it succeeded). Either all threads exist from the start, or (about a
 * third of the programs) thread 0 is {@code main} and spawns the others, joining some of them
 * later. It is a plain model, so that {@link BruteForce} can run it without the litmus DSL, and it
 * converts to a {@link Litmus} ({@link #toLitmus}) for the explorers and the oracle.
 *
 * @param threads each thread's operations, critical-section markers and (in thread 0) spawns and
 *     joins included
 */
public record RandomProgram(List<List<Step>> threads) {

    /** One operation of a random program. */
    public sealed interface Step {}

    /** Reads {@code var}. */
    public record Read(String var) implements Step {}

    /** Writes {@code (last value read + offset) mod 3}, or {@code offset} before any read. */
    public record Write(String var, int offset) implements Step {}

    /** Fetch-and-add. */
    public record Add(String var, int operand) implements Step {}

    /** Compare-exchange. */
    public record Cas(String var, int expected, int replacement) implements Step {}

    /** A choice between two alternatives. */
    public record Choose() implements Step {}

    /** Assumes the last value read is not {@code value} (true before any read). */
    public record AssumeNot(int value) implements Step {}

    public record Lock() implements Step {}

    public record Unlock() implements Step {}

    /** Tries to take the mutex; the value read is 1 if it did, 0 if it was busy. */
    public record TryLock() implements Step {}

    /** Leaves a trylock's critical section: unlocks if the thread holds the mutex, else nothing. */
    public record UnlockIfHeld() implements Step {}

    /** Spawns thread {@code thread} (only in thread 0; threads are spawned in index order). */
    public record Spawn(int thread) implements Step {}

    /** Joins thread {@code thread} (only in thread 0, after its spawn). */
    public record Join(int thread) implements Step {}

    public static final String MUTEX = "m";

    /** The value a {@link Write} stores after reading {@code values}. */
    public static long written(Write w, List<Long> values) {
        return values.isEmpty() ? w.offset() : (values.get(values.size() - 1) + w.offset()) % 3;
    }

    /** Whether an {@link AssumeNot} holds after reading {@code values}. */
    public static boolean holds(AssumeNot a, List<Long> values) {
        return values.isEmpty() || values.get(values.size() - 1) != a.value();
    }

    /** Whether thread 0 spawns the other threads. */
    public boolean spawns() {
        return threads.get(0).stream().anyMatch(s -> s instanceof Spawn);
    }

    public Litmus toLitmus() {
        if (spawns()) {
            return Litmus.main("random", ops(0));
        }
        Litmus l = Litmus.litmus("random");
        for (int t = 0; t < threads.size(); t++) {
            l.thread(ops(t));
        }
        return l;
    }

    private Op[] ops(int t) {
        List<Op> out = new ArrayList<>();
        int values = 0;
        int tryLockValue = -1;
        for (Step s : threads.get(t)) {
            if (s instanceof Spawn sp) {
                out.add(Op.spawn(ops(sp.thread())));
                continue;
            }
            if (s instanceof TryLock) {
                tryLockValue = values;
            }
            if (s instanceof UnlockIfHeld) {
                int k = tryLockValue;
                out.add(Op.when(v -> v.get(k) == 1, Op.unlock(MUTEX)));
                continue;
            }
            out.add(op(s));
            if (s instanceof Read
                    || s instanceof Add
                    || s instanceof Cas
                    || s instanceof Choose
                    || s instanceof TryLock) {
                values++;
            }
        }
        return out.toArray(Op[]::new);
    }

    private static Op op(Step s) {
        if (s instanceof Read r) {
            return Op.r(r.var());
        } else if (s instanceof Write w) {
            return Op.w(w.var(), v -> written(w, values(v)));
        } else if (s instanceof Add a) {
            return Op.faa(a.var(), a.operand());
        } else if (s instanceof Cas c) {
            return Op.cas(c.var(), c.expected(), c.replacement());
        } else if (s instanceof Choose) {
            return Op.choice(2);
        } else if (s instanceof AssumeNot a) {
            return Op.assume(v -> holds(a, values(v)));
        } else if (s instanceof Lock) {
            return Op.lock(MUTEX);
        } else if (s instanceof Unlock) {
            return Op.unlock(MUTEX);
        } else if (s instanceof TryLock) {
            return Op.trylock(MUTEX);
        } else if (s instanceof Join j) {
            return Op.join(j.thread());
        }
        throw new IllegalStateException("unknown step " + s);
    }

    private static List<Long> values(Values v) {
        List<Long> out = new ArrayList<>();
        for (int i = 0; i < v.size(); i++) {
            out.add(v.get(i));
        }
        return out;
    }

    /** Programs with at most this many executions: the properties stay fast. */
    public static final long MAX_EXECUTIONS = 2000;

    /**
     * Random programs small enough for brute force: two threads of up to four operations, three of
     * up to three, or four of up to two (plus critical-section markers), with at most {@link
     * #MAX_EXECUTIONS} executions (about 1% of the shapes have more).
     */
    public static Arbitrary<RandomProgram> programs() {
        return Arbitraries.integers()
                .between(2, 4)
                .flatMap(
                        n ->
                                Combinators.combine(
                                                thread(n == 2 ? 4 : n == 3 ? 3 : 2)
                                                        .list()
                                                        .ofSize(n),
                                                Arbitraries.integers().between(0, 2),
                                                Arbitraries.integers()
                                                        .between(0, 1000)
                                                        .list()
                                                        .ofSize(2 * n))
                                        .as(RandomProgram::spawning))
                .filter(p -> BruteForce.count(p).all() <= MAX_EXECUTIONS);
    }

    /**
     * The program of {@code threads}; if {@code mode} is 0, thread 0 spawns the others, in order,
     * at positions and with joins chosen by {@code dice}.
     */
    private static RandomProgram spawning(List<List<Step>> threads, int mode, List<Integer> dice) {
        if (mode != 0) {
            return new RandomProgram(threads);
        }
        List<List<Step>> out = new ArrayList<>(threads);
        List<Step> main = new ArrayList<>(threads.get(0));
        int at = 0;
        for (int t = 1; t < threads.size(); t++) {
            at = Math.min(main.size(), at + dice.get(2 * t) % 3);
            main.add(at++, new Spawn(t));
            int join = dice.get(2 * t + 1) % 4;
            if (join > 0) {
                // After the spawn, maybe later (inside main's critical section it may deadlock).
                main.add(Math.min(main.size(), at + join - 1), new Join(t));
            }
        }
        out.set(0, main);
        return new RandomProgram(out);
    }

    private static Arbitrary<List<Step>> thread(int maxOps) {
        Arbitrary<List<Step>> ops = step().list().ofMinSize(1).ofMaxSize(maxOps);
        Arbitrary<Integer> lockFrom = Arbitraries.integers().between(-3, maxOps - 1);
        Arbitrary<Integer> lockLength = Arbitraries.integers().between(1, maxOps);
        // A negative start means no critical section, about half of the time.
        return Combinators.combine(ops, lockFrom, lockLength)
                .as(
                        (list, from, length) -> {
                            if (from < 0 || from >= list.size()) {
                                return list;
                            }
                            List<Step> out = new ArrayList<>(list);
                            boolean tryLock = length % 3 == 0;
                            out.add(
                                    Math.min(out.size(), from + length),
                                    tryLock ? new UnlockIfHeld() : new Unlock());
                            out.add(from, tryLock ? new TryLock() : new Lock());
                            return out;
                        });
    }

    private static Arbitrary<Step> step() {
        Arbitrary<String> var = Arbitraries.of("x", "y", "z");
        Arbitrary<Integer> value = Arbitraries.integers().between(0, 2);
        return Arbitraries.frequencyOf(
                net.jqwik.api.Tuple.of(4, var.map(Read::new)),
                net.jqwik.api.Tuple.of(4, Combinators.combine(var, value).as(Write::new)),
                net.jqwik.api.Tuple.of(1, Combinators.combine(var, value).as(Add::new)),
                net.jqwik.api.Tuple.of(1, Combinators.combine(var, value, value).as(Cas::new)),
                net.jqwik.api.Tuple.of(1, Arbitraries.just(new Choose())),
                net.jqwik.api.Tuple.of(1, value.map(AssumeNot::new)));
    }

    @Override
    public String toString() {
        return threads.stream()
                .map(t -> t.stream().map(RandomProgram::show).collect(Collectors.joining("; ")))
                .collect(Collectors.joining(" | "));
    }

    private static String show(Step s) {
        if (s instanceof Read r) {
            return "r(" + r.var() + ")";
        } else if (s instanceof Write w) {
            return "w(" + w.var() + ",last+" + w.offset() + ")";
        } else if (s instanceof Add a) {
            return "faa(" + a.var() + "," + a.operand() + ")";
        } else if (s instanceof Cas c) {
            return "cas(" + c.var() + "," + c.expected() + "→" + c.replacement() + ")";
        } else if (s instanceof Choose) {
            return "choice";
        } else if (s instanceof AssumeNot a) {
            return "assume(last≠" + a.value() + ")";
        } else if (s instanceof Spawn sp) {
            return "spawn " + sp.thread();
        } else if (s instanceof Join j) {
            return "join " + j.thread();
        } else if (s instanceof TryLock) {
            return "trylock";
        } else if (s instanceof UnlockIfHeld) {
            return "unlock-if-held";
        }
        return s instanceof Lock ? "lock" : "unlock";
    }
}
