package org.jsmc.ir.llvm;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import org.jsmc.ir.Function;
import org.jsmc.ir.Module;

/**
 * The library functions jsmc models in C ({@code jsmc_models.c}: {@code pthread_once} and the
 * barriers), linked into a program that calls them without defining them. The models are compiled
 * with the bundled clang the first time a program of a data model needs them, then kept for the
 * life of the process.
 */
final class LibraryModels {
    private LibraryModels() {}

    /** The functions {@code jsmc_models.c} defines. */
    static final Set<String> DEFINED =
            Set.of(
                    "pthread_once",
                    "pthread_barrier_init",
                    "pthread_barrier_wait",
                    "pthread_barrier_destroy");

    private static final String SOURCE = "jsmc_models.c";

    /** The compiled models, by data model (true: ILP32). */
    private static final Map<Boolean, Module> COMPILED = new ConcurrentHashMap<>();

    /**
     * {@code program} with the models of the functions it declares but does not define; {@code
     * program} itself when it needs none.
     */
    static Module linkInto(Module program, LoadOptions options, List<String> pipeline) {
        Set<String> needed = new HashSet<>();
        for (Function f : program.functions()) {
            if (f.isDeclaration() && DEFINED.contains(f.name())) {
                needed.add(f.name());
            }
        }
        if (needed.isEmpty()) {
            return program;
        }
        pipeline.add(
                "linked jsmc's C models of "
                        + String.join(", ", needed.stream().sorted().toList()));
        Module models = COMPILED.computeIfAbsent(options.m32(), LibraryModels::compile);
        Set<String> present = new HashSet<>();
        List<Function> functions = new ArrayList<>();
        for (Function f : program.functions()) {
            if (!needed.contains(f.name())) {
                functions.add(f);
                present.add(f.name());
            }
        }
        for (Function f : models.functions()) {
            boolean wanted =
                    needed.contains(f.name()) || (f.isDeclaration() && !present.contains(f.name()));
            if (wanted) {
                functions.add(f);
            }
        }
        return new Module(
                program.sourceName(),
                program.triple(),
                program.dataLayout(),
                program.globals(),
                functions);
    }

    private static Module compile(boolean m32) {
        try {
            Path dir = Files.createTempDirectory("jsmc-models");
            Path source = dir.resolve(SOURCE);
            try (InputStream in = LibraryModels.class.getResourceAsStream(SOURCE)) {
                if (in == null) {
                    throw new IllegalStateException("resource " + SOURCE + " missing");
                }
                Files.write(source, in.readAllBytes());
            }
            try {
                return ModuleLoader.load(source, LoadOptions.DEFAULT.withM32(m32), false).module();
            } finally {
                Files.deleteIfExists(source);
                Files.deleteIfExists(dir);
            }
        } catch (IOException e) {
            throw new UncheckedIOException("cannot prepare jsmc's library models", e);
        }
    }
}
