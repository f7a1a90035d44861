/* __VERIFIER_assume over nondet values: of the 9 value pairs only those summing to 2 go on. */
#include <assert.h>

int __VERIFIER_nondet_int(void);
void __VERIFIER_assume(int);

int main(void) {
    int x = __VERIFIER_nondet_int();
    int y = __VERIFIER_nondet_int();
    __VERIFIER_assume(x + y == 2);
    assert(x == 2 - y);
    return 0;
}
