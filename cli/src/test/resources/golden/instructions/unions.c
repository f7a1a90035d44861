/* Unions: type punning between int and float, overlapping bytes (little endian). */
#include <assert.h>
#include <stdint.h>

union word {
    uint32_t u;
    float f;
    unsigned char bytes[4];
    uint16_t halves[2];
};

union tagged_value {
    long long i;
    double d;
};

struct tagged { int is_double; union tagged_value v; };

static double as_double(struct tagged t) { return t.is_double ? t.v.d : (double)t.v.i; }

int main(void) {
    union word w;
    w.f = 1.0f;
    assert(w.u == 0x3f800000u);
    w.u = 0x11223344u;
    assert(w.bytes[0] == 0x44 && w.bytes[3] == 0x11);
    assert(w.halves[1] == 0x1122);
    w.bytes[0] = 0;
    assert(w.u == 0x11223300u);
    assert(sizeof(union word) == 4);

    struct tagged a = {0, {.i = 5}};
    struct tagged b = {1, {.d = 2.5}};
    assert(as_double(a) + as_double(b) == 7.5);
    return 0;
}
