/*
 * V25 Peterson, early-exit style: peterson (VC-DPOR Table 3). Peterson's two-process algorithm
 * written by the VC-DPOR authors in the Tracer/CDSChecker "early-exit" style.
 * Catalog status: EXACT, validated.
 *
 * Each process i runs N rounds of: flag_i := 1; turn := j; if flag_j == 1 && turn == j (C
 * short-circuit: turn is read only when the flag is 1) the thread gives up and returns; else an
 * empty critical section and flag_i := 0. main creates P0, then P1, and joins both.
 *
 * Parameter: N = rounds per thread (threads: 2, plus main).
 * Counts: Source 10 / 136 / 1686 / 21120 / 268706 / 3462008 for N = 1..6.
 */
#include <pthread.h>

#ifndef N
#define N 2
#endif

int flag0, flag1, turn;

void *p0(void *arg) {
    for (int k = 0; k < N; k++) {
        flag0 = 1;
        turn = 1;
        if (flag1 == 1 && turn == 1) {
            return 0;
        }
        /* critical section: empty */
        flag0 = 0;
    }
    return 0;
}

void *p1(void *arg) {
    for (int k = 0; k < N; k++) {
        flag1 = 1;
        turn = 0;
        if (flag0 == 1 && turn == 0) {
            return 0;
        }
        /* critical section: empty */
        flag1 = 0;
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
