/* Bit-fields: packing, unsigned wrap-around inside a field, sign extension of signed fields. */
#include <assert.h>

struct flags {
    unsigned a : 3;
    unsigned b : 5;
    signed c : 4;
    unsigned d : 1;
    unsigned : 0;       /* start a new unit */
    unsigned e : 7;
};

int main(void) {
    struct flags f = {0};
    f.a = 7;
    f.a++;              /* 3 bits: 7 + 1 wraps to 0 */
    assert(f.a == 0);
    f.b = 31;
    f.c = -1;
    assert(f.c == -1);  /* sign-extended on load */
    f.c = 7;
    f.c += 1;           /* 8 does not fit in a signed 4-bit field: it becomes -8 */
    assert(f.c == -8);
    f.d = 1;
    f.e = 100;
    assert(f.b == 31 && f.d == 1 && f.e == 100);
    assert(sizeof(struct flags) == 8);
    unsigned char *raw = (unsigned char *)&f;
    /* a = 0 in bits 0-2, b = 31 in bits 3-7 */
    assert(raw[0] == 0xF8);
    return 0;
}
