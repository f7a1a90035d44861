/* Bit-counting intrinsics: popcount, clz, ctz, bswap, parity (llvm.ctpop, llvm.ctlz, llvm.cttz,
 * llvm.bswap). Arguments are variables so that clang does not fold the calls away. */
#include <assert.h>

int main(void) {
    unsigned x = 0xF0F00001u, one = 1, b7 = 0x80u, seven = 7;
    unsigned long long l40 = 0xFFFFFFFFFFull, p40 = 1ull << 40, p50 = 1ull << 50;
    assert(__builtin_popcount(x) == 9);
    assert(__builtin_popcountll(l40) == 40);
    assert(__builtin_clz(x) == 0);
    assert(__builtin_clz(one) == 31);
    assert(__builtin_clzll(p40) == 23);
    assert(__builtin_ctz(x) == 0);
    assert(__builtin_ctz(b7) == 7);
    assert(__builtin_ctzll(p50) == 50);
    unsigned w = 0x11223344u;
    assert(__builtin_bswap32(w) == 0x44332211u);
    unsigned long long q = 0x0102030405060708ull;
    assert(__builtin_bswap64(q) == 0x0807060504030201ull);
    unsigned short h = 0xABCD;
    assert(__builtin_bswap16(h) == 0xCDAB);
    assert(__builtin_parity(seven) == 1);
    return 0;
}
