package org.jsmc.bench;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.jsmc.explore.Algorithm;

/**
 * What one table column runs: a jsmc algorithm with fixed options, named by a key. Most keys are
 * plain algorithm names ({@code source}, {@code optimal}, …); the papers' parameterised columns
 * have keys of their own: QPOR's {@code k = 1, 2, 3} columns are {@code qpor-k1} … {@code qpor-k3}
 * ({@code qpor --k N --interference locks}, DPU's model) and its optimal column {@code qpor} is
 * {@code qpor --k 0 --interference locks}, the bounded-POR columns {@code trust-b2} and {@code
 * trust-b3} ({@code trust --bound N}), and the RVF-SMC paper's Fig. 11 ablations {@code
 * rvf-nosignals} ({@code rvf --no-backtrack-signals}) and {@code rvf-plain} ({@code rvf --verify-sc
 * plain}), whose counts must equal {@code rvf}'s. Keys are what the results file records and what
 * the manifest's {@code reported} maps use.
 *
 * @param key the name in results, manifest and tables
 * @param algorithm the registry name of the algorithm it runs
 * @param options the extra jsmc options
 */
public record Configuration(String key, String algorithm, List<String> options) {
    private static final Map<String, Configuration> VARIANTS = new LinkedHashMap<>();

    /** Variants whose trace counts must equal another configuration's: the ablations. */
    private static final Map<String, String> SAME_TRACES = new LinkedHashMap<>();

    /**
     * The algorithm names of the design (DESIGN.md §5), registered in this build or not: the names
     * a manifest and a table may use before the algorithm exists.
     */
    public static final List<String> KNOWN_ALGORITHMS =
            List.of(
                    "dfs",
                    "source",
                    "optimal",
                    "observers",
                    "dc",
                    "rf",
                    "vc",
                    "view",
                    "qpor",
                    "trust",
                    "rvf");

    static {
        // QPOR's tables are DPU's: mutexes are the only interference; "qpor" is its optimal mode.
        variant("qpor", "qpor", List.of("--k", "0", "--interference", "locks"));
        for (int k = 1; k <= 3; k++) {
            variant(
                    "qpor-k" + k,
                    "qpor",
                    List.of("--k", Integer.toString(k), "--interference", "locks"));
        }
        for (int b = 2; b <= 3; b++) {
            variant("trust-b" + b, "trust", List.of("--bound", Integer.toString(b)));
        }
        variant("rvf-nosignals", "rvf", List.of("--no-backtrack-signals"));
        variant("rvf-plain", "rvf", List.of("--verify-sc", "plain"));
        SAME_TRACES.put("rvf-nosignals", "rvf");
        SAME_TRACES.put("rvf-plain", "rvf");
    }

    public Configuration {
        options = List.copyOf(options);
    }

    private static void variant(String key, String algorithm, List<String> options) {
        VARIANTS.put(key, new Configuration(key, algorithm, options));
    }

    /** The configuration called {@code key}: a known variant, or the algorithm of that name. */
    public static Configuration of(String key) {
        Configuration v = VARIANTS.get(key);
        return v != null ? v : new Configuration(key, key, List.of());
    }

    /** The variants of algorithm {@code algorithm}, e.g. {@code qpor-k1} … for {@code qpor}. */
    public static List<Configuration> variantsOf(String algorithm) {
        return VARIANTS.values().stream().filter(c -> c.algorithm.equals(algorithm)).toList();
    }

    /** Whether {@code key} names a known algorithm or variant (registered or not). */
    public static boolean isKnown(String key) {
        return VARIANTS.containsKey(key)
                || KNOWN_ALGORITHMS.contains(key)
                || Algorithm.byName(key).isPresent();
    }

    /** Every known configuration key: the design's algorithms, then the variants. */
    public static List<String> knownKeys() {
        List<String> keys = new java.util.ArrayList<>(KNOWN_ALGORITHMS);
        for (Algorithm a : Algorithm.values()) {
            if (!keys.contains(a.algorithmName())) {
                keys.add(a.algorithmName());
            }
        }
        keys.addAll(VARIANTS.keySet());
        return keys;
    }

    /**
     * The configuration whose trace count this one's must equal, if any: {@code rvf} for its
     * ablations {@code rvf-nosignals} and {@code rvf-plain}, which change only the time.
     */
    public Optional<String> sameTracesAs() {
        return Optional.ofNullable(SAME_TRACES.get(key));
    }

    /** Whether this build of jsmc has the algorithm, so that the configuration can run. */
    public boolean registered() {
        return Algorithm.byName(algorithm).isPresent();
    }

    /** Whether this is a variant with options of its own. */
    public boolean isVariant() {
        return !options.isEmpty();
    }

    /**
     * The default configurations of {@code jsmc bench run}: every registered algorithm, each
     * followed by its variants, except {@code dfs} (the raw count: too slow at the papers'
     * parameters to be a useful baseline). Quick runs include {@code dfs}: at the smallest
     * parameters it is cheap, and its counts check the {@code interleavings} closed forms.
     */
    public static List<Configuration> defaults(boolean quick) {
        List<Configuration> all = new java.util.ArrayList<>();
        for (Algorithm a : Algorithm.values()) {
            if (quick || !a.algorithmName().equals("dfs")) {
                all.add(of(a.algorithmName()));
                all.addAll(variantsOf(a.algorithmName()));
            }
        }
        return all;
    }
}
