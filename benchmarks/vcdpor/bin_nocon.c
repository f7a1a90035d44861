/*
 * V24 bin_nocon: bin_nocon_td3, bin_nocon_bu3 (VC-DPOR Table 2). The authors' own
 * dynamic-programming benchmark, unpublished. Catalog status: APPROX (the catalog's suggested
 * reconstruction).
 *
 * Number of binary strings of length N without two consecutive 1s, with two shared tables:
 * Z[i] = strings of length i ending in 0, O[i] = ending in 1; Z[i] = Z[i-1] + O[i-1],
 * O[i] = Z[i-1], Z[1] = O[1] = 1 (main writes the base cases and -1 = unknown elsewhere before
 * any thread exists). Bottom-up (TD = 0) every worker fills i = 2..N in order, reading
 * Z[i-1], O[i-1], then Z[i-1] again; top-down (TD = 1) it evaluates the recurrences by memoized
 * recursion (each call reads its cell and returns it if known). Then it writes
 * result := Z[N] + O[N] and done := 1; the reader reads done and, if it is set, result. Every
 * worker writes the same values.
 *
 * Parameters: N = string length; T = threads (3 in the paper: T - 1 workers and one reader);
 * TD = 1 top-down, 0 bottom-up. main creates the workers, then the reader, and joins all.
 * The catalog fits the paper's bottom-up counts by Source = 46 * 7^(N-1): a reconstruction
 * whose counts grow by a constant factor per table entry has the right structure.
 */
#include <pthread.h>

#ifndef N
#define N 3
#endif
#ifndef T
#define T 3
#endif
#ifndef TD
#define TD 0
#endif

int Z[N + 1], O[N + 1];
int result, done;

#if TD
static int ones(int i);

static int zeros(int i) {
    int known = Z[i];
    if (known >= 0) {
        return known;
    }
    int v = zeros(i - 1) + ones(i - 1);
    Z[i] = v;
    return v;
}

static int ones(int i) {
    int known = O[i];
    if (known >= 0) {
        return known;
    }
    int v = zeros(i - 1);
    O[i] = v;
    return v;
}
#endif

void *worker(void *arg) {
#if TD
    result = zeros(N) + ones(N);
#else
    for (int i = 2; i <= N; i++) {
        Z[i] = Z[i - 1] + O[i - 1];
        O[i] = Z[i - 1];
    }
    result = Z[N] + O[N];
#endif
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
    Z[1] = 1;
    O[1] = 1;
    for (int i = 2; i <= N; i++) {
        Z[i] = -1;
        O[i] = -1;
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
