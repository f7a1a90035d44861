/* Compiled at -O2 (see the flags line), the loop in saxpy is vectorised: the interpreter sees
 * vector loads and stores, vector arithmetic, shufflevector and a scalar remainder loop. Main
 * runs single-threaded, so the trace count is 1 whatever the optimiser does. */
#include <assert.h>

__attribute__((noinline)) void saxpy(int n, int k, int *restrict y, const int *restrict x) {
    for (int i = 0; i < n; i++)
        y[i] = k * x[i] + y[i];
}

__attribute__((noinline)) long long sum(const int *a, int n) {
    long long s = 0;
    for (int i = 0; i < n; i++)
        s += a[i];
    return s;
}

int xs[37], ys[37];

int main(void) {
    for (int i = 0; i < 37; i++) {
        xs[i] = i;
        ys[i] = 1;
    }
    saxpy(37, 3, ys, xs);
    assert(ys[0] == 1 && ys[36] == 109);
    assert(sum(ys, 37) == 37 + 3 * 666);    /* 0 + 1 + ... + 36 = 666 */
    return 0;
}
