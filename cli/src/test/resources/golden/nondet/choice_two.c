/* One nondet choice: two executions, each taking a different branch. */
#include <assert.h>

int __VERIFIER_nondet_int(void);

int main(void) {
    int x = __VERIFIER_nondet_int();
    int y = 10;
    if (x)
        y = 20;
    assert(y == 10 + 10 * x);
    return 0;
}
