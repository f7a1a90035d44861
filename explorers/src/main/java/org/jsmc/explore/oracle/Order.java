package org.jsmc.explore.oracle;

import org.jsmc.exec.Event;

/** Two events of a class key in the order every trace of the class performs them. */
public record Order(Event before, Event after) {
    String render(Notation notation) {
        return notation.event(before) + " < " + notation.event(after);
    }
}
