package org.jsmc.exec.machine;

import org.jsmc.ir.BinaryOp;
import org.jsmc.ir.CastOp;
import org.jsmc.ir.FloatPredicate;
import org.jsmc.ir.IntPredicate;

/**
 * Scalar arithmetic on the interpreter's value representation: an integer of {@code bits} bits is
 * held zero-extended in a {@code long}; a {@code float} as its 32-bit IEEE encoding, a {@code
 * double} as its 64-bit encoding; a pointer as its address. Shared by the instruction loop and the
 * constant evaluator.
 */
final class Arith {
    private Arith() {}

    /** The mask of the low {@code bits} bits. */
    static long mask(int bits) {
        return bits >= 64 ? -1L : (1L << bits) - 1;
    }

    /** The value of a {@code bits}-bit integer read as signed. */
    static long signed(long v, int bits) {
        return bits >= 64 ? v : (v << (64 - bits)) >> (64 - bits);
    }

    /**
     * {@code left op right} on {@code bits}-bit integers. Division by zero must be checked by the
     * caller.
     */
    static long integer(BinaryOp op, long a, long b, int bits) {
        long m = mask(bits);
        switch (op) {
            case ADD:
                return (a + b) & m;
            case SUB:
                return (a - b) & m;
            case MUL:
                return (a * b) & m;
            case UDIV:
                return Long.divideUnsigned(a, b) & m;
            case SDIV:
                return (signed(a, bits) / signed(b, bits)) & m;
            case UREM:
                return Long.remainderUnsigned(a, b) & m;
            case SREM:
                return (signed(a, bits) % signed(b, bits)) & m;
            case SHL:
                return b >= bits ? 0 : (a << b) & m;
            case LSHR:
                return b >= bits ? 0 : (a >>> b) & m;
            case ASHR:
                return (signed(a, bits) >> Math.min(b, bits - 1)) & m;
            case AND:
                return a & b;
            case OR:
                return a | b;
            case XOR:
                return a ^ b;
            default:
                throw new IllegalArgumentException(op + " on integers");
        }
    }

    /**
     * {@code left op right} on floats ({@code bits == 32}) or doubles. Floats are computed in
     * double precision and rounded once: for +, -, *, / and remainder that gives exactly the float
     * result, since a double holds more than twice a float's significand.
     */
    static long floating(BinaryOp op, long a, long b, int bits) {
        double x = toDouble(a, bits);
        double y = toDouble(b, bits);
        double r;
        switch (op) {
            case FADD -> r = x + y;
            case FSUB -> r = x - y;
            case FMUL -> r = x * y;
            case FDIV -> r = x / y;
            case FREM -> r = x % y;
            default -> throw new IllegalArgumentException(op + " on floating-point values");
        }
        return fromDouble(r, bits);
    }

    static long fromFloat(float f) {
        return Float.floatToRawIntBits(f) & 0xFFFF_FFFFL;
    }

    static double toDouble(long v, int bits) {
        return bits == 32 ? Float.intBitsToFloat((int) v) : Double.longBitsToDouble(v);
    }

    static long fromDouble(double d, int bits) {
        return bits == 32 ? fromFloat((float) d) : Double.doubleToRawLongBits(d);
    }

    /** {@code icmp}. */
    static boolean compare(IntPredicate p, long a, long b, int bits) {
        switch (p) {
            case EQ:
                return a == b;
            case NE:
                return a != b;
            case UGT:
                return Long.compareUnsigned(a, b) > 0;
            case UGE:
                return Long.compareUnsigned(a, b) >= 0;
            case ULT:
                return Long.compareUnsigned(a, b) < 0;
            case ULE:
                return Long.compareUnsigned(a, b) <= 0;
            case SGT:
                return signed(a, bits) > signed(b, bits);
            case SGE:
                return signed(a, bits) >= signed(b, bits);
            case SLT:
                return signed(a, bits) < signed(b, bits);
            case SLE:
                return signed(a, bits) <= signed(b, bits);
            default:
                throw new IllegalArgumentException(p.toString());
        }
    }

    /** {@code fcmp}. */
    static boolean compare(FloatPredicate p, long a, long b, int bits) {
        double x = toDouble(a, bits);
        double y = toDouble(b, bits);
        boolean unordered = Double.isNaN(x) || Double.isNaN(y);
        switch (p) {
            case FALSE:
                return false;
            case TRUE:
                return true;
            case ORD:
                return !unordered;
            case UNO:
                return unordered;
            case OEQ:
                return !unordered && x == y;
            case OGT:
                return !unordered && x > y;
            case OGE:
                return !unordered && x >= y;
            case OLT:
                return !unordered && x < y;
            case OLE:
                return !unordered && x <= y;
            case ONE:
                return !unordered && x != y;
            case UEQ:
                return unordered || x == y;
            case UGT:
                return unordered || x > y;
            case UGE:
                return unordered || x >= y;
            case ULT:
                return unordered || x < y;
            case ULE:
                return unordered || x <= y;
            case UNE:
                return unordered || x != y;
            default:
                throw new IllegalArgumentException(p.toString());
        }
    }

    /**
     * A scalar cast from a value of {@code fromBits} bits to {@code toBits} bits ({@code BITCAST}
     * of scalars is the identity; pointer casts are handled by the caller for escape).
     */
    static long cast(CastOp op, long v, int fromBits, int toBits) {
        switch (op) {
            case TRUNC:
            case ZEXT:
            case PTRTOINT:
            case INTTOPTR:
                return v & mask(Math.min(fromBits, toBits)) & mask(toBits);
            case SEXT:
                return signed(v, fromBits) & mask(toBits);
            case FPTRUNC:
            case FPEXT:
                return fromDouble(toDouble(v, fromBits), toBits);
            case FPTOSI:
                return toSigned(toDouble(v, fromBits), toBits);
            case FPTOUI:
                return toUnsigned(toDouble(v, fromBits), toBits);
            case SITOFP:
                // converted in one rounding step: going through double first rounds twice
                return toBits == 32
                        ? fromFloat((float) signed(v, fromBits))
                        : Double.doubleToRawLongBits((double) signed(v, fromBits));
            case UITOFP:
                return toBits == 32
                        ? fromFloat(unsignedToFloat(v))
                        : Double.doubleToRawLongBits(unsignedToDouble(v));
            case BITCAST:
            case ADDRSPACECAST:
                return v;
            default:
                throw new IllegalArgumentException(op.toString());
        }
    }

    /** Out-of-range conversions are undefined in C; Java's saturating conversion decides. */
    private static long toSigned(double d, int bits) {
        return ((long) d) & mask(bits);
    }

    private static long toUnsigned(double d, int bits) {
        if (d >= 0x1p63) {
            return ((long) (d - 0x1p63) + Long.MIN_VALUE) & mask(bits);
        }
        return ((long) d) & mask(bits);
    }

    /**
     * An unsigned 64-bit value as the nearest double. Halving keeps the lost bit as a sticky bit,
     * so the result is rounded once.
     */
    static double unsignedToDouble(long v) {
        if (v >= 0) {
            return (double) v;
        }
        return ((double) (v >>> 1 | (v & 1))) * 2.0;
    }

    /** An unsigned 64-bit value as the nearest float, as {@link #unsignedToDouble}. */
    static float unsignedToFloat(long v) {
        if (v >= 0) {
            return (float) v;
        }
        return ((float) (v >>> 1 | (v & 1))) * 2.0f;
    }
}
