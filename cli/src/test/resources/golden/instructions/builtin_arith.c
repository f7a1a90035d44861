/* Checked arithmetic and friends: __builtin_add_overflow, __builtin_sub_overflow,
 * __builtin_mul_overflow (llvm.*.with.overflow), __builtin_expect, __builtin_abs, abs, labs. */
#include <assert.h>
#include <limits.h>
#include <stdlib.h>

int main(void) {
    int r;
    int big = INT_MAX, two = 2;
    assert(__builtin_add_overflow(big, 1, &r) && r == INT_MIN);
    assert(!__builtin_add_overflow(40, two, &r) && r == 42);
    assert(__builtin_sub_overflow(INT_MIN, two, &r));
    assert(__builtin_mul_overflow(big, two, &r) && r == -2);
    assert(!__builtin_mul_overflow(-7, 6, &r) && r == -42);
    unsigned ur;
    unsigned umax = UINT_MAX;
    assert(__builtin_add_overflow(umax, 1u, &ur) && ur == 0);
    long long lr;
    assert(!__builtin_mul_overflow(3000000000LL, 3, &lr) && lr == 9000000000LL);

    long v = 5;
    if (__builtin_expect(v > 4, 1))
        v = 6;
    assert(v == 6);

    int neg = -17;
    assert(__builtin_abs(neg) == 17);
    assert(abs(neg) == 17);
    assert(abs(17) == 17);
    long lneg = -5000000000L;
    assert(labs(lneg) == 5000000000L);
    return 0;
}
