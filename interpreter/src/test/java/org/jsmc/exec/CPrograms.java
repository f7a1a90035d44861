package org.jsmc.exec;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import org.jsmc.ir.Module;
import org.jsmc.ir.llvm.LoadOptions;
import org.jsmc.ir.llvm.ModuleLoader;

/**
 * Compiles C snippets from tests with the bundled clang, once per distinct source and options: the
 * modules are cached for the whole test run, so test classes can share one compiled file and link
 * it with different {@link ExecOptions}.
 */
final class CPrograms {
    private static final Map<String, Module> CACHE = new ConcurrentHashMap<>();
    private static Path directory;

    private CPrograms() {}

    /** The module compiled from {@code source} with the default options (64-bit, {@code -O0}). */
    static Module compile(String source) {
        return compile(source, LoadOptions.DEFAULT);
    }

    /** The module compiled from {@code source} with {@code options}. */
    static Module compile(String source, LoadOptions options) {
        String key = options + "\u0000" + source;
        return CACHE.computeIfAbsent(key, k -> load(source, options));
    }

    /** {@code -O2} instead of the default {@code -O0}. */
    static LoadOptions optimised() {
        return LoadOptions.DEFAULT.withClangFlags(List.of("-O2"));
    }

    /** ILP32, as SV-COMP's 32-bit tasks. */
    static LoadOptions m32() {
        return LoadOptions.DEFAULT.withM32(true);
    }

    /** Compiles and links {@code source} with default options. */
    static Program program(String source) {
        return Interpreter.link(compile(source), ExecOptions.DEFAULT);
    }

    /** Compiles and links {@code source}. */
    static Program program(String source, ExecOptions options) {
        return Interpreter.link(compile(source), options);
    }

    /** Compiles and links {@code source}. */
    static Program program(String source, LoadOptions load, ExecOptions options) {
        return Interpreter.link(compile(source, load), options);
    }

    private static Module load(String source, LoadOptions options) {
        try {
            Path file = Files.createTempFile(directory(), "t", ".c");
            Files.writeString(file, source, StandardCharsets.UTF_8);
            try {
                return ModuleLoader.load(file, options).module();
            } finally {
                Files.deleteIfExists(file);
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    private static synchronized Path directory() throws IOException {
        if (directory == null) {
            directory = Files.createTempDirectory("jsmc-interpreter-tests");
            directory.toFile().deleteOnExit();
        }
        return directory;
    }
}
