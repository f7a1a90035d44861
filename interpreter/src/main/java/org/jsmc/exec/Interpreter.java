package org.jsmc.exec;

import org.jsmc.exec.machine.Linker;
import org.jsmc.ir.Module;

/** The interpreter's entry point: links a lowered module into a runnable {@link Program}. */
public final class Interpreter {
    private Interpreter() {}

    /**
     * Links {@code module} for execution.
     *
     * @throws org.jsmc.ir.InputException if the module has no {@code main}
     * @throws org.jsmc.ir.UnsupportedFeatureException if it uses an external variable or a target
     *     jsmc does not support
     */
    public static Program link(Module module, ExecOptions options) {
        return Linker.link(module, options);
    }
}
