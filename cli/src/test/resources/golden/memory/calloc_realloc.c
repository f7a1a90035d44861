/* calloc returns zeroed memory; realloc keeps the contents when growing and shrinking;
 * realloc(NULL, n) behaves like malloc. */
#include <assert.h>
#include <stdlib.h>

int main(void) {
    long *z = calloc(8, sizeof *z);
    assert(z != NULL);
    for (int i = 0; i < 8; i++)
        assert(z[i] == 0);
    z[7] = 77;

    int *a = realloc(NULL, 4 * sizeof *a);
    assert(a != NULL);
    for (int i = 0; i < 4; i++)
        a[i] = i + 1;
    a = realloc(a, 100 * sizeof *a);
    assert(a != NULL);
    assert(a[0] == 1 && a[3] == 4);
    a[99] = 5;
    a = realloc(a, 2 * sizeof *a);
    assert(a != NULL && a[1] == 2);
    free(a);
    free(z);
    return 0;
}
