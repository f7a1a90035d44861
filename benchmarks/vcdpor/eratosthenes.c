/*
 * V34 eratosthenes: eratosthenes (VC-DPOR Table 4). Two threads compute the sieve of
 * Eratosthenes on a shared array (Table 5: 25 LOC, U variables, 0 locks, 2 threads). The
 * authors' program is unpublished. Catalog status: APPROX.
 *
 * The nearest public relative (GenMC's synthetic eratosthenes): flags for the numbers
 * 2..N+1, all 0; both threads run the same sieve: for each number i in order, if its flag is 0,
 * set it to 1 (prime) and mark every multiple (flag := 2). main creates both and joins both.
 *
 * Parameter: N = number of flags (threads: 2, plus main).
 * Counts: 136 / 398 Mazurkiewicz traces at N = 4 / 5, far below the paper's (1527736 Source at
 * its parameter 5), so the paper's parameter means something else (a larger array or more loop
 * iterations per unit).
 */
#include <pthread.h>
#include <stdatomic.h>

#ifndef N
#define N 4
#endif
#define FIRST 2

atomic_int flag[N + FIRST];

void *sieve(void *arg) {
    for (int i = FIRST; i < N + FIRST; i++) {
        if (atomic_load(&flag[i]) == 0) {
            atomic_store(&flag[i], 1);
            for (int m = 2 * i; m < N + FIRST; m += i) {
                atomic_store(&flag[m], 2);
            }
        }
    }
    return 0;
}

int main(void) {
    pthread_t a, b;
    pthread_create(&a, 0, sieve, 0);
    pthread_create(&b, 0, sieve, 0);
    pthread_join(a, 0);
    pthread_join(b, 0);
    return 0;
}
