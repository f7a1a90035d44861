package org.jsmc.explore.oracle;

import org.jsmc.exec.Event;

/**
 * Where a read's value comes from: an earlier event that wrote the cell, or the initial value.
 *
 * @param write the writing event, or null for the initial value
 */
public record Source(Event write) {
    /** The initial value (the salient initial write of the papers). */
    public static final Source INIT = new Source(null);

    public boolean isInit() {
        return write == null;
    }

    String render(Notation notation) {
        return isInit() ? "init" : notation.event(write);
    }
}
