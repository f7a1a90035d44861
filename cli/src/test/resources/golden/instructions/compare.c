/* Every integer comparison predicate: eq, ne, signed and unsigned lt, le, gt, ge. */
#include <assert.h>

static int check(int a, int b, unsigned ua, unsigned ub) {
    int r = 0;
    r |= (a == b) << 0;
    r |= (a != b) << 1;
    r |= (a < b) << 2;    /* slt */
    r |= (a <= b) << 3;   /* sle */
    r |= (a > b) << 4;    /* sgt */
    r |= (a >= b) << 5;   /* sge */
    r |= (ua < ub) << 6;  /* ult */
    r |= (ua <= ub) << 7; /* ule */
    r |= (ua > ub) << 8;  /* ugt */
    r |= (ua >= ub) << 9; /* uge */
    return r;
}

int main(void) {
    /* -1 < 1 as signed, but 0xffffffff > 1 as unsigned */
    assert(check(-1, 1, (unsigned)-1, 1u) == ((1 << 1) | (1 << 2) | (1 << 3) | (1 << 8) | (1 << 9)));
    /* equal values */
    assert(check(7, 7, 7u, 7u) == ((1 << 0) | (1 << 3) | (1 << 5) | (1 << 7) | (1 << 9)));
    /* 5 > 2 both ways */
    assert(check(5, 2, 5u, 2u) == ((1 << 1) | (1 << 4) | (1 << 5) | (1 << 8) | (1 << 9)));
    long long x = -5000000000LL, y = 5;
    assert(x < y);
    assert((unsigned long long)x > (unsigned long long)y);
    return 0;
}
