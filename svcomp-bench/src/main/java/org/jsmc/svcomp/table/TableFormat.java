package org.jsmc.svcomp.table;

import java.util.Locale;

/** The formats of {@code jsmc svcomp table}. */
public enum TableFormat {
    /** Markdown: a scores table and a tasks table under headings. */
    MD,
    /** CSV: the tasks, an empty line, then the scores per folder and in total. */
    CSV,
    /** One self-contained HTML page; click a column header to sort. */
    HTML;

    /** Renders {@code report}; {@code source} names the results file in the heading. */
    public String render(ScoreReport report, String source) {
        return switch (this) {
            case MD -> MarkdownReport.render(report, source);
            case CSV -> CsvReport.render(report);
            case HTML -> HtmlReport.render(report, source);
        };
    }

    /** {@code md}, {@code csv}, {@code html}. */
    @Override
    public String toString() {
        return name().toLowerCase(Locale.ROOT);
    }
}
