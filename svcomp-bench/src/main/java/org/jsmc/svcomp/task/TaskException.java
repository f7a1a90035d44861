package org.jsmc.svcomp.task;

import org.jsmc.ir.JsmcException;

/**
 * A task definition, set file or path that cannot be used: the message names the file and what is
 * wrong with it, in one line.
 */
public final class TaskException extends JsmcException {
    private static final long serialVersionUID = 1L;

    TaskException(String message) {
        super(message);
    }

    TaskException(String message, Throwable cause) {
        super(message, cause);
    }
}
