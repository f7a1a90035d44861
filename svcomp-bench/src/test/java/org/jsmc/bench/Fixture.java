package org.jsmc.bench;

import java.nio.file.Path;
import java.util.Set;
import java.util.function.Predicate;
import org.jsmc.bench.manifest.Manifest;
import org.jsmc.bench.manifest.ManifestLoader;
import org.jsmc.bench.run.Results;
import org.jsmc.bench.run.ResultsStore;

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
}
