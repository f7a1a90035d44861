package org.jsmc.explore.core;

import org.jsmc.ir.RmwOp;

/**
 * What an integer {@code atomicrmw} stores, for the race analysis's estimate of an RMW moved before
 * the step it raced with ({@link Reversal}); it only serves to predict whether a later
 * compare-exchange succeeds, so the floating-point and saturating operations are left out.
 */
final class RmwValues {
    private RmwValues() {}

    /** {@code op(old, operand)} on {@code size} bytes, or null for an operation not modelled. */
    static Long apply(RmwOp op, long old, long operand, int size) {
        long mask = size >= 8 ? -1L : (1L << (8 * size)) - 1;
        int shift = 64 - 8 * size;
        long result;
        switch (op) {
            case XCHG -> result = operand;
            case ADD -> result = old + operand;
            case SUB -> result = old - operand;
            case AND -> result = old & operand;
            case NAND -> result = ~(old & operand);
            case OR -> result = old | operand;
            case XOR -> result = old ^ operand;
            case MAX ->
                    result = (old << shift >> shift) >= (operand << shift >> shift) ? old : operand;
            case MIN ->
                    result = (old << shift >> shift) <= (operand << shift >> shift) ? old : operand;
            case UMAX ->
                    result = Long.compareUnsigned(old & mask, operand & mask) >= 0 ? old : operand;
            case UMIN ->
                    result = Long.compareUnsigned(old & mask, operand & mask) <= 0 ? old : operand;
            default -> {
                return null;
            }
        }
        return result & mask;
    }
}
