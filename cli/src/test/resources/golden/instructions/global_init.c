/* Global initialisers holding addresses of other globals: a pointer into an array, an array of
 * function pointers, a struct of pointers, pointers to pointers, string tables. */
#include <assert.h>

static int inc(int x) { return x + 1; }
static int dbl(int x) { return 2 * x; }

int a[5] = {10, 20, 30, 40, 50};
int *p = &a[2];
int **pp = &p;
int (*ops[2])(int) = {inc, dbl};
const char *names[] = {"zero", "one", "two"};

struct entry {
    int *value;
    const char *name;
    int (*fn)(int);
    struct entry *next;
};
struct entry second = {&a[4], "second", dbl, 0};
struct entry first = {&a[0], "first", inc, &second};

char msg[] = "hi";
char *msgp = msg + 1;
long off = 7;
int matrix[2][2] = {{1, 2}, {3, 4}};
int *corner = &matrix[1][1];

int main(void) {
    assert(*p == 30 && p[1] == 40);
    assert(**pp == 30);
    assert(ops[0](4) == 5 && ops[1](4) == 8);
    assert(names[2][1] == 'w');
    assert(first.next == &second);
    assert(first.fn(*first.value) == 11);
    assert(first.next->fn(*first.next->value) == 100);
    assert(first.next->name[0] == 's');
    assert(*msgp == 'i' && off == 7);
    assert(*corner == 4);
    *p = 31;    /* globals are writable */
    assert(a[2] == 31);
    return 0;
}
