/*
 * V31 Peterson-Fischer: peter_fisch (VC-DPOR Table 3). A Peterson-Fischer style two-process
 * algorithm (1977: each process writes only its own variable, ties broken by comparing the two
 * values) in the early-exit style of the VC-DPOR mutual-exclusion benchmarks. The authors'
 * program is unpublished. Catalog status: APPROX.
 *
 * Each process picks a value in {1, 2} from the other's: P0 sets q0 := q1 == 0 ? 1 : q1 and may
 * enter when q1 == 0 or q1 != q0; P1 sets q1 := q0 == 0 ? 1 : 3 - q0 and may enter when
 * q0 == 0 or q0 == q1 (each condition reads the other's variable once per operand, with C's
 * short-circuit). Where it may not enter it gives up and returns. Critical section (cs := i;
 * read cs, the assertion); then it clears its variable. N rounds per process; main creates P0,
 * then P1, and joins both.
 *
 * Parameter: N = rounds per process (threads: 2, plus main). Table 5: 3 variables.
 */
#include <pthread.h>

#ifndef N
#define N 2
#endif

int q0, q1, cs;

void *p0(void *arg) {
    for (int k = 0; k < N; k++) {
        q0 = q1 == 0 ? 1 : q1;
        int mine = q0;
        if (!(q1 == 0 || q1 != mine)) {
            return 0;
        }
        cs = 0;
        (void)(cs == 0);
        q0 = 0;
    }
    return 0;
}

void *p1(void *arg) {
    for (int k = 0; k < N; k++) {
        q1 = q0 == 0 ? 1 : 3 - q0;
        int mine = q1;
        if (!(q0 == 0 || q0 == mine)) {
            return 0;
        }
        cs = 1;
        (void)(cs == 1);
        q1 = 0;
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
