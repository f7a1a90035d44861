package org.jsmc.bench;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.jsmc.explore.Algorithm;

/**
 * What one table column runs: a jsmc algorithm with fixed options, named by a key. Most keys are
 * plain algorithm names ({@code source}, {@code optimal}, …); the papers' parameterised columns
 * have keys of their own: QPOR's {@code k = 1, 2, 3} columns are {@code qpor-k1} … {@code qpor-k3}
 * ({@code qpor --k N}), the bounded-POR columns {@code trust-b2} and {@code trust-b3} ({@code trust
 * --bound N}). Keys are what the results file records and what the manifest's {@code reported} maps
 * use.
 *
 * @param key the name in results, manifest and tables
 * @param algorithm the registry name of the algorithm it runs
 * @param options the extra jsmc options
 * @param tables the table layouts the variant belongs to; empty for plain algorithms, which run on
 *     every family
 */
public record Configuration(
        String key, String algorithm, List<String> options, Set<String> tables) {
    private static final Map<String, Configuration> VARIANTS = new LinkedHashMap<>();

    static {
        for (int k = 1; k <= 3; k++) {
            variant(
                    "qpor-k" + k,
                    "qpor",
                    List.of("--k", Integer.toString(k)),
                    "qpor-t1",
                    "qpor-t3");
        }
        for (int b = 2; b <= 3; b++) {
            variant("trust-b" + b, "trust", List.of("--bound", Integer.toString(b)), "bpor-t1");
        }
    }

    public Configuration {
        options = List.copyOf(options);
        tables = Set.copyOf(tables);
    }

    private static void variant(
            String key, String algorithm, List<String> options, String... tables) {
        VARIANTS.put(key, new Configuration(key, algorithm, options, Set.of(tables)));
    }

    /** The configuration called {@code key}: a known variant, or the algorithm of that name. */
    public static Configuration of(String key) {
        Configuration v = VARIANTS.get(key);
        return v != null ? v : new Configuration(key, key, List.of(), Set.of());
    }

    /** The variants of algorithm {@code algorithm}, e.g. {@code qpor-k1} … for {@code qpor}. */
    public static List<Configuration> variantsOf(String algorithm) {
        return VARIANTS.values().stream().filter(c -> c.algorithm.equals(algorithm)).toList();
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
     * The default configurations of {@code jsmc bench run}: every registered algorithm except
     * {@code dfs} (the raw count, too slow to be a useful baseline), each followed by its variants.
     */
    public static List<Configuration> defaults() {
        List<Configuration> all = new java.util.ArrayList<>();
        for (Algorithm a : Algorithm.values()) {
            if (!a.algorithmName().equals("dfs")) {
                all.add(of(a.algorithmName()));
                all.addAll(variantsOf(a.algorithmName()));
            }
        }
        return all;
    }
}
