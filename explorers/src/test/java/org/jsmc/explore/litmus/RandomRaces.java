package org.jsmc.explore.litmus;

import java.util.ArrayList;
import java.util.List;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import org.jsmc.explore.Listener;
import org.jsmc.explore.Options;
import org.jsmc.explore.dfs.DfsExplorer;
import org.jsmc.ir.RmwOp;

/**
 * Random litmus programs for the data-race check: plain and atomic loads and stores, RMWs, CASes,
 * read-modify-writes whose results are unused, critical sections, atomic sections, message passing
 * through an atomic flag, and condition-variable hand-over of plain data, so that some programs are
 * race-free only thanks to one kind of happens-before edge. Two or three threads of one to three
 * segments each; a program is a list of segment codes per thread.
 *
 * @param threads per thread, its segments
 */
public record RandomRaces(List<List<Integer>> threads) {

    /** How many kinds of segment there are; a segment code is {@code kind * 4 + argument}. */
    public static final int KINDS = 13;

    public Litmus toLitmus() {
        Litmus l = Litmus.litmus("races");
        for (List<Integer> thread : threads) {
            List<Op> out = new ArrayList<>();
            for (int code : thread) {
                segment(code / 4, code % 4, out);
            }
            l.thread(out.toArray(Op[]::new));
        }
        return l;
    }

    /** Whether the program has an atomic section (adjacency does not define races there). */
    public boolean hasSections() {
        return threads.stream().flatMap(List::stream).anyMatch(c -> c / 4 == 6);
    }

    private static void segment(int kind, int a, List<Op> out) {
        String x = "x" + (a % 2);
        switch (kind) {
            case 0 -> out.add(Op.r(x));
            case 1 -> out.add(Op.w(x, 1 + a % 2));
            case 2 -> out.add(Op.ra(x));
            case 3 -> out.add(Op.wa(x, 1 + a % 2));
            case 4 -> out.add(Op.faa(x, 1));
            case 5 -> {
                out.add(Op.lock("m"));
                out.add(Op.r(x));
                out.add(Op.w(x, 2));
                out.add(Op.unlock("m"));
            }
            case 6 -> {
                List<Op> body = new ArrayList<>();
                body.add(Op.r(x));
                body.add(Op.w(x, 1));
                out.add(Op.atomic(body.toArray(Op[]::new)));
            }
            case 7 -> {
                // message passing, producer: plain data, then an atomic (or plain) flag
                out.add(Op.w("d", 1));
                out.add(a % 2 == 0 ? Op.wa("f", 1) : Op.w("f", 1));
            }
            case 8 -> {
                // consumer: reads the data only after seeing the flag
                out.add(a % 2 == 0 ? Op.ra("f") : Op.faa("f", 0));
                out.add(Op.when(v -> v.last() == 1, Op.r("d")));
            }
            case 9 -> {
                out.add(Op.rmwUnused("c", RmwOp.ADD, 1));
                if (a % 2 == 0) {
                    out.add(Op.r("d"));
                } else {
                    out.add(Op.w("d", 2));
                }
            }
            case 10 -> out.add(Op.cas(x, 0, 2));
            case 11 -> {
                // a waiter: waits while f is 0, then reads the plain data
                out.add(Op.lock("m"));
                out.add(Op.r("f"));
                out.add(Op.when(v -> v.last() == 0, Op.await("c", "m")));
                out.add(Op.unlock("m"));
                out.add(Op.r("d"));
            }
            case 12 -> {
                // the signaller: plain data, then the flag under the mutex and a signal
                out.add(Op.w("d", 1));
                out.add(Op.lock("m"));
                out.add(Op.w("f", 1));
                out.add(a % 2 == 0 ? Op.signal("c") : Op.broadcast("c"));
                out.add(Op.unlock("m"));
            }
            default -> throw new IllegalArgumentException("no segment kind " + kind);
        }
    }

    /** Random programs of 2–3 threads with 1–3 segments each, small enough to enumerate. */
    public static Arbitrary<RandomRaces> programs() {
        return Arbitraries.integers()
                .between(2, 3)
                .flatMap(
                        n ->
                                Arbitraries.integers()
                                        .between(0, KINDS * 4 - 1)
                                        .list()
                                        .ofMinSize(1)
                                        .ofMaxSize(n == 2 ? 3 : 2)
                                        .list()
                                        .ofSize(n)
                                        .map(RandomRaces::new))
                .filter(p -> interleavings(p) <= RandomSync.MAX_EXECUTIONS);
    }

    /** The interleavings of {@code p}, counted up to one more than the oracle's limit. */
    public static long interleavings(RandomRaces p) {
        return new DfsExplorer()
                .explore(
                        p.toLitmus(),
                        Options.DEFAULT
                                .withKeepGoing(true)
                                .withTraceLimit(RandomSync.MAX_EXECUTIONS + 1),
                        Listener.NONE)
                .counts()
                .executions();
    }

    @Override
    public String toString() {
        return "RandomRaces" + threads;
    }
}
