/* Variadic functions on i386, where va_list is a plain pointer into the stack and long long and
 * double arguments take 8 bytes with 4-byte alignment. */
extern void __assert_fail(const char *, const char *, unsigned int, const char *);
#define assert(e) ((e) ? (void)0 : __assert_fail(#e, __FILE__, __LINE__, __func__))

typedef __builtin_va_list va_list;
#define va_start(ap, last) __builtin_va_start(ap, last)
#define va_arg(ap, type) __builtin_va_arg(ap, type)
#define va_end(ap) __builtin_va_end(ap)

static long long total(int n, ...) {
    va_list ap;
    va_start(ap, n);
    long long s = 0;
    for (int i = 0; i < n; i++) {
        int kind = va_arg(ap, int);
        if (kind == 0)
            s += va_arg(ap, int);
        else if (kind == 1)
            s += va_arg(ap, long long);
        else
            s += (long long)va_arg(ap, double);
    }
    va_end(ap);
    return s;
}

int main(void) {
    assert(sizeof(va_list) == 4);
    assert(total(3, 0, 5, 1, 1LL << 33, 2, 2.75) == 5 + (1LL << 33) + 2);
    return 0;
}
