package org.jsmc.svcomp.table;

import java.util.List;

/**
 * A {@link ScoreReport} as one self-contained HTML page: inline CSS, and a few lines of inline
 * JavaScript that sort a table by the column whose header is clicked (again: the other way round).
 * The total row stays at the bottom. Nothing is loaded from elsewhere.
 */
final class HtmlReport {
    private HtmlReport() {}

    private static final String STYLE =
            """
            body { font-family: system-ui, sans-serif; margin: 2em; color: #222; }
            table { border-collapse: collapse; margin-bottom: 2em; }
            th, td { border: 1px solid #ccc; padding: 0.25em 0.6em; }
            th { background: #f0f0f0; cursor: pointer; user-select: none; }
            th.asc::after { content: " \\25B2"; } th.desc::after { content: " \\25BC"; }
            td.num { text-align: right; font-variant-numeric: tabular-nums; }
            tfoot td { font-weight: bold; }
            tr.correct td.result { color: #176f2c; } tr.wrong td.result { color: #b00020; font-weight: bold; }
            tr.unknown td.result { color: #8a6d00; }
            """;

    private static final String SCRIPT =
            """
            document.querySelectorAll("table.sortable th").forEach((th, col) => {
              th.addEventListener("click", () => {
                const table = th.closest("table"), body = table.tBodies[0];
                const asc = !th.classList.contains("asc");
                table.querySelectorAll("th").forEach(h => h.classList.remove("asc", "desc"));
                th.classList.add(asc ? "asc" : "desc");
                const key = r => { const c = r.cells[col]; return c.classList.contains("num") ? parseFloat(c.textContent) || 0 : c.textContent; };
                const rows = Array.from(body.rows).sort((a, b) => {
                  const x = key(a), y = key(b);
                  return (typeof x === "number" ? x - y : x.localeCompare(y)) * (asc ? 1 : -1);
                });
                rows.forEach(r => body.appendChild(r));
              });
            });
            """;

    static String render(ScoreReport report, String source) {
        StringBuilder b = new StringBuilder();
        b.append("<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">\n")
                .append("<title>SV-COMP results</title>\n<style>\n")
                .append(STYLE)
                .append("</style>\n</head>\n<body>\n<h1>SV-COMP results</h1>\n<p>Score <b>")
                .append(report.total().score())
                .append("</b> of ")
                .append(report.total().maxScore())
                .append(" possible over ")
                .append(report.total().tasks())
                .append(" tasks (<code>")
                .append(escape(source))
                .append("</code>).</p>\n<h2>Scores</h2>\n");
        List<List<String>> scores = Cells.scoreRows(report);
        table(
                b,
                Cells.SCORE_COLUMNS,
                Cells.SCORE_NUMERIC,
                scores.subList(0, scores.size() - 1),
                null,
                scores.get(scores.size() - 1));
        b.append("<h2>Tasks</h2>\n");
        List<List<String>> tasks = report.rows().stream().map(Cells::task).toList();
        List<String> classes =
                report.rows().stream().map(r -> Cells.result(r.result().category())).toList();
        table(b, Cells.TASK_COLUMNS, Cells.TASK_NUMERIC, tasks, classes, null);
        b.append("<script>\n").append(SCRIPT).append("</script>\n</body>\n</html>\n");
        return b.toString();
    }

    private static void table(
            StringBuilder b,
            List<String> header,
            List<Integer> numeric,
            List<List<String>> rows,
            List<String> rowClasses,
            List<String> footer) {
        b.append("<table class=\"sortable\">\n<thead><tr>");
        for (String h : header) {
            b.append("<th>").append(escape(h)).append("</th>");
        }
        b.append("</tr></thead>\n<tbody>\n");
        for (int i = 0; i < rows.size(); i++) {
            b.append(rowClasses == null ? "<tr>" : "<tr class=\"" + rowClasses.get(i) + "\">");
            cells(b, rows.get(i), numeric, header);
            b.append("</tr>\n");
        }
        b.append("</tbody>\n");
        if (footer != null) {
            b.append("<tfoot><tr>");
            cells(b, footer, numeric, header);
            b.append("</tr></tfoot>\n");
        }
        b.append("</table>\n");
    }

    private static void cells(
            StringBuilder b, List<String> cells, List<Integer> numeric, List<String> header) {
        for (int i = 0; i < cells.size(); i++) {
            String cls =
                    numeric.contains(i) ? "num" : header.get(i).equals("Result") ? "result" : null;
            b.append(cls == null ? "<td>" : "<td class=\"" + cls + "\">")
                    .append(escape(cells.get(i)))
                    .append("</td>");
        }
    }

    static String escape(String s) {
        return s.replace("&", "&amp;")
                .replace("<", "&lt;")
                .replace(">", "&gt;")
                .replace("\"", "&quot;");
    }
}
