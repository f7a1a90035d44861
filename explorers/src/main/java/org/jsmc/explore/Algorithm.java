package org.jsmc.explore;

import java.util.Arrays;
import java.util.Optional;
import java.util.function.Supplier;
import org.jsmc.explore.dfs.DfsExplorer;
import org.jsmc.explore.filter.OnMixedSizes;
import org.jsmc.explore.observers.ObserversExplorer;
import org.jsmc.explore.optimal.OptimalExplorer;
import org.jsmc.explore.qpor.QporExplorer;
import org.jsmc.explore.rf.ReadsFromExplorer;
import org.jsmc.explore.rvf.RvfExplorer;
import org.jsmc.explore.source.SourceExplorer;
import org.jsmc.explore.trust.TrustExplorer;
import org.jsmc.explore.vc.DcExplorer;
import org.jsmc.explore.vc.VcExplorer;
import org.jsmc.explore.view.ViewExplorer;

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
            ObserversExplorer::new),
    RF(
            "rf",
            "reads-from SMC: one trace per reads-from class, checked by VerifySC",
            Equivalence.READS_FROM,
            "Abdulla, Atig, Jonsson, Lång, Ngo, Sagonas, OOPSLA'19; search of Agarwal et al."
                    + " CAV'21 (Alg. 2)",
            true,
            ReadsFromExplorer::new),
    TRUST(
            "trust",
            "TruSt: one execution per consistent execution graph, left-to-right scheduler",
            Equivalence.MAZURKIEWICZ,
            "Kokologiannakis, Marmanis, Gladstein, Vafeiadis, POPL'22; Marmanis, Vafeiadis,"
                    + " FMCAD'23 (Alg. 2)",
            true,
            TrustExplorer::new),
    RVF(
            "rvf",
            "RVF-SMC: sources grouped by value, causal maps and backtrack signals",
            Equivalence.RVF,
            "Agarwal, Chatterjee, Pathak, Pavlogiannis, Toman, CAV'21 (Alg. 1, 2)",
            false,
            Equivalence.VIEW,
            RvfExplorer::new),
    VIEW(
            "view",
            "one trace per view class: the same reads returning the same values",
            Equivalence.VIEW,
            "view-equivalence of ViEqui (Def. 1); search of RVF-SMC, Agarwal et al. CAV'21"
                    + " (Alg. 2), dropping repeated views",
            true,
            ViewExplorer::new),
    VC(
            "vc",
            "value-centric DPOR: values read, root reads' sides, leaf orders (root: thread 1)",
            Equivalence.VALUE_CENTRIC,
            "Chatterjee, Pavlogiannis, Toman, OOPSLA'19 (Alg. 5-7)",
            false,
            Equivalence.VIEW,
            VcExplorer::new),
    DC(
            "dc",
            "data-centric DPOR: vc's search with one write per branch (observations)",
            Equivalence.DATA_CENTRIC,
            "Chalupa, Chatterjee, Pavlogiannis, Sinha, Vaidya, POPL'18; search of VC-DPOR"
                    + " (Alg. 5-7)",
            false,
            Equivalence.READS_FROM,
            DcExplorer::new),
    QPOR(
            "qpor",
            "quasi-optimal POR: unfolding, k-partial alternatives (--k, 0 = optimal)",
            Equivalence.MAZURKIEWICZ,
            "Nguyen, Rodríguez, Sousa, Coti, Petrucci, CAV'18 (Alg. 1, comb of §5)",
            true,
            QporExplorer::new);

    private final String algorithmName;
    private final String description;
    private final Equivalence equivalence;
    private final String source;
    private final boolean exact;
    private final Equivalence covered;
    private final Supplier<Explorer> factory;

    Algorithm(
            String algorithmName,
            String description,
            Equivalence equivalence,
            String source,
            boolean exact,
            Supplier<Explorer> factory) {
        this(algorithmName, description, equivalence, source, exact, equivalence, factory);
    }

    Algorithm(
            String algorithmName,
            String description,
            Equivalence equivalence,
            String source,
            boolean exact,
            Equivalence covered,
            Supplier<Explorer> factory) {
        this.algorithmName = algorithmName;
        this.description = description;
        this.equivalence = equivalence;
        this.source = source;
        this.exact = exact;
        this.covered = covered;
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

    /**
     * The equivalence of which the algorithm explores at least one complete trace per class. It is
     * {@link #equivalence()} except for {@code rvf}, which explores at most one trace per RVF class
     * and may merge RVF classes whose events and values agree (Agarwal et al. CAV'21 §5, "beyond
     * RVF"): it covers every view class, where on complete traces same reads with same values means
     * same events with same values.
     */
    public Equivalence covered() {
        return covered;
    }

    /**
     * Whether the class guarantees ({@link #exact()}, {@link #covered()}) also hold for the
     * executions that end in an error, each of whose prefixes ending at the error is a class of its
     * own under {@code --keep-going}. {@code rf}, {@code rvf} and {@code view} build traces read by
     * read, {@code trust} graphs event by event, and meet an error where their search reaches it:
     * they find every reachable error, but do not enumerate every prefix class that ends in it.
     */
    public boolean classesOfErrors() {
        return this != RF
                && this != RVF
                && this != VIEW
                && this != TRUST
                && this != VC
                && this != DC
                && this != QPOR;
    }

    /** The paper or other source the algorithm comes from. */
    public String source() {
        return source;
    }

    /**
     * A fresh explorer; an explorer serves one {@link Explorer#explore} call. The algorithms whose
     * searches give each read one location go on with a filtered {@code optimal} search where
     * accesses of different sizes overlap ({@link OnMixedSizes}).
     */
    public Explorer create() {
        Explorer explorer = factory.get();
        return switch (this) {
            case RF, RVF, VIEW, VC, DC -> OnMixedSizes.of(explorer, algorithmName, equivalence);
            default -> explorer;
        };
    }

    /** The algorithm called {@code name}, if any. */
    public static Optional<Algorithm> byName(String name) {
        return Arrays.stream(values()).filter(a -> a.algorithmName.equals(name)).findFirst();
    }
}
