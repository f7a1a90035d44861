package org.jsmc.explore.litmus;

import java.util.HashMap;
import java.util.Map;
import org.jsmc.ir.RmwOp;

/**
 * The shared state of one litmus execution: the value of every variable, which variables are freed,
 * and which thread holds each mutex. Values are unsigned integers of the variable's size. Mutable,
 * owned by its {@link LitmusExecution}.
 */
final class Memory {
    private final Litmus program;
    private final Map<Long, Litmus.Var> byAddress = new HashMap<>();
    private final long[] values;
    private final boolean[] freed;
    private final Strand[] holders;

    Memory(Litmus program) {
        this.program = program;
        int n = program.variables();
        values = new long[n];
        freed = new boolean[n];
        holders = new Strand[n];
        for (Litmus.Var v : program.allVariables()) {
            byAddress.put(v.address(), v);
            values[v.index()] = program.initial(v) & mask(v.size());
        }
    }

    Litmus.Var var(String name) {
        return program.variable(name);
    }

    /** The variable whose first byte is at {@code address}: events name whole variables. */
    Litmus.Var at(long address) {
        Litmus.Var v = byAddress.get(address);
        if (v == null) {
            throw new IllegalStateException("no variable at " + address);
        }
        return v;
    }

    long load(Litmus.Var x) {
        return values[x.index()];
    }

    void store(long address, long value) {
        Litmus.Var x = at(address);
        values[x.index()] = value & mask(x.size());
    }

    boolean isFreed(Litmus.Var x) {
        return freed[x.index()];
    }

    void free(Litmus.Var x) {
        freed[x.index()] = true;
    }

    /** The thread holding mutex {@code m}, or null. */
    Strand holder(Litmus.Var m) {
        return holders[m.index()];
    }

    /** Makes {@code s} the holder of the mutex at {@code address}; null releases it. */
    void hold(long address, Strand s) {
        holders[at(address).index()] = s;
    }

    /** The low {@code size} bytes. */
    static long mask(int size) {
        return size >= 8 ? -1L : (1L << (8 * size)) - 1;
    }

    /** What {@code atomicrmw op} stores, before masking to the variable's size. */
    static long apply(RmwOp op, long old, long operand) {
        return switch (op) {
            case XCHG -> operand;
            case ADD -> old + operand;
            case SUB -> old - operand;
            case AND -> old & operand;
            case NAND -> ~(old & operand);
            case OR -> old | operand;
            case XOR -> old ^ operand;
            default -> throw new UnsupportedOperationException("litmus RMW " + op);
        };
    }
}
