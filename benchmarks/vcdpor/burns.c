/*
 * V28 Burns-Lynch: burns and burns3 (VC-DPOR Table 3). Burns and Lynch's one-bit mutual
 * exclusion algorithm in the early-exit style of the VC-DPOR mutual-exclusion benchmarks. The
 * authors' program is unpublished. Catalog status: APPROX (ViEqui's burns is
 * viequi/burns.c, E09).
 *
 * Process i runs N rounds of: flag_i := 0; give up if some lower process h < i has its flag
 * set; flag_i := 1; give up if some lower process has its flag set (re-check); give up if some
 * higher process has its flag set (the original waits for it to drop); critical section
 * (cs := i; read cs, the assertion); flag_i := 0. Process 0 thus raises its flag and checks the
 * others; process 1 lowers its flag, checks process 0, raises its flag and re-checks, as the
 * paper's description says. main creates the processes in order and joins them.
 *
 * Parameters: N = rounds per process; P = number of processes (2 for burns, 3 for burns3).
 * Threads: P, plus main. Table 5: 3 variables (burns), 4 (burns3).
 * The Tracer-style burns (E09) gives 16 / 303 / 5772 / 114885 for N = 1..4 (the paper's burns:
 * 140380 at N = 4).
 */
#include <pthread.h>

#ifndef N
#define N 2
#endif
#ifndef P
#define P 2
#endif

int flag[P], cs;

void *process(void *arg) {
    int i = (int)(long)arg;
    for (int k = 0; k < N; k++) {
        flag[i] = 0;
        for (int h = 0; h < i; h++) {
            if (flag[h]) {
                return 0;
            }
        }
        flag[i] = 1;
        for (int h = 0; h < i; h++) {
            if (flag[h]) {
                return 0;
            }
        }
        for (int h = i + 1; h < P; h++) {
            if (flag[h]) {
                return 0;
            }
        }
        cs = i;
        (void)(cs == i);
        flag[i] = 0;
    }
    return 0;
}

int main(void) {
    pthread_t t[P];
    for (int i = 0; i < P; i++) {
        pthread_create(&t[i], 0, process, (void *)(long)i);
    }
    for (int i = 0; i < P; i++) {
        pthread_join(t[i], 0);
    }
    return 0;
}
