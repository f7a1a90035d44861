/*
 * V05 ticket lock, low contention: 48_ticket_lock (VC-DPOR Table 1). From SV-COMP
 * pthread-ext/48_ticket_lock_low_contention_vs.c. Catalog status: EXACT, validated.
 *
 * Lock: take a ticket under the mutex (l := t; t := l + 1), then spin on s (now serving) with
 * unlocked reads, at most N of them; an execution whose N-th read still differs is
 * assume-blocked. Critical section: c := 1; read c (the assertion); c := 0. Unlock: s := s + 1
 * under the mutex. The atomic sections are one mutex m; main creates N - 1 threads and then runs
 * the body itself; no joins.
 *
 * Parameter: N = number of participants (threads: N - 1, plus main).
 * Counts: Source = Optimal = observers = reads-from 6 / 204 / 41400 at N = 2 / 3 / 4.
 */
#include <pthread.h>

extern void __VERIFIER_assume(int);

#ifndef N
#define N 3
#endif

unsigned s = 0, t = 0, c = 0;
pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;

static void body(void) {
    pthread_mutex_lock(&m);
    unsigned l = t;
    t = l + 1;
    pthread_mutex_unlock(&m);
    int k;
    for (k = 0; k < N; k++) {
        if (s == l) {
            break;
        }
    }
    __VERIFIER_assume(k < N);
    c = 1;
    (void)(c == 1);
    c = 0;
    pthread_mutex_lock(&m);
    s = s + 1;
    pthread_mutex_unlock(&m);
}

void *thr(void *arg) {
    body();
    return 0;
}

int main(void) {
    pthread_t th[N];
    for (int i = 0; i < N - 1; i++) {
        pthread_create(&th[i], 0, thr, 0);
    }
    body();
    return 0;
}
