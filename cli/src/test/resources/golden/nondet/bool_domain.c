/* __VERIFIER_nondet_bool always has two values, whatever --nondet-domain says. */
#include <assert.h>

_Bool __VERIFIER_nondet_bool(void);
int __VERIFIER_nondet_int(void);

int main(void) {
    _Bool b = __VERIFIER_nondet_bool();
    int i = __VERIFIER_nondet_int();
    assert(i >= 0 && i < 4);
    assert(b + i <= 4);
    return 0;
}
