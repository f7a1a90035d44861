/* Shifts (shl, lshr, ashr) and bitwise and, or, xor, not. */
#include <assert.h>

int main(void) {
    int k = 3, s = -64, one = 1;
    unsigned u = 0x80000000u;
    assert((one << k) == 8);
    assert((s >> k) == -8);           /* ashr keeps the sign */
    assert((u >> k) == 0x10000000u);  /* lshr shifts in zeros */
    assert((u << 1) == 0u);           /* the top bit falls off */
    assert((-1 >> 31) == -1);

    long long l = 1;
    assert((l << 40) == 1099511627776LL);
    unsigned long long ul = 0xF000000000000000ull;
    assert((ul >> 60) == 15ull);

    int x = 0xF0, y = 0x3C;
    assert((x & y) == 0x30);
    assert((x | y) == 0xFC);
    assert((x ^ y) == 0xCC);
    assert(~x == -0xF1);
    assert((~0u ^ u) == 0x7FFFFFFFu);
    return 0;
}
