/* i386 System V layout: long long and double are 4-byte aligned inside structs, so
 * struct { char c; long long x; } is 12 bytes with x at offset 4. Checked at run time by writing
 * through a byte pointer at the expected offsets. */
extern void __assert_fail(const char *, const char *, unsigned int, const char *);
#define assert(e) ((e) ? (void)0 : __assert_fail(#e, __FILE__, __LINE__, __func__))

struct s1 { char c; long long x; };
struct s2 { char c; double d; };
struct s3 { char c; void *p; short s; };
struct s4 { short s; long long x[2]; char tail; };

int main(void) {
    assert(sizeof(struct s1) == 12 && sizeof(struct s2) == 12);
    assert(sizeof(struct s3) == 12 && sizeof(struct s4) == 24);

    struct s1 a[2];
    char *raw = (char *)a;
    for (int i = 0; i < 24; i++)
        raw[i] = 0;
    raw[4] = 7;             /* a[0].x starts at offset 4 */
    raw[12] = 'q';          /* a[1] starts at offset 12 */
    assert(a[0].x == 7 && a[1].c == 'q');
    a[1].x = -1;
    assert(raw[16] == -1 && raw[23] == -1);

    struct s3 s;
    for (int i = 0; i < 12; i++)
        ((char *)&s)[i] = 0;
    ((char *)&s)[8] = 3;    /* s.s after the 4-byte pointer */
    assert(s.s == 3);

    struct s4 t;
    t.x[1] = 0x0102030405060708LL;
    assert(((char *)&t)[12] == 8);    /* x at offset 4, x[1] at 12 */
    return 0;
}
