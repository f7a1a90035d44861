/* --nondet-domain 3: __VERIFIER_nondet_int returns 0, 1 or 2. */
#include <assert.h>

int __VERIFIER_nondet_int(void);

int main(void) {
    int x = __VERIFIER_nondet_int();
    int r;
    switch (x) {
    case 0: r = 5; break;
    case 1: r = 6; break;
    case 2: r = 7; break;
    default: r = -1;
    }
    assert(r == x + 5);
    return 0;
}
