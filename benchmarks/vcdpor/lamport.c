/*
 * V29 Lamport's fast mutual exclusion: limport / lampport (VC-DPOR Table 3; the paper spells it
 * both ways). Lamport's fast mutex (1987) in the early-exit style of the VC-DPOR
 * mutual-exclusion benchmarks. The authors' program is unpublished. Catalog status: APPROX.
 *
 * Process i (ids 1 and 2; 0 means "nobody") runs N rounds of: b_i := 1; x := i; if y != 0
 * { b_i := 0; give up } (the original waits for y == 0 and restarts); y := i; if x != i
 * { b_i := 0; give up if the other's b is set (the original waits for it to drop); if y != i
 * give up (the original waits for y == 0 and restarts) }; critical section (cs := i; read cs,
 * the assertion); y := 0; b_i := 0. main creates P1, then P2, and joins both.
 *
 * Parameter: N = rounds per process (threads: 2, plus main). Table 5: 5 variables (x, y, b[2],
 * cs). Simple early-exit encodings the catalog tried give 26 / 374 or 32 / 528 at N = 1 / 2
 * (the paper: 3940 at N = 2).
 */
#include <pthread.h>

#ifndef N
#define N 2
#endif

int x, y, b[3], cs;

void *process(void *arg) {
    int i = (int)(long)arg;
    int j = 3 - i;
    for (int k = 0; k < N; k++) {
        b[i] = 1;
        x = i;
        if (y != 0) {
            b[i] = 0;
            return 0;
        }
        y = i;
        if (x != i) {
            b[i] = 0;
            if (b[j]) {
                return 0;
            }
            if (y != i) {
                return 0;
            }
        }
        cs = i;
        (void)(cs == i);
        y = 0;
        b[i] = 0;
    }
    return 0;
}

int main(void) {
    pthread_t a, c;
    pthread_create(&a, 0, process, (void *)1L);
    pthread_create(&c, 0, process, (void *)2L);
    pthread_join(a, 0);
    pthread_join(c, 0);
    return 0;
}
