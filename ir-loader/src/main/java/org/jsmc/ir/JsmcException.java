package org.jsmc.ir;

/**
 * A problem with jsmc's input, as opposed to a bug in jsmc (which is an {@link
 * IllegalStateException} or {@link AssertionError}) or an error found in the checked program (which
 * is data, not an exception). The message is one line that says what went wrong and where ({@code
 * file:line:col} when known), and how to fix it when jsmc can tell. The command line prints it
 * without a stack trace and exits with code 1.
 */
public abstract class JsmcException extends RuntimeException {
    private static final long serialVersionUID = 1L;

    protected JsmcException(String message) {
        super(message);
    }

    protected JsmcException(String message, Throwable cause) {
        super(message, cause);
    }
}
