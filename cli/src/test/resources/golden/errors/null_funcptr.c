/* A call through a null function pointer (the ErrorKind documentation classes a call through
 * null as a null dereference). */
#include <stddef.h>

typedef int (*handler)(int);

static int twice(int x) { return 2 * x; }

handler table[3] = {twice, NULL, twice};

int main(void) {
    int s = 0;
    for (int i = 0; i < 3; i++)
        s += table[i](i);
    return s;
}
