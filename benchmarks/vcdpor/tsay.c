/*
 * V30 Tsay: tsay (VC-DPOR Table 3). Tsay's two-process algorithm (1998, a refinement of
 * Peterson's) in the early-exit style of the VC-DPOR mutual-exclusion benchmarks. The authors'
 * program is unpublished. Catalog status: APPROX.
 *
 * Process i runs N rounds of: flag_i := 1; turn := i; if flag_j == 1 && turn == i (C
 * short-circuit) give up (the original waits); critical section (empty); flag_i := 0;
 * turn := i (Tsay's exit step, which releases a waiting partner). main creates P0, then P1,
 * and joins both.
 *
 * Parameter: N = rounds per process (threads: 2, plus main). Table 5: 3 variables.
 * Simple Peterson-like encodings the catalog tried give at most ~1000 at N = 2 (the paper:
 * 7469).
 */
#include <pthread.h>

#ifndef N
#define N 2
#endif

int flag[2], turn;

static void *process(int i) {
    int j = 1 - i;
    for (int k = 0; k < N; k++) {
        flag[i] = 1;
        turn = i;
        if (flag[j] == 1 && turn == i) {
            return 0;
        }
        /* critical section: empty */
        flag[i] = 0;
        turn = i;
    }
    return 0;
}

void *p0(void *arg) { return process(0); }
void *p1(void *arg) { return process(1); }

int main(void) {
    pthread_t a, b;
    pthread_create(&a, 0, p0, 0);
    pthread_create(&b, 0, p1, 0);
    pthread_join(a, 0);
    pthread_join(b, 0);
    return 0;
}
