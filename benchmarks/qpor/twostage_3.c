/*
 * Q13 twostage_3: twostage-3-false (QPOR Table 3). From SV-COMP'17
 * pthread/twostage_3_false-unreach-call.c. Catalog status: EXACT, from source.
 *
 * Two heap-allocated mutexes d1, d2. Each funcA thread sets data1 := 1 under d1, then under d2
 * reads data1 (a data race: d1 is not held) and sets data2 := data1 + 1. funcB reads data1 under
 * d1 and leaves if it is 0, else reads it again into t1; then reads data2 under d2 into t2 and
 * reports an error if t2 != t1 + 1 (reachable). main creates the funcA threads, then funcB, and
 * joins them all.
 *
 * Parameter: NA = number of funcA threads (2 in twostage_3; 1 keeps the runs small enough for
 * exhaustive checks, and the error stays reachable). Threads: NA + 1, plus main.
 */
#include <pthread.h>
#include <stdlib.h>

extern void reach_error(void);

#ifndef NA
#define NA 2
#endif

pthread_mutex_t *data1_lock, *data2_lock;
int data1 = 0, data2 = 0;

void *funcA(void *arg) {
    pthread_mutex_lock(data1_lock);
    data1 = 1;
    pthread_mutex_unlock(data1_lock);
    pthread_mutex_lock(data2_lock);
    data2 = data1 + 1;
    pthread_mutex_unlock(data2_lock);
    return 0;
}

void *funcB(void *arg) {
    int t1 = -1, t2 = -1;
    pthread_mutex_lock(data1_lock);
    if (data1 == 0) {
        pthread_mutex_unlock(data1_lock);
        return 0;
    }
    t1 = data1;
    pthread_mutex_unlock(data1_lock);
    pthread_mutex_lock(data2_lock);
    t2 = data2;
    pthread_mutex_unlock(data2_lock);
    if (t2 != t1 + 1) {
        reach_error();
    }
    return 0;
}

int main(void) {
    pthread_t a[NA > 0 ? NA : 1], b;
    data1_lock = malloc(sizeof(pthread_mutex_t));
    data2_lock = malloc(sizeof(pthread_mutex_t));
    pthread_mutex_init(data1_lock, 0);
    pthread_mutex_init(data2_lock, 0);
    for (int i = 0; i < NA; i++) {
        pthread_create(&a[i], 0, funcA, 0);
    }
    pthread_create(&b, 0, funcB, 0);
    for (int i = 0; i < NA; i++) {
        pthread_join(a[i], 0);
    }
    pthread_join(b, 0);
    return 0;
}
