/*
 * N08 floating_read (classic Nidhugg family, from Aronis et al., TACAS'18); also V36 float_read
 * of VC-DPOR Table 4 (vcdpor/float_read.c includes this file with FIRST = 0).
 * Catalog status: EXACT, validated.
 *
 * N writers store their value into x; main reads x before joining them (the "floating" read),
 * then joins all.
 *
 * Parameters: N = number of writer threads (threads: N, plus main). FIRST = the value of the
 * first writer (default 1: writers store 1..N as in Nidhugg; VC-DPOR's version fits 0..N-1).
 * Closed forms: Mazurkiewicz (N+1)!; observers N * 2^(N-1) + 1; reads-from N + 1; view N + 1
 * for FIRST = 1 and N for FIRST = 0 (one writer stores the initial value).
 */
#include <assert.h>
#include <pthread.h>
#include <stdatomic.h>

#ifndef N
#define N 4
#endif
#ifndef FIRST
#define FIRST 1
#endif

_Atomic long x;

void *writer(void *arg) {
    atomic_store(&x, (long)arg);
    return 0;
}

int main(void) {
    pthread_t t[N];
    for (int i = 0; i < N; i++) {
        pthread_create(&t[i], 0, writer, (void *)(long)(FIRST + i));
    }
    assert(atomic_load(&x) < N + 1);
    for (int i = 0; i < N; i++) {
        pthread_join(t[i], 0);
    }
    return 0;
}
