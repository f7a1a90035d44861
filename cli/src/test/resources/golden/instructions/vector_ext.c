/* GCC vector extensions: __attribute__((vector_size(16))) arithmetic, comparisons, element
 * access and shuffles (insertelement, extractelement, shufflevector, vector add/mul/...). */
#include <assert.h>

typedef int v4si __attribute__((vector_size(16)));
typedef float v4sf __attribute__((vector_size(16)));
typedef unsigned char v16qi __attribute__((vector_size(16)));

int main(void) {
    v4si a = {1, 2, 3, 4};
    v4si b = {10, 20, 30, 40};
    v4si c = a + b;
    assert(c[0] == 11 && c[3] == 44);
    v4si d = c * a - b;
    assert(d[1] == 24);             /* 22 * 2 - 20 */
    v4si e = (a << 2) | 1;
    assert(e[2] == 13);
    v4si m = a > 2;                 /* -1 where true, 0 where false */
    assert(m[0] == 0 && m[1] == 0 && m[2] == -1 && m[3] == -1);
    v4si r = __builtin_shufflevector(a, b, 3, 2, 5, 4);
    assert(r[0] == 4 && r[1] == 3 && r[2] == 20 && r[3] == 10);
    a[1] = 100;
    assert(a[1] == 100 && (a + b)[1] == 120);

    v4sf f = {0.5f, 1.5f, 2.5f, 3.5f};
    v4sf g = f * 2.0f + f;
    assert(g[3] == 10.5f);
    v4sf h = -f;
    assert(h[0] == -0.5f);

    v16qi bytes = {250, 1};
    v16qi one = {10, 10};
    v16qi sum = bytes + one;        /* lane-wise wrap-around */
    assert(sum[0] == 4 && sum[1] == 11 && sum[2] == 0);
    return 0;
}
