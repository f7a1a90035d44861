/*
 * V21 lis: lis_bu3, lis_bu4 (VC-DPOR Table 2). The authors' own dynamic-programming benchmark,
 * unpublished. Catalog status: APPROX (the catalog's suggested reconstruction).
 *
 * Length of the longest increasing subsequence of a constant array a[0..N-1] of distinct
 * integers, bottom-up: L[i] = 1 + max { L[j] : j < i, a[j] < a[i] }, result = max L[i]. The
 * table L is shared (0 = unknown, written by main before any thread exists); every worker fills
 * L[0..N-1] in order (reading L[j] for every j < i with a[j] < a[i]), then reads L[0..N-1] for
 * the maximum, writes result and done := 1. The reader reads done and, if it is set, result.
 * Every worker writes the same values.
 *
 * Parameters: N = array length; T = threads (3 or 4: T - 1 workers and one reader).
 * main creates the workers, then the reader, and joins all.
 */
#include <pthread.h>

#ifndef N
#define N 3
#endif
#ifndef T
#define T 3
#endif

static const int a[] = {3, 10, 2, 1, 20, 4, 6, 7, 30, 5, 8, 40, 9, 11, 50, 12, 13, 14, 60, 15,
                        16, 70, 17, 18, 80, 19, 21, 90, 22, 23, 100, 24, 25, 110, 26, 27, 120,
                        28, 29, 130, 31, 32, 140, 33, 34, 150, 35, 36, 160, 37};

int L[N];
int result, done;

void *worker(void *arg) {
    for (int i = 0; i < N; i++) {
        int best = 0;
        for (int j = 0; j < i; j++) {
            if (a[j] < a[i]) {
                int v = L[j];
                if (v > best) {
                    best = v;
                }
            }
        }
        L[i] = best + 1;
    }
    int max = 0;
    for (int i = 0; i < N; i++) {
        int v = L[i];
        if (v > max) {
            max = v;
        }
    }
    result = max;
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
    for (int k = 0; k < T - 1; k++) {
        pthread_create(&t[k], 0, worker, 0);
    }
    pthread_create(&t[T - 1], 0, reader, 0);
    for (int k = 0; k < T; k++) {
        pthread_join(t[k], 0);
    }
    return 0;
}
