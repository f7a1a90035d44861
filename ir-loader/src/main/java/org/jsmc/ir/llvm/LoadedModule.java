package org.jsmc.ir.llvm;

import java.util.List;
import org.jsmc.ir.Module;

/**
 * The result of loading a file.
 *
 * @param module the lowered module; it defines {@code main}
 * @param pipeline the steps that produced it, one human-readable line each (the clang command line,
 *     the LLVM passes, …), for {@code --verbose}
 */
public record LoadedModule(Module module, List<String> pipeline) {
    public LoadedModule {
        pipeline = List.copyOf(pipeline);
    }
}
