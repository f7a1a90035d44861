package org.jsmc.explore;

import java.util.Arrays;
import java.util.Optional;
import java.util.function.Supplier;
import org.jsmc.explore.dfs.DfsExplorer;
import org.jsmc.explore.observers.ObserversExplorer;
import org.jsmc.explore.optimal.OptimalExplorer;
import org.jsmc.explore.source.SourceExplorer;

/**
 * The typed registry of exploration algorithms. The command line builds its {@code --algorithm}
 * help and completion from it, and contract tests run against every entry.
 */
public enum Algorithm {
    DFS(
            "dfs",
            "every interleaving of visible events, no reduction",
            Equivalence.NONE,
            "testing baseline",
            true,
            DfsExplorer::new),
    SOURCE(
            "source",
            "Source-DPOR with source sets and sleep sets",
            Equivalence.MAZURKIEWICZ,
            "Abdulla, Aronis, Jonsson, Sagonas, POPL'14 / JACM'17 (Alg. 1)",
            false,
            SourceExplorer::new),
    OPTIMAL(
            "optimal",
            "Optimal-DPOR with wakeup trees",
            Equivalence.MAZURKIEWICZ,
            "Abdulla, Aronis, Jonsson, Sagonas, POPL'14 / JACM'17 (Alg. 2)",
            true,
            OptimalExplorer::new),
    OBSERVERS(
            "observers",
            "Optimal-DPOR with observers: write-write races count only when observed",
            Equivalence.OBSERVERS,
            "Aronis, Jonsson, Lang, Sagonas, TACAS'18",
            true,
            ObserversExplorer::new);

    private final String algorithmName;
    private final String description;
    private final Equivalence equivalence;
    private final String source;
    private final boolean exact;
    private final Supplier<Explorer> factory;

    Algorithm(
            String algorithmName,
            String description,
            Equivalence equivalence,
            String source,
            boolean exact,
            Supplier<Explorer> factory) {
        this.algorithmName = algorithmName;
        this.description = description;
        this.equivalence = equivalence;
        this.source = source;
        this.exact = exact;
        this.factory = factory;
    }

    /** The name users type, e.g. {@code dfs}. */
    public String algorithmName() {
        return algorithmName;
    }

    /** One line for {@code --help}. */
    public String description() {
        return description;
    }

    /** The equivalence whose classes the algorithm explores (at least one trace per class). */
    public Equivalence equivalence() {
        return equivalence;
    }

    /**
     * Whether the algorithm explores exactly one complete trace per class of its equivalence (and,
     * for a DPOR, never a sleep-set-blocked execution); the others explore at least one.
     */
    public boolean exact() {
        return exact;
    }

    /** The paper or other source the algorithm comes from. */
    public String source() {
        return source;
    }

    /** A fresh explorer; an explorer serves one {@link Explorer#explore} call. */
    public Explorer create() {
        return factory.get();
    }

    /** The algorithm called {@code name}, if any. */
    public static Optional<Algorithm> byName(String name) {
        return Arrays.stream(values()).filter(a -> a.algorithmName.equals(name)).findFirst();
    }
}
