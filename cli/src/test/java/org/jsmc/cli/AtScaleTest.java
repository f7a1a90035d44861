package org.jsmc.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import org.jsmc.bench.manifest.Family;
import org.jsmc.bench.manifest.ManifestLoader;
import org.jsmc.exec.Program;
import org.jsmc.explore.Algorithm;
import org.jsmc.explore.Options;
import org.jsmc.explore.Result;
import org.jsmc.ir.UnsupportedFeatureException;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * {@link AtScale} on a few benchmark programs past the oracle's reach, in every build: each
 * algorithm against {@code optimal}'s classes (acceptance A2 of the ViEqui note, for every
 * equivalence). The script runs the whole manifest.
 */
class AtScaleTest {
    @ParameterizedTest(name = "{0} at {1}")
    @CsvSource(
            delimiter = ';',
            value = {
                "V01; N=4,VIEQUI=0", // plain loads and stores, views collapse
                "E02; NT=4,L=2", // read-modify-writes, an assertion in a loop
                "V05; N=3", // ticket lock: fetch-and-add, spinning reads
                "B04; N=3,CS=1", // test-and-test-and-set lock: compare-exchanges
                "V19; N=3,BUG=0,LOCK=1,MOD=0", // a mutex
            })
    void everyAlgorithmAgreesWithOptimal(String id, String params) {
        Family f =
                ManifestLoader.load(BenchmarkProgramsTest.MANIFEST).families().stream()
                        .filter(x -> x.id().equals(id))
                        .findFirst()
                        .orElseThrow();
        Program program = BenchmarkProgramsTest.compile(f, AtScale.params(params));
        List<Algorithm> algorithms = new ArrayList<>();
        for (Algorithm a : Algorithm.values()) {
            if (a != Algorithm.DFS && a != Algorithm.OPTIMAL) {
                algorithms.add(a);
            }
        }
        List<AtScale.Prints> references = AtScale.reference(algorithms, program, 50_000);
        assertThat(references).as("optimal within 50,000 executions").isNotNull();
        for (int i = 0; i < algorithms.size(); i++) {
            Algorithm a = algorithms.get(i);
            Options options = Options.DEFAULT.withKeepGoing(true);
            AtScale.Prints explored = new AtScale.Prints(a, options);
            Result r;
            try {
                r = a.create().explore(program, options, explored);
            } catch (UnsupportedFeatureException refused) {
                continue; // what trust and qpor refuse is checked where they refuse it
            }
            assertThat(r.complete()).as(a.algorithmName()).isTrue();
            assertThat(AtScale.broken(a, explored, references.get(i)))
                    .as(a.algorithmName())
                    .isEmpty();
        }
    }

    /**
     * The comparison is not vacuous: {@code optimal}'s own executions, taken for {@code view}'s,
     * repeat view classes, and without its last execution they miss one.
     */
    @Test
    void aSearchThatRepeatsOrMissesClassesIsCaught() {
        Family f =
                ManifestLoader.load(BenchmarkProgramsTest.MANIFEST).families().stream()
                        .filter(x -> x.id().equals("V01"))
                        .findFirst()
                        .orElseThrow();
        Program program = BenchmarkProgramsTest.compile(f, AtScale.params("N=3,VIEQUI=0"));
        List<Algorithm> view = List.of(Algorithm.VIEW);
        AtScale.Prints optimal = AtScale.reference(view, program, 1_000).get(0);
        assertThat(AtScale.broken(Algorithm.VIEW, optimal, optimal))
                .containsExactly("35 view classes twice");
        AtScale.Prints none = new AtScale.Prints(Algorithm.VIEW, Options.DEFAULT);
        none.errors.addAll(optimal.errors);
        assertThat(AtScale.broken(Algorithm.VIEW, none, optimal))
                .containsExactly("1 view classes missing");
    }
}
