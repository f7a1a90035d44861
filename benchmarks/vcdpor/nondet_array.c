/*
 * V10 nondet-array: nondet-array (VC-DPOR Table 1), na2 (ViEqui Table II), na1 (ViEqui
 * Table III). From SV-COMP pthread-nondet/nondet-array-2.c (assert sum <= SIZE) and
 * nondet-array-1.c (assert sum == SIZE - 1, violated). Catalog status: EXACT, validated.
 *
 * Each thread reads the shared index x into t, writes a[t] := 1 and writes x := t + 1. main
 * creates N threads (the original's nondeterministic thread count fixed to N), joins them in
 * order and sums a[0..N-1].
 *
 * Parameters: N = number of threads (threads: N, plus main); SIZE = array size (VC-DPOR:
 * SIZE = N); CHECK = 0 for VC-DPOR (the sum is computed, the assertion dropped: plain reads),
 * 2 for na2 (asserts SIZE/2 <= N <= SIZE before creating threads and sum <= SIZE at the end),
 * 1 for na1 (the same range assertion, then sum == SIZE - 1, violated; for N > SIZE the range
 * assertion fails before any thread exists).
 * Counts: Source 2616 / 128760, observers 688 / 18665, reads-from 292 / 4185 at N = 4 / 5.
 */
#include <assert.h>
#include <pthread.h>

#ifndef N
#define N 3
#endif
#ifndef SIZE
#define SIZE N
#endif
#ifndef CHECK
#define CHECK 0
#endif

int a[SIZE > N ? SIZE : N];
int x;

void *thr(void *arg) {
    int t = x;
    a[t] = 1;
    x = t + 1;
    return 0;
}

int main(void) {
    pthread_t th[N];
    x = 0;
    for (int i = 0; i < SIZE; i++) {
        a[i] = 0;
    }
#if CHECK
    assert(N >= SIZE / 2 && N <= SIZE);
#endif
    for (int i = 0; i < N; i++) {
        pthread_create(&th[i], 0, thr, 0);
    }
    for (int i = 0; i < N; i++) {
        pthread_join(th[i], 0);
    }
    int sum = 0;
    for (int i = 0; i < N; i++) {
        sum += a[i];
    }
#if CHECK == 2
    assert(sum <= SIZE);
#elif CHECK == 1
    assert(sum == SIZE - 1);
#endif
    (void)sum;
    return 0;
}
