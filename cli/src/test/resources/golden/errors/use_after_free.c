/* Reading a heap block after freeing it. */
#include <stdlib.h>

int main(void) {
    int *p = malloc(sizeof *p);
    *p = 5;
    free(p);
    return *p;
}
