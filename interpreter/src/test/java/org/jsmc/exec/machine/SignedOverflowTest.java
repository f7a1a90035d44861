package org.jsmc.exec.machine;

import static org.assertj.core.api.Assertions.assertThat;

import java.math.BigInteger;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.Example;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import org.jsmc.ir.BinaryOp;

/** {@link SignedOverflow#overflows} against the exact result computed with {@link BigInteger}. */
class SignedOverflowTest {

    @Property(tries = 3000)
    void agreesWithExactArithmetic(
            @ForAll("operators") BinaryOp op,
            @ForAll("widths") int bits,
            @ForAll("values") long a,
            @ForAll("values") long b) {
        long x = a & Arith.mask(bits);
        long y = b & Arith.mask(bits);
        assertThat(SignedOverflow.overflows(op, x, y, bits))
                .as("%s %d %d on i%d", op, Arith.signed(x, bits), Arith.signed(y, bits), bits)
                .isEqualTo(exactOverflows(op, x, y, bits));
    }

    @Example
    void shiftingANonzeroValueByTheWidthOrMoreOverflows() {
        assertThat(SignedOverflow.overflows(BinaryOp.SHL, 1, 32, 32)).isTrue();
        assertThat(SignedOverflow.overflows(BinaryOp.SHL, 0, 32, 32)).isFalse();
        assertThat(SignedOverflow.overflows(BinaryOp.SHL, 1, -1L, 64)).isTrue();
        assertThat(SignedOverflow.overflows(BinaryOp.SHL, -1L, 63, 64)).isFalse();
    }

    private static boolean exactOverflows(BinaryOp op, long a, long b, int bits) {
        BigInteger x = BigInteger.valueOf(Arith.signed(a, bits));
        BigInteger y = BigInteger.valueOf(Arith.signed(b, bits));
        BigInteger exact =
                switch (op) {
                    case ADD -> x.add(y);
                    case SUB -> x.subtract(y);
                    case MUL -> x.multiply(y);
                    case SHL ->
                            Long.compareUnsigned(b, bits) >= 0
                                    ? (x.signum() == 0 ? x : BigInteger.ONE.shiftLeft(bits))
                                    : x.shiftLeft((int) b);
                    case SDIV, SREM -> y.signum() == 0 ? BigInteger.ZERO : x.divide(y);
                    default -> throw new IllegalArgumentException(op.toString());
                };
        BigInteger min = BigInteger.ONE.shiftLeft(bits - 1).negate();
        BigInteger max = BigInteger.ONE.shiftLeft(bits - 1).subtract(BigInteger.ONE);
        return exact.compareTo(min) < 0 || exact.compareTo(max) > 0;
    }

    @Provide
    Arbitrary<BinaryOp> operators() {
        return Arbitraries.of(
                BinaryOp.ADD,
                BinaryOp.SUB,
                BinaryOp.MUL,
                BinaryOp.SHL,
                BinaryOp.SDIV,
                BinaryOp.SREM);
    }

    @Provide
    Arbitrary<Integer> widths() {
        return Arbitraries.of(1, 8, 16, 32, 33, 63, 64);
    }

    /** Edge values of every width, small shift amounts, and anything. */
    @Provide
    Arbitrary<Long> values() {
        return Arbitraries.oneOf(
                Arbitraries.of(
                        0L,
                        1L,
                        -1L,
                        2L,
                        0x7FL,
                        0x80L,
                        0x7FFFL,
                        0x8000L,
                        0x7FFF_FFFFL,
                        0x8000_0000L,
                        0xFFFF_FFFFL,
                        0x4000_0000_0000_0000L,
                        Long.MAX_VALUE,
                        Long.MIN_VALUE),
                Arbitraries.longs().between(0, 70),
                Arbitraries.longs());
    }
}
