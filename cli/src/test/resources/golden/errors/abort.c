/* abort() is an error of its own kind. */
#include <stdlib.h>

static int check(int v) {
    if (v > 10)
        abort();
    return v;
}

int main(void) {
    int s = 0;
    for (int i = 0; i < 5; i++)
        s += check(i * 3);
    return s;
}
