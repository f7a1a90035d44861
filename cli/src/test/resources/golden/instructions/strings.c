/* String literals and character arrays, walked by hand (no library calls). */
#include <assert.h>

static int length(const char *s) {
    int n = 0;
    while (s[n])
        n++;
    return n;
}

static int same(const char *a, const char *b) {
    while (*a && *a == *b) {
        a++;
        b++;
    }
    return *a == *b;
}

int main(void) {
    const char *lit = "hello, world";
    assert(length(lit) == 12);
    assert(lit[7] == 'w');
    char buf[] = "tab\there\n";
    assert(sizeof buf == 10);
    assert(buf[3] == '\t' && buf[8] == '\n');
    buf[0] = 'T';
    assert(same(buf, "Tab\there\n"));
    assert(!same(buf, "tab"));
    const char *words[] = {"alpha", "beta", "gamma"};
    assert(length(words[2]) == 5 && words[1][0] == 'b');
    assert("abc"[1] == 'b');
    return 0;
}
