/* A sparse switch (large and negative case values) on int and on long long. */
#include <assert.h>

static int f(int x) {
    switch (x) {
    case -5: return 1;
    case 1: return 2;
    case 100: return 3;
    case 1000: return 4;
    case 1 << 20: return 5;
    default: return 0;
    }
}

static int g(long long x) {
    switch (x) {
    case 5000000000LL: return 7;
    case -1: return 8;
    default: return 9;
    }
}

int main(void) {
    assert(f(-5) == 1 && f(1) == 2 && f(100) == 3 && f(1000) == 4 && f(1 << 20) == 5);
    assert(f(0) == 0 && f(99) == 0 && f(-4) == 0);
    assert(g(5000000000LL) == 7 && g(-1) == 8 && g(0) == 9);
    return 0;
}
