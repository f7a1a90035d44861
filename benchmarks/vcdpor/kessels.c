/*
 * V32 Kessels: kessels (VC-DPOR Table 3). Kessels' two-process arbitration without common
 * modifiable variables (1982) in the early-exit style of the VC-DPOR mutual-exclusion
 * benchmarks. The authors' program is unpublished. Catalog status: APPROX.
 *
 * Each process writes only its own flag b_i and turn bit t_i. P0: b0 := 1; t0 := t1; may enter
 * when b1 == 0 || t0 != t1. P1: b1 := 1; t1 := 1 - t0; may enter when b0 == 0 || t1 == t0.
 * Where the original waits, the thread gives up and returns. Critical section empty; exit
 * b_i := 0. N rounds per process; main creates P0, then P1, and joins both.
 *
 * Parameter: N = rounds per process (threads: 2, plus main). Table 5: 3 variables (here 4:
 * b0, b1, t0, t1).
 */
#include <pthread.h>

#ifndef N
#define N 2
#endif

int b0, b1, t0, t1;

void *p0(void *arg) {
    for (int k = 0; k < N; k++) {
        b0 = 1;
        t0 = t1;
        if (!(b1 == 0 || t0 != t1)) {
            return 0;
        }
        /* critical section: empty */
        b0 = 0;
    }
    return 0;
}

void *p1(void *arg) {
    for (int k = 0; k < N; k++) {
        b1 = 1;
        t1 = 1 - t0;
        if (!(b0 == 0 || t1 == t0)) {
            return 0;
        }
        /* critical section: empty */
        b1 = 0;
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
