package org.jsmc.cli;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import org.jsmc.ir.llvm.Clang;
import org.jsmc.ir.llvm.LoadOptions;

/** Produces {@code .bc} and {@code .ll} inputs for tests with the bundled clang. */
final class TestClang {
    private TestClang() {}

    static void compile(Path source, Path output, boolean textual) throws IOException {
        Files.write(output, Clang.emit(source, LoadOptions.DEFAULT, textual));
    }
}
