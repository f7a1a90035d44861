package org.jsmc.svcomp.witness;

import org.jsmc.ir.InputException;

/**
 * A witness file jsmc cannot use: not YAML or XML, not a violation witness, a required field
 * missing. The one-line message names the file and what is wrong.
 */
public final class WitnessException extends InputException {
    private static final long serialVersionUID = 1L;

    public WitnessException(String message) {
        super(message);
    }

    public WitnessException(String message, Throwable cause) {
        super(message, cause);
    }
}
