package org.jsmc.svcomp.witness;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.OffsetDateTime;
import java.time.ZoneOffset;
import java.util.ArrayList;
import java.util.List;
import java.util.UUID;
import org.jsmc.exec.ErrorKind;
import org.jsmc.exec.ErrorReport;
import org.jsmc.exec.Event;
import org.jsmc.exec.ThreadId;
import org.jsmc.explore.ErrorTrace;
import org.jsmc.ir.Block;
import org.jsmc.ir.Constant;
import org.jsmc.ir.DataLayout;
import org.jsmc.ir.Function;
import org.jsmc.ir.Instruction;
import org.jsmc.ir.Module;
import org.jsmc.ir.SourceLocation;
import org.jsmc.ir.Type;
import org.jsmc.svcomp.task.DataModel;
import org.jsmc.svcomp.task.PropertyFile;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Witnesses written from a counterexample follow the formats' rules (jsmc's JSON Schema of the YAML
 * format, GraphML's structure), and reading them back gives the schedule they were written from.
 */
class WitnessTest {
    @TempDir Path dir;

    private static final ThreadId MAIN = ThreadId.MAIN;
    private static final ThreadId CHILD = new ThreadId(1, "0.1");
    private static final String HASH = "ab".repeat(32);
    private static final String UNREACH = "CHECK( init(main()), LTL(G ! call(reach_error())) )";
    private static final String RACE = "CHECK( init(main()), LTL(G ! data-race) )";

    private static SourceLocation at(int line, int column) {
        return new SourceLocation("", "prog.c", line, column);
    }

    /** main creates a thread that draws 5 and writes it to x; main reads x == 5. */
    private static List<Event> events() {
        return List.of(
                new Event.Spawn(MAIN, 1, CHILD, at(12, 3)),
                new Event.Choice(CHILD, 1, 8, 5, 5, at(6, 11)),
                new Event.Write(CHILD, 2, 0x1000, 4, 5, false, at(7, 5)),
                new Event.Read(MAIN, 2, 0x1000, 4, 5, false, at(13, 7)));
    }

    private static ErrorTrace reachError() {
        return new ErrorTrace(
                new ErrorReport(ErrorKind.ASSERTION, "reach_error() called", MAIN, at(13, 15)),
                events(),
                "");
    }

    private static ErrorTrace race() {
        return new ErrorTrace(
                new ErrorReport(ErrorKind.DATA_RACE, "x", MAIN, at(13, 7)), events(), "");
    }

    private static WitnessTask task(String specification, DataModel model) {
        return new WitnessTask(
                "/tmp/task/prog.c",
                HASH,
                specification,
                model,
                "jsmc",
                "0.1.0",
                OffsetDateTime.of(2026, 1, 2, 3, 4, 5, 0, ZoneOffset.ofHours(1)),
                UUID.fromString("6f0c3a8e-4f2a-4b55-9d0b-0a1b2c3d4e5f"));
    }

    /**
     * The functions and calls of the program the events come from: {@code main} creates {@code
     * worker} at 12:3 and calls {@code reach_error} at 13:15; {@code worker} calls {@code
     * __VERIFIER_nondet_int} at 6:11 and stores at 7:5.
     */
    private static final SourceIndex INDEX = SourceIndex.of(module());

    private static Module module() {
        Type.Function fn = new Type.Function(new Type.Void(), List.of(), false);
        Constant none = new Constant.Null(fn);
        Function main =
                new Function(
                        "main",
                        fn,
                        List.of(
                                new Block(
                                        "",
                                        List.of(
                                                new Instruction.Call(
                                                        0,
                                                        fn,
                                                        new Constant.FunctionAddress(
                                                                fn, "pthread_create"),
                                                        List.of(
                                                                none,
                                                                none,
                                                                new Constant.FunctionAddress(
                                                                        fn, "worker"),
                                                                none),
                                                        at(12, 3)),
                                                new Instruction.Freeze(1, fn, none, at(13, 7)),
                                                new Instruction.Call(
                                                        2,
                                                        fn,
                                                        new Constant.FunctionAddress(
                                                                fn, "reach_error"),
                                                        List.of(),
                                                        at(13, 15))))),
                        3,
                        at(10, 1));
        Function worker =
                new Function(
                        "worker",
                        fn,
                        List.of(
                                new Block(
                                        "",
                                        List.of(
                                                new Instruction.Call(
                                                        0,
                                                        fn,
                                                        new Constant.FunctionAddress(
                                                                fn, "__VERIFIER_nondet_int"),
                                                        List.of(),
                                                        at(6, 11)),
                                                new Instruction.Freeze(1, fn, none, at(7, 5))))),
                        2,
                        at(5, 1));
        return new Module(
                "prog.c", "", new DataLayout("", 8, true), List.of(), List.of(main, worker));
    }

    private static ReplayGuide guide(ErrorTrace error, String specification) {
        return TraceGuide.of(error, specification, "/tmp/task/prog.c", HASH, INDEX);
    }

    private static List<Place> places(ReplayGuide g) {
        List<Place> places = new ArrayList<>();
        g.steps().forEach(s -> places.add(s.place()));
        g.targets().forEach(t -> places.add(t.place()));
        return places;
    }

    private Path file(String name, String text) throws IOException {
        Path p = dir.resolve(name);
        Files.writeString(p, text, StandardCharsets.UTF_8);
        return p;
    }

    /** The schedule as lines: thread, kind, line, value or child. */
    static List<String> schedule(ReplayGuide g) {
        List<String> lines = new ArrayList<>();
        for (Step s : g.steps()) {
            String what =
                    s instanceof Step.Create c
                            ? "create " + c.child()
                            : s instanceof Step.Choose c ? "choose " + c.value() : "visit";
            lines.add(s.thread() + " " + what + " @" + s.place().line());
        }
        for (Target t : g.targets()) {
            lines.add(t.thread() + " target @" + t.place().line());
        }
        return lines;
    }

    @Test
    void theGuideNumbersThreadsByCreationAndEndsAtTheError() {
        ReplayGuide g = guide(reachError(), UNREACH);
        assertThat(schedule(g))
                .containsExactly(
                        "0 create 1 @12",
                        "1 choose 5 @6",
                        "1 visit @7",
                        "0 visit @13",
                        "0 target @13");
    }

    @Test
    void placesNameTheirFunctionsAndCallsTheirCallees() {
        ReplayGuide g = guide(reachError(), UNREACH);
        assertThat(g.steps().get(0))
                .isEqualTo(
                        new Step.Create(
                                0, new Place("/tmp/task/prog.c", 12, 3, "main"), 1, "worker"));
        assertThat(g.steps().get(1))
                .isEqualTo(
                        new Step.Choose(
                                1,
                                new Place("/tmp/task/prog.c", 6, 11, "worker"),
                                5,
                                "__VERIFIER_nondet_int"));
        assertThat(g.targets())
                .containsExactly(new Target(0, new Place("/tmp/task/prog.c", 13, 15, "main")));
    }

    @Test
    void aYamlWitnessFollowsTheSchemaAndStatesTheThreads() {
        String yaml =
                YamlWitnessWriter.write(
                        guide(reachError(), UNREACH), task(UNREACH, DataModel.LP64));
        assertThat(WitnessRules.yamlProblems(yaml)).as(yaml).isEmpty();
        assertThat(yaml)
                .contains("entry_type: violation_sequence")
                .contains("format_version: \"2.2\"")
                .contains("specification: G ! call(reach_error())")
                .contains("data_model: LP64")
                .contains("type: function_enter")
                .contains("type: function_return")
                .contains("value: \\result == 5")
                .contains("format: acsl_expression")
                .contains("thread_id: 1")
                .contains("type: target");
    }

    @Test
    void aGraphmlWitnessFollowsTheRules() {
        String xml =
                GraphmlWitnessWriter.write(
                        guide(reachError(), UNREACH), task(UNREACH, DataModel.LP64));
        assertThat(WitnessRules.graphmlProblems(xml)).as(xml).isEmpty();
        assertThat(xml)
                .contains("<data key=\"witness-type\">violation_witness</data>")
                .contains("<data key=\"architecture\">64bit</data>")
                .contains("<data key=\"programhash\">" + HASH + "</data>")
                .contains("<data key=\"createThread\">1</data>")
                .contains("<data key=\"assumption\">\\result == 5;</data>")
                .contains("<data key=\"assumption.resultfunction\">__VERIFIER_nondet_int</data>")
                .contains("<data key=\"enterFunction\">worker</data>")
                .contains("<data key=\"violation\">true</data>");
    }

    @Test
    void ilp32IsAThirtyTwoBitArchitecture() {
        ReplayGuide g = guide(reachError(), UNREACH);
        assertThat(GraphmlWitnessWriter.write(g, task(UNREACH, DataModel.ILP32)))
                .contains("<data key=\"architecture\">32bit</data>");
        assertThat(YamlWitnessWriter.write(g, task(UNREACH, DataModel.ILP32)))
                .contains("data_model: ILP32");
    }

    @Test
    void writingThenReadingYamlGivesTheSameGuide() throws IOException {
        ReplayGuide g = guide(reachError(), UNREACH);
        Path w = file("w.yml", YamlWitnessWriter.write(g, task(UNREACH, DataModel.LP64)));
        ReplayGuide back = WitnessReader.read(w);
        assertThat(schedule(back)).isEqualTo(schedule(g));
        assertThat(places(back)).isEqualTo(places(g));
        assertThat(back.specification()).isEqualTo("G ! call(reach_error())");
        assertThat(back.programHash()).isEqualTo(HASH);
    }

    @Test
    void writingThenReadingGraphmlGivesTheSameSchedule() throws IOException {
        ReplayGuide g = guide(reachError(), UNREACH);
        Path w = file("w.graphml", GraphmlWitnessWriter.write(g, task(UNREACH, DataModel.LP64)));
        ReplayGuide back = WitnessReader.read(w);
        assertThat(schedule(back)).isEqualTo(schedule(g));
        assertThat(back.specification()).isEqualTo(UNREACH);
    }

    @Test
    void aDataRaceEndsInAFinalSegmentWithTheTwoRacingAccesses() throws IOException {
        ReplayGuide g = guide(race(), RACE);
        assertThat(schedule(g))
                .containsExactly("0 create 1 @12", "1 choose 5 @6", "1 target @7", "0 target @13");
        String yaml = YamlWitnessWriter.write(g, task(RACE, DataModel.LP64));
        assertThat(WitnessRules.yamlProblems(yaml)).as(yaml).isEmpty();
        String last = yaml.substring(yaml.lastIndexOf("- segment:"));
        assertThat(last.split("type: target", -1)).hasSize(3);
        assertThat(schedule(WitnessReader.read(file("r.yml", yaml)))).isEqualTo(schedule(g));
        String xml = GraphmlWitnessWriter.write(g, task(RACE, DataModel.LP64));
        assertThat(WitnessRules.graphmlProblems(xml)).isEmpty();
        assertThat(schedule(WitnessReader.read(file("r.graphml", xml)))).isEqualTo(schedule(g));
    }

    @Test
    void theRulesRejectBrokenWitnesses() {
        String yaml =
                YamlWitnessWriter.write(
                        guide(reachError(), UNREACH), task(UNREACH, DataModel.LP64));
        assertThat(WitnessRules.yamlProblems(yaml.replace("data_model: LP64", "data_model: LP32")))
                .isNotEmpty();
        assertThat(WitnessRules.yamlProblems(yaml.replace("type: function_enter", "type: call")))
                .isNotEmpty();
        assertThat(WitnessRules.yamlProblems(yaml.replace("thread_id: 1", "thread_id: 2")))
                .anyMatch(p -> p.contains("not created"));
        assertThat(
                        WitnessRules.yamlProblems(
                                yaml.replace("format: acsl_expression", "format: c_expression")))
                .isNotEmpty();
        String xml =
                GraphmlWitnessWriter.write(
                        guide(reachError(), UNREACH), task(UNREACH, DataModel.LP64));
        assertThat(WitnessRules.graphmlProblems(xml.replace("target=\"N2\"", "target=\"N99\"")))
                .anyMatch(p -> p.contains("missing node"));
        assertThat(WitnessRules.graphmlProblems(xml.replace("<data key=\"entry\">true</data>", "")))
                .anyMatch(p -> p.contains("0 entry nodes"));
        assertThat(WitnessRules.graphmlProblems(xml.replace("key=\"programhash\"", "key=\"hash\"")))
                .anyMatch(p -> p.contains("not declared"));
    }

    @Test
    void malformedWitnessesAreOneLineErrorsNamingTheFile() throws IOException {
        Path notYaml = file("bad.yml", "- entry_type: [unclosed\n");
        assertThatThrownBy(() -> WitnessReader.read(notYaml))
                .isInstanceOf(WitnessException.class)
                .hasMessageContaining("bad.yml")
                .hasMessageContaining("not YAML")
                .matches(e -> !e.getMessage().contains("\n"));
        Path correctness = file("c.yml", "- entry_type: invariant_set\n  content: []\n");
        assertThatThrownBy(() -> WitnessReader.read(correctness))
                .hasMessageContaining("no entry of type violation_sequence");
        String yaml =
                YamlWitnessWriter.write(
                        guide(reachError(), UNREACH), task(UNREACH, DataModel.LP64));
        Path noLine = file("l.yml", yaml.replaceFirst("line: 12", "line: twelve"));
        assertThatThrownBy(() -> WitnessReader.read(noLine))
                .hasMessageContaining("content[0].segment[0].waypoint.location.line");
        Path notXml = file("bad.graphml", "<graphml><graph>");
        assertThatThrownBy(() -> WitnessReader.read(notXml))
                .isInstanceOf(WitnessException.class)
                .hasMessageContaining("not well-formed XML");
        Path other = file("w.txt", "");
        assertThatThrownBy(() -> WitnessReader.read(other)).hasMessageContaining("unknown format");
    }

    @Test
    void callColumnsComeFromTheSourceText() throws IOException {
        file("prog.c", "int main() {\n  x = __VERIFIER_nondet_int ( );\n}\n");
        SourceLocation call = new SourceLocation(dir.toString(), "prog.c", 2, 7);
        SourceIndex index = SourceIndex.empty();
        assertThat(index.openParenthesis(call)).isEqualTo(29);
        assertThat(index.closeParenthesis(call)).isEqualTo(31);
        SourceLocation nowhere = new SourceLocation(dir.toString(), "prog.c", 2, 3);
        assertThat(index.closeParenthesis(nowhere)).isEqualTo(3);
    }

    @Test
    void specificationsAreNamedByTheirFormulas() {
        PropertyFile byName = new PropertyFile(Path.of("unreach-call"), "unreach-call");
        assertThat(Specification.text(byName)).isEqualTo(UNREACH);
        assertThat(Specification.formula(UNREACH)).isEqualTo("G ! call(reach_error())");
        assertThat(Specification.propertyName(UNREACH)).contains("unreach-call");
        assertThat(Specification.propertyName("G ! data-race")).contains("no-data-race");
        PropertyFile memsafety = new PropertyFile(Path.of("valid-memsafety"), "valid-memsafety");
        assertThat(Specification.propertyName(Specification.text(memsafety)))
                .contains("valid-memsafety");
        assertThat(Specification.propertyName("G something else")).isEmpty();
        assertThat(Specification.isViolation("unreach-call", ErrorKind.ASSERTION)).isTrue();
        assertThat(Specification.isViolation("unreach-call", ErrorKind.DATA_RACE)).isFalse();
        assertThat(Specification.isViolation(null, ErrorKind.DATA_RACE)).isTrue();
    }

    @Test
    void resultConstraintsAreParsedInTheirCommonForms() {
        assertThat(Constraints.result("\\result == 5")).hasValue(5);
        assertThat(Constraints.result("(\\result == -3);")).hasValue(-3);
        assertThat(Constraints.result("\\result == 0x10U")).hasValue(16);
        assertThat(Constraints.result("\\result >= 5")).isEmpty();
        assertThat(Constraints.result("x == 5")).isEmpty();
    }
}
