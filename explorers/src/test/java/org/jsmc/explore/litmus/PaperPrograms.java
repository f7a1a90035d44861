package org.jsmc.explore.litmus;

import static org.jsmc.explore.litmus.Litmus.litmus;
import static org.jsmc.explore.litmus.Op.cas;
import static org.jsmc.explore.litmus.Op.check;
import static org.jsmc.explore.litmus.Op.faa;
import static org.jsmc.explore.litmus.Op.r;
import static org.jsmc.explore.litmus.Op.times;
import static org.jsmc.explore.litmus.Op.w;
import static org.jsmc.explore.litmus.Op.when;
import static org.jsmc.explore.litmus.Op.xchg;

import java.util.ArrayList;
import java.util.List;

/**
 * The worked examples of the research notes as litmus programs, threads existing from the start
 * (the papers' {@code main} only spawns and joins, which adds no class). Section numbers refer to
 * {@code shared/research/seed-004-rvf.md} (RVF), {@code seed-001-viequi.md} (ViEqui) and {@code
 * seed-000-vcdpor.md} (VC-DPOR). Variables start at 0.
 */
public final class PaperPrograms {
    private PaperPrograms() {}

    // ---- Blocking

    /**
     * Two threads locking {@code a} and {@code b} in opposite orders (they may deadlock), the first
     * one also racing on {@code x} with a third thread.
     */
    public static Litmus deadlockAndRace() {
        return litmus("abba")
                .thread(Op.lock("a"), Op.w("x", 1), Op.lock("b"), Op.unlock("b"), Op.unlock("a"))
                .thread(Op.lock("b"), Op.lock("a"), Op.unlock("a"), Op.unlock("b"))
                .thread(r("x"));
    }

    // ---- RVF-SMC, seed 004 §1.4 and §6

    /** RVF Fig. 1 (T1): every read reads 1. */
    public static Litmus rvfFig1() {
        return litmus("rvf-fig1")
                .thread(w("x", 1), w("y", 1))
                .thread(w("x", 1), w("y", 1), r("x"))
                .thread(w("x", 1), w("y", 1), r("y"));
    }

    /** RVF Fig. 6 (T2). */
    public static Litmus rvfFig6() {
        return litmus("rvf-fig6")
                .thread(w("x", 1), r("x"), w("y", 1))
                .thread(w("x", 1), w("y", 1), r("y"), w("x", 2));
    }

    /** RVF T3 = Fig. 13(c) = 45_monabsex1: {@code n} threads, each {@code x=1; r=x}. */
    public static Litmus rvfT3(int n) {
        Litmus l = litmus("rvf-t3-" + n);
        for (int i = 0; i < n; i++) {
            l.thread(w("x", 1), r("x"));
        }
        return l;
    }

    /** RVF T4 = Fig. 13(a): n×{@code x=1} | n×{@code (x=1; r=x)} | n×{@code x=1}. */
    public static Litmus rvfT4(int n) {
        return litmus("rvf-t4-" + n)
                .thread(times(n, w("x", 1)))
                .thread(times(n, w("x", 1), r("x")))
                .thread(times(n, w("x", 1)));
    }

    /** RVF T5 = Fig. 13(b): {@code x1=1…xn=1} | {@code xi=1; r=xi} for each i | like T1. */
    public static Litmus rvfT5(int n) {
        List<Op> writes = new ArrayList<>();
        List<Op> pairs = new ArrayList<>();
        for (int i = 1; i <= n; i++) {
            writes.add(w("x" + i, 1));
            pairs.add(w("x" + i, 1));
            pairs.add(r("x" + i));
        }
        Op[] ws = writes.toArray(Op[]::new);
        return litmus("rvf-t5-" + n).thread(ws).thread(pairs.toArray(Op[]::new)).thread(ws);
    }

    public static Litmus sb() {
        return litmus("SB").thread(w("x", 1), r("y")).thread(w("y", 1), r("x"));
    }

    public static Litmus lb() {
        return litmus("LB").thread(r("x"), w("y", 1)).thread(r("y"), w("x", 1));
    }

    /** Message passing: data {@code d}, flag {@code f}. */
    public static Litmus mp() {
        return litmus("MP").thread(w("d", 1), w("f", 1)).thread(r("f"), r("d"));
    }

    public static Litmus coRR() {
        return litmus("coRR").thread(w("x", 1), w("x", 2)).thread(r("x"), r("x"));
    }

    public static Litmus twoWritesTwoReads() {
        return litmus("2w2r").thread(w("x", 1)).thread(w("x", 2)).thread(r("x")).thread(r("x"));
    }

    public static Litmus threeSameWritesOneRead() {
        return litmus("3w1r_same")
                .thread(w("x", 1))
                .thread(w("x", 1))
                .thread(w("x", 1))
                .thread(r("x"));
    }

    /** {@code x=1 | v=x; y=v | r=y}: a written value depends on a read. */
    public static Litmus dep() {
        return litmus("dep").thread(w("x", 1)).thread(r("x"), w("y", v -> v.get(0))).thread(r("y"));
    }

    // ---- ViEqui, seed 001 §1.3 and §6.1

    public static Litmus viequiP1() {
        return litmus("P1")
                .thread(w("x", 1))
                .thread(r("y"), w("x", 1))
                .thread(r("x"), w("y", 1))
                .thread(w("y", 1));
    }

    public static Litmus viequiP2() {
        return litmus("P2").thread(w("x", 1)).thread(r("x")).thread(r("y"), r("x"));
    }

    /** P3 as the note reconstructs it: c is a write of 0 guarded by b reading y > 0. */
    public static Litmus viequiP3() {
        return litmus("P3")
                .thread(w("y", 1))
                .thread(r("y"), when(v -> v.get(0) > 0, w("x", 0)))
                .thread(w("x", 1))
                .thread(r("z"), r("x"));
    }

    public static Litmus viequiP4() {
        return litmus("P4")
                .thread(w("x", 0))
                .thread(w("x", 1))
                .thread(w("x", 1))
                .thread(w("x", 2))
                .thread(r("x"));
    }

    public static Litmus viequiP5() {
        return litmus("P5")
                .thread(r("x"), w("y", 1))
                .thread(r("y"), w("x", 1))
                .thread(r("z"), w("x", 1));
    }

    // ---- VC-DPOR, seed 000 §1.4 and §6

    /** VC-DPOR Fig. 1: {@code w(x,1) | w(x,2); w(x,1); r(x)}. */
    public static Litmus vcdporFig1() {
        return litmus("vc-fig1").thread(w("x", 1)).thread(w("x", 2), w("x", 1), r("x"));
    }

    /** VC-DPOR Fig. 3a: n×{@code w(x,0)} | n×{@code r(x)}. */
    public static Litmus vcdporFig3a(int n) {
        return litmus("vc-fig3a-" + n).thread(times(n, w("x", 0))).thread(times(n, r("x")));
    }

    /** VC-DPOR Fig. 3b: {@code w(xi,0); w(xi,0)} for each i | {@code r(xi)} for each i. */
    public static Litmus vcdporFig3b(int n) {
        List<Op> writes = new ArrayList<>();
        List<Op> reads = new ArrayList<>();
        for (int i = 1; i <= n; i++) {
            writes.add(w("x" + i, 0));
            writes.add(w("x" + i, 0));
            reads.add(r("x" + i));
        }
        return litmus("vc-fig3b-" + n)
                .thread(writes.toArray(Op[]::new))
                .thread(reads.toArray(Op[]::new));
    }

    // ---- The ViEqui artifact's regression suite, seed 001 §6.2 ("v" = values read so far)

    /** basic/Test{@code n} of the ViEqui regression suite, for the tests the note lists. */
    public static Litmus viequiBasic(int n) {
        Litmus l = litmus("basic" + n);
        return switch (n) {
            case 1 -> l.thread(w("x", 1)).thread(r("x"));
            case 2 -> l.thread(w("x", 1)).thread(w("x", 2)).thread(w("x", 1)).thread(r("x"));
            case 3 -> l.thread(w("y", 1)).thread(w("x", 1)).thread(r("x")).thread(r("y"));
            case 4 ->
                    l.thread(w("x", 1))
                            .thread(w("y", 1))
                            .thread(
                                    r("x"),
                                    r("y"),
                                    when(v -> v.get(0) != 0 && v.get(1) != 0, w("z", 1)))
                            .thread(r("z"));
            case 5 ->
                    l.thread(w("x", 1))
                            .thread(w("y", 1))
                            .thread(r("y"), when(v -> v.get(0) == 0, w("z", 1)))
                            .thread(
                                    r("z"),
                                    r("y"),
                                    when(v -> v.get(0) != 0 && v.get(1) == 0, r("x")));
            case 6 -> l.thread(w("x", 2)).thread(w("x", 1), r("x")).thread(w("x", 1));
            case 7 -> l.thread(w("x", 1), r("y")).thread(w("y", 1), r("x"));
            case 8 ->
                    l.thread(w("x", 1))
                            .thread(r("y"), r("x"))
                            .thread(w("y", 1))
                            .thread(r("x"))
                            .thread(r("x"));
            case 9 ->
                    l.thread(w("x", 1))
                            .thread(r("y"), r("x"))
                            .thread(w("y", 1))
                            .thread(r("x"))
                            .thread(r("y"));
            case 10 ->
                    l.thread(r("y"), when(v -> v.get(0) == 0, w("x", 2)))
                            .thread(w("z", 1), w("x", 1), w("y", 1), r("x"))
                            .thread(w("x", 3));
            case 11 ->
                    l.thread(r("y"), w("x", 2))
                            .thread(w("z", 2), w("x", 1))
                            .thread(w("z", 3), w("y", 1));
            case 12 -> l.thread(w("x", 1)).thread(r("x"), when(v -> v.get(0) != 0, r("x")));
            case 13 -> l.thread(r("x"), w("y", 1)).thread(r("y"), w("x", 1));
            case 14 ->
                    l.thread(w("y", 1))
                            .thread(w("x", 1))
                            .thread(
                                    r("z"),
                                    r("x"),
                                    when(v -> v.get(1) != 0, r("y")).otherwise(r("y")));
            case 15 -> l.thread(w("x", 1)).thread(w("x", 2)).thread(r("x")).thread(r("y"), r("x"));
            case 16 ->
                    l.thread(w("x", 1), r("x"), r("y"), r("y")).thread(w("x", 2)).thread(w("y", 1));
            case 17 -> l.thread(r("x"), r("x")).thread(w("x", 1)).thread(r("x"));
            case 18 -> l.thread(r("x"), r("y"), r("y")).thread(w("y", 1)).thread(w("y", 2));
            case 19 ->
                    l.thread(w("x", 1))
                            .thread(r("x"))
                            .thread(r("y"), w("x", 2))
                            .thread(r("z"), w("x", 3));
            case 21 ->
                    l.thread(w("x", 1), w("x", 2)).thread(r("y"), r("x"), r("x")).thread(w("x", 2));
            case 22 ->
                    l.thread(w("y", 1))
                            .thread(w("y", 2))
                            .thread(r("z"), w("x", 1))
                            .thread(r("x"), when(v -> v.get(0) == 1, r("y")));
            case 23 -> l.thread(r("x")).thread(r("y"), w("x", 1)).thread(r("y"), w("x", 1));
            case 24 ->
                    l.thread(w("x", 1))
                            .thread(w("x", 1))
                            .thread(r("y"), r("x"))
                            .thread(r("y"), r("x"));
            case 25 ->
                    l.thread(w("x", 1))
                            .thread(r("x"), w("y", 1))
                            .thread(r("y"), w("x", 2))
                            .thread(r("z"), w("x", 2));
            case 26 ->
                    l.thread(w("y", 1))
                            .thread(r("y"), r("z"), r("x"))
                            .thread(r("z"), w("x", 1))
                            .thread(r("z"), r("x"), w("y", 0));
            case 28 ->
                    l.thread(w("arr[1]", 1))
                            .thread(w("arr[0]", 1))
                            .thread(r("arr[0]"))
                            .thread(r("arr[1]"));
            case 29 -> l.thread(w("x", 1), r("x"), w("y", 1)).thread(w("y", 1), r("y"), w("x", 1));
            case 30 ->
                    l.thread(r("x"), r("z"))
                            .thread(w("x", 1), r("y"))
                            .thread(w("z", 1), r("w"), w("y", 1));
            case 31 -> viequiP1();
            case 32 -> l.thread(w("x", 1)).thread(r("y"), r("x")).thread(r("y"), r("y"), w("x", 0));
            case 33 ->
                    l.thread(w("y", 1))
                            .thread(r("y"), w("x", 1))
                            .thread(r("x"), r("y"))
                            .thread(w("x", 1));
            case 34 ->
                    l.thread(w("y", 1))
                            .thread(w("x", 1))
                            .thread(r("z"), r("x"), when(v -> v.get(1) == 1, r("y")))
                            .thread(r("z"), w("x", 2));
            default -> throw new IllegalArgumentException("no basic test " + n);
        };
    }

    /** rmw/Test{@code n} of the ViEqui regression suite (FAA = fetch-add, XCHG = exchange). */
    public static Litmus viequiRmw(int n) {
        Litmus l = litmus("rmw" + n);
        return switch (n) {
            case 1 -> l.thread(w("x", 1)).thread(faa("x", 1));
            case 2 -> l.thread(r("x")).thread(faa("x", 1));
            case 3 -> l.thread(faa("x", 1)).thread(r("x"));
            case 4 -> l.thread(faa("x", 1)).thread(w("x", 2)).thread(r("x"));
            case 5 -> l.thread(w("x", 1)).thread(faa("x", 2)).thread(faa("x", 1));
            case 6 -> l.thread(faa("y", 1)).thread(faa("x", 1)).thread(r("x")).thread(r("y"));
            case 7 -> l.thread(faa("x", 2)).thread(faa("x", 1), r("x")).thread(w("x", 1));
            case 8 -> l.thread(faa("x", 2)).thread(faa("x", 1), faa("x", 1)).thread(w("x", 1));
            case 9 -> l.thread(faa("x", 1)).thread(r("x"), when(v -> v.get(0) != 0, r("x")));
            case 10 -> l.thread(r("x"), faa("y", 1)).thread(r("y"), faa("x", 1));
            case 11 ->
                    l.thread(faa("y", 1))
                            .thread(faa("x", 1))
                            .thread(
                                    r("z"),
                                    r("x"),
                                    when(v -> v.get(1) != 0, r("y")).otherwise(r("y")));
            case 12 ->
                    l.thread(faa("x", 1))
                            .thread(faa("x", 1))
                            .thread(
                                    r("z"),
                                    r("x"),
                                    when(v -> v.get(1) != 0, r("x")).otherwise(r("x")));
            case 13 ->
                    l.thread(w("x", 1), faa("x", 1))
                            .thread(r("y"), r("x"), r("x"))
                            .thread(w("x", 2));
            case 14 -> l.thread(w("x", 1)).thread(faa("x", 2)).thread(faa("x", 1)).thread(r("x"));
            case 15 -> l.thread(w("x", 1)).thread(xchg("x", 2));
            default -> throw new IllegalArgumentException("no rmw test " + n);
        };
    }

    /** cmpxchg/Test{@code n} of the ViEqui regression suite (a failed CAS only reads). */
    public static Litmus viequiCmpxchg(int n) {
        Litmus l = litmus("cmpxchg" + n);
        return switch (n) {
            case 1 -> l.thread(w("x", 1)).thread(cas("x", 1, 2));
            case 2 -> l.thread(cas("x", 0, 1)).thread(w("x", 2)).thread(r("x"));
            case 3 -> l.thread(w("x", 1)).thread(cas("x", 1, 2)).thread(cas("x", 1, 1));
            case 4 -> l.thread(faa("x", 2)).thread(cas("x", 1, 2), r("x")).thread(w("x", 1));
            case 5 -> l.thread(faa("x", 1)).thread(cas("x", 1, 2), r("x")).thread(w("x", 1));
            case 6 ->
                    l.thread(faa("x", 2)).thread(cas("x", 1, 2), cas("x", 2, 3)).thread(w("x", 1));
            case 7 -> l.thread(casSection(1)).thread(casSection(2));
            default -> throw new IllegalArgumentException("no cmpxchg test " + n);
        };
    }

    /** {@code if (CAS(x,0→1)) { y = t; assert(y == t); x = 0; }} */
    private static Op[] casSection(int t) {
        return new Op[] {
            cas("x", 0, 1),
            when(
                    v -> v.get(0) == 0,
                    w("y", t),
                    r("y"),
                    check(v -> v.get(1) == t, "y == " + t),
                    w("x", 0))
        };
    }
}
