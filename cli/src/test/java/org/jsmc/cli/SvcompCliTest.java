package org.jsmc.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code jsmc svcomp}, in-process, with {@link FakeSvcompMain} in place of jsmc for each task's JVM
 * (hidden option {@code --jsmc-main}).
 */
class SvcompCliTest {
    private static final String PRP = "CHECK( init(main()), LTL(G ! call(reach_error())) )\n";

    @TempDir Path dir;

    private Path results;

    @BeforeEach
    void taskSet() throws IOException {
        results = dir.resolve("results.jsonl");
        write("properties/unreach-call.prp", PRP);
        write("properties/no-deadlock.prp", "CHECK( init(main()), LTL(G ! deadlock) )\n");
        task("pthread", "safe", true, "ILP32");
        task("pthread", "unsafe-false", false, "LP64");
        task("pthread-atomic", "missed", false, "ILP32");
        task("pthread-atomic", "bad", true, "ILP32");
        write(
                "other/no-property.yml",
                "format_version: '2.0'\ninput_files: x.c\nproperties:\n"
                        + "  - property_file: ../properties/no-deadlock.prp\n    expected_verdict: true\n"
                        + "options:\n  language: C\n  data_model: ILP32\n");
        write("other/x.c", "int main(void) { return 0; }\n");
    }

    private Path write(String name, String text) throws IOException {
        Path p = dir.resolve(name);
        Files.createDirectories(p.getParent());
        Files.writeString(p, text);
        return p;
    }

    private void task(String folder, String name, boolean expected, String model)
            throws IOException {
        write(folder + "/" + name + ".c", "int main(void) { return 0; }\n");
        write(
                folder + "/" + name + ".yml",
                "format_version: '2.0'\ninput_files: '"
                        + name
                        + ".c'\nproperties:\n"
                        + "  - property_file: ../properties/unreach-call.prp\n"
                        + "    expected_verdict: "
                        + expected
                        + "\n"
                        + "options:\n  language: C\n  data_model: "
                        + model
                        + "\n");
    }

    private CliRun svcomp(String... args) {
        String[] all = new String[args.length + 1];
        all[0] = "svcomp";
        System.arraycopy(args, 0, all, 1, args.length);
        return CliRun.of(all);
    }

    private static final String MAIN = "--jsmc-main=" + FakeSvcompMain.class.getName();

    @Test
    void runsATaskSetPrintsScoresAndResumes() throws IOException {
        CliRun run =
                svcomp(
                        "run",
                        "--property",
                        "unreach-call",
                        "--timeout",
                        "60",
                        "--jobs",
                        "2",
                        "--results",
                        results.toString(),
                        MAIN,
                        dir.toString());
        assertThat(run.exitCode()).as(run.err()).isZero();
        assertThat(run.err())
                .contains("jsmc svcomp: 1 of 5 task definitions do not list unreach-call; left out")
                .contains(
                        "jsmc svcomp: 4 tasks of unreach-call; 60 s and 4096 MB per task, 2 at a time");
        assertThat(run.out())
                .containsPattern("pthread/safe\\.yml +true +true +\\+2 +\\d+\\.\\d\\d s")
                .containsPattern("pthread/unsafe-false\\.yml +false +false\\(unreach-call\\) +\\+1")
                .containsPattern("pthread-atomic/missed\\.yml +false +true +-32")
                .containsPattern("pthread-atomic/bad\\.yml +true +error +0")
                .contains("Score: -29 of 6 possible, 4 tasks")
                .containsPattern("pthread-atomic +2 +-32 +3 +0 +0 +1 +0 +1 \\(error 1\\)")
                .contains("results: " + results);
        assertThat(Files.readAllLines(results)).hasSize(4);
        assertThat(Files.readString(results))
                .contains(
                        "checked as ILP32",
                        "checked as LP64",
                        "unsupported external function 'foo'");

        CliRun again =
                svcomp("--timeout", "60", "--results", results.toString(), MAIN, dir.toString());
        assertThat(again.exitCode()).isZero();
        assertThat(again.err()).contains("4 tasks were already in " + results + ", not run again");
        assertThat(again.out()).contains("Score: -29 of 6 possible, 4 tasks");
        assertThat(Files.readAllLines(results)).hasSize(4);

        CliRun md = svcomp("table", results.toString());
        assertThat(md.exitCode()).isZero();
        assertThat(md.out())
                .contains(
                        "| pthread-atomic/missed.yml | pthread-atomic | unreach-call | false | true | wrong |");
        Path html = dir.resolve("out/results.html");
        CliRun h =
                svcomp(
                        "table",
                        results.toString(),
                        "--format",
                        "html",
                        "--output",
                        html.toString());
        assertThat(h.exitCode()).isZero();
        assertThat(h.out()).contains("wrote " + html);
        assertThat(Files.readString(html))
                .startsWith("<!DOCTYPE html>")
                .contains("pthread/safe.yml");
        CliRun csv = svcomp("table", results.toString(), "--format", "CSV");
        assertThat(csv.out()).startsWith("Task,Folder,Property,");
    }

    @Test
    void aSingleTaskPrintsVerdictAndReason() {
        CliRun run =
                svcomp(
                        "--timeout",
                        "60",
                        "--results",
                        results.toString(),
                        MAIN,
                        dir.resolve("pthread/unsafe-false.yml").toString());
        assertThat(run.exitCode()).as(run.err()).isZero();
        assertThat(run.out())
                .startsWith(
                        "Verdict: false(unreach-call)"
                                + System.lineSeparator()
                                + "Reason: checked as LP64")
                .contains("Score: 1 of 1 possible, 1 task");
    }

    @Test
    void unsupportedPropertyIsRecordedNotRun() {
        CliRun run =
                svcomp(
                        "run",
                        "--property",
                        dir.resolve("properties/no-deadlock.prp").toString(),
                        "--results",
                        results.toString(),
                        MAIN,
                        dir.resolve("other").toString());
        assertThat(run.exitCode()).as(run.err()).isZero();
        assertThat(run.out())
                .contains(
                        "Verdict: unknown",
                        "Reason: unsupported property: jsmc does not check no-deadlock yet",
                        "Score: 0 of 2 possible");
    }

    @Test
    void setFiles() throws IOException {
        Path set = write("Concurrency.set", "# two folders\npthread/*.yml\n");
        CliRun run = svcomp("run", "--results", results.toString(), MAIN, set.toString());
        assertThat(run.exitCode()).as(run.err()).isZero();
        assertThat(run.out()).contains("safe.yml", "unsafe-false.yml").doesNotContain("missed.yml");
    }

    @Test
    void badInputStopsBeforeAnythingIsWritten() throws IOException {
        write(
                "broken/t.yml",
                "format_version: '2.0'\ninput_files: t.c\nproperties: []\noptions:\n  language: C\n");
        write("broken/t.c", "int main(void) { return 0; }\n");
        CliRun broken = svcomp("run", "--results", results.toString(), MAIN, dir.toString());
        assertThat(broken.exitCode()).isEqualTo(1);
        assertThat(broken.err().strip())
                .isEqualTo(
                        "jsmc: "
                                + dir.resolve("broken/t.yml")
                                + ": missing 'options: data_model' (ILP32 or LP64)");
        assertThat(results).doesNotExist();

        CliRun missing =
                svcomp("--results", results.toString(), MAIN, dir.resolve("nope").toString());
        assertThat(missing.exitCode()).isEqualTo(1);
        assertThat(missing.err().strip())
                .isEqualTo("jsmc: no such file or folder: " + dir.resolve("nope"));

        CliRun noTable = svcomp("table", dir.resolve("none.jsonl").toString());
        assertThat(noTable.exitCode()).isEqualTo(1);
        assertThat(noTable.err().strip())
                .isEqualTo("jsmc: no results file " + dir.resolve("none.jsonl"));
        assertThat(results).doesNotExist();
    }

    @Test
    void usageErrors() {
        CliRun none = svcomp();
        assertThat(none.exitCode()).isEqualTo(2);
        assertThat(none.err())
                .startsWith("jsmc: Missing required subcommand (run or table) or PATH");
        CliRun jobs = svcomp("run", "--jobs", "0", dir.toString());
        assertThat(jobs.exitCode()).isEqualTo(2);
        assertThat(jobs.err())
                .startsWith("jsmc: Invalid value '0' for option '--jobs': must be at least 1");
        CliRun algorithm = svcomp("run", "--algorithm", "nope", dir.toString());
        assertThat(algorithm.exitCode()).isEqualTo(2);
        assertThat(algorithm.err())
                .startsWith("jsmc: Invalid value 'nope' for option '--algorithm'");
        CliRun format = svcomp("table", "x.jsonl", "--format", "pdf");
        assertThat(format.exitCode()).isEqualTo(2);
        assertThat(svcomp("--help").out()).contains("run", "table", "--property", "--timeout");
    }

    @Test
    void killedAtTheTimeout() throws IOException {
        task("slow", "sleep", true, "ILP32");
        CliRun run =
                svcomp(
                        "run",
                        "--timeout",
                        "1",
                        "--grace",
                        "0.5",
                        "--results",
                        results.toString(),
                        MAIN,
                        dir.resolve("slow").toString());
        assertThat(run.exitCode()).as(run.err()).isZero();
        assertThat(run.out())
                .contains("Verdict: unknown", "Reason: timeout", "Score: 0 of 2 possible");
    }
}
