/* malloc, use and free of heap blocks in one thread. */
#include <assert.h>
#include <stdlib.h>

int main(void) {
    int *a = malloc(10 * sizeof *a);
    assert(a != NULL);
    for (int i = 0; i < 10; i++)
        a[i] = i * 3;
    int s = 0;
    for (int i = 0; i < 10; i++)
        s += a[i];
    assert(s == 135);
    char *b = malloc(1);
    assert(b != NULL && (void *)b != (void *)a);
    *b = 'x';
    free(a);
    free(b);
    free(NULL);     /* allowed, does nothing */
    return 0;
}
