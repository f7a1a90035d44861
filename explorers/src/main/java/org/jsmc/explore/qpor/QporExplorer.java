package org.jsmc.explore.qpor;

import org.jsmc.exec.Program;
import org.jsmc.explore.Explorer;
import org.jsmc.explore.Listener;
import org.jsmc.explore.Options;
import org.jsmc.explore.Result;

/**
 * Quasi-optimal POR (Nguyen, Rodríguez, Sousa, Coti, Petrucci, CAV'18): unfolding-based DPOR whose
 * right branches follow k-partial alternatives ({@link Options#alternatives()}; 0 for optimal
 * ones).
 */
public final class QporExplorer implements Explorer {
    static final String NAME = "qpor";

    @Override
    public Result explore(Program program, Options options, Listener listener) {
        return new QporSearch(program, options, listener).run();
    }
}
