/*
 * N11 fib_bench, observers version (classic Nidhugg family, from Aronis et al., TACAS'18).
 * Catalog status: EXACT, validated. (The SV-COMP version with VC-DPOR's modulo variants and
 * QPOR's mutexes is vcdpor/fib_bench.c, family V19.)
 *
 * i = j = 1. T1 does N times i := i + j, T2 does N times j := j + i, each with explicit loads,
 * left operand first. main computes fib(2 + 2N) locally and checks i and j against it before
 * any join (the comparison on i always holds, so j is read too); it never joins.
 *
 * Parameter: N = iterations per thread (threads: 2, plus main).
 * Counts: Source = observers = reads-from = 11, 140, 1698, 19605, 218243, 2364418 for N = 1..6.
 */
#include <assert.h>
#include <pthread.h>
#include <stdatomic.h>

#ifndef N
#define N 2
#endif

atomic_int i = 1, j = 1;

void *t1(void *arg) {
    for (int k = 0; k < N; k++) {
        int a = atomic_load(&i);
        int b = atomic_load(&j);
        atomic_store(&i, a + b);
    }
    return 0;
}

void *t2(void *arg) {
    for (int k = 0; k < N; k++) {
        int a = atomic_load(&j);
        int b = atomic_load(&i);
        atomic_store(&j, a + b);
    }
    return 0;
}

static int fib(int n) {
    int a = 0, b = 1;
    for (int k = 0; k < n; k++) {
        int c = a + b;
        a = b;
        b = c;
    }
    return a;
}

int main(void) {
    pthread_t a, b;
    pthread_create(&a, 0, t1, 0);
    pthread_create(&b, 0, t2, 0);
    int correct = fib(2 + 2 * N);
    assert(atomic_load(&i) <= correct && atomic_load(&j) <= correct);
    return 0;
}
