package org.jsmc.bench.table;

import java.util.Locale;
import java.util.function.Function;

/** The output formats of a table, with their file extensions. */
public enum Format {
    MARKDOWN("md", MarkdownRenderer::render),
    CSV("csv", CsvRenderer::render),
    LATEX("tex", LatexRenderer::render);

    private final String extension;
    private final Function<Table, String> renderer;

    Format(String extension, Function<Table, String> renderer) {
        this.extension = extension;
        this.renderer = renderer;
    }

    /** The file extension, without the dot. */
    public String extension() {
        return extension;
    }

    /** {@code table} in this format. */
    public String render(Table table) {
        return renderer.apply(table);
    }

    /** The name users type: {@code markdown}, {@code csv}, {@code latex}. */
    @Override
    public String toString() {
        return name().toLowerCase(Locale.ROOT);
    }
}
