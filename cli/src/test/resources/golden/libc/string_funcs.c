/* The modelled string and memory functions: memcpy, memset, memmove, memcmp, strlen, strcmp,
 * strcpy, on stack, global and heap memory. */
#include <assert.h>
#include <stdlib.h>
#include <string.h>

char global_buf[16];

int main(void) {
    const char *hello = "hello";
    assert(strlen(hello) == 5);
    assert(strlen("") == 0);

    char buf[16];
    char *r = strcpy(buf, hello);
    assert(r == buf && buf[5] == '\0');
    assert(strcmp(buf, "hello") == 0);
    assert(strcmp("abc", "abd") < 0);
    assert(strcmp("b", "abc") > 0);
    assert(strcmp("ab", "abc") < 0);    /* a prefix sorts first */

    char *h = malloc(8);
    strcpy(h, "heap");
    assert(strlen(h) == 4);
    strcpy(global_buf, h);
    assert(strcmp(global_buf, "heap") == 0);

    int a[4] = {1, 2, 3, 4}, b[4];
    memcpy(b, a, sizeof a);
    assert(memcmp(a, b, sizeof a) == 0);
    b[2] = 9;
    assert(memcmp(a, b, sizeof a) < 0);
    assert(memcmp(a, b, 2 * sizeof(int)) == 0);

    memset(buf, 'z', 3);
    assert(buf[0] == 'z' && buf[2] == 'z' && buf[3] == 'l');
    memmove(buf + 1, buf, 4);
    assert(buf[1] == 'z' && buf[4] == 'l');

    unsigned char x[2] = {0x80, 0}, y[2] = {0x01, 0};
    assert(memcmp(x, y, 2) > 0);        /* compares unsigned bytes */
    free(h);
    return 0;
}
