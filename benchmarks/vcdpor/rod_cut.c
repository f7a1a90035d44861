/*
 * V20 rod_cut: rod_cut_td3, rod_cut_td4, rod_cut_bu3, rod_cut_bu4 (VC-DPOR Table 2). The
 * authors' own dynamic-programming benchmark, unpublished. Catalog status: APPROX (the catalog's
 * suggested reconstruction).
 *
 * Maximum revenue from cutting a rod of length N, given prices for the lengths 1..N:
 * R[i] = max over 1 <= j <= i of price[j] + R[i - j], R[0] = 0. The memo table R is shared (all
 * entries -1 = unknown, R[0] = 0, written by main before any thread exists); every worker
 * computes the whole answer, top-down (TD = 1: memoized recursion, solve(i) reads R[i] and
 * returns it if known) or bottom-up (TD = 0: R[1], R[2], ... in order, each reading R[0..i-1]),
 * then writes result := R[N] and done := 1. The reader reads done and, if it is set, result.
 * Every worker writes the same value into each cell, so value-centric algorithms merge most
 * races. Prices are constants (not shared events).
 *
 * Parameters: N = rod length; T = threads (3 or 4, the rows' suffix: T - 1 workers and one
 * reader; Table 5 counts exclude main); TD = 1 top-down, 0 bottom-up.
 * main creates the workers, then the reader, and joins all.
 */
#include <pthread.h>

#ifndef N
#define N 3
#endif
#ifndef T
#define T 3
#endif
#ifndef TD
#define TD 1
#endif

static const int price[] = {0, 1, 5, 8, 9, 10, 17, 17, 20, 24, 30, 32, 35, 39, 40, 41, 44, 46,
                            48, 50, 52, 55, 56, 58, 60, 62, 64, 66, 68, 70, 72, 74, 76, 78, 80,
                            82, 84, 86, 88, 90, 92, 94, 96, 98, 100, 102, 104, 106, 108, 110};

int R[N + 1];
int result, done;

#if TD
static int solve(int i) {
    int known = R[i];
    if (known >= 0) {
        return known;
    }
    int best = 0;
    for (int j = 1; j <= i; j++) {
        int v = price[j] + solve(i - j);
        if (v > best) {
            best = v;
        }
    }
    R[i] = best;
    return best;
}
#else
static void fill(void) {
    for (int i = 1; i <= N; i++) {
        int best = 0;
        for (int j = 1; j <= i; j++) {
            int v = price[j] + R[i - j];
            if (v > best) {
                best = v;
            }
        }
        R[i] = best;
    }
}
#endif

void *worker(void *arg) {
#if TD
    solve(N);
#else
    fill();
#endif
    result = R[N];
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
    R[0] = 0;
    for (int i = 1; i <= N; i++) {
        R[i] = -1;
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
