/* Reading through a null pointer. */
#include <stddef.h>

static int *find(int *a, int n, int key) {
    for (int i = 0; i < n; i++)
        if (a[i] == key)
            return &a[i];
    return NULL;
}

int main(void) {
    int a[3] = {1, 2, 3};
    int *p = find(a, 3, 7);
    return *p;
}
