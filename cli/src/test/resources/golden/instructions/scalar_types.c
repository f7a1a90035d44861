/* _Bool, long long and unsigned char arithmetic, char and short promotions. */
#include <assert.h>

int main(void) {
    _Bool b = 5;            /* any non-zero value converts to 1 */
    assert(b == 1);
    b = b + 1;              /* 2 converts to 1 */
    assert(b == 1);
    double quarter = 0.25;
    b = quarter;            /* non-zero double: 1 */
    assert(b);
    _Bool nb = !b;
    assert(nb == 0 && b + b == 2);

    long long x = 3000000000LL;
    long long y = x * 3;    /* does not fit in 32 bits */
    assert(y == 9000000000LL);
    assert(y / 7 == 1285714285LL && y % 7 == 5);
    assert((y >> 32) == 2);
    long long m = -9000000000LL;
    assert(m < 0 && -m == y);

    unsigned char u = 200, v = 100;
    int promoted = u + v;   /* int arithmetic: 300 */
    assert(promoted == 300);
    unsigned char t = u + v;
    assert(t == 44);
    assert((unsigned char)(u * 2) == 144);
    assert(u * v == 20000);

    signed char sc = 127;
    sc++;                   /* implementation-defined conversion: wraps to -128 */
    assert(sc == -128);
    short s = -32768;
    assert(s - 1 == -32769);    /* promoted to int first */
    char c = 'A';
    assert(c + 1 == 'B');
    return 0;
}
