/* Unsigned arithmetic wraps modulo 2^n at every width. */
#include <assert.h>
#include <limits.h>

int main(void) {
    unsigned u = UINT_MAX;
    assert(u + 1u == 0u);
    unsigned z = 0;
    assert(z - 1u == UINT_MAX);
    unsigned m = 65536u;
    assert(m * m == 0u);

    unsigned char c = 250;
    c = c + 10;          /* computed in int (260), truncated to 8 bits */
    assert(c == 4);
    unsigned short s = 0;
    s = s - 1;
    assert(s == 65535);

    unsigned long long w = ULLONG_MAX;
    w += 2;
    assert(w == 1ull);
    return 0;
}
