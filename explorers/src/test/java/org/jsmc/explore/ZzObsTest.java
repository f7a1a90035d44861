package org.jsmc.explore;

import static org.jsmc.explore.litmus.Op.*;

import java.util.List;
import org.jsmc.explore.litmus.Litmus;
import org.jsmc.explore.litmus.Op;
import org.jsmc.explore.oracle.Census;
import org.jsmc.explore.oracle.Oracle;
import org.jsmc.explore.oracle.TraceRecorder;
import org.junit.jupiter.api.Test;

class ZzObsTest {
    @Test
    void probe() {
        Op chooser = spawn(w("x", 0), Op.choice(2), Op.check(v -> v.last() == 0, "chose 1"));
        Op[] c2 = {
            w("y", 1),
            Op.choice(2),
            Op.check(v -> v.last() == 0, "a"),
            Op.choice(2),
            Op.check(v -> v.last() == 0, "b")
        };
        Op[] c1 = {w("y", 1), Op.choice(2), Op.check(v -> v.last() == 0, "a")};
        Op[] c2n = {
            Op.choice(2),
            Op.check(v -> v.last() == 0, "a"),
            Op.choice(2),
            Op.check(v -> v.last() == 0, "b")
        };
        List<Litmus> programs =
                List.of(
                        Litmus.main("a", spawn(c2), spawn(), spawn(r("x"), r("x")), join(2)),
                        Litmus.main("b", spawn(c2), spawn(), spawn(r("x")), join(2)),
                        Litmus.main("c", spawn(c2), spawn(), join(2)),
                        Litmus.main("d", spawn(c1), spawn(), spawn(r("x"), r("x")), join(2)),
                        Litmus.main("e", spawn(c2n), spawn(), spawn(r("x"), r("x")), join(2)),
                        Litmus.main("f", spawn(c2), spawn(r("x"), r("x")), join(1)),
                        Litmus.main("g", spawn(c2), spawn(r("x"), r("x")), r("z")),
                        Litmus.litmus("h").thread(c2).thread(r("x"), r("x")).thread(r("z")));
        for (Litmus p : programs) {
            if (System.getProperty("only") != null && !p.name().equals(System.getProperty("only")))
                continue;
            for (Algorithm a : List.of(Algorithm.OPTIMAL)) {
                Census census = Oracle.census(p);
                TraceRecorder rec = new TraceRecorder();
                Result res = a.create().explore(p, Options.DEFAULT.withKeepGoing(true), rec);
                var c = rec.coverage(census, a.equivalence());
                System.err.println(
                        "ZZ "
                                + p.name()
                                + " "
                                + a
                                + " classes "
                                + census.count(a.equivalence())
                                + " missing "
                                + c.missing().size()
                                + " twice "
                                + c.duplicated().size()
                                + " blocked "
                                + res.counts().sleepSetBlocked()
                                + (System.getProperty("show") != null
                                        ? "\n"
                                                + c.missing()
                                                        .toString()
                                                        .replaceAll("location=[^]]*\\]", "]")
                                        : ""));
            }
        }
    }
}
