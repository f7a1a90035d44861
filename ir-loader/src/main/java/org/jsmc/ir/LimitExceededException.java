package org.jsmc.ir;

/**
 * An execution went past one of jsmc's resource bounds, typically a loop that never reaches a
 * visible event or never ends. The message names the bound, where it was exceeded, and the option
 * that changes it.
 */
public class LimitExceededException extends JsmcException {
    private static final long serialVersionUID = 1L;

    public LimitExceededException(String message) {
        super(message);
    }
}
