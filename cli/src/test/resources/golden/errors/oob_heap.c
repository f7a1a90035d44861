/* Writing one element past the end of a heap block. */
#include <stdlib.h>

int main(void) {
    int n = 4;
    int *a = malloc(n * sizeof *a);
    for (int i = 0; i <= n; i++)    /* off by one */
        a[i] = i;
    free(a);
    return 0;
}
