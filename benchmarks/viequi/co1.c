/*
 * E04 co1: co1(N) (ViEqui Table II). SWSC/Tracer ("N^3 + 2N weak traces"), as in ViEqui's
 * SWSC-co1_conf_<N>.c. Catalog status: EXACT, from source.
 *
 * N writers store their id (0..N-1, read from main's argument array; writer 0 stores the
 * initial value) into v; a reader reads v twice. main creates the writers, then the reader,
 * joins the writers, then the reader, and reads v.
 *
 * Parameter: N = number of writers (threads: N + 1, plus main).
 * Closed forms: reads-from N^3 + 2N (the source's comment); view N^3 - N^2 + 2N - 1 (1, 7, 23,
 * 55, 109 for N = 1..5; research notes' brute force). ViEqui's cells fit N^3 - 2N^2 + 2N.
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

void *reader(void *arg) {
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
    return atomic_load(&v);
}
