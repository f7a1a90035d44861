/* __builtin_memcpy, __builtin_memset and __builtin_memmove (llvm.memcpy, llvm.memset,
 * llvm.memmove) on local arrays, including overlapping moves. */
#include <assert.h>

int main(void) {
    int src[8], dst[8];
    for (int i = 0; i < 8; i++)
        src[i] = i * i;
    __builtin_memcpy(dst, src, sizeof src);
    assert(dst[7] == 49 && dst[3] == 9);

    __builtin_memset(dst, 0, 4 * sizeof(int));
    assert(dst[0] == 0 && dst[3] == 0 && dst[4] == 16);
    unsigned char bytes[5];
    __builtin_memset(bytes, 0xAB, sizeof bytes);
    assert(bytes[4] == 0xAB);

    char s[10] = "abcdefgh";
    __builtin_memmove(s + 2, s, 5);     /* overlapping, forward */
    assert(s[2] == 'a' && s[6] == 'e' && s[7] == 'h');
    __builtin_memmove(s, s + 3, 4);     /* overlapping, backward */
    assert(s[0] == 'b' && s[3] == 'e');

    struct { short a; char b; long long c; } x = {1, 2, 3}, y;
    __builtin_memcpy(&y, &x, sizeof x);
    assert(y.a == 1 && y.b == 2 && y.c == 3);
    return 0;
}
