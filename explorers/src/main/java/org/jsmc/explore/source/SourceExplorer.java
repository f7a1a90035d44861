package org.jsmc.explore.source;

import org.jsmc.exec.Program;
import org.jsmc.explore.Explorer;
import org.jsmc.explore.Listener;
import org.jsmc.explore.Options;
import org.jsmc.explore.Result;
import org.jsmc.explore.core.Decision;
import org.jsmc.explore.core.DporAlgorithm;
import org.jsmc.explore.core.DporSearch;
import org.jsmc.explore.core.FailureProbe;
import org.jsmc.explore.core.Guide;
import org.jsmc.explore.core.Plan;
import org.jsmc.explore.core.Race;
import org.jsmc.explore.core.Reversal;

/**
 * Source-DPOR with sleep sets (Abdulla, Aronis, Jonsson, Sagonas, JACM'17 Alg. 1; POPL'14): at
 * every state it explores a source set of threads, so that every Mazurkiewicz trace is explored,
 * and sleep sets make it never explore two complete traces of one class; the price is
 * sleep-set-blocked executions, counted apart.
 *
 * <p>For each race {@code e ⋖ e'} of an execution (found by {@code core.RaceFinder}), with {@code
 * E' = pre(E,e)} and {@code v = notdep(e,E)·e'}: if no initial of {@code v} is in {@code
 * backtrack(E')}, its initial of the lowest thread index is added (Alg. 1 l. 5–6 leave the choice
 * open; this one, like exploring the lowest enabled thread first, reproduces Nidhugg's
 * sleep-set-blocked counts, e.g. {@code (n-1)(2^(n-1)-2)} on the QPOR paper's Fig. 1 family). Not
 * thread-safe; one instance per exploration.
 */
public final class SourceExplorer implements Explorer, DporAlgorithm {
    static final String NAME = "source";

    @Override
    public Result explore(Program program, Options options, Listener listener) {
        return new DporSearch(this).explore(program, options, listener);
    }

    @Override
    public String name() {
        return NAME;
    }

    @Override
    public boolean observers() {
        return false;
    }

    @Override
    public Plan open(Decision decision, Guide guide) {
        return new BacktrackSet(decision);
    }

    @Override
    public void reverse(Race race, Reversal v, Decision target, FailureProbe probe) {
        BacktrackSet backtrack = (BacktrackSet) target.plan();
        for (int t = backtrack.nextMember(-1); t >= 0; t = backtrack.nextMember(t)) {
            if (v.isInitialThread(t, target.sleep().step(t))) {
                return;
            }
        }
        backtrack.add(v.lowestInitial());
    }
}
