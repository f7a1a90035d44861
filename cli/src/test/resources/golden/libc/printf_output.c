/* printf and puts output is captured: the expected file lists it exactly. */
#include <stdio.h>

int main(void) {
    int n = 42;
    unsigned u = 4000000000u;
    long l = -1234567890123L;
    printf("hello, world\n");
    printf("n=%d i=%i u=%u x=%x X=%X\n", n, -n, u, 255, 255);
    printf("l=%ld ll=%lld c=%c s=%s pct=%%\n", l, 9000000000LL, 'A', "str");
    printf("[%5d] [%-5d] [%05d] [%.2f]\n", n, n, n, 3.14159);
    puts("puts adds a newline");
    printf("%s=%d\n", "sum", n + 8);
    return 0;
}
