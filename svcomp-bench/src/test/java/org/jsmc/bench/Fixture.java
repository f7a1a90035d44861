package org.jsmc.bench;

import java.nio.file.Path;
import java.util.Map;
import java.util.Set;
import java.util.function.Predicate;
import org.jsmc.bench.manifest.Manifest;
import org.jsmc.bench.manifest.ManifestLoader;
import org.jsmc.bench.run.Results;
import org.jsmc.bench.run.ResultsStore;
import org.jsmc.bench.run.RunRecord;
import org.jsmc.bench.run.Status;
import org.jsmc.explore.Counts;

/**
 * The test fixture under {@code src/test/resources/fixture}: a manifest of three families (one
 * without its program), and a hand-written results file with every kind of outcome.
 */
public final class Fixture {
    /** The directory of the fixture. */
    public static final Path DIR = Path.of("src/test/resources/fixture");

    /** The algorithms the fixture's tables treat as registered, whatever this build has. */
    public static final Predicate<Configuration> SUPPORTED =
            c ->
                    Set.of("dfs", "source", "optimal", "observers", "qpor", "trust")
                            .contains(c.algorithm());

    private Fixture() {}

    public static Path manifestFile() {
        return DIR.resolve("manifest.yaml");
    }

    public static Manifest manifest() {
        return ManifestLoader.load(manifestFile());
    }

    public static Results results() {
        return new ResultsStore(DIR.resolve("results.jsonl")).read();
    }

    /** A finished, complete run with {@code traces} traces, no sleep-set-blocked ones. */
    public static RunRecord ok(
            String family,
            long n,
            String configuration,
            long traces,
            double seconds,
            Map<String, Long> statistics) {
        return new RunRecord(
                family,
                Map.of("N", n),
                configuration,
                Status.OK,
                "ok",
                new Counts(traces, 0, 0, 0, 0, 0, 0),
                true,
                statistics,
                seconds,
                null,
                null,
                60,
                4096,
                0,
                null,
                "2025-01-01T00:00:00Z");
    }

    /** A run that reached the time limit of {@code limit} seconds. */
    public static RunRecord timeout(String family, long n, String configuration, double limit) {
        return new RunRecord(
                family,
                Map.of("N", n),
                configuration,
                Status.TIMEOUT,
                null,
                null,
                null,
                null,
                limit + 0.2,
                null,
                null,
                limit,
                4096,
                null,
                null,
                "2025-01-01T00:00:00Z");
    }
}
