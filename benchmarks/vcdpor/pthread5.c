/*
 * V04 pthread5: 32_pthread5 (VC-DPOR Table 1). From SV-COMP pthread-ext/32_pthread5_vs.c.
 * Catalog status: EXACT, validated.
 *
 * A sets g0 := g1 := 1 under the mutex, then flag := 1 outside it. The monitor checks
 * g0 == g1 under the mutex N times. Each of the N resetters takes the mutex and (the
 * nondeterministic choice replaced by a nonzero constant) resets g0, g1 and flag; then, under the
 * mutex again, if flag is set writes x := 1 and checks g0 == 1 && g1 == 1. Atomic sections are
 * the one mutex m; assertions are plain reads of both operands (the validated form: both g0 and
 * g1 are read, no short-circuit). main creates A, the monitor, then C1..CN; no joins.
 *
 * Parameter: N = number of resetters = monitor iterations (threads: N + 2, plus main).
 * Counts: Source 24 / 1890 / 302400 and observers 24 / 1806 at N = 1 / 2 / 3. (With the
 * constant 0 the counts become 20 / 1470, equal to the paper's DC column: a trap.)
 */
#include <pthread.h>

#ifndef N
#define N 2
#endif
#ifndef RESET
#define RESET 1 /* the original's nondeterministic choice, fixed to a nonzero constant */
#endif

int g0 = 0, g1 = 0, x = 0, flag = 0;
pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;

void *thr_a(void *arg) {
    pthread_mutex_lock(&m);
    g0 = 1;
    g1 = 1;
    pthread_mutex_unlock(&m);
    flag = 1;
    return 0;
}

void *monitor(void *arg) {
    for (int i = 0; i < N; i++) {
        pthread_mutex_lock(&m);
        int a = g0;
        int b = g1;
        (void)(a == b);
        pthread_mutex_unlock(&m);
    }
    return 0;
}

void *thr_c(void *arg) {
    pthread_mutex_lock(&m);
    if (RESET) {
        g0 = 0;
        g1 = 0;
        flag = 0;
    }
    pthread_mutex_unlock(&m);
    pthread_mutex_lock(&m);
    if (flag) {
        x = 1;
        int a = g0;
        int b = g1;
        (void)(a == 1 && b == 1);
    }
    pthread_mutex_unlock(&m);
    return 0;
}

int main(void) {
    pthread_t a, mon, c[N];
    pthread_create(&a, 0, thr_a, 0);
    pthread_create(&mon, 0, monitor, 0);
    for (int i = 0; i < N; i++) {
        pthread_create(&c[i], 0, thr_c, 0);
    }
    return 0;
}
