package org.jsmc.ir.llvm;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.jsmc.ir.Function;
import org.jsmc.ir.InputException;
import org.jsmc.ir.Module;
import org.jsmc.ir.UnsupportedFeatureException;

/**
 * Loads a program: {@code .c} and {@code .i} files are compiled with the bundled clang, {@code .bc}
 * and {@code .ll} files are read as they are; then the LLVM passes run and the module is lowered to
 * the Java IR. Every LLVM object is disposed before {@link #load} returns.
 *
 * <p>Failures are {@link InputException}s (unreadable, malformed or too-new input, clang errors, no
 * {@code main}) and {@link UnsupportedFeatureException}s (valid LLVM that jsmc cannot run), each
 * with a one-line message. Thread-safe: concurrent loads use separate LLVM contexts.
 */
public final class ModuleLoader {

    private ModuleLoader() {}

    /** Loads {@code file} as {@code options} say. */
    public static LoadedModule load(Path file, LoadOptions options) {
        return load(file, options, true);
    }

    /**
     * Loads {@code file}; a {@code program} must define {@code main} and gets jsmc's C models of
     * the library functions it calls ({@link LibraryModels}).
     */
    static LoadedModule load(Path file, LoadOptions options, boolean program) {
        String name = file.toString();
        if (!Files.exists(file)) {
            throw new InputException(name + ": no such file");
        }
        if (!Files.isRegularFile(file) || !Files.isReadable(file)) {
            throw new InputException(name + ": not a readable file");
        }
        List<String> pipeline = new ArrayList<>();
        Module module;
        switch (extension(file)) {
            case "c", "i" -> {
                module = compile(file, options, pipeline);
                List<String> inline = inlineOnly(module, file);
                if (!inline.isEmpty() && !options.clangFlags().contains(GNU89_INLINE)) {
                    pipeline.add(
                            "C99 inline functions without an external definition ("
                                    + String.join(", ", inline)
                                    + "): compiled again with GNU inline semantics");
                    List<String> flags = new ArrayList<>(options.clangFlags());
                    flags.add(GNU89_INLINE);
                    module = compile(file, options.withClangFlags(flags), pipeline);
                }
            }
            case "bc" -> {
                pipeline.add(
                        "read LLVM bitcode " + name + " (checked by clang in a child process)");
                module = lower(NativeModule.readBitcode(file, read(file)), options, pipeline);
            }
            case "ll" -> {
                pipeline.add(
                        "read LLVM textual IR " + name + " (checked by clang in a child process)");
                module = lower(NativeModule.readText(file, read(file)), options, pipeline);
            }
            default ->
                    throw new InputException(
                            name + ": unknown kind of input (expected .c, .i, .bc or .ll)");
        }
        if (!program) {
            return new LoadedModule(module, pipeline);
        }
        boolean hasMain = module.function("main").filter(f -> !f.isDeclaration()).isPresent();
        if (!hasMain) {
            throw new InputException(name + ": no main function");
        }
        return new LoadedModule(LibraryModels.linkInto(module, options, pipeline), pipeline);
    }

    /** Clang's flag for GCC's traditional inline semantics. */
    private static final String GNU89_INLINE = "-fgnu89-inline";

    private static Module compile(Path file, LoadOptions options, List<String> pipeline) {
        BundledClang.Compiled compiled = BundledClang.compile(file, options);
        pipeline.add("clang " + LlvmVersion.full() + ": " + compiled.commandLine());
        return lower(
                NativeModule.parseBitcode(compiled.bitcode(), file.toString()), options, pipeline);
    }

    /**
     * The functions {@code module} declares without a body although the source defines them {@code
     * inline}. C99 emits no external definition of a plain {@code inline} function, so a call that
     * is not inlined (jsmc compiles at {@code -O0}) has no body to run; programs written for GCC's
     * older semantics (SV-COMP's tasks among them) expect one. Compiling with {@code
     * -fgnu89-inline} gives them one.
     */
    private static List<String> inlineOnly(Module module, Path file) {
        if (module.functions().stream().noneMatch(Function::isDeclaration)) {
            return List.of();
        }
        Set<String> definedInline = new HashSet<>();
        Matcher m = INLINE_DEFINITION.matcher(new String(read(file), StandardCharsets.ISO_8859_1));
        while (m.find()) {
            definedInline.add(m.group(1));
        }
        List<String> missing = new ArrayList<>();
        for (Function f : module.functions()) {
            if (f.isDeclaration() && definedInline.contains(f.name())) {
                missing.add(f.name());
            }
        }
        return missing;
    }

    /** {@code inline}, then anything but a statement's or a parameter list's end, then a name. */
    private static final Pattern INLINE_DEFINITION =
            Pattern.compile("\\binline\\b[^;{}()]*?\\b([A-Za-z_][A-Za-z_0-9]*)\\s*\\(");

    private static Module lower(NativeModule parsed, LoadOptions options, List<String> pipeline) {
        try (NativeModule m = parsed) {
            int optNone = m.removeOptNone();
            if (optNone > 0) {
                pipeline.add("removed optnone from " + optNone + " functions (so passes run)");
            }
            m.runPasses(options.passes());
            pipeline.add(
                    "LLVM passes: " + (options.passes().isBlank() ? "none" : options.passes()));
            for (String warning : m.warnings()) {
                pipeline.add("LLVM warning: " + Native.firstLine(warning));
            }
            Module module = Lowering.lower(m.module());
            long defined = module.functions().stream().filter(f -> !f.isDeclaration()).count();
            long instructions =
                    module.functions().stream()
                            .flatMap((Function f) -> f.blocks().stream())
                            .mapToLong(b -> b.instructions().size())
                            .sum();
            pipeline.add(
                    "lowered "
                            + defined
                            + " functions ("
                            + instructions
                            + " instructions), "
                            + (module.functions().size() - defined)
                            + " declarations, "
                            + module.globals().size()
                            + " globals; "
                            + module.dataLayout().pointerSize() * 8
                            + "-bit pointers");
            return module;
        }
    }

    private static byte[] read(Path file) {
        try {
            return Files.readAllBytes(file);
        } catch (IOException e) {
            throw new InputException(file + ": cannot read: " + e.getMessage(), e);
        }
    }

    private static String extension(Path file) {
        String name = file.getFileName().toString();
        int dot = name.lastIndexOf('.');
        return dot < 0 ? "" : name.substring(dot + 1).toLowerCase(Locale.ROOT);
    }
}
