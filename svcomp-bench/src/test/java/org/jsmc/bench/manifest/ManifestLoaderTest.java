package org.jsmc.bench.manifest;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.jsmc.bench.Fixture;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class ManifestLoaderTest {
    @TempDir Path dir;

    @Test
    void readsTheFixture() {
        Manifest m = Fixture.manifest();
        assertThat(m.families()).extracting(Family::id).containsExactly("T01", "T02", "T03");
        Family writers = m.family("T01").orElseThrow();
        assertThat(writers.name()).isEqualTo("writers");
        assertThat(writers.hasFile()).isTrue();
        assertThat(writers.file()).isAbsolute().endsWith(Path.of("programs", "writers.c"));
        assertThat(writers.parameters()).extracting(Parameter::name).containsExactly("N");
        assertThat(writers.closedForm(Quantity.MAZURKIEWICZ)).contains(ClosedForm.always("N!"));
        assertThat(writers.closedForm(Quantity.OBSERVERS)).isEmpty();
        assertThat(writers.quick())
                .extracting(Params::toString)
                .containsExactly("N=1", "N=2", "N=3");
        assertThat(writers.rows()).hasSize(4);
        Row first = writers.rows().get(0);
        assertThat(first.table()).isEqualTo("vcdpor-t1");
        assertThat(first.name()).isEqualTo("writers(3)");
        assertThat(first.reported("source").traces()).isEqualTo(6);
        assertThat(first.reported("source").seconds()).isEqualTo(0.05);
        assertThat(first.reported("dc").timedOut()).isTrue();
        assertThat(first.reported("rf")).isNull();
        assertThat(writers.rows().get(1).note()).isEqualTo("fixture; the paper timed out here.");
        Family readers = m.family("T02").orElseThrow();
        assertThat(readers.rows().get(0).reported("dc").isUnsupported()).isTrue();
        assertThat(readers.rows().get(2).reported("qpor-k1").sleepSetBlocked()).isEqualTo(3);
        assertThat(readers.rows().get(3).reported("source").bug()).isFalse();
        assertThat(m.family("T03").orElseThrow().hasFile()).isFalse();
    }

    @Test
    void paramsFollowTheFamilyOrderAndPrintAsInThePapers() throws IOException {
        Manifest m =
                load(
                        """
                version: 1
                families:
                  - id: X
                    name: pgsql
                    file: x.c
                    parameters: [{name: LOOP}, {name: N}]
                    flags: ["--unroll", "${LOOP}"]
                    rows:
                      - {table: viequi-t2, params: {N: 7, LOOP: 6}}
                """);
        Family f = m.families().get(0);
        Row row = f.rows().get(0);
        assertThat(row.label()).isEqualTo("pgsql");
        assertThat(row.name()).isEqualTo("pgsql(6,7)");
        assertThat(row.params().toString()).isEqualTo("LOOP=6,N=7");
        assertThat(row.params()).isEqualTo(new Params(Map.of("N", 7L, "LOOP", 6L)));
        assertThat(f.flags(row.params())).containsExactly("--unroll", "6");
        assertThat(f.hasFile()).isFalse();
    }

    @Test
    void schemaErrorsNameTheEntry() throws IOException {
        assertError("version: 2\nfamilies: []\n", "unsupported manifest version 2");
        assertError(
                """
                version: 1
                families:
                  - {id: A, parameters: [{name: N}]}
                  - {id: A}
                """,
                "family A: duplicate family id");
        assertError(
                """
                version: 1
                families:
                  - id: A
                    parameters: [{name: N}]
                    closedForms: {mazurkewicz: "N!"}
                """,
                "family A: unknown closed-form key 'mazurkewicz'");
        assertError(
                """
                version: 1
                families:
                  - id: A
                    parameters: [{name: N}]
                    closedForms: {mazurkiewicz: "M!"}
                """,
                "family A: closed form mazurkiewicz: 'M!' at column 1: unknown parameter 'M'");
        assertError(
                """
                version: 1
                families:
                  - id: A
                    parameters: [{name: N}]
                    rows:
                      - {table: classic, params: {N: 1, K: 2}}
                """,
                "family A, row 1: K is not a parameter of the family");
        assertError(
                """
                version: 1
                families:
                  - id: A
                    parameters: [{name: N}]
                    quick: [{}]
                """,
                "family A, quick: no value for parameter N");
        assertError(
                """
                version: 1
                families:
                  - id: A
                    parameters: [{name: N}]
                    rows:
                      - {table: classic, params: {N: many}}
                """,
                "manifest.yaml:6:");
        assertError("version: 1\nfamilies: [\n", "manifest.yaml:");
    }

    @Test
    void closedFormsMayHaveACondition() throws IOException {
        Manifest m =
                load(
                        """
                version: 1
                families:
                  - id: A
                    parameters: [{name: N}, {name: BUG}]
                    closedForms:
                      mazurkiewicz: {form: "C(2*N,N)", when: "BUG == 0"}
                      observers: {form: "N"}
                      readsFrom: "N!"
                """);
        Family f = m.families().get(0);
        ClosedForm maz = new ClosedForm("C(2*N,N)", "BUG == 0");
        assertThat(f.closedForm(Quantity.MAZURKIEWICZ)).contains(maz);
        assertThat(f.closedForm(Quantity.OBSERVERS)).contains(ClosedForm.always("N"));
        assertThat(f.closedForm(Quantity.READS_FROM)).contains(ClosedForm.always("N!"));
        Params trueVariant = new Params(Map.of("N", 3L, "BUG", 0L));
        Params falseVariant = new Params(Map.of("N", 3L, "BUG", 1L));
        assertThat(f.closedForm(Quantity.MAZURKIEWICZ, trueVariant)).contains(maz);
        assertThat(f.closedForm(Quantity.MAZURKIEWICZ, falseVariant)).isEmpty();
        assertThat(f.closedForm(Quantity.OBSERVERS, falseVariant)).isPresent();
        assertThat(maz.value(trueVariant)).isEqualTo(20);
        assertThat(maz).hasToString("C(2*N,N) when BUG == 0");
    }

    @Test
    void closedFormConditionErrorsNameTheForm() throws IOException {
        String head =
                """
                version: 1
                families:
                  - id: A
                    parameters: [{name: N}]
                    closedForms:
                """;
        assertError(
                head + "      mazurkiewicz: {form: \"N!\", when: \"K == 0\"}\n",
                "family A: closed form mazurkiewicz, when: 'K == 0' at column 1: unknown"
                        + " parameter 'K'");
        assertError(
                head + "      mazurkiewicz: {form: \"N!\", when: \"N = 0\"}\n",
                "'N = 0' at column 3: expected a comparison");
        assertError(
                head + "      mazurkiewicz: {form: \"N!\", wehn: \"N == 0\"}\n",
                "family A: closed form mazurkiewicz: unknown key 'wehn' (form, when)");
        assertError(
                head + "      mazurkiewicz: {when: \"N == 0\"}\n",
                "family A: closed form mazurkiewicz: 'form' must be a string");
        assertError(
                head + "      mazurkiewicz: [N]\n",
                "family A: closed form mazurkiewicz: expected an expression or {form: ..., when:"
                        + " ...}");
    }

    @Test
    void unknownFieldsAreIgnored() throws IOException {
        Manifest m =
                load(
                        """
                version: 1
                families:
                  - id: A
                    catalogSection: V01
                    parameters: [{name: N}]
                    rows:
                      - {table: classic, params: {N: 1}, reported: {source: {traces: 3, extra: 1}}}
                """);
        assertThat(m.families().get(0).rows().get(0).reported("source").traces()).isEqualTo(3);
    }

    private Manifest load(String yaml) throws IOException {
        Path file = dir.resolve("manifest.yaml");
        Files.writeString(file, yaml);
        return ManifestLoader.load(file);
    }

    private void assertError(String yaml, String message) {
        assertThatThrownBy(() -> load(yaml))
                .isInstanceOf(ManifestException.class)
                .hasMessageContaining(message);
    }

    @Test
    void quantitiesHaveTheSchemaKeys() {
        assertThat(List.of(Quantity.values()))
                .extracting(Quantity::key)
                .containsExactly(
                        "interleavings",
                        "mazurkiewicz",
                        "observers",
                        "readsFrom",
                        "rvf",
                        "view",
                        "valueCentric",
                        "dataCentric",
                        "sourceSleepSetBlocked");
    }
}
