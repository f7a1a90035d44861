package org.jsmc.svcomp.witness;

import java.nio.file.Path;
import java.util.Locale;

/** The two exchange formats of SV-COMP violation witnesses, told apart by file extension. */
public enum WitnessFormat {
    /** GraphML 1.0: a witness automaton ({@code .graphml}). */
    GRAPHML,
    /** YAML 2.x: a violation sequence of segments and waypoints ({@code .yml}, {@code .yaml}). */
    YAML;

    /**
     * The format of {@code file} by its extension.
     *
     * @throws WitnessException for any other extension
     */
    public static WitnessFormat of(Path file) {
        Path name = file.getFileName();
        String n = name == null ? "" : name.toString().toLowerCase(Locale.ROOT);
        if (n.endsWith(".graphml")) {
            return GRAPHML;
        }
        if (n.endsWith(".yml") || n.endsWith(".yaml")) {
            return YAML;
        }
        throw new WitnessException(
                "witness file "
                        + file
                        + ": unknown format (use .graphml for GraphML 1.0, .yml or .yaml for"
                        + " YAML 2.x)");
    }
}
