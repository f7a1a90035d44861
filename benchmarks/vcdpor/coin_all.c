/*
 * V22 coin_all: coin_all_td3, coin_all_td4 (VC-DPOR Table 2). The authors' own
 * dynamic-programming benchmark, unpublished. Catalog status: APPROX (the catalog's suggested
 * reconstruction).
 *
 * Number of ways to give change N with an unlimited supply of the denominations 1, 2 and 3,
 * top-down with a two-dimensional shared memo table W[amount][k] (ways to pay amount with the
 * first k + 1 denominations; -1 = unknown, written by main before any thread exists):
 * ways(i, k) = ways(i, k - 1) + ways(i - d[k], k), ways(0, k) = 1, ways(i, 0) = 1. Every worker
 * computes ways(N, 2) with memoization (each call reads its cell and returns it if known), then
 * writes result and done := 1. The reader reads done and, if it is set, result. Every worker
 * writes the same values.
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

static const int d[K] = {1, 2, 3};

int W[N + 1][K];
int result, done;

static int ways(int i, int k) {
    if (i == 0 || k == 0) {
        return 1;
    }
    int known = W[i][k];
    if (known >= 0) {
        return known;
    }
    int v = ways(i, k - 1);
    if (i >= d[k]) {
        v += ways(i - d[k], k);
    }
    W[i][k] = v;
    return v;
}

void *worker(void *arg) {
    result = ways(N, K - 1);
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
    for (int i = 0; i <= N; i++) {
        for (int k = 0; k < K; k++) {
            W[i][k] = -1;
        }
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
