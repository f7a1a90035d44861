/* A failing assert (__assert_fail). */
#include <assert.h>

int main(void) {
    int x = 2;
    x = x * 3;
    assert(x == 5);
    return 0;
}
