package org.jsmc.explore.trust;

import org.jsmc.exec.Program;
import org.jsmc.explore.Explorer;
import org.jsmc.explore.Listener;
import org.jsmc.explore.Options;
import org.jsmc.explore.Result;
import org.jsmc.explore.core.DeepStack;

/**
 * TruSt (Kokologiannakis, Marmanis, Gladstein, Vafeiadis, POPL'22) under SC with the left-to-right
 * scheduler: one complete execution per consistent execution graph. Not thread-safe; one instance
 * per exploration.
 */
public final class TrustExplorer implements Explorer {
    @Override
    public Result explore(Program program, Options options, Listener listener) {
        TrustSearch search = new TrustSearch(program, options, listener);
        return DeepStack.run("jsmc-trust-search", search::run);
    }
}
