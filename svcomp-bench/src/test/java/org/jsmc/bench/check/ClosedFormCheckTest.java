package org.jsmc.bench.check;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assumptions.assumeThat;

import java.math.BigInteger;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.jsmc.bench.Fixture;
import org.jsmc.bench.manifest.Expression;
import org.jsmc.bench.manifest.ExpressionException;
import org.jsmc.bench.manifest.Family;
import org.jsmc.bench.manifest.Manifest;
import org.jsmc.bench.manifest.ManifestLoader;
import org.jsmc.bench.manifest.Params;
import org.jsmc.bench.manifest.Row;
import org.jsmc.bench.table.Layouts;
import org.junit.jupiter.api.Test;

class ClosedFormCheckTest {
    private static final Path REAL_MANIFEST = Path.of("../benchmarks/manifest.yaml");

    @Test
    void fixtureClosedFormsAtEveryParameter() {
        Family writers = Fixture.manifest().family("T01").orElseThrow();
        long[] interleavings = {1, 3, 15, 105, 945};
        for (int n = 1; n <= 5; n++) {
            Params p = new Params(Map.of("N", (long) n));
            assertThat(
                            Comparison.closedFormValue(
                                    writers, org.jsmc.bench.manifest.Quantity.INTERLEAVINGS, p))
                    .contains(BigInteger.valueOf(interleavings[n - 1]));
        }
    }

    @Test
    void checkFindsThePlantedMismatches() {
        ClosedFormCheck.Report r = ClosedFormCheck.check(Fixture.manifest(), Fixture.results());
        assertThat(r.checked()).isEqualTo(17);
        assertThat(r.mismatches())
                .extracting(Mismatch::describe)
                .containsExactly(
                        "writers(4) optimal traces: jsmc 23, expected 24 (closed form mazurkiewicz = N!)"
                                + " — (no note in the manifest)",
                        "readers(2) source sleepSetBlocked: jsmc 1, expected 0 (closed form"
                                + " sourceSleepSetBlocked = 0) — fixture; the paper's source count is off by"
                                + " one on purpose.");
    }

    @Test
    void paperNumbersAreComparedOnlyForTheirRow() {
        Manifest m = Fixture.manifest();
        Family readers = m.family("T02").orElseThrow();
        Row rvf = readers.rows().get(0);
        var record =
                Fixture.results()
                        .get(new org.jsmc.bench.run.RunKey("T02", rvf.params(), "source"))
                        .orElseThrow();
        assertThat(Comparison.of("rvf-t1", readers, rvf, rvf.name(), record))
                .extracting(Mismatch::against)
                .containsExactly("closed form sourceSleepSetBlocked = 0", "paper");
        assertThat(Comparison.of(null, readers, null, rvf.name(), record))
                .extracting(Mismatch::against)
                .containsExactly("closed form sourceSleepSetBlocked = 0");
    }

    /**
     * The real manifest, once it exists: every closed form evaluates to a non-negative integer at
     * every row's and every quick parameter set, and every row names a known table layout.
     */
    @Test
    void realManifestClosedFormsEvaluateAtEveryParameter() {
        assumeThat(Files.exists(REAL_MANIFEST)).as("benchmarks/manifest.yaml exists").isTrue();
        Manifest m = ManifestLoader.load(REAL_MANIFEST);
        List<String> problems = new ArrayList<>();
        for (Family f : m.families()) {
            List<Params> all = new ArrayList<>(f.quick());
            f.rows().forEach(r -> all.add(r.params()));
            for (Row r : f.rows()) {
                if (Layouts.byId(r.table()).isEmpty()) {
                    problems.add(f.id() + ": unknown table " + r.table());
                }
            }
            f.closedForms()
                    .forEach(
                            (q, text) -> {
                                for (Params p : all) {
                                    try {
                                        if (Expression.evaluate(text, p.values()).signum() < 0) {
                                            problems.add(
                                                    f.id() + " " + q.key() + " negative at " + p);
                                        }
                                    } catch (ExpressionException e) {
                                        problems.add(
                                                f.id()
                                                        + " "
                                                        + q.key()
                                                        + " at "
                                                        + p
                                                        + ": "
                                                        + e.getMessage());
                                    }
                                }
                            });
        }
        assertThat(problems).isEmpty();
    }
}
