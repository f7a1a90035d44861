/* The default target is LP64 (x86-64): sizes and struct layout. Fields are written through a
 * byte pointer at their expected offsets and read back through the struct, so the interpreter's
 * field offsets (from the data layout) are checked at run time. Compare with ilp32/. */
#include <assert.h>
#include <string.h>

struct s1 { char c; long long x; };
struct s2 { char c; double d; };
struct s3 { char c; void *p; short s; };

int main(void) {
    assert(sizeof(void *) == 8 && sizeof(long) == 8 && sizeof(long long) == 8);
    assert(sizeof(struct s1) == 16 && sizeof(struct s3) == 24);

    struct s1 a[2];
    memset(a, 0, sizeof a);
    char *raw = (char *)a;
    raw[8] = 5;             /* a[0].x lives at offset 8 */
    raw[16] = 'z';          /* a[1] starts at offset 16 */
    assert(a[0].x == 5 && a[1].c == 'z');

    struct s2 d;
    double one = 1.0;
    memcpy((char *)&d + 8, &one, sizeof one);
    assert(d.d == 1.0);

    struct s3 s = {0};
    ((char *)&s)[16] = 3;   /* s.s after the 8-byte pointer */
    assert(s.s == 3);

    long l[3];
    long *p = &l[0];
    assert((char *)(p + 2) - (char *)p == 16);
    return 0;
}
