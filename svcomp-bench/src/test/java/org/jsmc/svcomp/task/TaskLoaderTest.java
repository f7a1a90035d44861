package org.jsmc.svcomp.task;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.IOException;
import java.nio.file.Path;
import org.jsmc.svcomp.Tasks;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Task definitions: formats 2.0 and 1.x, data models, input files, and every missing field. */
class TaskLoaderTest {
    @TempDir Path dir;

    @BeforeEach
    void properties() throws IOException {
        Tasks.properties(dir);
        Tasks.write(dir.resolve("pthread/a.c"), "int main(void) { return 0; }\n");
        Tasks.write(dir.resolve("pthread/b.c"), "int main(void) { return 0; }\n");
    }

    private Path yml(String text) throws IOException {
        return Tasks.write(dir.resolve("pthread/t.yml"), text);
    }

    @Test
    void format2WithStringInputAndIlp32() throws IOException {
        TaskDefinition d =
                TaskLoader.load(
                        yml(
                                """
                                format_version: '2.0'
                                input_files: 'a.c'
                                properties:
                                  - property_file: ../properties/unreach-call.prp
                                    expected_verdict: false
                                  - property_file: ../properties/no-data-race.prp
                                    expected_verdict: true
                                options:
                                  language: C
                                  data_model: ILP32
                                """));
        assertThat(d.formatVersion()).isEqualTo("2.0");
        assertThat(d.inputFiles()).containsExactly(dir.resolve("pthread/a.c").toAbsolutePath());
        assertThat(d.dataModel()).isEqualTo(DataModel.ILP32);
        assertThat(d.language()).isEqualTo("C");
        assertThat(d.properties())
                .extracting(ExpectedProperty::name)
                .containsExactly("unreach-call", "no-data-race");
        ExpectedProperty u = d.property("unreach-call").orElseThrow();
        assertThat(u.expectedVerdict()).isFalse();
        assertThat(u.property().file())
                .isEqualTo(dir.resolve("properties/unreach-call.prp").toAbsolutePath());
        assertThat(u.property().isSupported()).isTrue();
        assertThat(d.property("no-data-race").orElseThrow().property().isSupported()).isTrue();
        assertThat(d.property("termination")).isEmpty();
    }

    @Test
    void format2WithListInputAndLp64() throws IOException {
        TaskDefinition d =
                TaskLoader.load(
                        yml(
                                """
                                format_version: "2.0"
                                input_files:
                                  - a.c
                                  - '*.c'
                                properties:
                                  - property_file: ../properties/unreach-call.prp
                                    expected_verdict: true
                                options: {language: C, data_model: LP64}
                                """));
        assertThat(d.dataModel()).isEqualTo(DataModel.LP64);
        assertThat(d.inputFiles())
                .containsExactly(
                        dir.resolve("pthread/a.c").toAbsolutePath(),
                        dir.resolve("pthread/a.c").toAbsolutePath(),
                        dir.resolve("pthread/b.c").toAbsolutePath());
        assertThat(d.property("unreach-call").orElseThrow().expectedVerdict()).isTrue();
    }

    @Test
    void format1DefaultsToIlp32AndC() throws IOException {
        TaskDefinition d =
                TaskLoader.load(
                        yml(
                                """
                                format_version: '1.0'
                                input_files: 'b.c'
                                properties:
                                  - property_file: ../properties/unreach-call.prp
                                    expected_verdict: true
                                  - property_file: ../properties/valid-memsafety.prp
                                    expected_verdict: false
                                    subproperty: valid-deref
                                """));
        assertThat(d.dataModel()).isEqualTo(DataModel.ILP32);
        assertThat(d.language()).isEqualTo("C");
        ExpectedProperty m = d.property("valid-memsafety").orElseThrow();
        assertThat(m.subproperty()).isEqualTo("valid-deref");
        assertThat(m.expectedVerdict()).isFalse();
    }

    @Test
    void propertyNamedByItsFormulaElseByItsFileName() throws IOException {
        Path renamed = Tasks.write(dir.resolve("p/reach.prp"), Tasks.UNREACH_CALL);
        assertThat(PropertyFile.of(renamed).name()).isEqualTo("unreach-call");
        Path old =
                Tasks.write(
                        dir.resolve("p/old.prp"),
                        "CHECK( init(main()), LTL(G ! call(__VERIFIER_error())) )\n");
        assertThat(PropertyFile.of(old).name()).isEqualTo("unreach-call");
        Path mem =
                Tasks.write(
                        dir.resolve("p/mem.prp"),
                        "CHECK( init(main()), LTL(G valid-free) )\nCHECK( init(main()), LTL(G valid-deref) )\n"
                                + "CHECK( init(main()), LTL(G valid-memtrack) )\n");
        assertThat(PropertyFile.of(mem).name()).isEqualTo("valid-memsafety");
        assertThat(PropertyFile.of(dir.resolve("p/missing.prp")).name()).isEqualTo("missing");
        Path odd = Tasks.write(dir.resolve("p/odd-one.prp"), "something else\n");
        assertThat(PropertyFile.of(odd).name()).isEqualTo("odd-one");
    }

    private void fails(String text, String message) throws IOException {
        Path f = yml(text);
        assertThatThrownBy(() -> TaskLoader.load(f))
                .isInstanceOf(TaskException.class)
                .hasMessageContaining(f.toString())
                .hasMessageContaining(message);
    }

    @Test
    void missingOrWrongFieldsAreNamed() throws IOException {
        String props = "properties:\n  - property_file: ../properties/unreach-call.prp\n";
        fails("input_files: a.c\n" + props, "missing 'format_version'");
        fails(
                "format_version: '3.0'\ninput_files: a.c\n" + props,
                "unsupported format_version '3.0'");
        fails("format_version: '1.0'\n" + props, "missing 'input_files'");
        fails("format_version: '1.0'\ninput_files: []\n" + props, "'input_files' must be");
        fails(
                "format_version: '1.0'\ninput_files: nope.c\n" + props,
                "input file 'nope.c' does not exist");
        fails("format_version: '1.0'\ninput_files: a.c\n", "missing 'properties'");
        fails(
                "format_version: '1.0'\ninput_files: a.c\nproperties: x\n",
                "'properties' must be a list");
        fails(
                "format_version: '1.0'\ninput_files: a.c\nproperties:\n  - expected_verdict: true\n",
                "properties entry 1 has no 'property_file'");
        fails(
                "format_version: '1.0'\ninput_files: a.c\n"
                        + props
                        + "    expected_verdict: maybe\n",
                "'expected_verdict' is 'maybe', expected true or false");
        fails("format_version: '2.0'\ninput_files: a.c\n" + props, "missing 'options'");
        fails(
                "format_version: '2.0'\ninput_files: a.c\n" + props + "options:\n  language: C\n",
                "missing 'options: data_model'");
        fails(
                "format_version: '2.0'\ninput_files: a.c\n"
                        + props
                        + "options:\n  language: C\n  data_model: ILP16\n",
                "'options: data_model' is 'ILP16', expected ILP32 or LP64");
        fails("- just\n- a list\n", "not a task definition");
        fails("format_version: '2.0'\ninput_files: [a.c\n", "not valid YAML");
        assertThatThrownBy(() -> TaskLoader.load(dir.resolve("none.yml")))
                .isInstanceOf(TaskException.class)
                .hasMessageContaining("no task definition");
    }
}
