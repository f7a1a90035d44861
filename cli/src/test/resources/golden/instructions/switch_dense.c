/* A dense switch with fall-through and a default. */
#include <assert.h>

static int f(int x) {
    int r = 0;
    switch (x) {
    case 0: r = 10; break;
    case 1: r = 11; break;
    case 2: r += 1;  /* fall through */
    case 3: r += 2; break;
    case 4: r = 14; break;
    case 5: r = 15; break;
    case 6:
    case 7: r = 67; break;
    default: r = -1;
    }
    return r;
}

int main(void) {
    int sum = 0;
    for (int i = -1; i <= 8; i++)
        sum += f(i);
    /* -1 + 10 + 11 + 3 + 2 + 14 + 15 + 67 + 67 - 1 */
    assert(sum == 187);
    return 0;
}
