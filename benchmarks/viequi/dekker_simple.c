/*
 * E10 dekker, simplified: dekker(L) (ViEqui Table II). Tracer/CDSChecker style "simple Dekker"
 * without a turn variable, as in ViEqui's dekker_simple_conf_<L>.cc (not VC-DPOR's dekker,
 * vcdpor/dekker.c, V27). Catalog status: EXACT, validated.
 *
 * P0 runs L rounds of: x := 1; give up unless y == 0; cs := 2; read cs (the assertion cs == 2);
 * x := 0. P1 runs L rounds of: y := 1; give up unless x == 0; cs := 1; read cs (the assertion
 * cs == 1); y := 0. main creates P0, then P1, and joins both.
 *
 * Parameter: L = rounds per thread (threads: 2, plus main).
 * Counts: Source 739021 at L = 10; view classes (L+1)^2 (research notes; ViEqui's cells fit
 * 2L + 1).
 */
#include <assert.h>
#include <pthread.h>
#include <stdatomic.h>

#ifndef L
#define L 2
#endif

atomic_int x, y, cs, unused;

void *p0(void *arg) {
    for (int k = 0; k < L; k++) {
        atomic_store(&x, 1);
        if (atomic_load(&y) != 0) {
            return 0;
        }
        atomic_store(&cs, 2);
        assert(atomic_load(&cs) == 2);
        atomic_store(&x, 0);
    }
    return 0;
}

void *p1(void *arg) {
    for (int k = 0; k < L; k++) {
        atomic_store(&y, 1);
        if (atomic_load(&x) != 0) {
            return 0;
        }
        atomic_store(&cs, 1);
        assert(atomic_load(&cs) == 1);
        atomic_store(&y, 0);
    }
    return 0;
}

int main(void) {
    pthread_t a, b;
    pthread_create(&a, 0, p0, 0);
    pthread_create(&b, 0, p1, 0);
    pthread_join(a, 0);
    pthread_join(b, 0);
    return 0;
}
