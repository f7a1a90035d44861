package org.jsmc.explore.graph;

import org.jsmc.ir.SourceLocation;
import org.jsmc.ir.UnsupportedFeatureException;

/**
 * An access of one size that overlaps a range accessed with another size: {@link Locations} gives
 * each read one location, and such a read would read bytes of two writes. The algorithms built on
 * locations throw it; {@link org.jsmc.explore.filter} catches it where an algorithm can go on with
 * another search.
 */
public final class MixedSizes extends UnsupportedFeatureException {
    private static final long serialVersionUID = 1L;

    MixedSizes(String algorithm, int size, SourceLocation where) {
        super(
                message(
                        "mixed-size accesses for '"
                                + algorithm
                                + "' (an access of "
                                + size
                                + " bytes overlaps another range; use 'optimal')",
                        where));
    }
}
