/* Casts: trunc, zext, sext, int <-> float (signed and unsigned), fpext, fptrunc, ptr <-> int. */
#include <assert.h>
#include <stdint.h>

int main(void) {
    int big = 0x12345678;
    char c = (char)big;                  /* trunc */
    assert(c == 0x78);
    short sh = (short)big;
    assert(sh == 0x5678);

    unsigned char uc = 200;
    int zi = uc;                         /* zext */
    assert(zi == 200);
    signed char sc = -56;
    int si = sc;                         /* sext */
    assert(si == -56);
    long long sl = si;
    assert(sl == -56LL);
    unsigned long long zl = (unsigned)si; /* zext of 0xffffffc8 */
    assert(zl == 4294967240ull);

    double d = si;                       /* sitofp */
    assert(d == -56.0);
    unsigned big_u = 4000000000u;
    double du = big_u;                   /* uitofp */
    assert(du == 4000000000.0);
    double neg = -3.7;
    assert((int)neg == -3);              /* fptosi truncates toward zero */
    double pos = 3.9;
    assert((unsigned)pos == 3u);         /* fptoui */
    float f = 1.5f;
    double fd = f;                       /* fpext */
    assert(fd == 1.5);
    double third = 1.0 / 3.0;
    float tf = (float)third;             /* fptrunc */
    assert(tf != third);
    assert(tf > 0.333333f && tf < 0.333334f);

    int arr[4] = {1, 2, 3, 4};
    int *p = &arr[1];
    uintptr_t ip = (uintptr_t)p;         /* ptrtoint */
    int *q = (int *)(ip + sizeof(int));  /* inttoptr */
    assert(q == &arr[2]);
    assert(*q == 3);

    _Bool b = big;                       /* icmp ne 0 */
    assert(b == 1);
    return 0;
}
