/* Reading just before the start of a heap block. */
#include <stdlib.h>

int main(void) {
    char *s = malloc(16);
    char *p = s;
    int n = 1;
    char c = p[-n];
    free(s);
    return c;
}
