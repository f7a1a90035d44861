package org.jsmc.explore.litmus;

import java.util.ArrayList;
import java.util.List;
import java.util.stream.Collectors;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.Combinators;

/**
 * A small random program for property tests: 2–4 threads existing from the start, a few operations
 * each on at most three variables with values 0–2, writes whose values depend on earlier reads,
 * RMWs, CASes, choices, assumptions, and critical sections on one mutex. It is a plain model, so
 * that {@link BruteForce} can run it without the litmus DSL, and it converts to a {@link Litmus}
 * ({@link #toLitmus}) for the explorers and the oracle.
 *
 * @param threads each thread's operations, critical-section markers included
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

    public static final String MUTEX = "m";

    /** The value a {@link Write} stores after reading {@code values}. */
    public static long written(Write w, List<Long> values) {
        return values.isEmpty() ? w.offset() : (values.get(values.size() - 1) + w.offset()) % 3;
    }

    /** Whether an {@link AssumeNot} holds after reading {@code values}. */
    public static boolean holds(AssumeNot a, List<Long> values) {
        return values.isEmpty() || values.get(values.size() - 1) != a.value();
    }

    public Litmus toLitmus() {
        Litmus l = Litmus.litmus("random");
        for (List<Step> thread : threads) {
            l.thread(thread.stream().map(RandomProgram::op).toArray(Op[]::new));
        }
        return l;
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
                                thread(n == 2 ? 4 : n == 3 ? 3 : 2)
                                        .list()
                                        .ofSize(n)
                                        .map(RandomProgram::new))
                .filter(p -> BruteForce.count(p).all() <= MAX_EXECUTIONS);
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
                            out.add(Math.min(out.size(), from + length), new Unlock());
                            out.add(from, new Lock());
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
        }
        return s instanceof Lock ? "lock" : "unlock";
    }
}
