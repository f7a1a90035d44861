package org.jsmc.explore.oracle;

import java.util.ArrayList;
import java.util.List;
import org.jsmc.exec.Program;
import org.jsmc.explore.Algorithm;
import org.jsmc.explore.Options;

/**
 * What an {@link Algorithm} promises about the classes it explores, checked against the oracle in
 * one place for the contract, property and golden tests: at least one complete trace per class of
 * {@link Algorithm#covered()}, none twice under {@link Algorithm#equivalence()} when it is exact or
 * covers a finer equivalence than it explores, and never an impossible class. Where the algorithm
 * does not enumerate the prefixes of errors ({@link Algorithm#classesOfErrors()}), the classes are
 * those of the executions without an error, taken from every interleaving ({@code dfs}).
 */
public final class Guarantees {
    private Guarantees() {}

    /**
     * The broken promises of {@code a}, given what {@code explored} recorded of {@code program}
     * under {@code --keep-going}; empty when it kept them all.
     */
    public static List<String> broken(
            Algorithm a, Program program, Census census, TraceRecorder explored) {
        List<String> broken = new ArrayList<>();
        boolean once = a.exact() || a.covered() != a.equivalence();
        Coverage own = explored.coverage(census, a.equivalence());
        report(broken, "impossible classes", own.unknown().size());
        Coverage covered;
        if (a.classesOfErrors()) {
            covered = explored.coverage(census, a.covered());
        } else {
            TraceRecorder all = new TraceRecorder();
            Algorithm.DFS.create().explore(program, Options.DEFAULT.withKeepGoing(true), all);
            covered = Coverage.between(a.covered(), all.errorFree(), explored.errorFree());
            own = Coverage.between(a.equivalence(), all.errorFree(), explored.errorFree());
        }
        report(broken, "missing " + a.covered().title() + " classes", covered.missing().size());
        if (once) {
            report(
                    broken,
                    a.equivalence().title() + " classes explored twice",
                    own.duplicated().size());
        }
        return broken;
    }

    private static void report(List<String> broken, String what, int n) {
        if (n > 0) {
            broken.add(n + " " + what);
        }
    }
}
