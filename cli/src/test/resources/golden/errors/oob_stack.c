/* Writing one element past the end of a local array. */
static void fill(int *a, int n) {
    for (int i = 0; i < n; i++)
        a[i] = 0;
}

int main(void) {
    int guard = 1;
    int a[3];
    fill(a, 4);
    return guard;
}
