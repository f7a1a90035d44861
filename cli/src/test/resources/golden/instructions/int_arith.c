/* Integer arithmetic: add, sub, mul, signed and unsigned division and remainder, negation. */
#include <assert.h>

int main(void) {
    int a = 17, b = 5, n = -17;
    assert(a + b == 22);
    assert(a - b == 12);
    assert(b - a == -12);
    assert(a * b == 85);
    assert(n * b == -85);
    assert(a / b == 3);
    assert(a % b == 2);
    assert(n / b == -3);  /* sdiv truncates toward zero */
    assert(n % b == -2);  /* srem takes the sign of the dividend */
    assert(a / -b == -3);
    assert(a % -b == 2);
    assert(-a == n);

    unsigned u = 4000000000u, v = 7;
    assert(u / v == 571428571u);  /* udiv */
    assert(u % v == 3u);          /* urem */
    assert((unsigned)n / 2u == 2147483639u);  /* 4294967279 / 2 */

    long long big = 123456789012LL, d = -1000;
    assert(big / d == -123456789LL);
    assert(big % d == 12LL);
    return 0;
}
