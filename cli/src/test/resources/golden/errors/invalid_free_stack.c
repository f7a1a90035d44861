/* free() of a pointer to a local variable. */
#include <stdlib.h>

int main(void) {
    int local[2] = {0, 0};
    free(local);
    return 0;
}
