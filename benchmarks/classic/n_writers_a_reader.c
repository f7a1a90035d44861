/*
 * N10 n_writers_a_reader (classic Nidhugg family, from Tracer; a CDSChecker example).
 * Catalog status: EXACT, validated.
 *
 * N writers store 1 into x, one reader reads x. main creates the writers, then the reader, and
 * never joins.
 *
 * Parameter: N = number of writer threads (threads: N + 1, plus main).
 * Closed forms: Mazurkiewicz (N+1)!; observers N * 2^(N-1) + 1; reads-from N + 1; view 2.
 */
#include <pthread.h>
#include <stdatomic.h>

#ifndef N
#define N 3
#endif

atomic_int x;

void *writer(void *arg) {
    atomic_store(&x, 1);
    return 0;
}

void *reader(void *arg) {
    int v = atomic_load(&x);
    (void)v;
    return 0;
}

int main(void) {
    pthread_t t[N + 1];
    for (int i = 0; i < N; i++) {
        pthread_create(&t[i], 0, writer, 0);
    }
    pthread_create(&t[N], 0, reader, 0);
    return 0;
}
