/*
 * E05 co10: co10(N) (ViEqui Table II). SWSC/Tracer ("N weak traces"), as in ViEqui's
 * SWSC-co10_conf_<N>.c. Catalog status: EXACT, from source.
 *
 * N writers store their id (0..N-1, read from main's argument array) into v; main joins them
 * and reads v.
 *
 * Parameter: N = number of writers (threads: N, plus main).
 * Closed forms: Mazurkiewicz N!; observers = reads-from = view = N (who writes last).
 */
#include <pthread.h>
#include <stdatomic.h>

#ifndef N
#define N 3
#endif

atomic_int v;

void *writer(void *arg) {
    atomic_store(&v, *(int *)arg);
    return 0;
}

int main(void) {
    pthread_t w[N];
    int arg[N];
    for (int i = 0; i < N; i++) {
        arg[i] = i;
    }
    for (int i = 0; i < N; i++) {
        pthread_create(&w[i], 0, writer, &arg[i]);
    }
    for (int i = 0; i < N; i++) {
        pthread_join(w[i], 0);
    }
    return atomic_load(&v);
}
