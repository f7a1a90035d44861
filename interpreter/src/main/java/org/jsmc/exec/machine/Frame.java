package org.jsmc.exec.machine;

import java.util.ArrayList;
import java.util.List;
import org.jsmc.exec.memory.MemObject;

/**
 * One activation of a {@link LinkedFunction}: its registers and position. Hot-path class: registers
 * are a primitive array, see {@link Arith} for the value representation.
 */
final class Frame {
    final LinkedFunction function;
    final Frame caller;
    final long[] r;
    int pc;

    /** Where the caller wants the result, and how many slots it has. */
    final int resultSlot;

    /** Objects allocated by {@code alloca} in this activation; they die when it returns. */
    List<MemObject> locals;

    /** Header arrivals per loop since the loop was entered (only with a loop bound). */
    int[] loopArrivals;

    /**
     * Per loop, the thread's state at its last arrival at the loop's header (memory changes, atomic
     * depth, header phis), for the spin-loop reduction; created on the first loop entry.
     */
    long[][] spin;

    /** The area holding the variadic arguments of this activation, or 0. */
    long varargs;

    Frame(LinkedFunction function, Frame caller, int resultSlot) {
        this.function = function;
        this.caller = caller;
        this.r = function.template.clone();
        this.resultSlot = resultSlot;
    }

    void addLocal(MemObject o) {
        if (locals == null) {
            locals = new ArrayList<>(4);
        }
        locals.add(o);
    }
}
