package org.jsmc.exec.machine;

import org.jsmc.ir.SourceLocation;
import org.jsmc.ir.Type;

/**
 * A function ready to run: its code, the register template every frame starts from (constants
 * pre-loaded), and where its parameters go. Created empty for every defined function first, so that
 * calls can refer to each other, then filled in by the {@link FunctionCompiler}.
 */
final class LinkedFunction {
    final String name;
    final Type.Function type;
    final SourceLocation location;

    /** Whether calls of it are atomic sections ({@code __VERIFIER_atomic_*}). */
    final boolean atomic;

    /** The function's address, so that function pointers compare and print consistently. */
    final long address;

    Insn[] code;
    long[] template;
    int[] paramSlots;
    int[] paramWidths;
    int loopCount;

    /** Per loop, whether its body calls {@code pthread_create} (directly). */
    boolean[] spawningLoops;

    LinkedFunction(
            String name,
            Type.Function type,
            SourceLocation location,
            boolean atomic,
            long address) {
        this.name = name;
        this.type = type;
        this.location = location;
        this.atomic = atomic;
        this.address = address;
    }

    @Override
    public String toString() {
        return name;
    }
}
