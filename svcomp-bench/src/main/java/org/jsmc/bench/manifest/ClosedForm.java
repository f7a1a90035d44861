package org.jsmc.bench.manifest;

import java.math.BigInteger;

/**
 * A closed form of a family's count: an {@link Expression} in the parameters, and the condition
 * under which it holds. A family's variants (a {@code BUG} or {@code LOCKS} switch, say) often have
 * other counts than the form describes; the condition names the runs the form is for, and the
 * others are simply not compared with it.
 *
 * @param form the expression, e.g. {@code C(2*N,N)}
 * @param when the condition over the parameters, e.g. {@code BUG == 0}, or {@code null}: always
 */
public record ClosedForm(String form, String when) {
    /** A closed form that holds at every parameter. */
    public static ClosedForm always(String form) {
        return new ClosedForm(form, null);
    }

    /**
     * Whether the form is for a run with {@code params}.
     *
     * @throws ExpressionException when the condition has no value there
     */
    public boolean appliesTo(Params params) {
        return when == null || Expression.holds(when, params.values());
    }

    /**
     * The form's value at {@code params}, whether or not it applies there.
     *
     * @throws ExpressionException when the form has no integer value there
     */
    public BigInteger value(Params params) {
        return Expression.evaluate(form, params.values());
    }

    /** {@code C(2*N,N)} or {@code C(2*N,N) when BUG == 0}, for messages. */
    @Override
    public String toString() {
        return when == null ? form : form + " when " + when;
    }
}
