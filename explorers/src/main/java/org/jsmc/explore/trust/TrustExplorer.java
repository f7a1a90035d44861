package org.jsmc.explore.trust;

import java.time.Duration;
import java.util.LinkedHashMap;
import java.util.Map;
import org.jsmc.exec.Program;
import org.jsmc.explore.Explorer;
import org.jsmc.explore.Listener;
import org.jsmc.explore.Options;
import org.jsmc.explore.Result;
import org.jsmc.explore.core.DeepStack;

/**
 * TruSt (Kokologiannakis, Marmanis, Gladstein, Vafeiadis, POPL'22) under SC with the left-to-right
 * scheduler: one complete execution per consistent execution graph; with {@link
 * Options#roundBound()} only the graphs of at most that many round-robin rounds (ROUNDER, Marmanis
 * and Vafeiadis, FMCAD'23), and with {@link Options#boundDeepening()} the bounds 0, 1, 2, … in
 * turn. Not thread-safe; one instance per exploration.
 */
public final class TrustExplorer implements Explorer {
    @Override
    public Result explore(Program program, Options options, Listener listener) {
        if (!options.boundDeepening()) {
            return once(program, options, listener);
        }
        Duration elapsed = Duration.ZERO;
        for (int k = 0; ; k++) {
            Result r = once(program, options.withBoundDeepening(false).withRoundBound(k), listener);
            elapsed = elapsed.plus(r.elapsed());
            if (r.errorFound() || r.counts().boundPruned() == 0 || !r.complete()) {
                Map<String, Long> statistics = new LinkedHashMap<>(r.statistics());
                statistics.put("deepenedRuns", (long) k + 1);
                return new Result(
                        r.algorithm(),
                        r.counts(),
                        r.firstError(),
                        r.loopBoundHit(),
                        r.spawningLoopCut(),
                        r.nondetNarrowed(),
                        r.complete(),
                        elapsed,
                        statistics);
            }
        }
    }

    private static Result once(Program program, Options options, Listener listener) {
        TrustSearch search = new TrustSearch(program, options, listener);
        return DeepStack.run("jsmc-trust-search", search::run);
    }
}
