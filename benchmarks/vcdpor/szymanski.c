/*
 * V26 Szymanski, early-exit style: szymanski (VC-DPOR Table 3), szymnski (ViEqui Table II; the
 * catalog's E08 is this program). Tracer/CDSChecker-style two-thread Szymanski as shipped with
 * ViEqui (szymanski_conf_<L>.cc). Catalog status: EXACT, validated.
 *
 * Each process runs N rounds of Szymanski's protocol; wherever the protocol would wait, the
 * thread gives up and returns. P1: flag1 := 1; exit if flag2 >= 3; flag1 := 3; if flag2 == 1
 * { flag1 := 2; exit unless flag2 == 4 }; flag1 := 4; exit if flag2 >= 2; critical section
 * (cs := 0; read cs: the assertion cs <= 0); exit if flag2 is 2 or 3; flag1 := 0. P2 is
 * symmetric with the flags swapped, writing 1 into cs and checking cs >= 1. main creates P1,
 * then P2, and joins both.
 *
 * Parameter: N = L = rounds per thread (threads: 2, plus main).
 * Counts: Source 103 / 1991 / 27951 / 396583 for N = 1..4; view classes 102, 1461, 14522,
 * 137881 for N = 1..4 (research notes' brute force).
 */
#include <assert.h>
#include <pthread.h>
#include <stdatomic.h>

#ifndef N
#define N 2
#endif

atomic_int flag1, flag2, cs;

void *p1(void *arg) {
    for (int k = 0; k < N; k++) {
        atomic_store(&flag1, 1);
        if (atomic_load(&flag2) >= 3) {
            return 0;
        }
        atomic_store(&flag1, 3);
        if (atomic_load(&flag2) == 1) {
            atomic_store(&flag1, 2);
            if (atomic_load(&flag2) != 4) {
                return 0;
            }
        }
        atomic_store(&flag1, 4);
        if (atomic_load(&flag2) >= 2) {
            return 0;
        }
        atomic_store(&cs, 0);
        assert(atomic_load(&cs) <= 0);
        int f = atomic_load(&flag2);
        if (f == 2 || f == 3) {
            return 0;
        }
        atomic_store(&flag1, 0);
    }
    return 0;
}

void *p2(void *arg) {
    for (int k = 0; k < N; k++) {
        atomic_store(&flag2, 1);
        if (atomic_load(&flag1) >= 3) {
            return 0;
        }
        atomic_store(&flag2, 3);
        if (atomic_load(&flag1) == 1) {
            atomic_store(&flag2, 2);
            if (atomic_load(&flag1) != 4) {
                return 0;
            }
        }
        atomic_store(&flag2, 4);
        if (atomic_load(&flag1) >= 2) {
            return 0;
        }
        atomic_store(&cs, 1);
        assert(atomic_load(&cs) >= 1);
        int f = atomic_load(&flag1);
        if (f == 2 || f == 3) {
            return 0;
        }
        atomic_store(&flag2, 0);
    }
    return 0;
}

int main(void) {
    pthread_t a, b;
    atomic_init(&flag1, 0);
    atomic_init(&flag2, 0);
    atomic_init(&cs, 0);
    pthread_create(&a, 0, p1, 0);
    pthread_create(&b, 0, p2, 0);
    pthread_join(a, 0);
    pthread_join(b, 0);
    return 0;
}
