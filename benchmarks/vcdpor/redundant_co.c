/*
 * V35 redundant_co, VC-DPOR version: redundant_co (VC-DPOR Table 4). "Three threads, two of
 * which repeatedly write to a variable and one reads from it" (the paper's text; its Table 5
 * says 2 threads). The authors' program is unpublished. Catalog status: APPROX (the public
 * program is classic/redundant_co.c, E03/N07).
 *
 * The catalog's fits suggest 4N writes in total and three reads that can each observe any write
 * or the initial value (VC = 4N + 3, DC = (4N + 1)^3). Reconstruction: A writes 1 into x 2N
 * times, B writes 2 into x 2N times, C reads x three times. main creates A, B, C and never
 * joins.
 *
 * Parameter: N = the loop bound (threads: 3, plus main).
 */
#include <pthread.h>
#include <stdatomic.h>

#ifndef N
#define N 1
#endif

atomic_int x;

void *write1(void *arg) {
    for (int i = 0; i < 2 * N; i++) {
        atomic_store(&x, 1);
    }
    return 0;
}

void *write2(void *arg) {
    for (int i = 0; i < 2 * N; i++) {
        atomic_store(&x, 2);
    }
    return 0;
}

void *read3(void *arg) {
    int a = atomic_load(&x);
    int b = atomic_load(&x);
    int c = atomic_load(&x);
    (void)a;
    (void)b;
    (void)c;
    return 0;
}

int main(void) {
    pthread_t a, b, c;
    pthread_create(&a, 0, write1, 0);
    pthread_create(&b, 0, write2, 0);
    pthread_create(&c, 0, read3, 0);
    return 0;
}
