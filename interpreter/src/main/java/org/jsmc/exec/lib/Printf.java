package org.jsmc.exec.lib;

import java.math.BigDecimal;
import java.math.MathContext;
import java.math.RoundingMode;
import java.util.Locale;
import java.util.function.LongFunction;

/**
 * A C {@code printf} formatter: flags {@code -+ 0#}, width and precision (also {@code *}), length
 * modifiers {@code hh h l ll z j t L}, and conversions {@code d i u x X o c s p f F e E g G %}.
 * Output is captured per execution, never printed while exploring.
 */
public final class Printf {
    private Printf() {}

    /**
     * Formats {@code format} with the variadic {@code values}; {@code floating[k]} says whether
     * value k is a double's bits. {@code strings} reads a C string for {@code %s}.
     *
     * @throws IllegalArgumentException on a conversion jsmc does not know
     */
    public static String format(
            String format, long[] values, boolean[] floating, LongFunction<String> strings) {
        return format(format, values, floating, strings, 64);
    }

    /**
     * Like {@link #format(String, long[], boolean[], LongFunction)} for a target whose {@code
     * long}, {@code size_t} and {@code ptrdiff_t} have {@code longBits} bits (32 on ILP32).
     */
    public static String format(
            String format,
            long[] values,
            boolean[] floating,
            LongFunction<String> strings,
            int longBits) {
        StringBuilder out = new StringBuilder();
        int next = 0;
        int i = 0;
        while (i < format.length()) {
            char c = format.charAt(i++);
            if (c != '%') {
                out.append(c);
                continue;
            }
            StringBuilder flags = new StringBuilder();
            while (i < format.length() && "-+ 0#".indexOf(format.charAt(i)) >= 0) {
                flags.append(format.charAt(i++));
            }
            int width = -1;
            if (i < format.length() && format.charAt(i) == '*') {
                width = (int) (next < values.length ? values[next++] : 0);
                i++;
            } else {
                int start = i;
                while (i < format.length() && Character.isDigit(format.charAt(i))) {
                    i++;
                }
                width = i > start ? Integer.parseInt(format.substring(start, i)) : -1;
            }
            int precision = -1;
            if (i < format.length() && format.charAt(i) == '.') {
                i++;
                if (i < format.length() && format.charAt(i) == '*') {
                    precision = (int) (next < values.length ? values[next++] : 0);
                    i++;
                } else {
                    int start = i;
                    while (i < format.length() && Character.isDigit(format.charAt(i))) {
                        i++;
                    }
                    precision = i > start ? Integer.parseInt(format.substring(start, i)) : 0;
                }
            }
            int bits = 32;
            while (i < format.length() && "hlzjtLq".indexOf(format.charAt(i)) >= 0) {
                char m = format.charAt(i++);
                if (m == 'l' && i < format.length() && format.charAt(i) == 'l') {
                    i++;
                    bits = 64;
                    continue;
                }
                bits =
                        switch (m) {
                            case 'h' -> bits == 16 ? 8 : 16;
                            case 'l', 'z', 't' -> longBits;
                            case 'j', 'q', 'L' -> 64;
                            default -> bits;
                        };
            }
            if (i >= format.length()) {
                throw new IllegalArgumentException("incomplete conversion at the end");
            }
            char conv = format.charAt(i++);
            if (conv == '%') {
                out.append('%');
                continue;
            }
            long v = next < values.length ? values[next] : 0;
            boolean isFloat = next < floating.length && floating[next];
            next++;
            String body;
            switch (conv) {
                case 'd', 'i' -> body = signedDecimal(v, bits, flags, precision);
                case 'u' -> body = digits(Long.toUnsignedString(masked(v, bits)), precision);
                case 'x' ->
                        body =
                                prefixed(
                                        flags,
                                        "0x",
                                        digits(Long.toHexString(masked(v, bits)), precision),
                                        v);
                case 'X' ->
                        body =
                                prefixed(
                                        flags,
                                        "0X",
                                        digits(
                                                Long.toHexString(masked(v, bits))
                                                        .toUpperCase(Locale.ROOT),
                                                precision),
                                        v);
                case 'o' ->
                        body =
                                prefixed(
                                        flags,
                                        "0",
                                        digits(Long.toOctalString(masked(v, bits)), precision),
                                        v);
                case 'c' -> body = String.valueOf((char) (v & 0xFF));
                case 's' -> {
                    String s = v == 0 ? "(null)" : strings.apply(v);
                    body = precision >= 0 && precision < s.length() ? s.substring(0, precision) : s;
                }
                case 'p' -> body = v == 0 ? "(nil)" : "0x" + Long.toHexString(v);
                case 'f', 'F', 'e', 'E', 'g', 'G' ->
                        body =
                                floating(
                                        isFloat ? Double.longBitsToDouble(v) : v,
                                        conv,
                                        flags,
                                        precision);
                default -> throw new IllegalArgumentException("conversion %" + conv);
            }
            out.append(pad(body, width, flags, conv, precision));
        }
        return out.toString();
    }

    private static long masked(long v, int bits) {
        return bits >= 64 ? v : v & ((1L << bits) - 1);
    }

    private static String signedDecimal(long v, int bits, CharSequence flags, int precision) {
        long s = bits >= 64 ? v : (v << (64 - bits)) >> (64 - bits);
        String d = digits(Long.toString(Math.abs(s)).replace("-", ""), precision);
        if (s == Long.MIN_VALUE) {
            d = "9223372036854775808";
        }
        if (s < 0) {
            return "-" + d;
        }
        return has(flags, '+') ? "+" + d : has(flags, ' ') ? " " + d : d;
    }

    private static String digits(String d, int precision) {
        if (precision == 0 && d.equals("0")) {
            return "";
        }
        StringBuilder s = new StringBuilder();
        for (int k = d.length(); k < precision; k++) {
            s.append('0');
        }
        return s.append(d).toString();
    }

    private static String prefixed(CharSequence flags, String prefix, String body, long v) {
        return has(flags, '#') && v != 0 ? prefix + body : body;
    }

    /**
     * {@code %f}, {@code %e} and {@code %g} as glibc prints them: from the double's exact binary
     * value, rounded half to even. (Java's formatter rounds the shortest decimal representation
     * half up, so it prints {@code 2.68} for {@code printf("%.2f", 2.675)} where C prints {@code
     * 2.67}.)
     */
    private static String floating(double d, char conv, CharSequence flags, int precision) {
        int p = precision < 0 ? 6 : precision;
        boolean alternate = has(flags, '#');
        boolean negative = d < 0 || (d == 0 && 1 / d < 0);
        String s;
        if (Double.isNaN(d)) {
            s = "nan";
            negative = false;
        } else if (Double.isInfinite(d)) {
            s = "inf";
        } else {
            BigDecimal v = new BigDecimal(Math.abs(d));
            switch (Character.toLowerCase(conv)) {
                case 'f' -> s = fixed(v, p, alternate);
                case 'e' -> s = exponential(v, p, alternate);
                default -> s = general(v, p == 0 ? 1 : p, alternate);
            }
        }
        if (negative) {
            s = "-" + s;
        } else {
            s = has(flags, '+') ? "+" + s : has(flags, ' ') ? " " + s : s;
        }
        return Character.isUpperCase(conv) ? s.toUpperCase(Locale.ROOT) : s;
    }

    /** {@code v ≥ 0} with {@code p} digits after the point. */
    private static String fixed(BigDecimal v, int p, boolean alternate) {
        String s = v.setScale(p, RoundingMode.HALF_EVEN).toPlainString();
        return alternate && p == 0 ? s + "." : s;
    }

    /** {@code v ≥ 0} as {@code d.ddde±xx} with {@code p} digits after the point. */
    private static String exponential(BigDecimal v, int p, boolean alternate) {
        int exponent = 0;
        BigDecimal mantissa = BigDecimal.ZERO;
        if (v.signum() != 0) {
            BigDecimal r = v.round(new MathContext(p + 1, RoundingMode.HALF_EVEN));
            exponent = decimalExponent(r);
            mantissa = r.movePointLeft(exponent);
        }
        String m = mantissa.setScale(p, RoundingMode.HALF_EVEN).toPlainString();
        if (alternate && p == 0) {
            m += ".";
        }
        int e = Math.abs(exponent);
        return m + (exponent < 0 ? "e-" : "e+") + (e < 10 ? "0" + e : Integer.toString(e));
    }

    /** The exponent of {@code r}'s leading digit: 1 for 12.5, -2 for 0.01. */
    private static int decimalExponent(BigDecimal r) {
        return r.precision() - r.scale() - 1;
    }

    /** {@code %g} with {@code p ≥ 1} significant digits (C11 7.21.6.1). */
    private static String general(BigDecimal v, int p, boolean alternate) {
        int x =
                v.signum() == 0
                        ? 0
                        : decimalExponent(v.round(new MathContext(p, RoundingMode.HALF_EVEN)));
        if (p > x && x >= -4) {
            String s = fixed(v, p - 1 - x, alternate);
            return alternate ? s : stripZeros(s);
        }
        String s = exponential(v, p - 1, alternate);
        if (alternate) {
            return s;
        }
        int e = s.indexOf('e');
        return stripZeros(s.substring(0, e)) + s.substring(e);
    }

    private static String stripZeros(String s) {
        if (s.indexOf('.') < 0) {
            return s;
        }
        s = s.replaceAll("0+$", "");
        return s.endsWith(".") ? s.substring(0, s.length() - 1) : s;
    }

    /**
     * Pads {@code body} to {@code width}: with zeros after the sign and {@code 0x} prefix for the
     * {@code 0} flag (ignored for integers with a precision, as in C), else with spaces.
     */
    private static String pad(
            String body, int width, CharSequence flags, char conv, int precision) {
        if (width <= body.length()) {
            return body;
        }
        int n = width - body.length();
        if (has(flags, '-')) {
            return body + " ".repeat(n);
        }
        boolean integer = "diuxXo".indexOf(conv) >= 0;
        if (has(flags, '0')
                && (integer || "fFeEgG".indexOf(conv) >= 0)
                && !(integer && precision >= 0)) {
            int keep = body.startsWith("-") || body.startsWith("+") || body.startsWith(" ") ? 1 : 0;
            if ((conv == 'x' || conv == 'X') && body.startsWith("0" + conv, keep)) {
                keep += 2;
            }
            return body.substring(0, keep) + "0".repeat(n) + body.substring(keep);
        }
        return " ".repeat(n) + body;
    }

    private static boolean has(CharSequence flags, char c) {
        return flags.toString().indexOf(c) >= 0;
    }
}
