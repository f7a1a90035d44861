/* free() of a pointer to a global variable. */
#include <stdlib.h>

int g;

int main(void) {
    int *p = &g;
    free(p);
    return 0;
}
