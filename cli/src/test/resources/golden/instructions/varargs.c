/* Variadic functions defined in the program: va_start, va_arg (int, long long, double, pointer),
 * va_end and va_copy. */
#include <assert.h>
#include <stdarg.h>

static int sum(int n, ...) {
    va_list ap;
    va_start(ap, n);
    int s = 0;
    for (int i = 0; i < n; i++)
        s += va_arg(ap, int);
    va_end(ap);
    return s;
}

/* fmt: 'i' int, 'l' long long, 'd' double, 's' string (counts its length) */
static double mixed(const char *fmt, ...) {
    va_list ap;
    va_start(ap, fmt);
    double total = 0;
    for (const char *p = fmt; *p; p++) {
        switch (*p) {
        case 'i': total += va_arg(ap, int); break;
        case 'l': total += (double)va_arg(ap, long long); break;
        case 'd': total += va_arg(ap, double); break;
        case 's': {
            const char *s = va_arg(ap, const char *);
            while (*s++)
                total += 1;
            break;
        }
        }
    }
    va_end(ap);
    return total;
}

/* walks the arguments twice: once through a copy */
static int twice(int n, ...) {
    va_list ap, copy;
    va_start(ap, n);
    va_copy(copy, ap);
    int a = 0, b = 0;
    for (int i = 0; i < n; i++)
        a += va_arg(ap, int);
    for (int i = 0; i < n; i++)
        b += va_arg(copy, int);
    va_end(copy);
    va_end(ap);
    return a * 1000 + b;
}

int main(void) {
    assert(sum(0) == 0);
    assert(sum(3, 1, 2, 3) == 6);
    /* more arguments than fit in registers: the rest come from the overflow area */
    assert(sum(8, 1, 2, 3, 4, 5, 6, 7, 8) == 36);
    assert(mixed("ildsd", 1, 10000000000LL, 0.5, "abc", 0.25) == 10000000004.75);
    char c = 'a';                       /* promoted to int */
    assert(mixed("i", c) == 97.0);
    float f = 1.5f;                     /* promoted to double */
    assert(mixed("d", f) == 1.5);
    assert(twice(4, 1, 2, 3, 4) == 10010);
    return 0;
}
