/* Function-local statics keep their value between calls (they are globals). */
#include <assert.h>

static int counter(void) {
    static int n = 10;
    return n++;
}

static const char *name(int i) {
    static const char *const table[] = {"a", "b", "c"};
    return table[i];
}

int main(void) {
    assert(counter() == 10);
    assert(counter() == 11);
    assert(counter() == 12);
    assert(name(2)[0] == 'c');
    return 0;
}
