package org.jsmc.bench.check;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assumptions.assumeThat;

import java.io.IOException;
import java.math.BigInteger;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.jsmc.bench.Fixture;
import org.jsmc.bench.manifest.ExpressionException;
import org.jsmc.bench.manifest.Family;
import org.jsmc.bench.manifest.Manifest;
import org.jsmc.bench.manifest.ManifestLoader;
import org.jsmc.bench.manifest.Params;
import org.jsmc.bench.manifest.Quantity;
import org.jsmc.bench.manifest.Row;
import org.jsmc.bench.run.ResultsStore;
import org.jsmc.bench.table.Layouts;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class ClosedFormCheckTest {
    private static final Path REAL_MANIFEST = Path.of("../benchmarks/manifest.yaml");

    @Test
    void fixtureClosedFormsAtEveryParameter() {
        Family writers = Fixture.manifest().family("T01").orElseThrow();
        long[] interleavings = {1, 3, 15, 105, 945};
        for (int n = 1; n <= 5; n++) {
            Params p = new Params(Map.of("N", (long) n));
            assertThat(Comparison.closedFormValue(writers, Quantity.INTERLEAVINGS, p))
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
     * A closed form with a condition is compared only with the runs whose parameters satisfy it:
     * the false variant's 18 traces are not a mismatch of the true variant's C(2N, N).
     */
    @Test
    void aClosedFormIsCheckedOnlyWhereItsConditionHolds(@TempDir Path dir) throws IOException {
        Files.writeString(
                dir.resolve("manifest.yaml"),
                """
                version: 1
                families:
                  - id: S
                    name: stack
                    parameters: [{name: N}, {name: BUG}]
                    closedForms:
                      mazurkiewicz: {form: "C(2*N,N)", when: "BUG == 0"}
                """);
        Files.writeString(
                dir.resolve("results.jsonl"),
                run("source", 0, 20) + run("source", 1, 18) + run("optimal", 0, 19));
        Manifest m = ManifestLoader.load(dir.resolve("manifest.yaml"));
        ClosedFormCheck.Report r =
                ClosedFormCheck.check(m, new ResultsStore(dir.resolve("results.jsonl")).read());
        assertThat(r.checked()).isEqualTo(2);
        assertThat(r.mismatches())
                .extracting(Mismatch::describe)
                .containsExactly(
                        "stack(3,0) optimal traces: jsmc 19, expected 20 (closed form mazurkiewicz"
                                + " = C(2*N,N) when BUG == 0) — (no note in the manifest)");
        Family stack = m.family("S").orElseThrow();
        assertThat(
                        Comparison.closedFormValue(
                                stack,
                                Quantity.MAZURKIEWICZ,
                                new Params(Map.of("N", 3L, "BUG", 1L))))
                .isEmpty();
    }

    /**
     * {@code rvf} explores at most one trace per RVF class: its count is checked against the {@code
     * rvf} closed form as an upper bound, every other configuration's for equality.
     */
    @Test
    void rvfsClosedFormIsAnUpperBound(@TempDir Path dir) throws IOException {
        Files.writeString(
                dir.resolve("manifest.yaml"),
                """
                version: 1
                families:
                  - id: S
                    name: stack
                    parameters: [{name: N}, {name: BUG}]
                    closedForms:
                      rvf: "N"
                """);
        Files.writeString(
                dir.resolve("results.jsonl"),
                run("rvf", 0, 2) + run("rvf", 1, 4) + run("rvf-plain", 0, 3));
        Manifest m = ManifestLoader.load(dir.resolve("manifest.yaml"));
        ClosedFormCheck.Report r =
                ClosedFormCheck.check(m, new ResultsStore(dir.resolve("results.jsonl")).read());
        assertThat(r.checked()).isEqualTo(3);
        assertThat(r.mismatches())
                .extracting(Mismatch::describe)
                .containsExactly(
                        "stack(3,1) rvf traces: jsmc 4, expected 3 (at most, closed form rvf = N)"
                                + " — (no note in the manifest)");
    }

    /** One line of a results file: a complete run of family S at N = 3. */
    private static String run(String algorithm, int bug, long traces) {
        return "{\"family\":\"S\",\"params\":{\"N\":3,\"BUG\":"
                + bug
                + "},\"algorithm\":\""
                + algorithm
                + "\",\"status\":\"ok\",\"verdict\":\"ok\",\"counts\":{\"traces\":"
                + traces
                + ",\"assumeBlocked\":0,\"sleepSetBlocked\":0,\"awaitBlocked\":0,"
                + "\"boundPruned\":0,\"deadlocked\":0,\"errors\":0},\"complete\":true,"
                + "\"seconds\":1.0,\"timeoutSeconds\":60.0,\"memoryMb\":4096,\"exitCode\":0,"
                + "\"finished\":\"2025-01-01T00:00:00Z\"}\n";
    }

    /**
     * The real manifest, once it exists: every closed form's condition evaluates at every row's and
     * every quick parameter set, the form evaluates to a non-negative integer wherever its
     * condition holds, the condition holds at some quick parameters (so that {@code
     * BenchmarkProgramsTest} checks the form), and every row names a known table layout.
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
                            (q, form) -> {
                                String what = f.id() + " " + q.key();
                                for (Params p : all) {
                                    try {
                                        if (form.appliesTo(p) && form.value(p).signum() < 0) {
                                            problems.add(what + " negative at " + p);
                                        }
                                    } catch (ExpressionException e) {
                                        problems.add(what + " at " + p + ": " + e.getMessage());
                                    }
                                }
                                if (f.hasFile() && f.quick().stream().noneMatch(form::appliesTo)) {
                                    problems.add(what + ": applies to no quick parameters");
                                }
                            });
        }
        assertThat(problems).isEmpty();
    }
}
