package org.jsmc.bench.manifest;

/** A closed-form expression that cannot be evaluated; the message says where and why. */
public final class ExpressionException extends RuntimeException {
    private static final long serialVersionUID = 1L;

    ExpressionException(String message) {
        super(message);
    }
}
