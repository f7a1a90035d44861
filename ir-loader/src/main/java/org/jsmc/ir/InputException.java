package org.jsmc.ir;

/**
 * Input jsmc cannot use: a missing or unreadable file, corrupt or too-new bitcode, a C file clang
 * rejects, a module without {@code main}.
 */
public class InputException extends JsmcException {
    private static final long serialVersionUID = 1L;

    public InputException(String message) {
        super(message);
    }

    public InputException(String message, Throwable cause) {
        super(message, cause);
    }
}
