package org.jsmc.explore.oracle;

import static org.assertj.core.api.Assertions.assertThat;
import static org.jsmc.explore.Equivalence.MAZURKIEWICZ;
import static org.jsmc.explore.Equivalence.OBSERVERS;
import static org.jsmc.explore.Equivalence.READS_FROM;
import static org.jsmc.explore.Equivalence.VIEW;

import java.util.List;
import java.util.Set;
import java.util.stream.Collectors;
import org.jsmc.exec.Event;
import org.jsmc.explore.Equivalence;
import org.jsmc.explore.litmus.Litmus;
import org.jsmc.explore.litmus.PaperPrograms;
import org.junit.jupiter.api.Test;

/** Exact sets of classes, written out: a count can hide two swapped classes. */
class OracleClassSetTest {

    private static Set<String> rendered(Litmus program, Equivalence e) {
        Notation n = program.notation();
        return Oracle.census(program).classes(e).stream()
                .map(k -> k.render(n))
                .collect(Collectors.toSet());
    }

    @Test
    void storeBufferingHasThreeMazurkiewiczClassesAsOrdersOfItsConflictingPairs() {
        // T1: a=w(x,1) b=r(y) | T2: c=w(y,1) d=r(x); conflicting pairs (a,d) and (b,c); the
        // fourth combination d<a, b<c is a cycle a<b<c<d<a.
        assertThat(rendered(PaperPrograms.sb(), MAZURKIEWICZ))
                .containsExactlyInAnyOrder(
                        "(<1>,1) w(x,1) < (<2>,2) r(x)=1; (<1>,2) r(y)=0 < (<2>,1) w(y,1)",
                        "(<1>,1) w(x,1) < (<2>,2) r(x)=1; (<2>,1) w(y,1) < (<1>,2) r(y)=1",
                        "(<2>,1) w(y,1) < (<1>,2) r(y)=1; (<2>,2) r(x)=0 < (<1>,1) w(x,1)");
    }

    @Test
    void storeBufferingReadsFromAndViewClasses() {
        assertThat(rendered(PaperPrograms.sb(), READS_FROM))
                .containsExactlyInAnyOrder(
                        "(<1>,2) r(y)=0 ← init; (<2>,2) r(x)=1 ← (<1>,1) w(x,1)"
                                + " | (<1>,1) w(x,1); (<2>,1) w(y,1)",
                        "(<1>,2) r(y)=1 ← (<2>,1) w(y,1); (<2>,2) r(x)=1 ← (<1>,1) w(x,1)"
                                + " | (<1>,1) w(x,1); (<2>,1) w(y,1)",
                        "(<1>,2) r(y)=1 ← (<2>,1) w(y,1); (<2>,2) r(x)=0 ← init"
                                + " | (<1>,1) w(x,1); (<2>,1) w(y,1)");
        assertThat(rendered(PaperPrograms.sb(), VIEW))
                .containsExactlyInAnyOrder(
                        "(<1>,2) r(y)=0; (<2>,2) r(x)=1",
                        "(<1>,2) r(y)=1; (<2>,2) r(x)=1",
                        "(<1>,2) r(y)=1; (<2>,2) r(x)=0");
    }

    @Test
    void vcdporFigure1HasThreeObserverClasses() {
        // a = <1>'s w(x,1); <2>: b = w(x,2), c = w(x,1), r = r(x). A write-write pair counts only
        // when r reads the later write: t1 = a b c r and t2 = b a c r share {a<c, a<r}; t3 = b c a
        // r has {b<a, c<a, a<r}; t4 = b c r a has {r<a}.
        assertThat(rendered(PaperPrograms.vcdporFig1(), OBSERVERS))
                .containsExactlyInAnyOrder(
                        "(<1>,1) w(x,1) < (<2>,2) w(x,1); (<1>,1) w(x,1) < (<2>,3) r(x)=1"
                                + " | (<2>,1) w(x,2)",
                        "(<1>,1) w(x,1) < (<2>,3) r(x)=1; (<2>,1) w(x,2) < (<1>,1) w(x,1);"
                                + " (<2>,2) w(x,1) < (<1>,1) w(x,1)",
                        "(<2>,3) r(x)=1 < (<1>,1) w(x,1) | (<2>,1) w(x,2); (<2>,2) w(x,1)");
    }

    @Test
    void viequiP1ReadsFromIsEveryPairOfSourcesButTheCyclicOne() {
        // b = <2>'s r(y) reads from init, e = <3>'s w(y,1) or f = <4>'s w(y,1); d = <3>'s r(x)
        // from init, a = <1>'s w(x,1) or c = <2>'s w(x,1). Only (b←e, d←c) is cyclic: 9 - 1 = 8.
        Litmus p1 = PaperPrograms.viequiP1();
        Notation n = p1.notation();
        Set<String> sources =
                Oracle.census(p1).classes(READS_FROM).stream()
                        .map(k -> ((ClassKey.ReadsFrom) k).sources())
                        .map(
                                m ->
                                        m.entrySet().stream()
                                                .sorted(
                                                        (x, y) ->
                                                                Notation.EVENT_ORDER.compare(
                                                                        x.getKey(), y.getKey()))
                                                .map(
                                                        en ->
                                                                en.getKey().thread()
                                                                        + "←"
                                                                        + source(en.getValue(), n))
                                                .collect(Collectors.joining(" ")))
                        .collect(Collectors.toSet());
        assertThat(sources)
                .containsExactlyInAnyOrder(
                        "<2>←init <3>←init",
                        "<2>←init <3>←<1>",
                        "<2>←init <3>←<2>",
                        "<2>←<3> <3>←init",
                        "<2>←<3> <3>←<1>",
                        "<2>←<4> <3>←init",
                        "<2>←<4> <3>←<1>",
                        "<2>←<4> <3>←<2>");
    }

    @Test
    void viequiP1ViewIsEveryPairOfValues() {
        assertThat(rendered(PaperPrograms.viequiP1(), VIEW))
                .containsExactlyInAnyOrder(
                        "(<2>,1) r(y)=0; (<3>,1) r(x)=0",
                        "(<2>,1) r(y)=0; (<3>,1) r(x)=1",
                        "(<2>,1) r(y)=1; (<3>,1) r(x)=0",
                        "(<2>,1) r(y)=1; (<3>,1) r(x)=1");
    }

    private static String source(List<Source> sources, Notation n) {
        Source s = sources.get(0);
        Event w = s.write();
        return s.isInit() ? "init" : w.thread().toString();
    }
}
