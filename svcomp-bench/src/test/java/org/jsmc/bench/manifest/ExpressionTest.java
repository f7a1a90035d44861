package org.jsmc.bench.manifest;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.math.BigInteger;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

class ExpressionTest {
    private static BigInteger eval(String e, long n) {
        return Expression.evaluate(e, Map.of("N", n));
    }

    @Test
    void powersFactorialsAndBinomials() {
        assertThat(eval("2^N", 10)).isEqualTo(1024);
        assertThat(eval("(N!)^2", 5)).isEqualTo(14400);
        assertThat(eval("N!^2", 5)).isEqualTo(14400);
        assertThat(eval("C(2*N,N)", 9)).isEqualTo(48620);
        assertThat(eval("C(2*N, N)", 11)).isEqualTo(705432);
        assertThat(eval("(N+1)^(N-1)", 7)).isEqualTo(262144);
        assertThat(eval("(N+1)^(N-1)", 8)).isEqualTo(4782969);
        assertThat(eval("(N-1)*(2^(N-1)-2)", 5)).isEqualTo(56);
        assertThat(eval("N!", 0)).isEqualTo(1);
        assertThat(eval("C(N,7)", 3)).isZero();
    }

    @Test
    void precedenceAndAssociativity() {
        assertThat(eval("1 + 2 * 3", 0)).isEqualTo(7);
        assertThat(eval("2^3^2", 0)).isEqualTo(512);
        assertThat(eval("-2^2", 0)).isEqualTo(-4);
        assertThat(eval("10 - 3 - 2", 0)).isEqualTo(5);
        assertThat(eval("3*N^2+3*N+1", 10)).isEqualTo(331);
        assertThat(eval("(2*N)!/(2^N*N!)", 4)).isEqualTo(105);
        assertThat(eval("100/10/5", 0)).isEqualTo(2);
    }

    @Test
    void exactOverBigIntegers() {
        assertThat(eval("(N!)^2", 20))
                .isEqualTo(new BigInteger("5919012181389927685417441689600000000"));
        assertThat(Expression.evaluate("C(P+W, P) * K", Map.of("P", 3L, "W", 5L, "K", 2L)))
                .isEqualTo(112);
    }

    @Test
    void errorsSayWhereAndWhy() {
        assertThatThrownBy(() -> eval("2^M", 1))
                .isInstanceOf(ExpressionException.class)
                .hasMessage("'2^M' at column 3: unknown parameter 'M'");
        assertThatThrownBy(() -> eval("N/2", 3)).hasMessageContaining("3/2 is not an integer");
        assertThatThrownBy(() -> eval("(N", 3)).hasMessageContaining("expected ')' at the end");
        assertThatThrownBy(() -> eval("N +", 3)).hasMessageContaining("unexpected end");
        assertThatThrownBy(() -> eval("N N", 3)).hasMessageContaining("column 3: unexpected 'N'");
        assertThatThrownBy(() -> eval("(N-5)!", 3)).hasMessageContaining("factorial of -2");
        assertThatThrownBy(() -> eval("2^(N-5)", 3)).hasMessageContaining("exponent -2");
        assertThatThrownBy(() -> eval("N/(N-3)", 3)).hasMessageContaining("division by zero");
        assertThatThrownBy(() -> eval("C(N)", 3)).hasMessageContaining("expected ','");
    }

    private static boolean holds(String condition, long n, long bug) {
        return Expression.holds(condition, Map.of("N", n, "BUG", bug));
    }

    @Test
    void conditionsCompareExpressions() {
        assertThat(holds("BUG == 0", 3, 0)).isTrue();
        assertThat(holds("BUG == 0", 3, 1)).isFalse();
        assertThat(holds("BUG != 0", 3, 1)).isTrue();
        assertThat(holds("N >= 2", 2, 0)).isTrue();
        assertThat(holds("N > 2", 2, 0)).isFalse();
        assertThat(holds("N <= 2", 3, 0)).isFalse();
        assertThat(holds("N < 2*BUG+2", 3, 1)).isTrue();
        assertThat(holds("N! == 6", 3, 0)).isTrue();
        assertThat(holds("N!=6", 3, 0)).as("!= is not a factorial").isTrue();
        assertThat(holds("(N!) == 6", 3, 0)).isTrue();
    }

    @Test
    void andBindsTighterThanOr() {
        assertThat(holds("N >= 2 && BUG == 0", 3, 0)).isTrue();
        assertThat(holds("N >= 2 && BUG == 0", 1, 0)).isFalse();
        assertThat(holds("BUG == 1 || N == 1 && BUG == 0", 1, 0)).isTrue();
        assertThat(holds("BUG == 1 || N == 1 && BUG == 0", 3, 0)).isFalse();
        assertThat(holds("N == 1 && BUG == 0 || BUG == 1", 3, 1)).isTrue();
    }

    @Test
    void conditionErrorsSayWhereAndWhy() {
        assertThatThrownBy(() -> holds("N", 1, 0))
                .isInstanceOf(ExpressionException.class)
                .hasMessage("'N' at column 2: expected a comparison (== != < <= > >=) at the end");
        assertThatThrownBy(() -> holds("N = 1", 1, 0))
                .hasMessageContaining("column 3: expected a comparison");
        assertThatThrownBy(() -> holds("N == 1 &&", 1, 0)).hasMessageContaining("unexpected end");
        assertThatThrownBy(() -> holds("N == 1 == 1", 1, 0))
                .hasMessageContaining("column 8: unexpected '='");
        assertThatThrownBy(() -> holds("N == 1 || K == 1", 1, 0))
                .as("both sides are read, whatever the first gives")
                .hasMessageContaining("unknown parameter 'K'");
        assertThatThrownBy(() -> Expression.evaluate("N == 1", Map.of("N", 1)))
                .as("a closed form is a number, not a condition")
                .hasMessageContaining("unexpected '='");
        Expression.checkCondition("N/2 == 0 && M >= 1", List.of("N", "M"));
        assertThatThrownBy(() -> Expression.checkCondition("K == 1", List.of("N")))
                .hasMessageContaining("unknown parameter 'K'");
    }

    @Test
    void checkAcceptsOnlyParameters() {
        Expression.check("C(2*N,N) + M!", List.of("N", "M"));
        Expression.check("(N-2)! * N/3", List.of("N"));
        assertThatThrownBy(() -> Expression.check("K", List.of("N")))
                .hasMessageContaining("unknown parameter 'K'");
    }
}
