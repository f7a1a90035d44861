/* ILP32 (-m32, i386): int, long and pointers are 4 bytes, long long 8. No system headers: 32-bit
 * headers are often not installed, so everything needed is declared here. */
extern void __assert_fail(const char *, const char *, unsigned int, const char *);
#define assert(e) ((e) ? (void)0 : __assert_fail(#e, __FILE__, __LINE__, __func__))

typedef __SIZE_TYPE__ size_t;
typedef __PTRDIFF_TYPE__ ptrdiff_t;

int main(void) {
    assert(sizeof(void *) == 4);
    assert(sizeof(long) == 4);
    assert(sizeof(long long) == 8);
    assert(sizeof(size_t) == 4 && sizeof(ptrdiff_t) == 4);
    assert(sizeof(double) == 8);

    long a[4];
    long *p = &a[0];
    assert((char *)(p + 3) - (char *)p == 12);      /* computed at run time */
    char *bytes[2];
    assert((char *)&bytes[1] - (char *)&bytes[0] == 4);
    unsigned long addr = (unsigned long)p;          /* a pointer fits in a long */
    assert((long *)addr == p);
    return 0;
}
