/*
 * E11 tas: tas(N, L) (ViEqui Table III). From SV-COMP pthread-ext/05_tas.c (test-and-set lock
 * with back-off), as in ViEqui's tas_conf_<N>-<L>.c. Catalog status: EXACT, from source.
 *
 * ViEqui writes the atomic test-and-set as two plain accesses (read lock, write 1), so mutual
 * exclusion breaks and the assertion c == 1 fails. Each thread runs L rounds of: test-and-set
 * (cond := lock; lock := 1), retried at most L times while cond == 1; then, if cond != lock (a
 * fresh read) the lock is taken: c := c + 1; assert c == 1; c := c - 1; lock := 0; otherwise the
 * round is given up. main writes lock and c, creates the threads and never joins.
 *
 * Parameters: N = number of threads (threads: N, plus main); L = loop bound (ViEqui: 50).
 * The paper's numbers are executions up to the first violation (exploration order decides them).
 */
#include <assert.h>
#include <pthread.h>

#ifndef N
#define N 2
#endif
#ifndef L
#define L 2
#endif

int lock = 0, c = 0;

void *thr(void *arg) {
    for (int k = 0; k < L; k++) {
        int cond = lock;
        lock = 1;
        for (int j = 0; j < L; j++) {
            if (cond != 1) {
                break;
            }
            cond = lock;
            lock = 1;
        }
        if (cond != lock) {
            c = c + 1;
            assert(c == 1);
            c = c - 1;
            lock = 0;
        }
    }
    return 0;
}

int main(void) {
    pthread_t t[N];
    lock = 0;
    c = 0;
    for (int i = 0; i < N; i++) {
        pthread_create(&t[i], 0, thr, 0);
    }
    return 0;
}
