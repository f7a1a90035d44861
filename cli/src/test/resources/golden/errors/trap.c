/* __builtin_trap() (llvm.trap) is reported like abort(). */
int main(void) {
    int x = 1;
    if (x)
        __builtin_trap();
    return 0;
}
