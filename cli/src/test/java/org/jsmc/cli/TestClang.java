package org.jsmc.cli;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.jsmc.exec.Program;
import org.jsmc.ir.llvm.Clang;
import org.jsmc.ir.llvm.LoadOptions;

/** Produces {@code .bc} and {@code .ll} inputs for tests with the bundled clang. */
final class TestClang {
    private TestClang() {}

    static void compile(Path source, Path output, boolean textual) throws IOException {
        Files.write(output, Clang.emit(source, LoadOptions.DEFAULT, textual));
    }

    /** C source text compiled and linked as {@code jsmc} would, through a temporary file. */
    static Program program(String source) {
        try {
            Path dir = Files.createTempDirectory("jsmc-test-c");
            Path file = dir.resolve("program.c");
            Files.writeString(file, source);
            try {
                return GoldenDporTest.load(file, List.of());
            } finally {
                Files.deleteIfExists(file);
                Files.deleteIfExists(dir);
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
