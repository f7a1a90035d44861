package org.jsmc.exec.machine;

import org.jsmc.ir.BinaryOp;
import org.jsmc.ir.RmwOp;

/** The values an {@code atomicrmw} stores. */
public final class RmwSemantics {
    private RmwSemantics() {}

    /**
     * What {@code atomicrmw op} stores when it reads {@code old}: the interpreter's semantics, also
     * for explorers that give an RMW another value to read than the one it read.
     */
    public static long apply(RmwOp op, long old, long operand, int bits) {
        long m = Arith.mask(bits);
        switch (op) {
            case XCHG:
                return operand;
            case ADD:
                return (old + operand) & m;
            case SUB:
                return (old - operand) & m;
            case AND:
                return old & operand;
            case NAND:
                return ~(old & operand) & m;
            case OR:
                return old | operand;
            case XOR:
                return old ^ operand;
            case MAX:
                return Arith.signed(old, bits) >= Arith.signed(operand, bits) ? old : operand;
            case MIN:
                return Arith.signed(old, bits) <= Arith.signed(operand, bits) ? old : operand;
            case UMAX:
                return Long.compareUnsigned(old, operand) >= 0 ? old : operand;
            case UMIN:
                return Long.compareUnsigned(old, operand) <= 0 ? old : operand;
            case FADD:
                return Arith.floating(BinaryOp.FADD, old, operand, bits);
            case FSUB:
                return Arith.floating(BinaryOp.FSUB, old, operand, bits);
            case FMAX:
                return Arith.fromDouble(
                        Math.max(Arith.toDouble(old, bits), Arith.toDouble(operand, bits)), bits);
            case FMIN:
                return Arith.fromDouble(
                        Math.min(Arith.toDouble(old, bits), Arith.toDouble(operand, bits)), bits);
            case UINC_WRAP:
                return Long.compareUnsigned(old, operand) >= 0 ? 0 : (old + 1) & m;
            case UDEC_WRAP:
                return old == 0 || Long.compareUnsigned(old, operand) > 0 ? operand : (old - 1) & m;
            case USUB_COND:
                return Long.compareUnsigned(old, operand) >= 0 ? (old - operand) & m : old;
            case USUB_SAT:
                return Long.compareUnsigned(old, operand) >= 0 ? (old - operand) & m : 0;
            default:
                throw new IllegalArgumentException(op.toString());
        }
    }
}
