/*
 * E06 alpha2: alpha2(N) (ViEqui Table II). SWSC/Tracer ("N^2 + N + 1 weak traces"), as in
 * ViEqui's alpha2_conf_<N>.c. Catalog status: EXACT, from source.
 *
 * v starts at 1. N writers store their id (0..N-1, read from main's argument array) into v; the
 * last thread stores N into v and reads v twice. main creates the writers, then that thread,
 * and joins the writers, then it.
 *
 * Parameter: N = number of writers (threads: N + 1, plus main).
 * Closed forms: reads-from = view = N^2 + N + 1.
 */
#include <pthread.h>
#include <stdatomic.h>

#ifndef N
#define N 3
#endif

atomic_int v = 1;

void *writer(void *arg) {
    atomic_store(&v, *(int *)arg);
    return 0;
}

void *reader(void *arg) {
    atomic_store(&v, N);
    int a = atomic_load(&v);
    int b = atomic_load(&v);
    (void)a;
    (void)b;
    return 0;
}

int main(void) {
    pthread_t w[N], r;
    int arg[N];
    for (int i = 0; i < N; i++) {
        arg[i] = i;
    }
    for (int i = 0; i < N; i++) {
        pthread_create(&w[i], 0, writer, &arg[i]);
    }
    pthread_create(&r, 0, reader, 0);
    for (int i = 0; i < N; i++) {
        pthread_join(w[i], 0);
    }
    pthread_join(r, 0);
    return 0;
}
