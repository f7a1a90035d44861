package org.jsmc.svcomp.table;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.jsmc.bench.table.Csv;
import org.jsmc.svcomp.run.TaskResult;
import org.jsmc.svcomp.score.Verdict;
import org.junit.jupiter.api.Test;

/** The renderings of a results file: text, Markdown, CSV, HTML. */
class ReportTest {
    private static TaskResult result(
            String task, Boolean expected, String verdict, String reason, double seconds) {
        return new TaskResult(
                task,
                "unreach-call",
                null,
                task.replace(".yml", ".c"),
                "ILP32",
                expected,
                null,
                Verdict.parse(verdict),
                reason,
                seconds,
                null,
                seconds > 0 ? 123.4 : null,
                60,
                4096,
                0,
                "2025-01-01T00:00:00Z");
    }

    private static final List<TaskResult> RESULTS =
            List.of(
                    result("/sv/c/pthread/fib-1.yml", false, "false(unreach-call)", "found", 1.25),
                    result("/sv/c/pthread/fib-2.yml", true, "true", "exhaustive", 2.5),
                    result("/sv/c/pthread/lock.yml", true, "false(unreach-call)", "spurious", 0.5),
                    result("/sv/c/pthread-atomic/a.yml", true, "unknown", "timeout", 61),
                    result("/sv/c/pthread-atomic/b.yml", false, "true", "missed", 3),
                    result(
                            "/sv/c/pthread-atomic/c.yml",
                            false,
                            "error",
                            "c.c:1:1: bad | input",
                            0.1),
                    result(
                            "/sv/c/ldv-races/d.yml",
                            true,
                            "unsupported",
                            "unsupported property",
                            0));

    @Test
    void scoresPerFolderAndInTotal() {
        ScoreReport r = ScoreReport.of(RESULTS);
        assertThat(r.folders().keySet()).containsExactly("ldv-races", "pthread", "pthread-atomic");
        assertThat(r.folders().get("pthread").score()).isEqualTo(1 + 2 - 16);
        assertThat(r.folders().get("pthread-atomic").score()).isEqualTo(-32);
        assertThat(r.total().score()).isEqualTo(1 + 2 - 16 - 32);
        assertThat(r.total().maxScore()).isEqualTo(1 + 2 + 2 + 2 + 1 + 1 + 2);
        assertThat(r.total().unknownText())
                .isEqualTo("3 (error 1, timeout 1, unsupported property 1)");
        assertThat(r.rows().get(0).name()).isEqualTo("ldv-races/d.yml");
    }

    @Test
    void singleFolderIsNamedByItsOwnName() {
        ScoreReport r = ScoreReport.of(RESULTS.subList(0, 2));
        assertThat(r.folders().keySet()).containsExactly("pthread");
        assertThat(r.rows().get(0).name()).isEqualTo("fib-1.yml");
    }

    @Test
    void textLinesAndSummary() {
        TextReport t = new TextReport(RESULTS.stream().map(TaskResult::task).toList());
        assertThat(t.taskLine(RESULTS.get(0)))
                .matches("pthread/fib-1\\.yml +false +false\\(unreach-call\\) +\\+1 +1\\.25 s");
        assertThat(t.taskLine(RESULTS.get(4))).contains("-32");
        assertThat(TextReport.single(RESULTS.get(3)))
                .isEqualTo(
                        "Verdict: unknown"
                                + System.lineSeparator()
                                + "Reason: timeout"
                                + System.lineSeparator());
        String s = TextReport.summary(ScoreReport.of(RESULTS));
        assertThat(s).startsWith("Score: -45 of 11 possible, 7 tasks");
        assertThat(s).containsPattern("pthread +3 +-13 +5 +1 +1 +0 +1 +0");
        assertThat(s)
                .containsPattern(
                        "total +7 +-45 +11 +1 +1 +1 +1 +3 \\(error 1, timeout 1, unsupported property 1\\)");
    }

    @Test
    void markdown() {
        String md = TableFormat.MD.render(ScoreReport.of(RESULTS), "results.jsonl");
        assertThat(md)
                .contains("Score **-45** of 11 possible over 7 tasks (`results.jsonl`)")
                .contains("| Folder | Tasks | Score | Max. score |")
                .contains(
                        "| total | 7 | -45 | 11 | 1 | 1 | 1 | 1 | 3 (error 1, timeout 1, unsupported property 1) |")
                .contains(
                        "| pthread/lock.yml | pthread | unreach-call | true | false(unreach-call) | wrong | spurious | -16 | 0.50 | 123.4 |")
                .contains("c.c:1:1: bad \\| input");
    }

    @Test
    void csv() {
        String csv = TableFormat.CSV.render(ScoreReport.of(RESULTS), "results.jsonl");
        List<String> lines = csv.lines().toList();
        assertThat(lines.get(0))
                .isEqualTo(
                        "Task,Folder,Property,Expected,Verdict,Result,Reason,Score,Time (s),Memory (MB)");
        assertThat(lines)
                .contains(
                        "pthread-atomic/b.yml,pthread-atomic,unreach-call,false,true,wrong,missed,-32,3.00,123.4");
        assertThat(lines)
                .contains(
                        "ldv-races/d.yml,ldv-races,unreach-call,true,unsupported,unknown,unsupported property,0,0.00,");
        assertThat(lines).contains("");
        assertThat(lines)
                .contains(
                        "total,7,-45,11,1,1,1,1,\"3 (error 1, timeout 1, unsupported property 1)\"");
        assertThat(Csv.quote("plain")).isEqualTo("plain");
        assertThat(Csv.quote("a,\"b\"")).isEqualTo("\"a,\"\"b\"\"\"");
    }

    @Test
    void htmlIsSelfContainedAndSortable() {
        String html = TableFormat.HTML.render(ScoreReport.of(RESULTS), "results.jsonl");
        assertThat(html)
                .startsWith("<!DOCTYPE html>")
                .contains("<style>", "<script>", "addEventListener(\"click\"")
                .contains("<table class=\"sortable\">")
                .contains("<tr class=\"wrong\"><td>pthread/lock.yml</td>")
                .contains("<td class=\"num\">-16</td>")
                .contains(
                        "<tfoot><tr><td>total</td><td class=\"num\">7</td><td class=\"num\">-45</td>")
                .contains("c.c:1:1: bad | input");
        assertThat(html).doesNotContain("http://", "https://", "<link", " src=", "@import");
        assertThat(HtmlReport.escape("<a & \"b\">")).isEqualTo("&lt;a &amp; &quot;b&quot;&gt;");
    }
}
