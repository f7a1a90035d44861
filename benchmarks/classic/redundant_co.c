/*
 * N07 redundant_co, also E03 rd-co (ViEqui Table II). Public Tracer/SWSC program inspired by
 * Fig. 5 of the DC-DPOR paper. Catalog status: EXACT, validated.
 *
 * A writes 1 into x N times, B writes 2 into x N times, C reads x twice. main creates A, B, C
 * and never joins.
 *
 * Parameter: N = writes per writer thread (threads: 3, plus main).
 * Closed forms: reads-from 3N^2 + 3N + 1; view 7 (every value pair except (1,0) and (2,0));
 * observers 11, 55, 181, 461 for N = 1..4 and 12431 at N = 10; Mazurkiewicz 90 at N = 2.
 */
#include <pthread.h>
#include <stdatomic.h>

#ifndef N
#define N 2
#endif

atomic_int x;

void *write1(void *arg) {
    for (int i = 0; i < N; i++) {
        atomic_store(&x, 1);
    }
    return 0;
}

void *write2(void *arg) {
    for (int i = 0; i < N; i++) {
        atomic_store(&x, 2);
    }
    return 0;
}

void *read2(void *arg) {
    int a = atomic_load(&x);
    int b = atomic_load(&x);
    (void)a;
    (void)b;
    return 0;
}

int main(void) {
    pthread_t a, b, c;
    pthread_create(&a, 0, write1, 0);
    pthread_create(&b, 0, write2, 0);
    pthread_create(&c, 0, read2, 0);
    return 0;
}
