/* Floating-point arithmetic, fneg, infinities, signed zero, and comparisons with NaN. */
#include <assert.h>

double zero = 0.0;  /* a global so that nothing is folded at compile time */

int main(void) {
    double a = 1.5, b = 0.25;
    assert(a + b == 1.75);
    assert(a - b == 1.25);
    assert(a * b == 0.375);
    assert(a / b == 6.0);
    double n = -a;               /* fneg */
    assert(n == -1.5);
    float fa = 2.5f, fb = 4.0f;
    assert(fa * fb == 10.0f);
    assert(-fa == -2.5f);

    double inf = 1.0 / zero;     /* not an error: IEEE division by zero */
    assert(inf > 1e308);
    double nz = -zero;           /* fneg of +0.0 is -0.0 */
    assert(nz == 0.0);           /* -0.0 == +0.0 */
    assert(1.0 / nz == -inf);    /* but it has a sign */

    double nan = zero / zero;
    assert(nan != nan);          /* une */
    assert(!(nan == nan));       /* oeq */
    assert(!(nan < 1.0));        /* olt */
    assert(!(nan <= 1.0));
    assert(!(nan > 1.0));
    assert(!(nan >= 1.0));
    assert(__builtin_isnan(nan));        /* uno */
    assert(!__builtin_isnan(a));
    assert(__builtin_isunordered(nan, a));
    assert(a == a);
    return 0;
}
