package org.jsmc.bench.run;

import com.fasterxml.jackson.annotation.JsonCreator;
import com.fasterxml.jackson.annotation.JsonValue;
import java.util.Locale;

/** How one run ended. */
public enum Status {
    /** jsmc finished and printed its report (whether or not it found an error in the program). */
    OK,
    /** The runner killed jsmc at the time limit. */
    TIMEOUT,
    /** jsmc ran out of its heap ({@code OutOfMemoryError}). */
    OOM,
    /** jsmc rejected the input or failed (exit code 1, 2 or 3); the message says why. */
    ERROR;

    @JsonValue
    public String json() {
        return name().toLowerCase(Locale.ROOT);
    }

    @JsonCreator
    public static Status of(String s) {
        return valueOf(s.toUpperCase(Locale.ROOT));
    }
}
