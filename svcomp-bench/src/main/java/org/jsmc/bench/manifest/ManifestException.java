package org.jsmc.bench.manifest;

import org.jsmc.ir.JsmcException;

/** A manifest that cannot be read or breaks the schema; the message names the file and entry. */
public final class ManifestException extends JsmcException {
    private static final long serialVersionUID = 1L;

    ManifestException(String message) {
        super(message);
    }

    ManifestException(String message, Throwable cause) {
        super(message, cause);
    }
}
