/* Function pointers: calls through pointers, callbacks, a local table, returning a pointer. */
#include <assert.h>

typedef int (*binop)(int, int);

static int add(int a, int b) { return a + b; }
static int sub(int a, int b) { return a - b; }
static int mul(int a, int b) { return a * b; }

static int fold(const int *a, int n, int init, binop f) {
    for (int i = 0; i < n; i++)
        init = f(init, a[i]);
    return init;
}

static binop pick(char c) { return c == '+' ? add : c == '-' ? sub : mul; }

int main(void) {
    int a[4] = {1, 2, 3, 4};
    assert(fold(a, 4, 0, add) == 10);
    assert(fold(a, 4, 1, mul) == 24);
    binop table[3] = {add, sub, mul};
    assert(table[1](10, 4) == 6);
    assert(pick('*')(6, 7) == 42);
    binop f = pick('-');
    assert(f == sub);
    assert((*f)(1, 2) == -1);
    return 0;
}
