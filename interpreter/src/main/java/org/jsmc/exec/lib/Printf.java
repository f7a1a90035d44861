package org.jsmc.exec.lib;

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
                bits =
                        switch (m) {
                            case 'h' -> bits == 16 ? 8 : 16;
                            case 'l', 'z', 'j', 't', 'q', 'L' -> 64;
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
            out.append(pad(body, width, flags, conv));
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

    private static String floating(double d, char conv, CharSequence flags, int precision) {
        int p = precision < 0 ? 6 : precision;
        String s;
        if (Double.isNaN(d)) {
            s = "nan";
        } else if (Double.isInfinite(d)) {
            s = d > 0 ? "inf" : "-inf";
        } else {
            switch (Character.toLowerCase(conv)) {
                case 'f' -> s = String.format(Locale.ROOT, "%." + p + "f", d);
                case 'e' -> s = cExponent(String.format(Locale.ROOT, "%." + p + "e", d));
                default -> s = general(d, p == 0 ? 1 : p, has(flags, '#'));
            }
        }
        if (Character.isUpperCase(conv)) {
            s = s.toUpperCase(Locale.ROOT);
        }
        if (d >= 0 && !s.startsWith("-")) {
            s = has(flags, '+') ? "+" + s : has(flags, ' ') ? " " + s : s;
        }
        return s;
    }

    /** Java prints {@code 1.0e+00}; C prints {@code 1.0e+00} too but with at least 2 digits. */
    private static String cExponent(String s) {
        int e = s.indexOf('e');
        String mantissa = s.substring(0, e);
        String exp = s.substring(e + 1);
        char sign = exp.charAt(0) == '-' ? '-' : '+';
        String digits = exp.replaceFirst("^[+-]", "");
        while (digits.length() < 2) {
            digits = "0" + digits;
        }
        return mantissa + "e" + sign + digits;
    }

    private static String general(double d, int p, boolean keepZeros) {
        if (d == 0) {
            return keepZeros ? String.format(Locale.ROOT, "%." + (p - 1) + "f", d) : "0";
        }
        int x = (int) Math.floor(Math.log10(Math.abs(d)));
        String s;
        if (x < -4 || x >= p) {
            s = cExponent(String.format(Locale.ROOT, "%." + (p - 1) + "e", d));
            if (!keepZeros) {
                int e = s.indexOf('e');
                s = stripZeros(s.substring(0, e)) + s.substring(e);
            }
        } else {
            s = String.format(Locale.ROOT, "%." + Math.max(p - 1 - x, 0) + "f", d);
            if (!keepZeros) {
                s = stripZeros(s);
            }
        }
        return s;
    }

    private static String stripZeros(String s) {
        if (s.indexOf('.') < 0) {
            return s;
        }
        s = s.replaceAll("0+$", "");
        return s.endsWith(".") ? s.substring(0, s.length() - 1) : s;
    }

    private static String pad(String body, int width, CharSequence flags, char conv) {
        if (width <= body.length()) {
            return body;
        }
        int n = width - body.length();
        if (has(flags, '-')) {
            return body + " ".repeat(n);
        }
        if (has(flags, '0') && "diuxXofFeEgG".indexOf(conv) >= 0) {
            int signs =
                    body.startsWith("-") || body.startsWith("+") || body.startsWith(" ") ? 1 : 0;
            return body.substring(0, signs) + "0".repeat(n) + body.substring(signs);
        }
        return " ".repeat(n) + body;
    }

    private static boolean has(CharSequence flags, char c) {
        return flags.toString().indexOf(c) >= 0;
    }
}
