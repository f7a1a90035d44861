/*
 * E09 burns, Tracer style: burns(L) (ViEqui Table II). Tracer/CDSChecker style, as in ViEqui's
 * burns_conf_<L>.cc. Catalog status: EXACT, validated for L <= 4. (vcdpor/burns.c, V28, is the
 * same protocol generalised to P processes, with the assertion as plain reads.)
 *
 * P1 runs L rounds of: flag1 := 0; flag1 := 1; give up if flag2 == 1; cs := 0; read cs (the
 * assertion cs == 0); flag1 := 0. P2 runs L rounds of: flag2 := 0; give up if flag1 == 1;
 * flag2 := 1; give up if flag1 == 1; cs := 1; read cs (the assertion cs == 1); flag2 := 0.
 * main creates P1, then P2, and joins both.
 *
 * Parameter: L = rounds per thread (threads: 2, plus main).
 * Counts: Source 16, 303, 5772, 114885 for L = 1..4; view classes 2L^2 + 2L + 1 (research
 * notes; ViEqui's cells fit (L+1)^2).
 */
#include <assert.h>
#include <pthread.h>
#include <stdatomic.h>

#ifndef L
#define L 2
#endif

atomic_int flag1, flag2, cs;

void *p1(void *arg) {
    for (int k = 0; k < L; k++) {
        atomic_store(&flag1, 0);
        atomic_store(&flag1, 1);
        if (atomic_load(&flag2) == 1) {
            return 0;
        }
        atomic_store(&cs, 0);
        assert(atomic_load(&cs) == 0);
        atomic_store(&flag1, 0);
    }
    return 0;
}

void *p2(void *arg) {
    for (int k = 0; k < L; k++) {
        atomic_store(&flag2, 0);
        if (atomic_load(&flag1) == 1) {
            return 0;
        }
        atomic_store(&flag2, 1);
        if (atomic_load(&flag1) == 1) {
            return 0;
        }
        atomic_store(&cs, 1);
        assert(atomic_load(&cs) == 1);
        atomic_store(&flag2, 0);
    }
    return 0;
}

int main(void) {
    pthread_t a, b;
    pthread_create(&a, 0, p1, 0);
    pthread_create(&b, 0, p2, 0);
    pthread_join(a, 0);
    pthread_join(b, 0);
    return 0;
}
