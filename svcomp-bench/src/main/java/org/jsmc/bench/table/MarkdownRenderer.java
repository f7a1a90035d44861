package org.jsmc.bench.table;

import java.util.List;
import org.jsmc.bench.check.Mismatch;

/**
 * A table as GitHub-flavoured Markdown: a heading, the table (names left-aligned, numbers
 * right-aligned), the footnotes as a list, and in compare mode the list of mismatches.
 */
final class MarkdownRenderer {
    private MarkdownRenderer() {}

    static String render(Table t) {
        StringBuilder b = new StringBuilder();
        b.append("## ").append(t.title()).append(" (`").append(t.id()).append("`)\n\n");
        row(b, t.header());
        StringBuilder rule = new StringBuilder("|");
        for (int i = 0; i < t.header().size(); i++) {
            rule.append(i < t.labelColumns() ? "---|" : "---:|");
        }
        b.append(rule).append('\n');
        for (List<String> r : t.rows()) {
            row(b, r);
        }
        b.append('\n');
        for (String n : t.notes()) {
            b.append("- ").append(escape(n)).append('\n');
        }
        if (t.compared()) {
            b.append('\n').append("### Mismatches\n\n");
            if (t.mismatches().isEmpty()) {
                b.append("None: every count agrees with the paper and the closed forms.\n");
            }
            for (Mismatch m : t.mismatches()) {
                b.append("- ").append(escape(m.describe())).append('\n');
            }
        }
        return b.toString();
    }

    private static void row(StringBuilder b, List<String> cells) {
        b.append('|');
        for (String c : cells) {
            b.append(' ').append(escape(c)).append(" |");
        }
        b.append('\n');
    }

    /** Escapes what Markdown would read as table structure or emphasis. */
    static String escape(String s) {
        return s.replace("|", "\\|").replace("*", "\\*").replace("_", "\\_");
    }
}
