/*
 * V12 reorder: reorder_5 (VC-DPOR Table 1, RVF-SMC Table 1). From SV-COMP pthread/reorder_5.c.
 * Catalog status: EXACT, validated.
 *
 * N set threads each write a := 1, b := -1. One check thread evaluates
 * !((a == 0 && b == 0) || (a == 1 && b == -1)) directly on the globals, with C's short-circuit
 * re-reads (up to four reads: a, b, a, b); the bug report is dropped. main creates the set
 * threads, then the check thread, joins the set threads, then the check thread.
 *
 * Parameter: N = number of set threads (threads: N + 1, plus main).
 * Counts: Source 1755360 and observers 68206 at N = 5; reads-from 1540 at N = 9.
 */
#include <pthread.h>

#ifndef N
#define N 3
#endif

int a = 0, b = 0;

void *setter(void *arg) {
    a = 1;
    b = -1;
    return 0;
}

void *checker(void *arg) {
    if (!((a == 0 && b == 0) || (a == 1 && b == -1))) {
        /* the original reports a bug here; VC-DPOR and RVF-SMC drop the report */
    }
    return 0;
}

int main(void) {
    pthread_t s[N], c;
    for (int i = 0; i < N; i++) {
        pthread_create(&s[i], 0, setter, 0);
    }
    pthread_create(&c, 0, checker, 0);
    for (int i = 0; i < N; i++) {
        pthread_join(s[i], 0);
    }
    pthread_join(c, 0);
    return 0;
}
