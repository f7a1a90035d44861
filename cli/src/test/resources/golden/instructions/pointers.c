/* Pointer arithmetic, differences, comparisons, pointers to pointers, byte views of ints. */
#include <assert.h>
#include <stddef.h>

static void swap(int **a, int **b) {
    int *t = *a;
    *a = *b;
    *b = t;
}

int main(void) {
    int a[6] = {10, 20, 30, 40, 50, 60};
    int *p = a, *q = &a[4];
    assert(q - p == 4);
    assert(*(p + 2) == 30);
    assert(p < q && q > p && p != q && p + 4 == q);
    ptrdiff_t d = p - q;
    assert(d == -4);
    int sum = 0;
    for (int *it = a; it != a + 6; ++it)
        sum += *it;
    assert(sum == 210);
    q--;
    assert(*q == 40);
    assert(q[-1] == 30);

    int *x = &a[0], *y = &a[5];
    swap(&x, &y);
    assert(*x == 60 && *y == 10);

    int v = 0x01020304;
    unsigned char *bytes = (unsigned char *)&v;
    assert(bytes[0] == 4 && bytes[3] == 1);
    bytes[1] = 0xff;
    assert(v == 0x0102ff04);

    char buf[8];
    char *end = buf + sizeof buf;   /* one past the end may be formed and compared */
    assert(end - buf == 8);
    return 0;
}
