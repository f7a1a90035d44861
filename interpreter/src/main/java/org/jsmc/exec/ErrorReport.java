package org.jsmc.exec;

import org.jsmc.ir.SourceLocation;

/**
 * An error found in the checked program. This is data, not an exception: the explorer records it
 * with the trace that led to it.
 *
 * @param kind what kind of error
 * @param message a one-line explanation, e.g. the failed assertion's expression
 * @param thread the thread that found it (for a deadlock, one of the blocked threads)
 * @param location where in the source, or {@link SourceLocation#UNKNOWN}
 * @param partner for a data race, the earlier of the two racing accesses (the later is the last
 *     event of the execution); otherwise null
 */
public record ErrorReport(
        ErrorKind kind, String message, ThreadId thread, SourceLocation location, EventId partner) {

    /** An error that involves no second event. */
    public ErrorReport(ErrorKind kind, String message, ThreadId thread, SourceLocation location) {
        this(kind, message, thread, location, null);
    }

    /** {@code Assertion violation at prog.c:12:5 in <0.1>: x == 1}. */
    public String describe() {
        String head =
                Character.toUpperCase(kind.description().charAt(0))
                        + kind.description().substring(1);
        StringBuilder s = new StringBuilder(head);
        if (location.isKnown()) {
            s.append(" at ").append(location);
        }
        if (thread != null) {
            s.append(" in ").append(thread);
        }
        if (!message.isEmpty()) {
            s.append(": ").append(message);
        }
        return s.toString();
    }

    @Override
    public String toString() {
        return describe();
    }
}
