/* for, while, do-while, break, continue and nested loops. */
#include <assert.h>

int main(void) {
    int sum = 0;
    for (int i = 0; i < 10; i++) {
        if (i == 3)
            continue;
        if (i == 8)
            break;
        sum += i;       /* 0+1+2+4+5+6+7 */
    }
    assert(sum == 25);

    int n = 27, steps = 0;
    while (n != 1) {    /* Collatz */
        n = n % 2 ? 3 * n + 1 : n / 2;
        steps++;
    }
    assert(steps == 111);

    int k = 0;
    do {
        k += 2;
    } while (k < 7);
    assert(k == 8);

    int pairs = 0;
    for (int i = 0; i < 4; i++)
        for (int j = i + 1; j < 4; j++)
            pairs++;
    assert(pairs == 6);
    return 0;
}
