package org.jsmc.bench.manifest;

import java.math.BigInteger;
import java.util.HashMap;
import java.util.Map;

/**
 * A closed-form expression of the manifest, e.g. {@code (N!)^2} or {@code C(2*N,N)}, evaluated
 * exactly over {@link BigInteger}s.
 *
 * <p>Grammar, loosest first: {@code + -} (left), {@code * /} (left; division must be exact), unary
 * {@code -}, {@code ^} (right; the exponent a non-negative integer), postfix {@code !} (factorial),
 * and the atoms: integers, parameter names, {@code C(n,k)} (binomial, 0 when {@code k < 0} or
 * {@code k > n}) and parenthesised expressions. {@code -2^2} is {@code -4} and {@code N!^2} is
 * {@code (N!)^2}, as in mathematics.
 *
 * <p>A condition (a closed form's {@code when}, e.g. {@code N >= 2 && VARIANT == 0}) is a
 * disjunction ({@code ||}) of conjunctions ({@code &&}) of comparisons of two expressions with
 * {@code == != < <= > >=}; {@code &&} binds tighter, and conditions have no parentheses of their
 * own (parentheses group numbers). A {@code !} directly followed by {@code =} is the operator
 * {@code !=}, not a factorial: write {@code (N!) == 6}.
 */
public final class Expression {
    private static final int MAX_EXPONENT = 100_000;
    private static final int MAX_FACTORIAL = 10_000;

    private final String text;
    private final Map<String, ? extends Number> values;
    private final boolean syntaxOnly;
    private int pos;

    private Expression(String text, Map<String, ? extends Number> values, boolean syntaxOnly) {
        this.text = text;
        this.values = values;
        this.syntaxOnly = syntaxOnly;
    }

    /**
     * Evaluates {@code text} with the parameters' {@code values}.
     *
     * @throws ExpressionException when the text is malformed, names an unknown parameter, or has no
     *     integer value (inexact division, negative factorial or exponent)
     */
    public static BigInteger evaluate(String text, Map<String, ? extends Number> values) {
        return new Expression(text, values, false).parse();
    }

    /**
     * Checks the syntax of {@code text} and that it names only {@code parameters}; values that
     * would have no integer result at some parameters are not an error here.
     */
    public static void check(String text, Iterable<String> parameters) {
        new Expression(text, ones(parameters), true).parse();
    }

    /**
     * Whether the condition {@code text} holds for the parameters' {@code values}.
     *
     * @throws ExpressionException when the text is malformed, names an unknown parameter, or one of
     *     its numbers has no integer value
     */
    public static boolean holds(String text, Map<String, ? extends Number> values) {
        return new Expression(text, values, false).parseCondition();
    }

    /**
     * Checks the syntax of the condition {@code text} and that it names only {@code parameters}.
     */
    public static void checkCondition(String text, Iterable<String> parameters) {
        new Expression(text, ones(parameters), true).parseCondition();
    }

    private static Map<String, Integer> ones(Iterable<String> parameters) {
        Map<String, Integer> ones = new HashMap<>();
        for (String p : parameters) {
            ones.put(p, 1);
        }
        return ones;
    }

    private BigInteger parse() {
        BigInteger v = sum();
        expectEnd();
        return v;
    }

    private boolean parseCondition() {
        boolean v = disjunction();
        expectEnd();
        return v;
    }

    private void expectEnd() {
        skipSpaces();
        if (pos < text.length()) {
            throw error("unexpected '" + text.charAt(pos) + "'");
        }
    }

    // Both sides of || and && are always parsed (no short circuit), so that a syntax error or an
    // unknown parameter is reported whatever the values.
    private boolean disjunction() {
        boolean v = conjunction();
        while (accept("||")) {
            v |= conjunction();
        }
        return v;
    }

    private boolean conjunction() {
        boolean v = comparison();
        while (accept("&&")) {
            v &= comparison();
        }
        return v;
    }

    private boolean comparison() {
        BigInteger left = sum();
        skipSpaces();
        for (String op : new String[] {"==", "!=", "<=", ">=", "<", ">"}) {
            if (accept(op)) {
                int c = left.compareTo(sum());
                return switch (op) {
                    case "==" -> c == 0;
                    case "!=" -> c != 0;
                    case "<=" -> c <= 0;
                    case ">=" -> c >= 0;
                    case "<" -> c < 0;
                    default -> c > 0;
                };
            }
        }
        throw error(
                pos < text.length()
                        ? "expected a comparison (== != < <= > >=) but found '"
                                + text.charAt(pos)
                                + "'"
                        : "expected a comparison (== != < <= > >=) at the end");
    }

    private BigInteger sum() {
        BigInteger v = product();
        while (true) {
            if (accept('+')) {
                v = v.add(product());
            } else if (accept('-')) {
                v = v.subtract(product());
            } else {
                return v;
            }
        }
    }

    private BigInteger product() {
        BigInteger v = unary();
        while (true) {
            int at = pos;
            if (accept('*')) {
                v = v.multiply(unary());
            } else if (accept('/')) {
                BigInteger d = unary();
                if (d.signum() == 0) {
                    v = valueError(at, "division by zero");
                    continue;
                }
                BigInteger[] qr = v.divideAndRemainder(d);
                v =
                        qr[1].signum() == 0
                                ? qr[0]
                                : valueError(at, v + "/" + d + " is not an integer");
            } else {
                return v;
            }
        }
    }

    private BigInteger unary() {
        if (accept('-')) {
            return unary().negate();
        }
        return power();
    }

    private BigInteger power() {
        BigInteger base = postfix();
        int at = pos;
        if (accept('^')) {
            BigInteger exponent = unary();
            if (exponent.signum() < 0 || exponent.compareTo(BigInteger.valueOf(MAX_EXPONENT)) > 0) {
                return valueError(at, "exponent " + exponent + " out of range 0.." + MAX_EXPONENT);
            }
            return base.pow(exponent.intValue());
        }
        return base;
    }

    private BigInteger postfix() {
        BigInteger v = atom();
        while (true) {
            int at = pos;
            if (lookingAt("!=") || !accept('!')) {
                return v;
            }
            v = factorial(v, at);
        }
    }

    private BigInteger atom() {
        skipSpaces();
        if (pos >= text.length()) {
            throw error("unexpected end");
        }
        char c = text.charAt(pos);
        if (c == '(') {
            pos++;
            BigInteger v = sum();
            expect(')');
            return v;
        }
        if (Character.isDigit(c)) {
            int start = pos;
            while (pos < text.length() && Character.isDigit(text.charAt(pos))) {
                pos++;
            }
            return new BigInteger(text.substring(start, pos));
        }
        if (Character.isLetter(c) || c == '_') {
            int start = pos;
            while (pos < text.length()
                    && (Character.isLetterOrDigit(text.charAt(pos)) || text.charAt(pos) == '_')) {
                pos++;
            }
            String name = text.substring(start, pos);
            if (name.equals("C") && accept('(')) {
                BigInteger n = sum();
                expect(',');
                BigInteger k = sum();
                expect(')');
                return binomial(n, k, start);
            }
            Number value = values.get(name);
            if (value == null) {
                throw errorAt(start, "unknown parameter '" + name + "'");
            }
            return BigInteger.valueOf(value.longValue());
        }
        throw error("unexpected '" + c + "'");
    }

    private BigInteger factorial(BigInteger n, int at) {
        if (n.signum() < 0 || n.compareTo(BigInteger.valueOf(MAX_FACTORIAL)) > 0) {
            return valueError(at, "factorial of " + n + " out of range 0.." + MAX_FACTORIAL);
        }
        BigInteger f = BigInteger.ONE;
        for (int i = 2; i <= n.intValue(); i++) {
            f = f.multiply(BigInteger.valueOf(i));
        }
        return f;
    }

    private BigInteger binomial(BigInteger n, BigInteger k, int at) {
        if (n.signum() < 0) {
            return valueError(at, "C(" + n + "," + k + ") with negative n");
        }
        if (k.signum() < 0 || k.compareTo(n) > 0) {
            return BigInteger.ZERO;
        }
        if (n.compareTo(BigInteger.valueOf(MAX_FACTORIAL)) > 0) {
            return valueError(at, "C(" + n + "," + k + ") out of range");
        }
        int kk = Math.min(k.intValue(), n.intValue() - k.intValue());
        BigInteger c = BigInteger.ONE;
        for (int i = 0; i < kk; i++) {
            c = c.multiply(n.subtract(BigInteger.valueOf(i))).divide(BigInteger.valueOf(i + 1L));
        }
        return c;
    }

    private boolean accept(char c) {
        skipSpaces();
        if (pos < text.length() && text.charAt(pos) == c) {
            pos++;
            return true;
        }
        return false;
    }

    /** Accepts the operator {@code op} (after spaces). */
    private boolean accept(String op) {
        skipSpaces();
        if (lookingAt(op)) {
            pos += op.length();
            return true;
        }
        return false;
    }

    private boolean lookingAt(String op) {
        skipSpaces();
        return text.startsWith(op, pos);
    }

    private void expect(char c) {
        if (!accept(c)) {
            throw error(
                    pos < text.length()
                            ? "expected '" + c + "' but found '" + text.charAt(pos) + "'"
                            : "expected '" + c + "' at the end");
        }
    }

    private void skipSpaces() {
        while (pos < text.length() && Character.isWhitespace(text.charAt(pos))) {
            pos++;
        }
    }

    private ExpressionException error(String what) {
        return errorAt(pos, what);
    }

    /** A value error (no integer result): thrown, except when only the syntax is checked. */
    private BigInteger valueError(int at, String what) {
        if (syntaxOnly) {
            return BigInteger.ONE;
        }
        throw errorAt(at, what);
    }

    private ExpressionException errorAt(int at, String what) {
        return new ExpressionException("'" + text + "' at column " + (at + 1) + ": " + what);
    }
}
