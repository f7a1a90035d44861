/* The QPOR paper's Fig. 1 family (Nguyen et al. CAV'18; shared/research/seed-002-qpor.md §3.4),
 * racy version, written anew: N writers each store their own x[j]; a counter increments c
 * N-1 times; main, the master, creates the writers and then the counter, reads c into i and
 * stores x[i] = 0. The load of c sits before, between or after the N-1 increments (N ways) and
 * the store to x[i] before or after writer i's: 2N Mazurkiewicz traces. Source-DPOR also runs
 * sleep-set-blocked executions; Optimal-DPOR none. */
#include <pthread.h>

#ifndef N
#define N 3
#endif

static int c;
static int x[N];

static void *writer(void *arg) {
    long j = (long) arg;
    x[j] = 7 + (int) j;
    return 0;
}

static void *count(void *arg) {
    (void) arg;
    for (int k = 1; k < N; k++) {
        c = c + 1;
    }
    return 0;
}

int main(void) {
    pthread_t w[N], t;
    for (long j = 0; j < N; j++) {
        pthread_create(&w[j], 0, writer, (void *) j);
    }
    pthread_create(&t, 0, count, 0);
    int i = c;
    x[i] = 0;
    for (int j = 0; j < N; j++) {
        pthread_join(w[j], 0);
    }
    pthread_join(t, 0);
    return 0;
}
