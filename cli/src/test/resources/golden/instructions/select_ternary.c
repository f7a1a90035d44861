/* Conditional expressions: the ternary operator, min/max, boolean conversions. */
#include <assert.h>

static int max(int a, int b) { return a > b ? a : b; }
static int sign(int x) { return x > 0 ? 1 : x < 0 ? -1 : 0; }

int main(void) {
    int x = 3, y = 9;
    assert(max(x, y) == 9);
    assert(max(y, x) == 9);
    assert(sign(-7) == -1 && sign(0) == 0 && sign(12) == 1);
    int flag = x < y;
    int sel = flag ? 4 : 5;   /* constants on both sides: clang emits a select */
    assert(sel == 4);
    int *p = flag ? &x : &y;
    *p = 100;
    assert(x == 100 && y == 9);
    double d = x > 50 ? 0.5 : 1.5;
    assert(d == 0.5);
    return 0;
}
