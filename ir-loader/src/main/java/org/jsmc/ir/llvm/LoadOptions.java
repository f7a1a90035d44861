package org.jsmc.ir.llvm;

import java.nio.file.Path;
import java.util.List;
import java.util.Objects;

/**
 * How to turn an input file into a module: the clang flags for C input and the LLVM passes run on
 * every input.
 *
 * @param defines macro definitions as given after {@code -D}, e.g. {@code N=3}
 * @param includes directories given to clang with {@code -I}
 * @param std the C standard for clang's {@code -std=}, or null for clang's default
 * @param m32 whether to compile for 32-bit x86 (ILP32, as SV-COMP's {@code ILP32} tasks)
 * @param clangFlags further clang flags, appended after jsmc's own (so {@code -O2} overrides the
 *     default {@code -O0})
 * @param passes the LLVM new-pass-manager pipeline run before lowering, e.g. {@code mem2reg}; empty
 *     for none
 */
public record LoadOptions(
        List<String> defines,
        List<Path> includes,
        String std,
        boolean m32,
        List<String> clangFlags,
        String passes) {

    /**
     * The default pipeline: promote locals whose address never escapes to registers. Such locals
     * are invisible to other threads, so this changes no interleaving, only the cost of {@code -O0}
     * code.
     */
    public static final String DEFAULT_PASSES = "mem2reg";

    /** No macros, no include directories, clang's defaults, 64-bit, {@link #DEFAULT_PASSES}. */
    public static final LoadOptions DEFAULT =
            new LoadOptions(List.of(), List.of(), null, false, List.of(), DEFAULT_PASSES);

    public LoadOptions {
        defines = List.copyOf(defines);
        includes = List.copyOf(includes);
        clangFlags = List.copyOf(clangFlags);
        Objects.requireNonNull(passes, "passes");
    }

    public LoadOptions withDefines(List<String> defines) {
        return new LoadOptions(defines, includes, std, m32, clangFlags, passes);
    }

    public LoadOptions withIncludes(List<Path> includes) {
        return new LoadOptions(defines, includes, std, m32, clangFlags, passes);
    }

    public LoadOptions withStd(String std) {
        return new LoadOptions(defines, includes, std, m32, clangFlags, passes);
    }

    public LoadOptions withM32(boolean m32) {
        return new LoadOptions(defines, includes, std, m32, clangFlags, passes);
    }

    public LoadOptions withClangFlags(List<String> clangFlags) {
        return new LoadOptions(defines, includes, std, m32, clangFlags, passes);
    }

    public LoadOptions withPasses(String passes) {
        return new LoadOptions(defines, includes, std, m32, clangFlags, passes);
    }
}
