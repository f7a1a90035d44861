/*
 * V09 fkp2014 two counters: fkp2014_true (VC-DPOR Table 1). From SV-COMP pthread-lit/fkp2014.c.
 * Catalog status: EXACT, validated.
 *
 * Each thread increments t under the mutex, compares s < t without the mutex (the assertion as
 * plain reads: s first, then t), and increments s under the mutex. The original's atomic
 * sections are the one mutex m. main writes s := 0 and creates the threads; no joins.
 *
 * Parameter: N = number of threads (threads: N, plus main).
 * Counts: Source = observers = reads-from = 16 / 1098 / 207024 at N = 2 / 3 / 4.
 */
#include <pthread.h>

#ifndef N
#define N 3
#endif

int s, t;
pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;

void *thr(void *arg) {
    pthread_mutex_lock(&m);
    t = t + 1;
    pthread_mutex_unlock(&m);
    (void)(s < t);
    pthread_mutex_lock(&m);
    s = s + 1;
    pthread_mutex_unlock(&m);
    return 0;
}

int main(void) {
    pthread_t th[N];
    s = 0;
    for (int i = 0; i < N; i++) {
        pthread_create(&th[i], 0, thr, 0);
    }
    return 0;
}
