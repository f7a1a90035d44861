/*
 * V27 Dekker: dekker (VC-DPOR Table 3). Dekker's algorithm in the early-exit style of the
 * VC-DPOR mutual-exclusion benchmarks (V25, V26). The authors' program is unpublished.
 * Catalog status: APPROX (ViEqui's simplified dekker is viequi/dekker_simple.c, E10).
 *
 * Knuth's (1966) form: want flags and a turn. Each process i runs N rounds of: want_i := 1; if
 * want_j is set: if turn != i, withdraw (want_i := 0), give up unless turn == i by now, raise
 * want_i again and give up if want_j is still set; if turn == i, give up (the original would spin
 * on want_j). Then the critical section (cs := i; read cs, the assertion cs == i), turn := j,
 * want_i := 0. Wherever the protocol would wait, the thread gives up and returns. main creates
 * P0, then P1, and joins both.
 *
 * Parameter: N = rounds per thread (threads: 2, plus main). Table 5: 4 variables.
 * Other encodings the catalog tried give 12 / 230 / 4348, 18 / 609 / 18619 or (the public
 * SATCheck/Tracer Dekker) 12, 241, 4590 for N = 1..3; the paper has 435245 at N = 5.
 */
#include <pthread.h>

#ifndef N
#define N 2
#endif

int want[2], turn, cs;

static void *process(int i) {
    int j = 1 - i;
    for (int k = 0; k < N; k++) {
        want[i] = 1;
        if (want[j]) {
            if (turn != i) {
                want[i] = 0;
                if (turn != i) {
                    return 0;
                }
                want[i] = 1;
                if (want[j]) {
                    return 0;
                }
            } else {
                return 0;
            }
        }
        cs = i;
        (void)(cs == i);
        turn = j;
        want[i] = 0;
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
