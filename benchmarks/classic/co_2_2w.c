/*
 * N05 CO-2+2W (classic Nidhugg family, from Tracer).
 * Catalog status: EXACT, validated.
 *
 * N threads each write their id into v twice; main joins all and reads v.
 *
 * Parameter: N = number of threads (threads: N, plus main). Thread i reads its id from a global
 * argument array written before any thread exists (a read that adds no class).
 * Closed forms: Mazurkiewicz (2N)!/2^N; observers = reads-from = N.
 */
#include <assert.h>
#include <pthread.h>
#include <stdatomic.h>

#ifndef N
#define N 3
#endif

atomic_int v;
int arg[N];

void *writer(void *p) {
    int i = *(int *)p;
    atomic_store(&v, i);
    atomic_store(&v, i);
    return 0;
}

int main(void) {
    pthread_t t[N];
    for (int i = 0; i < N; i++) {
        arg[i] = i;
    }
    for (int i = 0; i < N; i++) {
        pthread_create(&t[i], 0, writer, &arg[i]);
    }
    for (int i = 0; i < N; i++) {
        pthread_join(t[i], 0);
    }
    assert(atomic_load(&v) != N);
    return 0;
}
