/* Variable-length arrays: dynamic alloca, llvm.stacksave and llvm.stackrestore in a loop. */
#include <assert.h>

static int tri(int n) {
    int a[n];               /* size known only at run time */
    for (int i = 0; i < n; i++)
        a[i] = i + 1;
    int s = 0;
    for (int i = 0; i < n; i++)
        s += a[i];
    return s;
}

int main(void) {
    int total = 0;
    for (int n = 1; n <= 5; n++) {
        int buf[n * 2];     /* allocated and released on every iteration */
        buf[n * 2 - 1] = n;
        total += buf[n * 2 - 1] + tri(n);
    }
    /* (1+2+3+4+5) + (1+3+6+10+15) */
    assert(total == 50);
    assert(sizeof(int[tri(2)]) == 3 * sizeof(int));
    return 0;
}
