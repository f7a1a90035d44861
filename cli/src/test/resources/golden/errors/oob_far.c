/* An access far past the end of a heap block. */
#include <stdlib.h>

int main(void) {
    long *p = malloc(8 * sizeof *p);
    long idx = 1000;
    p[idx] = 1;
    free(p);
    return 0;
}
