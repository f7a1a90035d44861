package org.jsmc.ir.llvm;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * The bundled clang as a tool of its own, for tests and scripts that need bitcode or textual IR of
 * a C file (the loader itself compiles through {@link ModuleLoader}).
 */
public final class Clang {
    private Clang() {}

    /**
     * Compiles {@code source} with jsmc's default flags plus {@code options}, and returns LLVM
     * bitcode, or textual IR when {@code textual}.
     */
    public static byte[] emit(Path source, LoadOptions options, boolean textual) {
        LoadOptions o = options;
        if (textual) {
            List<String> flags = new ArrayList<>(options.clangFlags());
            flags.add("-S");
            o = options.withClangFlags(flags);
        }
        return BundledClang.compile(source, o).bitcode();
    }
}
