package org.jsmc.exec.machine;

import java.util.ArrayList;
import java.util.List;
import org.jsmc.exec.memory.AddressSpace;
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

    /**
     * This activation and its callers in a fork of the execution, whose address space is {@code
     * space}: the same function, position and registers, its locals the fork's counterparts.
     */
    Frame copyFor(AddressSpace space) {
        Frame copy = new Frame(function, caller == null ? null : caller.copyFor(space), this);
        if (locals != null) {
            copy.locals = new ArrayList<>(locals.size());
            for (MemObject o : locals) {
                copy.locals.add(space.counterpart(o));
            }
        }
        copy.loopArrivals = loopArrivals == null ? null : loopArrivals.clone();
        if (spin != null) {
            copy.spin = new long[spin.length][];
            for (int i = 0; i < spin.length; i++) {
                copy.spin[i] = spin[i] == null ? null : spin[i].clone();
            }
        }
        return copy;
    }

    private Frame(LinkedFunction function, Frame caller, Frame from) {
        this.function = function;
        this.caller = caller;
        this.r = from.r.clone();
        this.pc = from.pc;
        this.resultSlot = from.resultSlot;
        this.varargs = from.varargs;
    }

    void addLocal(MemObject o) {
        if (locals == null) {
            locals = new ArrayList<>(4);
        }
        locals.add(o);
    }
}
