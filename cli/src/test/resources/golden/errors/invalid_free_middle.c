/* free() of a pointer into the middle of a block. */
#include <stdlib.h>

int main(void) {
    int *a = malloc(4 * sizeof *a);
    free(a + 1);
    return 0;
}
