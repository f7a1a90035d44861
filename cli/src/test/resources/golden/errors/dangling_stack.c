/* Using the address of a local variable of a function that has returned. */
static int *local_address(void) {
    int x = 42;
    int *p = &x;
    return p;
}

int main(void) {
    int *p = local_address();
    return *p;
}
