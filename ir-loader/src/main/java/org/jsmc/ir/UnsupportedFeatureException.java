package org.jsmc.ir;

/**
 * Valid input that uses something jsmc does not model: an instruction, a type, an intrinsic or an
 * external function. The message names the feature and where it is used.
 */
public class UnsupportedFeatureException extends JsmcException {
    private static final long serialVersionUID = 1L;

    public UnsupportedFeatureException(String message) {
        super(message);
    }

    /** "unsupported {@code what} at {@code location}". */
    public static UnsupportedFeatureException at(String what, SourceLocation location) {
        return new UnsupportedFeatureException(message(what, location));
    }

    /** The message of {@link #at}, for subclasses that name a particular feature. */
    protected static String message(String what, SourceLocation location) {
        return location.isKnown()
                ? "unsupported " + what + " at " + location
                : "unsupported " + what;
    }
}
