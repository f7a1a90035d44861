/*
 * V23 coin_min: coin_min_td3, coin_min_td4 (VC-DPOR Table 2). The authors' own
 * dynamic-programming benchmark, unpublished. Catalog status: APPROX (the catalog's suggested
 * reconstruction).
 *
 * Minimum number of coins for change N with the denominations 1, 3 and 4, top-down with a
 * shared memo table M (-1 = unknown, M[0] = 0, written by main before any thread exists):
 * M[i] = 1 + min over d <= i of M[i - d]. Every worker computes M[N] with memoization (each call
 * reads its cell and returns it if known), then writes result and done := 1. The reader reads
 * done and, if it is set, result. Every worker writes the same values.
 *
 * Parameters: N = the amount; T = threads (3 or 4: T - 1 workers and one reader).
 * main creates the workers, then the reader, and joins all.
 */
#include <pthread.h>

#ifndef N
#define N 3
#endif
#ifndef T
#define T 3
#endif
#define K 3

static const int d[K] = {1, 3, 4};

int M[N + 1];
int result, done;

static int solve(int i) {
    int known = M[i];
    if (known >= 0) {
        return known;
    }
    int best = i;
    for (int k = 0; k < K; k++) {
        if (d[k] <= i) {
            int v = 1 + solve(i - d[k]);
            if (v < best) {
                best = v;
            }
        }
    }
    M[i] = best;
    return best;
}

void *worker(void *arg) {
    result = solve(N);
    done = 1;
    return 0;
}

void *reader(void *arg) {
    if (done) {
        int r = result;
        (void)r;
    }
    return 0;
}

int main(void) {
    pthread_t t[T];
    M[0] = 0;
    for (int i = 1; i <= N; i++) {
        M[i] = -1;
    }
    for (int k = 0; k < T - 1; k++) {
        pthread_create(&t[k], 0, worker, 0);
    }
    pthread_create(&t[T - 1], 0, reader, 0);
    for (int k = 0; k < T; k++) {
        pthread_join(t[k], 0);
    }
    return 0;
}
