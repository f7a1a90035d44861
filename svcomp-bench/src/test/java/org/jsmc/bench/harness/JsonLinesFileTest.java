package org.jsmc.bench.harness;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class JsonLinesFileTest {
    record Entry(String name, Integer value) {}

    @TempDir Path dir;

    private JsonLinesFile<Entry> file(Path p) {
        return new JsonLinesFile<>(p, Entry.class, e -> e.name() != null);
    }

    @Test
    void appendsOneLinePerRecordAndReadsThemBackInOrder() throws IOException {
        JsonLinesFile<Entry> f = file(dir.resolve("a/b/results.jsonl"));
        f.append(new Entry("x", 1));
        f.append(new Entry("y", null));
        assertThat(Files.readString(f.file()))
                .isEqualTo("{\"name\":\"x\",\"value\":1}\n{\"name\":\"y\",\"value\":null}\n");
        assertThat(f.read()).containsExactly(new Entry("x", 1), new Entry("y", null));
        assertThat(f.skippedLines()).isZero();
    }

    @Test
    void skipsACutOffLineIncompleteRecordsAndBlankLines() throws IOException {
        Path p = dir.resolve("results.jsonl");
        Files.writeString(
                p,
                "{\"name\":\"x\",\"value\":1,\"later\":true}\n\n{\"value\":2}\n{\"name\":\"y\",\"va");
        JsonLinesFile<Entry> f = file(p);
        assertThat(f.read()).containsExactly(new Entry("x", 1));
        assertThat(f.skippedLines()).isEqualTo(2);
    }

    @Test
    void aMissingFileIsEmpty() {
        JsonLinesFile<Entry> f = file(dir.resolve("none.jsonl"));
        assertThat(f.read()).isEmpty();
        assertThat(f.skippedLines()).isZero();
    }
}
