package org.jsmc.exec.machine;

import org.jsmc.exec.ErrorKind;
import org.jsmc.ir.BinaryOp;
import org.jsmc.ir.Instruction;

/**
 * {@code --check overflow}: C's signed integer overflow, an arithmetic result outside the range of
 * its type (C11 6.5p5), and the quotient of {@code MIN / -1} and {@code MIN % -1} (6.5.5p6).
 *
 * <p>Which operations are signed comes from clang: it marks C's signed {@code + - *} and negation
 * {@code nsw} (no signed wrap), and leaves unsigned arithmetic, the {@code char}/{@code short}
 * increments C defines by conversion, and {@code __builtin_*_overflow} unmarked (see {@code
 * org.jsmc.ir.llvm.Operations}). {@code sdiv} and {@code srem} are checked unmarked, as LLVM leaves
 * {@code MIN / -1} undefined too.
 *
 * <p>Left shifts: clang emits {@code shl} without {@code nsw} for {@code int << n} and {@code
 * unsigned << n} alike at {@code -O0}, so C's signed shift overflow cannot be told from a defined
 * unsigned shift and is not reported; a shift marked {@code shl nsw} (optimised code, e.g. {@code x
 * * 8} at {@code -O2}) is checked like the multiplication it stands for. Vector arithmetic is not
 * checked: clang emits it unmarked for GCC vector extensions. In optimised code LLVM may also hoist
 * an {@code nsw} operation to a path where its result is never used, which this check then reports.
 *
 * <p>{@link FunctionCompiler} compiles these operations to {@link Op#OVERFLOW_CHECKED} only when
 * the check is on, so unchecked code runs exactly the plain opcodes.
 */
final class SignedOverflow {
    private SignedOverflow() {}

    /** Whether {@code x} is an integer operation C's signed overflow can make undefined. */
    static boolean mayOverflow(Instruction.Binary x) {
        return x.noSignedWrap() || x.op() == BinaryOp.SDIV || x.op() == BinaryOp.SREM;
    }

    /**
     * Runs an {@link Op#OVERFLOW_CHECKED} instruction; false after reporting a division by zero or
     * an overflow, which ends the execution.
     */
    static boolean apply(MachineExecution x, ThreadState t, Insn in, long[] r) {
        BinaryOp op = (BinaryOp) in.aux;
        long a = r[in.a];
        long b = r[in.b];
        if (b == 0 && (op == BinaryOp.SDIV || op == BinaryOp.SREM)) {
            x.fail(t, ErrorKind.DIVISION_BY_ZERO, "", in.location);
            return false;
        }
        if (overflows(op, a, b, in.bits)) {
            x.fail(t, ErrorKind.SIGNED_OVERFLOW, describe(op, a, b, in.bits), in.location);
            return false;
        }
        r[in.dst] = Arith.integer(op, a, b, in.bits);
        return true;
    }

    /**
     * Whether the mathematical result of {@code a op b}, both read as signed {@code bits}-bit
     * integers, lies outside the signed {@code bits}-bit range; for {@code sdiv} and {@code srem},
     * whether the quotient does. The shift amount is read as unsigned: shifting a nonzero value by
     * {@code bits} or more overflows.
     */
    static boolean overflows(BinaryOp op, long a, long b, int bits) {
        long x = Arith.signed(a, bits);
        long y = Arith.signed(b, bits);
        return switch (op) {
            case ADD -> outside(x + y, bits) || ((x ^ (x + y)) & (y ^ (x + y))) < 0;
            case SUB -> outside(x - y, bits) || ((x ^ y) & (x ^ (x - y))) < 0;
            case MUL -> Math.multiplyHigh(x, y) != (x * y) >> 63 || outside(x * y, bits);
            case SHL ->
                    Long.compareUnsigned(b, bits) >= 0
                            ? x != 0
                            : (x << b) >> b != x || outside(x << b, bits);
            case SDIV, SREM -> y == -1 && x == Arith.signed(1L << (bits - 1), bits);
            default -> throw new IllegalArgumentException(op + " has no signed overflow");
        };
    }

    /** Whether {@code v}, exact in 64 bits, lies outside the signed {@code bits}-bit range. */
    private static boolean outside(long v, int bits) {
        return Arith.signed(v, bits) != v;
    }

    /** {@code 2147483647 + 1 does not fit in a signed 32-bit integer}. */
    static String describe(BinaryOp op, long a, long b, int bits) {
        long x = Arith.signed(a, bits);
        long y = Arith.signed(b, bits);
        String range = " does not fit in a signed " + bits + "-bit integer";
        return switch (op) {
            // clang's negation: -x is 0 - x
            case SUB -> x == 0 ? "-(" + y + ")" + range : x + " - " + y + range;
            case ADD -> x + " + " + y + range;
            case MUL -> x + " * " + y + range;
            case SHL -> x + " << " + y + range;
            case SDIV -> x + " / " + y + range;
            default -> x + " % " + y + ": the quotient" + range;
        };
    }
}
