/*
 * N09 lastwrite (classic Nidhugg family, from Aronis et al., TACAS'18).
 * Catalog status: EXACT, validated.
 *
 * N writers store their index into var; main joins all and returns var.
 *
 * Parameter: N = number of writer threads (threads: N, plus main).
 * Closed forms: Mazurkiewicz N!; observers = reads-from = view = N.
 */
#include <pthread.h>
#include <stdatomic.h>

#ifndef N
#define N 4
#endif

atomic_int var;

void *writer(void *arg) {
    atomic_store(&var, (int)(long)arg);
    return 0;
}

int main(void) {
    pthread_t t[N];
    for (int i = 0; i < N; i++) {
        pthread_create(&t[i], 0, writer, (void *)(long)(i + 1));
    }
    for (int i = 0; i < N; i++) {
        pthread_join(t[i], 0);
    }
    return atomic_load(&var);
}
