package org.jsmc.ir;

import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.function.Function;
import java.util.stream.Collectors;

/**
 * A lowered LLVM module: immutable, free of native handles, ready to be linked by the interpreter.
 *
 * @param sourceName the module's source file name as LLVM recorded it
 * @param triple the target triple
 * @param dataLayout the module's data layout
 * @param globals the global variables in module order
 * @param functions the functions, defined and declared, in module order
 */
public record Module(
        String sourceName,
        String triple,
        DataLayout dataLayout,
        List<Global> globals,
        List<org.jsmc.ir.Function> functions) {

    public Module {
        globals = List.copyOf(globals);
        functions = List.copyOf(functions);
    }

    /** The function with this name, if the module defines or declares it. */
    public Optional<org.jsmc.ir.Function> function(String name) {
        return functions.stream().filter(f -> f.name().equals(name)).findFirst();
    }

    /** The global with this name, if the module has it. */
    public Optional<Global> global(String name) {
        return globals.stream().filter(g -> g.name().equals(name)).findFirst();
    }

    /** Functions by name, for linkers. */
    public Map<String, org.jsmc.ir.Function> functionsByName() {
        return functions.stream()
                .collect(Collectors.toMap(org.jsmc.ir.Function::name, Function.identity()));
    }
}
