package org.jsmc.ir.llvm;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.jsmc.ir.Block;
import org.jsmc.ir.Function;
import org.jsmc.ir.Instruction;
import org.jsmc.ir.Module;

/** Writes small programs to files, loads them, and finds things in the result. */
public final class TestPrograms {

    private TestPrograms() {}

    /** Writes {@code text} to {@code dir/name}. */
    public static Path write(Path dir, String name, String text) {
        try {
            return Files.writeString(dir.resolve(name), text, StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** Writes and loads a file ({@code .c}, {@code .ll}, …). */
    public static LoadedModule load(Path dir, String name, String text, LoadOptions options) {
        return ModuleLoader.load(write(dir, name, text), options);
    }

    public static Module module(Path dir, String name, String text) {
        return load(dir, name, text, LoadOptions.DEFAULT).module();
    }

    public static Function function(Module module, String name) {
        return module.function(name).orElseThrow(() -> new AssertionError("no function " + name));
    }

    /** Every instruction of {@code kind} in {@code f}, in block order. */
    public static <T extends Instruction> List<T> all(Function f, Class<T> kind) {
        List<T> found = new ArrayList<>();
        for (Block b : f.blocks()) {
            for (Instruction i : b.instructions()) {
                if (kind.isInstance(i)) {
                    found.add(kind.cast(i));
                }
            }
        }
        return found;
    }

    /** The first instruction of {@code kind} in {@code f}. */
    public static <T extends Instruction> T first(Function f, Class<T> kind) {
        List<T> found = all(f, kind);
        if (found.isEmpty()) {
            throw new AssertionError("no " + kind.getSimpleName() + " in " + f.name());
        }
        return found.get(0);
    }

    /** Every instruction of {@code f}, in block order. */
    public static List<Instruction> instructions(Function f) {
        return all(f, Instruction.class);
    }
}
