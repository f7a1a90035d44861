/*
 * N02 readers (classic Nidhugg family, adapted from RCMC).
 * Catalog status: EXACT, validated.
 *
 * One writer stores 42 into x; N readers each read their argument slot (written by main before
 * any thread exists) and then x.
 *
 * Parameter: N = number of reader threads (threads: N + 1, plus main). main creates the writer,
 * then the readers, and joins all.
 * Closed form: 2^N classes for every equivalence from Mazurkiewicz down to reads-from.
 */
#include <pthread.h>
#include <stdatomic.h>

#ifndef N
#define N 4
#endif

atomic_int x;
atomic_int idx[N + 1];

void *writer(void *arg) {
    atomic_store(&x, 42);
    return 0;
}

void *reader(void *arg) {
    int me = atomic_load((atomic_int *)arg);
    int seen = atomic_load(&x);
    (void)me;
    (void)seen;
    return 0;
}

int main(void) {
    pthread_t t[N + 1];
    for (int i = 0; i <= N; i++) {
        atomic_init(&idx[i], i);
    }
    pthread_create(&t[0], 0, writer, 0);
    for (int i = 1; i <= N; i++) {
        pthread_create(&t[i], 0, reader, &idx[i - 1]);
    }
    for (int i = 0; i <= N; i++) {
        pthread_join(t[i], 0);
    }
    return 0;
}
