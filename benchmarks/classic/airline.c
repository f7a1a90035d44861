/*
 * N04 airline (classic Nidhugg family, from the MCR benchmarks).
 * Catalog status: EXACT, validated.
 *
 * N sellers sell tickets: each reads stop; if it is 0, reads sold and either sets stop (when
 * Max tickets are sold) or stores sold + 1. Max = N - max(1, N / 10). main joins all sellers and
 * reads sold.
 *
 * Parameter: N = number of seller threads (threads: N, plus main).
 * Closed forms: Mazurkiewicz (N!)^2; reads-from N^N for N >= 2; observers 1, 4, 33, 460, 9745,
 * 291546 for N = 1..6 (no closed form).
 */
#include <pthread.h>
#include <stdatomic.h>

#ifndef N
#define N 3
#endif
#define TENTH (N / 10 > 1 ? N / 10 : 1)
#define MAXSOLD (N - TENTH)

atomic_int sold, stop, tickets;

void *seller(void *arg) {
    if (atomic_load(&stop) == 0) {
        int s = atomic_load(&sold);
        if (s >= MAXSOLD) {
            atomic_store(&stop, 1);
        } else {
            atomic_store(&sold, s + 1);
        }
    }
    return 0;
}

int main(void) {
    pthread_t t[N];
    atomic_init(&sold, 0);
    atomic_init(&stop, 0);
    atomic_init(&tickets, N);
    for (int i = 0; i < N; i++) {
        pthread_create(&t[i], 0, seller, 0);
    }
    for (int i = 0; i < N; i++) {
        pthread_join(t[i], 0);
    }
    return atomic_load(&sold);
}
