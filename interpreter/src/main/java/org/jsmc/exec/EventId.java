package org.jsmc.exec;

/**
 * An event's identity: its thread and its 1-based position among that thread's visible events.
 * Printed {@code (<0.1>,5)}, as Nidhugg does.
 */
public record EventId(ThreadId thread, int index) {
    @Override
    public String toString() {
        return "(" + thread + "," + index + ")";
    }
}
