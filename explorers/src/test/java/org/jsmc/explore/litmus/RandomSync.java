package org.jsmc.explore.litmus;

import java.util.ArrayList;
import java.util.List;
import java.util.function.ToLongFunction;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.Tuple;
import org.jsmc.explore.Listener;
import org.jsmc.explore.Options;
import org.jsmc.explore.dfs.DfsExplorer;

/**
 * Random litmus programs with the constructs {@link RandomProgram} leaves out, for checking
 * explorers against the oracle alone: condition variables (a waiter that waits while a flag is 0, a
 * signaller or broadcaster that sets it), critical sections, trylock sections, atomic sections,
 * assertions (also right after a choice), assumptions, atomic sections with a choice inside, {@code
 * exit}, {@code free} (later accesses are errors), choices and RMWs. Two or three threads, each a
 * few <em>segments</em>; a program is described by a list of segment codes so that a failing case
 * prints compactly and can be rebuilt.
 *
 * @param threads per thread, its segments
 */
public record RandomSync(List<List<Integer>> threads) {

    /** How many kinds of segment there are; a segment code is {@code kind * 16 + argument}. */
    public static final int KINDS = 15;

    /**
     * Kinds beyond {@link #KINDS}, which the property tests do not draw: atomic sections that make
     * many choices inside (128 combinations), that block inside, or that fail inside by a choice.
     * The fuzzing campaign draws them with {@code -Dsections=true}; kind 18, a section of more
     * combinations than {@code DporSearch} probes, only when asked for ({@code -Dsections=18}).
     */
    public static final int EXTRA_KINDS = 3;

    /** Programs with at most this many interleavings: the oracle enumerates them all. */
    public static final long MAX_EXECUTIONS = 3000;

    public Litmus toLitmus() {
        Litmus l = Litmus.litmus("sync");
        for (List<Integer> thread : threads) {
            l.thread(ops(thread));
        }
        return l;
    }

    private static Op[] ops(List<Integer> segments) {
        List<Op> out = new ArrayList<>();
        int[] values = {0};
        for (int code : segments) {
            segment(code / 16, code % 16, out, values);
        }
        return out.toArray(Op[]::new);
    }

    /** Appends segment {@code kind} with argument {@code a}; {@code values[0]} counts reads. */
    private static void segment(int kind, int a, List<Op> out, int[] values) {
        String x = "x" + (a % 2);
        switch (kind) {
            case 0 -> read(out, values, Op.r(x));
            case 1 -> out.add(Op.w(x, a % 3));
            case 2 -> read(out, values, Op.faa(x, 1));
            case 3 -> read(out, values, Op.cas(x, a % 2, 2));
            case 4 -> {
                out.add(Op.lock("m"));
                read(out, values, Op.r(x));
                out.add(Op.w(x, a % 3));
                out.add(Op.unlock("m"));
            }
            case 5 -> {
                int ok = values[0];
                read(out, values, Op.trylock("m"));
                out.add(Op.when(v -> v.get(ok) == 1, Op.w(x, 1), Op.unlock("m")));
            }
            case 6 -> {
                // A waiter: waits while f is 0 (a loop of one round: no spurious wake-ups).
                out.add(Op.lock("m"));
                int f = values[0];
                read(out, values, Op.r("f"));
                out.add(Op.when(v -> v.get(f) == 0, Op.await("c", "m")));
                out.add(Op.unlock("m"));
            }
            case 7 -> {
                out.add(Op.lock("m"));
                out.add(Op.w("f", 1));
                out.add(a % 2 == 0 ? Op.signal("c") : Op.broadcast("c"));
                out.add(Op.unlock("m"));
            }
            case 8 -> {
                out.add(Op.w("f", 1));
                out.add(a % 2 == 0 ? Op.signal("c") : Op.broadcast("c"));
            }
            case 9 -> {
                List<Op> body = new ArrayList<>();
                read(body, values, Op.r(x));
                body.add(Op.w(x, v -> (v.get(v.size() - 1) + 1) % 3));
                out.add(Op.atomic(body.toArray(Op[]::new)));
            }
            case 10 -> {
                int k = values[0];
                read(out, values, Op.r(x));
                int bad = a % 3;
                out.add(Op.check(v -> v.get(k) != bad, x + " != " + bad));
            }
            case 11 -> {
                int k = values[0];
                read(out, values, a % 2 == 0 ? Op.r(x) : Op.choice(2));
                int bad = a % 3;
                out.add(Op.assume(v -> v.get(k) != bad));
            }
            case 12 -> out.add(a % 4 == 0 ? Op.exit(0) : a % 4 == 1 ? Op.free("x1") : Op.fence());
            case 13 -> {
                // An assertion that fails right after a choice (no event between them).
                int k = values[0];
                read(out, values, Op.r(x));
                int c = values[0];
                read(out, values, Op.choice(2));
                int bad = a % 3;
                out.add(Op.check(v -> v.get(c) == 0 || v.get(k) != bad, x + " != " + bad));
            }
            case 14 -> // An atomic section with a choice inside: its footprint depends on it.
                    choosingSection(out, values, a, 1);
            case 15 -> // Seven choices inside: 128 combinations.
                    choosingSection(out, values, a, 7);
            case 18 -> // Eleven: 2,048 combinations, more than DporSearch probes.
                    choosingSection(out, values, a, 11);
            case 16 -> {
                // A section that blocks inside: on the mutex of the critical sections, or by an
                // assumption on what it read and chose.
                List<Op> body = new ArrayList<>();
                if (a % 2 == 0) {
                    body.add(Op.lock("m"));
                    body.add(Op.w(x, 1));
                    body.add(Op.unlock("m"));
                } else {
                    int k = values[0];
                    read(body, values, Op.r(x));
                    int c = values[0];
                    read(body, values, Op.choice(2));
                    int bad = a % 3;
                    body.add(Op.assume(v -> v.get(c) == 0 || v.get(k) != bad));
                    body.add(Op.w(x, 2));
                }
                out.add(Op.atomic(body.toArray(Op[]::new)));
            }
            case 17 -> {
                // A section that fails inside by a choice, after reading.
                List<Op> body = new ArrayList<>();
                int k = values[0];
                read(body, values, Op.r(x));
                int c = values[0];
                read(body, values, Op.choice(2));
                int bad = a % 3;
                body.add(Op.check(v -> v.get(c) == 0 || v.get(k) != bad, x + " != " + bad));
                body.add(Op.w(x, v -> (v.get(k) + 1) % 3));
                out.add(Op.atomic(body.toArray(Op[]::new)));
            }
            default -> throw new IllegalArgumentException("no segment kind " + kind);
        }
    }

    /**
     * An atomic section that reads {@code x(a % 2)}, makes {@code choices} binary choices and, by
     * their parity, increments it or writes {@code a % 3} to the other variable.
     */
    private static void choosingSection(List<Op> out, int[] values, int a, int choices) {
        String x = "x" + (a % 2);
        String other = "x" + (1 - a % 2);
        List<Op> body = new ArrayList<>();
        int k = values[0];
        read(body, values, Op.r(x));
        int c = values[0];
        for (int i = 0; i < choices; i++) {
            read(body, values, Op.choice(2));
        }
        ToLongFunction<Values> parity =
                v -> {
                    long sum = 0;
                    for (int i = 0; i < choices; i++) {
                        sum += v.get(c + i);
                    }
                    return sum % 2;
                };
        body.add(Op.when(v -> parity.applyAsLong(v) == 0, Op.w(x, v -> (v.get(k) + 1) % 3)));
        body.add(Op.when(v -> parity.applyAsLong(v) == 1, Op.w(other, a % 3)));
        out.add(Op.atomic(body.toArray(Op[]::new)));
    }

    private static void read(List<Op> out, int[] values, Op op) {
        out.add(op);
        values[0]++;
    }

    /** Random programs of 2–3 threads with 1–3 segments each, small enough for the oracle. */
    public static Arbitrary<RandomSync> programs() {
        return programs(Arbitraries.integers().between(0, KINDS * 16 - 1));
    }

    /**
     * Like {@link #programs()}, a quarter of the segments of the {@link #EXTRA_KINDS} (sections
     * with many choices inside, that block inside, that fail inside).
     */
    public static Arbitrary<RandomSync> programsWithSections() {
        return programs(
                Arbitraries.frequencyOf(
                        Tuple.of(3, Arbitraries.integers().between(0, KINDS * 16 - 1)),
                        Tuple.of(
                                1,
                                Arbitraries.integers()
                                        .between(KINDS * 16, (KINDS + EXTRA_KINDS) * 16 - 1))));
    }

    /**
     * Like {@link #programs()}, with only memory accesses, RMWs, CASes, critical sections, trylock
     * sections, assertions (also after a choice), assumptions and fences: what the algorithms that
     * refuse condition variables and atomic sections ({@code rf}, {@code rvf}) model.
     */
    public static Arbitrary<RandomSync> withoutConditionsOrSections() {
        return programs(
                Arbitraries.of(0, 1, 2, 3, 4, 5, 10, 11, 12, 13)
                        .flatMap(
                                kind ->
                                        Arbitraries.integers()
                                                .between(kind == 12 ? 2 : 0, kind == 12 ? 3 : 15)
                                                .map(a -> kind * 16 + a)));
    }

    /**
     * Random programs of 2–3 threads with 1–3 segments each, their codes drawn from {@code code}.
     */
    public static Arbitrary<RandomSync> programs(Arbitrary<Integer> code) {
        return Arbitraries.integers()
                .between(2, 3)
                .flatMap(
                        n ->
                                code.list()
                                        .ofMinSize(1)
                                        .ofMaxSize(n == 2 ? 3 : 2)
                                        .list()
                                        .ofSize(n)
                                        .map(RandomSync::new))
                .filter(p -> interleavings(p, MAX_EXECUTIONS) <= MAX_EXECUTIONS);
    }

    /** The interleavings of {@code p}, counted up to one more than {@code limit}. */
    public static long interleavings(RandomSync p, long limit) {
        return new DfsExplorer()
                .explore(
                        p.toLitmus(),
                        Options.DEFAULT.withKeepGoing(true).withTraceLimit(limit + 1),
                        Listener.NONE)
                .counts()
                .executions();
    }

    @Override
    public String toString() {
        return "RandomSync" + threads;
    }
}
