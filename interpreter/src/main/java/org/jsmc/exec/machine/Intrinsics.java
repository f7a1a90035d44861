package org.jsmc.exec.machine;

import org.jsmc.ir.BinaryOp;
import org.jsmc.ir.Intrinsic;

/**
 * The arithmetic LLVM intrinsics ({@code llvm.smax}, {@code llvm.ctpop}, {@code
 * llvm.uadd.with.overflow}, {@code llvm.fabs}, {@code llvm.vector.reduce.add}, …) and the hint
 * intrinsics that do nothing. Vector forms apply element by element. Intrinsics with memory or
 * control effects are library calls instead ({@link Library}).
 */
final class Intrinsics {
    private Intrinsics() {}

    static void apply(Insn in, FunctionCompiler.IntrinsicCall call, long[] r) {
        int[] a = call.args();
        int bits = in.bits;
        int n = in.c;
        switch (call.intrinsic()) {
            case LIFETIME_START,
                    LIFETIME_END,
                    STACKRESTORE,
                    ASSUME,
                    PREFETCH,
                    NOALIAS_SCOPE_DECL,
                    INVARIANT_END,
                    VAR_ANNOTATION -> {}
            case STACKSAVE, INVARIANT_START, IS_CONSTANT -> set(r, in.dst, 0);
            case LAUNDER_INVARIANT_GROUP,
                    STRIP_INVARIANT_GROUP,
                    PTR_ANNOTATION,
                    EXPECT,
                    EXPECT_WITH_PROBABILITY -> {
                for (int k = 0; k < in.size; k++) {
                    r[in.dst + k] = r[a[0] + k];
                }
            }
            case OBJECTSIZE ->
                    set(r, in.dst, r[a[1]] != 0 ? 0 : Arith.mask(Flat.bits(call.type())));
            case SADD_WITH_OVERFLOW,
                    UADD_WITH_OVERFLOW,
                    SSUB_WITH_OVERFLOW,
                    USUB_WITH_OVERFLOW,
                    SMUL_WITH_OVERFLOW,
                    UMUL_WITH_OVERFLOW -> {
                for (int k = 0; k < n; k++) {
                    long x = r[a[0] + k];
                    long y = r[a[1] + k];
                    r[in.dst + k] = wrapped(call.intrinsic(), x, y, bits);
                    r[in.dst + n + k] = overflows(call.intrinsic(), x, y, bits) ? 1 : 0;
                }
            }
            case VECTOR_REDUCE_ADD,
                    VECTOR_REDUCE_MUL,
                    VECTOR_REDUCE_AND,
                    VECTOR_REDUCE_OR,
                    VECTOR_REDUCE_XOR,
                    VECTOR_REDUCE_SMAX,
                    VECTOR_REDUCE_SMIN,
                    VECTOR_REDUCE_UMAX,
                    VECTOR_REDUCE_UMIN -> {
                long acc = r[a[0]];
                for (int k = 1; k < n; k++) {
                    acc = combine(call.intrinsic(), acc, r[a[0] + k], bits);
                }
                r[in.dst] = acc;
            }
            case IS_FPCLASS -> {
                // the class mask is one scalar for every lane
                for (int k = 0; k < n; k++) {
                    r[in.dst + k] = isFpClass(r[a[0] + k], r[a[1]], bits) ? 1 : 0;
                }
            }
            default -> {
                for (int k = 0; k < n; k++) {
                    long x = r[a[0] + k];
                    long y = a.length > 1 ? r[a[1] + k] : 0;
                    long z = a.length > 2 ? r[a[2] + k] : 0;
                    r[in.dst + k] = elementwise(call.intrinsic(), x, y, z, bits);
                }
            }
        }
    }

    private static void set(long[] r, int dst, long v) {
        if (dst >= 0) {
            r[dst] = v;
        }
    }

    private static long elementwise(Intrinsic i, long x, long y, long z, int bits) {
        long m = Arith.mask(bits);
        switch (i) {
            case ABS:
                return Math.abs(Arith.signed(x, bits)) & m;
            case SMIN:
                return Arith.signed(x, bits) <= Arith.signed(y, bits) ? x : y;
            case SMAX:
                return Arith.signed(x, bits) >= Arith.signed(y, bits) ? x : y;
            case UMIN:
                return Long.compareUnsigned(x, y) <= 0 ? x : y;
            case UMAX:
                return Long.compareUnsigned(x, y) >= 0 ? x : y;
            case SADD_SAT:
                if (bits == 64) {
                    long s = x + y;
                    return addOverflows(x, y) ? (x < 0 ? Long.MIN_VALUE : Long.MAX_VALUE) : s;
                }
                return saturate(Arith.signed(x, bits) + Arith.signed(y, bits), bits);
            case SSUB_SAT:
                if (bits == 64) {
                    long d = x - y;
                    return subOverflows(x, y) ? (x < 0 ? Long.MIN_VALUE : Long.MAX_VALUE) : d;
                }
                return saturate(Arith.signed(x, bits) - Arith.signed(y, bits), bits);
            case UADD_SAT:
                {
                    long s = (x + y) & m;
                    return Long.compareUnsigned(s, x) < 0 ? m : s;
                }
            case USUB_SAT:
                return Long.compareUnsigned(x, y) < 0 ? 0 : x - y;
            case CTPOP:
                return Long.bitCount(x & m);
            case CTLZ:
                return x == 0 ? bits : Long.numberOfLeadingZeros(x) - (64 - bits);
            case CTTZ:
                return x == 0 ? bits : Long.numberOfTrailingZeros(x);
            case BSWAP:
                return Long.reverseBytes(x) >>> (64 - bits);
            case BITREVERSE:
                return Long.reverse(x) >>> (64 - bits);
            case FSHL:
                {
                    long s = Long.remainderUnsigned(z, bits);
                    return s == 0 ? x : ((x << s) | (y >>> (bits - s))) & m;
                }
            case FSHR:
                {
                    long s = Long.remainderUnsigned(z, bits);
                    return s == 0 ? y : ((x << (bits - s)) | (y >>> s)) & m;
                }
            case FABS:
                return bits == 32 ? x & 0x7FFF_FFFFL : x & Long.MAX_VALUE;
            case COPYSIGN:
                {
                    long sign = bits == 32 ? 0x8000_0000L : Long.MIN_VALUE;
                    return (x & ~sign & m) | (y & sign);
                }
            case SQRT:
                return unary(x, bits, Math::sqrt);
            case FLOOR:
                return unary(x, bits, Math::floor);
            case CEIL:
                return unary(x, bits, Math::ceil);
            case TRUNC:
                return unary(x, bits, d -> d < 0 ? Math.ceil(d) : Math.floor(d));
            case RINT:
            case NEARBYINT:
                return unary(x, bits, Math::rint);
            case ROUND:
                return unary(x, bits, d -> d < 0 ? -Math.floor(-d + 0.5) : Math.floor(d + 0.5));
            case MINNUM:
                return Arith.fromDouble(
                        minmax(Arith.toDouble(x, bits), Arith.toDouble(y, bits), true), bits);
            case MAXNUM:
                return Arith.fromDouble(
                        minmax(Arith.toDouble(x, bits), Arith.toDouble(y, bits), false), bits);
            case FMA:
            case FMULADD:
                return Arith.fromDouble(
                        Math.fma(
                                Arith.toDouble(x, bits),
                                Arith.toDouble(y, bits),
                                Arith.toDouble(z, bits)),
                        bits);
            default:
                throw new IllegalStateException("intrinsic " + i);
        }
    }

    /**
     * {@code llvm.is.fpclass}: whether {@code x} is in one of the classes of {@code mask} (bit 0
     * signalling NaN, 1 quiet NaN, 2 -inf, 3 -normal, 4 -subnormal, 5 -0, 6 +0, 7 +subnormal, 8
     * +normal, 9 +inf), which is how clang compiles {@code isnan}, {@code isfinite}, ….
     */
    static boolean isFpClass(long x, long mask, int bits) {
        int mantissaBits = bits == 32 ? 23 : 52;
        int exponentBits = bits - 1 - mantissaBits;
        boolean negative = ((x >>> (bits - 1)) & 1) != 0;
        long exponent = (x >>> mantissaBits) & ((1L << exponentBits) - 1);
        long mantissa = x & ((1L << mantissaBits) - 1);
        long maxExponent = (1L << exponentBits) - 1;
        int cls;
        if (exponent == maxExponent && mantissa != 0) {
            boolean quiet = ((mantissa >>> (mantissaBits - 1)) & 1) != 0;
            cls = quiet ? 1 : 0;
        } else if (exponent == maxExponent) {
            cls = negative ? 2 : 9;
        } else if (exponent == 0 && mantissa == 0) {
            cls = negative ? 5 : 6;
        } else if (exponent == 0) {
            cls = negative ? 4 : 7;
        } else {
            cls = negative ? 3 : 8;
        }
        return ((mask >>> cls) & 1) != 0;
    }

    private static long unary(long x, int bits, java.util.function.DoubleUnaryOperator f) {
        return Arith.fromDouble(f.applyAsDouble(Arith.toDouble(x, bits)), bits);
    }

    private static double minmax(double a, double b, boolean min) {
        if (Double.isNaN(a)) {
            return b;
        }
        if (Double.isNaN(b)) {
            return a;
        }
        return min ? Math.min(a, b) : Math.max(a, b);
    }

    private static long saturate(long v, int bits) {
        long max = Arith.mask(bits - 1);
        long min = -max - 1;
        return Math.max(min, Math.min(max, v)) & Arith.mask(bits);
    }

    private static long wrapped(Intrinsic i, long x, long y, int bits) {
        return switch (i) {
            case SADD_WITH_OVERFLOW, UADD_WITH_OVERFLOW -> Arith.integer(BinaryOp.ADD, x, y, bits);
            case SSUB_WITH_OVERFLOW, USUB_WITH_OVERFLOW -> Arith.integer(BinaryOp.SUB, x, y, bits);
            default -> Arith.integer(BinaryOp.MUL, x, y, bits);
        };
    }

    private static boolean overflows(Intrinsic i, long x, long y, int bits) {
        long sx = Arith.signed(x, bits);
        long sy = Arith.signed(y, bits);
        switch (i) {
            case SADD_WITH_OVERFLOW:
                return bits == 64
                        ? addOverflows(sx, sy)
                        : Arith.signed((sx + sy) & Arith.mask(bits), bits) != sx + sy;
            case SSUB_WITH_OVERFLOW:
                return bits == 64
                        ? subOverflows(sx, sy)
                        : Arith.signed((sx - sy) & Arith.mask(bits), bits) != sx - sy;
            case SMUL_WITH_OVERFLOW:
                return java.math.BigInteger.valueOf(sx)
                                .multiply(java.math.BigInteger.valueOf(sy))
                                .bitLength()
                        > bits - 1;
            case UADD_WITH_OVERFLOW:
                return Long.compareUnsigned((x + y) & Arith.mask(bits), x) < 0;
            case USUB_WITH_OVERFLOW:
                return Long.compareUnsigned(x, y) < 0;
            case UMUL_WITH_OVERFLOW:
                return new java.math.BigInteger(Long.toUnsignedString(x))
                                .multiply(new java.math.BigInteger(Long.toUnsignedString(y)))
                                .bitLength()
                        > bits;
            default:
                throw new IllegalStateException(i.toString());
        }
    }

    private static boolean addOverflows(long a, long b) {
        long s = a + b;
        return ((a ^ s) & (b ^ s)) < 0;
    }

    private static boolean subOverflows(long a, long b) {
        long d = a - b;
        return ((a ^ b) & (a ^ d)) < 0;
    }

    private static long combine(Intrinsic i, long acc, long v, int bits) {
        long m = Arith.mask(bits);
        return switch (i) {
            case VECTOR_REDUCE_ADD -> (acc + v) & m;
            case VECTOR_REDUCE_MUL -> (acc * v) & m;
            case VECTOR_REDUCE_AND -> acc & v;
            case VECTOR_REDUCE_OR -> acc | v;
            case VECTOR_REDUCE_XOR -> acc ^ v;
            case VECTOR_REDUCE_SMAX -> Arith.signed(acc, bits) >= Arith.signed(v, bits) ? acc : v;
            case VECTOR_REDUCE_SMIN -> Arith.signed(acc, bits) <= Arith.signed(v, bits) ? acc : v;
            case VECTOR_REDUCE_UMAX -> Long.compareUnsigned(acc, v) >= 0 ? acc : v;
            default -> Long.compareUnsigned(acc, v) <= 0 ? acc : v;
        };
    }
}
