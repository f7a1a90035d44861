/* Throughput benchmark: a sequential, loop-heavy program (array updates, arithmetic,
 * branches, calls). Everything runs before any thread exists, so it measures the
 * interpreter alone. */
#include <assert.h>

#define N 1000
#define ROUNDS 2000

int a[N];

static int mix(int v, int r) {
    return (v * 31 + r) ^ (v >> 3);
}

int main(void) {
    long sum = 0;
    for (int r = 0; r < ROUNDS; r++) {
        for (int i = 0; i < N; i++) {
            a[i] = mix(a[i], r) & 0xFFFF;
            if (a[i] % 3 == 0) {
                sum += a[i];
            } else {
                sum -= 1;
            }
        }
    }
    assert(sum != 12345);
    return 0;
}
