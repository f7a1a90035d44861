/* Freeing the same block twice. */
#include <stdlib.h>

int main(void) {
    char *a = malloc(10);
    char *b = a;
    free(a);
    free(b);
    return 0;
}
