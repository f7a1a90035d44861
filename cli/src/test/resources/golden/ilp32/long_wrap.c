/* On ILP32, unsigned long wraps at 2^32 while unsigned long long still has 64 bits; pointer to
 * integer conversions go through 32-bit integers. */
extern void __assert_fail(const char *, const char *, unsigned int, const char *);
#define assert(e) ((e) ? (void)0 : __assert_fail(#e, __FILE__, __LINE__, __func__))

int main(void) {
    unsigned long ul = 0xFFFFFFFFul;
    ul = ul + 1;
    assert(ul == 0);
    long l = 0x7FFFFFFFL;
    unsigned long long ull = (unsigned long long)l + 1;
    assert(ull == 0x80000000ull);
    long long big = 1LL << 40;
    assert((long)big == 0);                 /* truncated to 32 bits */
    unsigned long long prod = 100000ull * 100000ull;
    assert(prod == 10000000000ull);
    int x = 5;
    unsigned int ip = (unsigned int)&x;
    assert(*(int *)ip == 5);
    __SIZE_TYPE__ n = 0;
    n = n - 1;
    assert(n == 4294967295u);
    return 0;
}
