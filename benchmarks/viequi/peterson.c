/*
 * E07 peterson, Tracer style: petrson(L) (ViEqui Table II). Tracer/CDSChecker style, as in
 * ViEqui's peterson_conf_<L>.cc (not VC-DPOR's peterson, vcdpor/peterson.c, V25).
 * Catalog status: EXACT, from source.
 *
 * P1 runs L rounds of: flag1 := 1; turn := 1; read flag2 and turn (both always read, then
 * combined); give up if flag2 == 1 && turn == 1; cs := 2; read cs (the assertion cs == 2);
 * flag1 := 0. P2 is symmetric with flag2, turn := 0, giving up if flag1 == 1 && turn == 0, and
 * cs := 1. main creates P1, then P2, and joins both.
 *
 * Parameter: L = rounds per thread (threads: 2, plus main).
 * Counts: Source 14, 310, 6360, 132104, 2782162 for L = 1..5; view classes 12, 121, 1144, 10645
 * for L = 1..4 (research notes' brute force; ViEqui's cells fit 6L + 1).
 */
#include <assert.h>
#include <pthread.h>
#include <stdatomic.h>

#ifndef L
#define L 2
#endif

atomic_int flag1, flag2, turn, cs, unused;

void *p1(void *arg) {
    for (int k = 0; k < L; k++) {
        atomic_store(&flag1, 1);
        atomic_store(&turn, 1);
        int f = atomic_load(&flag2);
        int t = atomic_load(&turn);
        if (f == 1 && t == 1) {
            return 0;
        }
        atomic_store(&cs, 2);
        assert(atomic_load(&cs) == 2);
        atomic_store(&flag1, 0);
    }
    return 0;
}

void *p2(void *arg) {
    for (int k = 0; k < L; k++) {
        atomic_store(&flag2, 1);
        atomic_store(&turn, 0);
        int f = atomic_load(&flag1);
        int t = atomic_load(&turn);
        if (f == 1 && t == 0) {
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
