package org.jsmc.bench.table;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import org.jsmc.bench.Fixture;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;
import org.junit.jupiter.api.io.TempDir;

/**
 * Every layout in every format, rendered from the fixture manifest and results, against the golden
 * files in {@code src/test/resources/golden/tables} (compare mode, with {@code mismatches.md}) and
 * {@code golden/tables-plain} (Markdown without compare mode, paper rows only). Run with {@code
 * -Djsmc.updateGolden=true} to rewrite the golden files after an intended change, and review the
 * diff.
 */
class TableGoldenTest {
    private static final Path GOLDEN = Path.of("src/test/resources/golden");
    private static final boolean UPDATE = Boolean.getBoolean("jsmc.updateGolden");

    @TempDir Path out;

    @TestFactory
    Stream<DynamicTest> compareModeEveryLayoutEveryFormat() throws IOException {
        TableWriter.Summary s =
                TableWriter.writeAll(
                        Fixture.manifest(), Fixture.results(), out, true, false, Fixture.SUPPORTED);
        assertThat(s.files()).hasSize(Layouts.all().size() * Format.values().length + 1);
        return golden(s.files(), GOLDEN.resolve("tables"));
    }

    @TestFactory
    Stream<DynamicTest> plainMarkdownPaperRowsOnly() throws IOException {
        List<Path> files = new ArrayList<>();
        for (Layout l : Layouts.all()) {
            Table t =
                    new TableBuilder(
                                    l,
                                    Fixture.manifest(),
                                    Fixture.results(),
                                    false,
                                    true,
                                    Fixture.SUPPORTED)
                            .build();
            Path f = out.resolve(l.id() + ".md");
            Files.writeString(f, Format.MARKDOWN.render(t));
            files.add(f);
        }
        return golden(files, GOLDEN.resolve("tables-plain"));
    }

    private static Stream<DynamicTest> golden(List<Path> files, Path dir) throws IOException {
        if (UPDATE) {
            Files.createDirectories(dir);
            for (Path f : files) {
                Files.copy(
                        f,
                        dir.resolve(f.getFileName()),
                        java.nio.file.StandardCopyOption.REPLACE_EXISTING);
            }
        }
        return files.stream()
                .map(
                        f ->
                                DynamicTest.dynamicTest(
                                        f.getFileName().toString(),
                                        () ->
                                                assertThat(
                                                                Files.readString(
                                                                        f, StandardCharsets.UTF_8))
                                                        .isEqualTo(
                                                                Files.readString(
                                                                        dir.resolve(
                                                                                f.getFileName()),
                                                                        StandardCharsets.UTF_8))));
    }
}
