/*
 * V19 fib_bench (SV-COMP version): fib_bench_m of VC-DPOR Fig. 8 (no table row); fib-bench-true,
 * -false, -longer-*, -longest-* (QPOR Table 3). From SV-COMP pthread/fib_bench*.c.
 * Catalog status: EXACT, from source (DPU's lock version); APPROX (VC-DPOR's modulo variants).
 * The observers version with explicit loads is classic/fib_bench.c (N11).
 *
 * i = j = 1. t1 does N times i += j, t2 does N times j += i; main creates t1, t2 and, without
 * joining, checks i >= LIMIT || j >= LIMIT (BUG = 1, the _false files) or i > LIMIT || j > LIMIT
 * (BUG = 0, the _true files), where LIMIT = fib(2N + 2) (144 for N = 5, 377 for N = 6, 46368
 * for N = 11). The compound form i += j reads j first, then i, then writes i (clang -O0).
 *
 * Parameters: N = NUM = updates per thread (fib_bench 5, _longer 6, _longest 11).
 * BUG: 1 = false variant (>=, the error is reachable), 0 = true variant (>).
 * LOCK = 1: DPU's race-free copy, one mutex around each update and around main's check, main
 * ends with pthread_exit; LOCK = 0: no mutex, main's check as plain reads (VC-DPOR Fig. 8).
 * MOD = m > 0: VC-DPOR's fib_bench_m, updates written i = (i + j) % m, which reads i first, then
 * j; MOD = 0: the unmodified compound updates ("modulo infinity").
 * Threads: 2, plus main.
 * Closed form (LOCK = 1, BUG = 0): Mazurkiewicz = (2N+1)!/(N! N!) (2772 at N = 5, 12012 at
 * N = 6), the orders of the 2N + 1 critical sections; DPU reports the same number of maximal
 * configurations for the false variant, where jsmc's traces end at the error.
 */
#include <assert.h>
#include <pthread.h>

#ifndef N
#define N 5
#endif
#ifndef BUG
#define BUG 1
#endif
#ifndef LOCK
#define LOCK 1
#endif
#ifndef MOD
#define MOD 0
#endif

int i = 1, j = 1;
#if LOCK
pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;
#define ENTER() pthread_mutex_lock(&m)
#define LEAVE() pthread_mutex_unlock(&m)
#else
#define ENTER()
#define LEAVE()
#endif

void *t1(void *arg) {
    for (int k = 0; k < N; k++) {
        ENTER();
#if MOD
        i = (i + j) % MOD;
#else
        i += j;
#endif
        LEAVE();
    }
    return 0;
}

void *t2(void *arg) {
    for (int k = 0; k < N; k++) {
        ENTER();
#if MOD
        j = (j + i) % MOD;
#else
        j += i;
#endif
        LEAVE();
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
    pthread_t id1, id2;
    int limit = fib(2 * N + 2);
    pthread_create(&id1, 0, t1, 0);
    pthread_create(&id2, 0, t2, 0);
    ENTER();
#if BUG
    int bad = i >= limit || j >= limit;
#else
    int bad = i > limit || j > limit;
#endif
    LEAVE();
#if LOCK
    assert(!bad);
    pthread_exit(0);
#else
    (void)bad;
    return 0;
#endif
}
