/* goto: a backward jump forming a loop and a forward jump to a cleanup label. */
#include <assert.h>

static int find(const int *a, int n, int key) {
    int i = 0;
    int r = -1;
again:
    if (i >= n)
        goto out;
    if (a[i] == key) {
        r = i;
        goto out;
    }
    i++;
    goto again;
out:
    return r;
}

int main(void) {
    int a[5] = {4, 8, 15, 16, 23};
    assert(find(a, 5, 15) == 2);
    assert(find(a, 5, 42) == -1);
    return 0;
}
