/*
 * V11 pthread-demo-datarace: pthread-de (VC-DPOR Table 1). From SV-COMP
 * pthread-C-DAC/pthread-demo-datarace-2 (the racy variant). Catalog status: APPROX (the paper's
 * version is unknown; the counts show unprotected accesses and a thread count growing with N).
 *
 * The thread runs N iterations of { j := myglobal; j := j + 1; myglobal := j } and main, after
 * creating it, runs N iterations of myglobal := myglobal + 1; main then reads myglobal (the
 * assertion as a plain read) and joins. The read comes before the join here, unlike the
 * original, because that is the candidate whose counts the catalog lists (with the join first
 * the counts are 34, 328, 3334 for N = 2..4). The banners and printf calls are dropped (output
 * is not an event in jsmc).
 *
 * Parameter: N = iterations per thread (threads: 1, plus main).
 * This is the catalog's rejected candidate: 54, 532, 5470, 57684, 618604 Mazurkiewicz traces
 * for N = 2..6 (about 6.7 M at N = 7 against the paper's 4.0 M).
 */
#include <pthread.h>

#ifndef N
#define N 3
#endif

int myglobal;

void *thread_function(void *arg) {
    for (int i = 0; i < N; i++) {
        int j = myglobal;
        j = j + 1;
        myglobal = j;
    }
    return 0;
}

int main(void) {
    pthread_t t;
    myglobal = 0;
    pthread_create(&t, 0, thread_function, 0);
    for (int i = 0; i < N; i++) {
        myglobal = myglobal + 1;
    }
    (void)(myglobal == 2 * N);
    pthread_join(t, 0);
    return 0;
}
