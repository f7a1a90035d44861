/*
 * N12 opt_lock (classic Nidhugg family, from the DC-DPOR paper); also V37 opt_lock of VC-DPOR
 * Table 4 (vcdpor/opt_lock.c includes this file with T = 3).
 * Catalog status: EXACT, validated.
 *
 * An optimistic lock: T threads each try up to N times to claim x (write its id, write y := 1,
 * read x back); a thread that sees its own id reads y and stops. main never joins.
 *
 * Parameters: N = attempts per thread; T = number of threads (default 2, as Nidhugg's file;
 * threads: T, plus main).
 * Counts (T = 2): Source 42 / 126, observers 26 / 42, reads-from 19 / 31 at N = 2 / 3;
 * observers 16N - 6 and reads-from 12N - 5 for larger N.
 * Counts (T = 3): Source 69252 and observers 11982 at N = 2; observers 416850 at N = 3;
 * reads-from 3103 / 87451 at N = 2 / 3.
 */
#include <pthread.h>
#include <stdatomic.h>

#ifndef N
#define N 2
#endif
#ifndef T
#define T 2
#endif

atomic_int x, y;

void *worker(void *arg) {
    int id = (int)(long)arg;
    for (int k = 0; k < N; k++) {
        atomic_store(&x, id);
        atomic_store(&y, 1);
        if (atomic_load(&x) == id) {
            int seen = atomic_load(&y);
            (void)seen;
            break;
        }
    }
    return 0;
}

int main(void) {
    pthread_t t[T];
    for (int id = 0; id < T; id++) {
        pthread_create(&t[id], 0, worker, (void *)(long)id);
    }
    return 0;
}
